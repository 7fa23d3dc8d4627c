package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/engine/claim"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
	"github.com/rulecard/rulecard/layout/png"
	"github.com/rulecard/rulecard/locale"
)

// buildOptions are the inputs of `rulecard build`.
type buildOptions struct {
	Out io.Writer
	cardSelection
	outputFlags
	Panel   string
	NoCheck bool
	DPI     int
	JSON    bool
}

func newBuildCmd() *cobra.Command {
	opts := &buildOptions{outputFlags: outputFlags{Getenv: os.Getenv, allowed: []string{"pdf", "html", "png"}}}
	cmd := &cobra.Command{
		Use:   "build [CARD|DIR ...]",
		Short: "Render cards to printable sheets (every shipped card when none is named)",
		Long: `Render cards to printable landscape sheets: a 4x1 accordion strip of four
panels with fold and tear lines, and the printing instructions on the spare paper.
A CARD is a shipped card's id (gofish) or a card directory. The card is first
proven against the engine, as by rulecard check (--no-check skips this); a card
that contradicts the engine is refused (exit 3) and nothing is written.
--format png draws the sheet as a grey picture at --dpi pixels per inch. Every
output is rendered in memory first; if any card fails, nothing is written. Files are
written to a temporary name and renamed, so a good earlier output is never
replaced by a broken one. SOURCE_DATE_EPOCH, when set, fixes every date.`,
		Annotations: map[string]string{interrupts: noHandler},
		Args:        cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Ctx = cmd.Context()
			opts.Cards = args
			return runBuild(opts)
		},
	}
	f := cmd.Flags()
	opts.addLocaleFlag(f, "build")
	opts.addFlags(f, "landscape")
	f.StringVar(&opts.Panel, "panel", "poker", "panel size: poker (63.5x88.9) or WxH in mm")
	f.IntVar(&opts.DPI, "dpi", int(png.DefaultDPI), fmt.Sprintf("resolution of --format png, in pixels per inch (%d to %d)", png.MinDPI, png.MaxDPI))
	f.BoolVar(&opts.NoCheck, "no-check", false, "skip proving the card against the engine (rulecard check), and reading the words files only the check reads")
	f.BoolVar(&opts.JSON, "json", false, "print each sheet's typesetting figures as JSON instead of one line a file")
	return cmd
}

// runBuild renders every requested sheet, then writes them all.
func runBuild(opts *buildOptions) error {
	setup, err := opts.parse()
	if err != nil {
		return err
	}
	panel, err := layout.ParsePanel(opts.Panel)
	if err != nil {
		return &usageError{err}
	}
	if err := layout.StripFits(setup.paper, panel); err != nil {
		return &usageError{err}
	}
	dpi := png.DPI(opts.DPI)
	if err := dpi.Check(); err != nil {
		return &usageError{err}
	}
	opts.sheetsOnly = opts.NoCheck // the words are the check's alone
	cards, perCard, err := opts.load()
	if err != nil {
		return err
	}
	if err := content.SameIDs(cards); err != nil {
		return &usageError{err}
	}
	r, err := newSheetRenderer(setup, panel, dpi)
	if err != nil {
		return err
	}
	outs, sheets, err := renderAll(r, opts, cards, perCard)
	if err != nil {
		return err
	}
	if !opts.JSON {
		return writeOutputs(opts.context(), opts.Out, opts.OutDir, outs)
	}
	if err := writeOutputs(opts.context(), io.Discard, opts.OutDir, outs); err != nil {
		return err
	}
	enc := json.NewEncoder(opts.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(buildReport{Sheets: sheets})
}

// newSheetRenderer makes the renderers of the formats asked for, with the
// Go fonts.
func newSheetRenderer(setup outputSetup, panel layout.Size, dpi png.DPI) (*sheetRenderer, error) {
	fonts, err := layout.LoadGoFonts()
	if err != nil {
		return nil, err
	}
	formats := setup.formats
	r := &sheetRenderer{opt: layout.Options{Paper: setup.paper, Panel: panel, Fonts: fonts}, formats: formats, date: setup.date}
	if formats.html {
		if r.html, err = html.NewRenderer(); err != nil {
			return nil, err
		}
	}
	if formats.png {
		r.dpi = dpi
	}
	return r, nil
}

// renderAll checks each card (unless --no-check) and renders its sheets
// in each of its locales, into outputs not yet written; every failure is
// returned, joined.
func renderAll(r *sheetRenderer, opts *buildOptions, cards []*content.Card, perCard [][]locale.Code) ([]output, []sheetFigures, error) {
	var outs []output
	var sheets []sheetFigures
	var errs []error
	for i, card := range cards {
		locales := perCard[i]
		if len(locales) == 0 {
			continue
		}
		if !opts.NoCheck {
			if _, err := claim.Check(card, claim.Options{Locales: locales, Seed: 1, Name: card.Arg()}); err != nil {
				errs = append(errs, err)
				continue
			}
		}
		for _, loc := range locales {
			o, fig, err := r.render(card, loc, opts.OutDir)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			outs = append(outs, o...)
			sheets = append(sheets, fig)
		}
	}
	return outs, sheets, errors.Join(errs...)
}

// buildReport is what build --json prints: the figures of every sheet.
type buildReport struct {
	Sheets []sheetFigures `json:"sheets"`
}

// sheetFigures are one sheet's typesetting figures: its type size, how
// full each panel is (0 to 1), the fullest and the emptiest panel
// (numbered from 1), the statements split across panels, the lines that
// end in a hyphen, and the files written.
type sheetFigures struct {
	Card            string      `json:"card"`
	Locale          locale.Code `json:"locale"`
	Paper           string      `json:"paper"`
	Panel           string      `json:"panel"`
	SizePt          float64     `json:"size_pt"`
	Fill            [4]float64  `json:"fill"`
	FullestPanel    int         `json:"fullest_panel"`
	Fullest         float64     `json:"fullest"`
	EmptiestPanel   int         `json:"emptiest_panel"`
	Emptiest        float64     `json:"emptiest"`
	StatementsSplit int         `json:"statements_split"`
	HyphenatedLines int         `json:"hyphenated_lines"`
	// Hyphenation names the patterns: "shipped", the locale's own file,
	// or "" when the locale has none.
	Hyphenation string   `json:"hyphenation"`
	Files       []string `json:"files"`
}

// figuresOf reports a composed sheet's figures.
func figuresOf(card string, s *layout.Sheet) sheetFigures {
	f := s.Figures()
	round := func(v float64) float64 { return math.Round(v*1000) / 1000 }
	out := sheetFigures{Card: card, Locale: s.Locale, Paper: s.Paper.String(), Panel: s.Panel.String(),
		SizePt: float64(f.Size), FullestPanel: f.Fullest + 1, Fullest: round(f.Fill[f.Fullest]),
		EmptiestPanel: f.Emptiest + 1, Emptiest: round(f.Fill[f.Emptiest]),
		StatementsSplit: f.Split, HyphenatedLines: f.Hyphenated, Hyphenation: s.Hyphenation, Files: []string{}}
	for i, v := range f.Fill {
		out.Fill[i] = round(v)
	}
	return out
}

// sheetRenderer composes and renders sheets with fonts and templates
// prepared once for the whole run.
type sheetRenderer struct {
	opt     layout.Options
	formats formatSet
	html    *html.Renderer
	dpi     png.DPI
	date    time.Time
}

// render composes card in locale and renders it, in memory, to each
// format; it returns the outputs and the sheet's figures.
func (r *sheetRenderer) render(card *content.Card, loc locale.Code, dir string) ([]output, sheetFigures, error) {
	sheet, err := layout.Compose(card, loc, r.opt)
	if err != nil {
		return nil, sheetFigures{}, err
	}
	fig := figuresOf(card.ID, sheet)
	base := filepath.Join(dir, card.ID+"."+string(loc))
	subject := card.Locales[loc].Statements[card.Tagline.ID].Plain()
	summary := fmt.Sprintf("1 page, 4 panels  %5.2f pt  fullest panel %3.0f %%", float64(sheet.Size), 100*sheet.MaxFill())
	if sheet.Hyphenation == "" {
		summary += fmt.Sprintf("  not hyphenated: no patterns for %s (add locales/%s/%s)", loc, loc, content.PatternsName)
	}
	var outs []output
	if r.formats.pdf {
		var buf bytes.Buffer
		meta := pdf.Meta{Title: sheet.Title, Subject: subject, Author: "rulecard", Date: r.date}
		if err := pdf.Write(&buf, sheet, meta); err != nil {
			return nil, fig, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, output{path: base + ".pdf", data: buf.Bytes(), summary: summary})
	}
	if r.formats.html {
		var buf bytes.Buffer
		if err := r.html.Write(&buf, sheet, card, html.Meta{Description: subject}); err != nil {
			return nil, fig, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, output{path: base + ".html", data: buf.Bytes(), summary: summary})
	}
	if r.formats.png {
		var buf bytes.Buffer
		if err := png.Write(&buf, sheet, r.dpi); err != nil {
			return nil, fig, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, output{path: base + ".png", data: buf.Bytes(), summary: summary + fmt.Sprintf("  %d dpi", r.dpi)})
	}
	for _, o := range outs {
		fig.Files = append(fig.Files, o.path)
	}
	return outs, fig, nil
}
