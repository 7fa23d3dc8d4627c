package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/render"
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
		Args: cobra.ArbitraryArgs,
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
	f.IntVar(&opts.DPI, "dpi", int(render.DefaultDPI), fmt.Sprintf("resolution of --format png, in pixels per inch (%d to %d)", render.MinDPI, render.MaxDPI))
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
	dpi := render.DPI(opts.DPI)
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
	d, err := render.New(render.Options{Panel: panel, DPI: dpi, Date: setup.date})
	if err != nil {
		return err
	}
	files, sheets, summaries, err := renderAll(d, setup, opts, cards, perCard)
	if err != nil {
		return err
	}
	out := opts.Out
	if opts.JSON {
		out = io.Discard
	}
	err = writeFiles(opts.context(), out, files, func(f render.File) string { return summaries[f.Path] })
	if err != nil || !opts.JSON {
		return err
	}
	enc := json.NewEncoder(opts.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(buildReport{Sheets: sheets})
}

// renderAll checks each card (unless --no-check) and renders its sheets
// in each of its locales, into files not yet written, with the line to
// print after each file's path; every failure is returned, joined.
func renderAll(d *render.Driver, setup outputSetup, opts *buildOptions, cards []*content.Card, perCard [][]locale.Code) ([]render.File, []sheetFigures, map[string]string, error) {
	var files []render.File
	var sheets []sheetFigures
	summaries := map[string]string{}
	var errs []error
	for i, card := range cards {
		locales := perCard[i]
		if len(locales) == 0 {
			continue
		}
		if !opts.NoCheck {
			if _, err := d.Prove(card, claim.Options{Locales: locales, Seed: 1, Name: card.Arg()}); err != nil {
				errs = append(errs, err)
				continue
			}
		}
		for _, loc := range locales {
			if err := opts.context().Err(); err != nil {
				return nil, nil, nil, context.Cause(opts.context())
			}
			sheet, fs, err := d.Sheet(card, loc, setup.paper, setup.formats, opts.OutDir)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			fig := figuresOf(card.ID, sheet)
			fig.Unproven = !card.Proven()
			for _, f := range fs {
				fig.Files = append(fig.Files, f.Path)
				summaries[f.Path] = summaryOf(card, sheet, f.Format, d.DPI())
			}
			files = append(files, fs...)
			sheets = append(sheets, fig)
		}
	}
	return files, sheets, summaries, errors.Join(errs...)
}

// summaryOf is the line build prints after the path of card's sheet s in
// format f: its size, how full it is, and what it lacks.
func summaryOf(card *content.Card, s *layout.Sheet, f render.Format, dpi render.DPI) string {
	summary := fmt.Sprintf("1 page, 4 panels  %5.2f pt  fullest panel %3.0f %%", float64(s.Size), 100*s.MaxFill())
	if !card.Proven() {
		summary += fmt.Sprintf("  unproven: no engine for its game (game: %s)", card.Game)
	}
	if s.Hyphenation == "" {
		summary += fmt.Sprintf("  not hyphenated: no patterns for %s (add locales/%s/%s)", s.Locale, s.Locale, content.PatternsName)
	}
	if f == render.PNG {
		summary += fmt.Sprintf("  %d dpi", dpi)
	}
	return summary
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
	Hyphenation string `json:"hyphenation"`
	// Unproven is set for a card of a game rulecard has no engine for
	// (game: none): printed, never proven.
	Unproven bool     `json:"unproven"`
	Files    []string `json:"files"`
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
