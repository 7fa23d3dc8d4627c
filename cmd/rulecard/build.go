package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/engine/claim"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
)

// buildOptions are the inputs of `rulecard build`.
type buildOptions struct {
	Out     io.Writer
	Getenv  func(string) string
	Cards   []string
	Locales []string
	Formats []string
	Paper   string
	Panel   string
	OutDir  string
	NoCheck bool
}

func newBuildCmd(runF func(*buildOptions) error) *cobra.Command {
	opts := &buildOptions{Getenv: os.Getenv}
	cmd := &cobra.Command{
		Use:   "build [CARD|DIR ...]",
		Short: "Render cards to printable sheets (every shipped card when none is named)",
		Long: `Render cards to printable landscape sheets: a 4x1 accordion strip of four
panels with fold and tear lines, and the printing instructions on the spare paper.
A CARD is a shipped card's id (gofish) or a card directory. The card is first
proven against the engine, as by rulecard check (--no-check skips this); a card
that contradicts the engine is refused (exit 3) and nothing is written. Every
output is
rendered in memory first; if any card fails, nothing is written. Files are
written to a temporary name and renamed, so a good earlier output is never
replaced by a broken one. SOURCE_DATE_EPOCH, when set, fixes every date.`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Cards = args
			if runF != nil {
				return runF(opts)
			}
			return runBuild(opts)
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&opts.Locales, "locale", nil, "locales to build, e.g. en,sv (default: every locale of each card)")
	f.StringSliceVar(&opts.Formats, "format", []string{"pdf", "html"}, "output formats: pdf, html")
	f.StringVar(&opts.Paper, "paper", "a4", "paper: a4 or letter (landscape)")
	f.StringVar(&opts.Panel, "panel", "poker", "panel size: poker (63.5x88.9) or WxH in mm")
	f.StringVarP(&opts.OutDir, "out", "o", "out", "output folder")
	f.BoolVar(&opts.NoCheck, "no-check", false, "skip proving the card against the engine (rulecard check)")
	return cmd
}

// output is one rendered file waiting to be written.
type output struct {
	path  string
	data  []byte
	sheet *layout.Sheet
}

// runBuild renders every requested sheet, then writes them all.
func runBuild(opts *buildOptions) error {
	paper, err := layout.ParsePaper(opts.Paper)
	if err != nil {
		return &usageError{err}
	}
	panel, err := layout.ParsePanel(opts.Panel)
	if err != nil {
		return &usageError{err}
	}
	formats, err := parseFormats(opts.Formats)
	if err != nil {
		return &usageError{err}
	}
	date, fixed, err := layout.SourceDate(opts.Getenv)
	if err != nil {
		return err
	}
	if !fixed {
		date = time.Now().UTC()
	}
	cards, err := loadCards(opts.Cards)
	if err != nil {
		return err
	}
	fonts, err := layout.LoadGoFonts()
	if err != nil {
		return err
	}
	r := &sheetRenderer{opt: layout.Options{Paper: paper, Panel: panel, Fonts: fonts}, formats: formats, date: date}
	if formats.html {
		if r.html, err = html.NewRenderer(); err != nil {
			return err
		}
	}
	if formats.pdf {
		r.pdf = pdf.NewRenderer()
	}
	perCard, err := cardLocales(cards, len(opts.Cards) > 0, opts.Locales)
	if err != nil {
		return err
	}
	var outs []output
	var errs []error
	for i, card := range cards {
		locales := perCard[i]
		if len(locales) == 0 {
			continue
		}
		if !opts.NoCheck {
			if _, err := claim.Check(card, claim.Options{Locales: locales, Seed: 1, Name: card.ID}); err != nil {
				errs = append(errs, err)
				continue
			}
		}
		for _, loc := range locales {
			o, err := r.render(card, loc, opts.OutDir)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			outs = append(outs, o...)
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	return writeOutputs(opts.Out, opts.OutDir, outs)
}

// loadCards resolves each argument to a card, or every shipped card when
// there is none. Every card's problems are reported, not only the first's.
func loadCards(args []string) ([]*content.Card, error) {
	if len(args) == 0 {
		return content.Shipped()
	}
	var cards []*content.Card
	var errs []error
	for _, a := range args {
		c, err := content.Resolve(a)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		cards = append(cards, c)
	}
	return cards, errors.Join(errs...)
}

// cardLocales returns the locales to work on for each card. A card named
// on the command line must have every locale asked for (pickLocales).
// Of the shipped cards taken when none is named, each gets the locales
// asked for that it has, and none when it has none of them; a locale that
// no card has is still an error.
func cardLocales(cards []*content.Card, named bool, want []string) ([][]string, error) {
	out := make([][]string, len(cards))
	found := map[string]bool{}
	for i, card := range cards {
		if named || len(want) == 0 {
			locales, err := pickLocales(card, want)
			if err != nil {
				return nil, err
			}
			out[i] = locales
			continue
		}
		for _, l := range want {
			if _, ok := card.Locales[l]; ok && !slices.Contains(out[i], l) {
				out[i] = append(out[i], l)
				found[l] = true
			}
		}
	}
	if named {
		return out, nil
	}
	for _, l := range want {
		if !found[l] {
			var ids []string
			for _, c := range cards {
				ids = append(ids, c.ID)
			}
			return nil, fmt.Errorf("no locale %q in any card (cards: %s)", l, strings.Join(ids, ", "))
		}
	}
	return out, nil
}

// pickLocales returns the locales of card that want names, in the card's
// order; with want empty, every locale of the card.
func pickLocales(card *content.Card, want []string) ([]string, error) {
	if len(want) == 0 {
		return card.LocaleOrder, nil
	}
	var got []string
	for _, l := range want {
		if _, ok := card.Locales[l]; !ok {
			return nil, fmt.Errorf("card %s has no locale %q (it has: %s)", card.ID, l, strings.Join(card.LocaleOrder, ", "))
		}
		if !slices.Contains(got, l) {
			got = append(got, l)
		}
	}
	return got, nil
}

// formatSet is the output formats a build writes.
type formatSet struct{ pdf, html bool }

// parseFormats reads the --format values.
func parseFormats(names []string) (formatSet, error) {
	var f formatSet
	for _, n := range names {
		switch strings.ToLower(strings.TrimSpace(n)) {
		case "pdf":
			f.pdf = true
		case "html":
			f.html = true
		default:
			return f, fmt.Errorf("unknown format %q (formats: pdf, html)", n)
		}
	}
	if !f.pdf && !f.html {
		return f, errors.New("no output format given (formats: pdf, html)")
	}
	return f, nil
}

// sheetRenderer composes and renders sheets with fonts, font subsets and
// templates prepared once for the whole run.
type sheetRenderer struct {
	opt     layout.Options
	formats formatSet
	pdf     *pdf.Renderer
	html    *html.Renderer
	date    time.Time
}

// render composes card in locale and renders it, in memory, to each format.
func (r *sheetRenderer) render(card *content.Card, loc, dir string) ([]output, error) {
	sheet, err := layout.Compose(card, loc, r.opt)
	if err != nil {
		return nil, err
	}
	base := filepath.Join(dir, card.ID+"."+loc)
	subject := card.Locales[loc].Statements[card.Tagline.ID].Plain()
	var outs []output
	if r.formats.pdf {
		var buf bytes.Buffer
		meta := pdf.Meta{Title: sheet.Title, Subject: subject, Author: "rulecard", Date: r.date}
		if err := r.pdf.Write(&buf, sheet, meta); err != nil {
			return nil, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, output{path: base + ".pdf", data: buf.Bytes(), sheet: sheet})
	}
	if r.formats.html {
		var buf bytes.Buffer
		if err := r.html.Write(&buf, sheet, card, html.Meta{Description: subject}); err != nil {
			return nil, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, output{path: base + ".html", data: buf.Bytes(), sheet: sheet})
	}
	return outs, nil
}

// writeOutputs writes every output atomically and prints a summary line
// for each: path, panels, type size, how full the fullest panel is.
func writeOutputs(w io.Writer, dir string, outs []output) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, o := range outs {
		if err := writeData(o.path, o.data); err != nil {
			return err
		}
		fmt.Fprintf(w, "%-30s 1 page, 4 panels  %5.2f pt  fullest panel %3.0f %%\n",
			o.path, float64(o.sheet.Size), 100*o.sheet.MaxFill())
	}
	return nil
}

// writeData writes data to the file at path atomically: a failed write
// leaves no partial file and never replaces the one already there.
func writeData(path string, data []byte) error {
	return layout.WriteFileAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
