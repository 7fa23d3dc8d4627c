package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/engine/claim"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
	"github.com/rulecard/rulecard/layout/reference"
)

// The simulated games behind a reference's facts: so many for each bot
// and player count, the first dealt with the seed, so that the facts are
// the same on every run.
const (
	factGames = 10000
	factSeed  = 1
)

// referenceOptions are the inputs of `rulecard reference`.
type referenceOptions struct {
	Out     io.Writer
	Getenv  func(string) string
	Version string
	Cards   []string
	Locales []string
	Formats []string
	Paper   string
	OutDir  string
}

func newReferenceCmd(runF func(*referenceOptions) error) *cobra.Command {
	opts := &referenceOptions{Getenv: os.Getenv, Version: version}
	cmd := &cobra.Command{
		Use:   "reference [CARD|DIR]",
		Short: "Write the rules reference of a card (every shipped card when none is named)",
		Long: `Write the rules reference of a card, in each of its locales: every statement
of the card with the claims it rests on, in words, and a worked example of each
claim told as a story of the table from the engine's own transcript; the
preset's complete rules; the glossary; the check's summary; facts from
simulated games. A portrait PDF (with bookmarks) and a self-contained HTML page
are written to <out>/<card>.<locale>.reference.pdf and .html.
The card is first proven against the engine, as by rulecard check; a card that
contradicts it is refused (exit 3) and nothing is written. Everything is
rendered in memory first and written atomically; SOURCE_DATE_EPOCH, when set,
fixes the date, so the same sources give the same files.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Cards = args
			if runF != nil {
				return runF(opts)
			}
			return runReference(opts)
		},
	}
	f := cmd.Flags()
	f.StringSliceVar(&opts.Locales, "locale", nil, "locales to write, e.g. en,sv (default: every locale of each card)")
	f.StringSliceVar(&opts.Formats, "format", []string{"pdf", "html"}, "output formats: pdf, html")
	f.StringVar(&opts.Paper, "paper", "a4", "paper: a4 or letter (portrait)")
	f.StringVarP(&opts.OutDir, "out", "o", "out", "output folder")
	return cmd
}

// referenceWriter renders references with fonts and renderers prepared
// once for the whole run.
type referenceWriter struct {
	paper   layout.Paper
	formats formatSet
	fonts   *layout.Fonts
	pdf     *pdf.Renderer
	html    *html.ReferenceRenderer
	date    time.Time
	version string
}

// runReference checks every card, renders every reference, then writes
// them all.
func runReference(opts *referenceOptions) error {
	w, err := newReferenceWriter(opts)
	if err != nil {
		return err
	}
	cards, err := loadCards(opts.Cards)
	if err != nil {
		return err
	}
	perCard, err := cardLocales(cards, len(opts.Cards) > 0, opts.Locales)
	if err != nil {
		return err
	}
	var outs []refOutput
	var errs []error
	for i, card := range cards {
		if len(perCard[i]) == 0 {
			continue
		}
		o, err := w.card(card, perCard[i], opts.OutDir)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		outs = append(outs, o...)
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	return writeReferences(opts.Out, opts.OutDir, outs)
}

// newReferenceWriter reads the flags and prepares the fonts and renderers.
func newReferenceWriter(opts *referenceOptions) (*referenceWriter, error) {
	paper, err := layout.ParsePaper(opts.Paper)
	if err != nil {
		return nil, &usageError{err}
	}
	formats, err := parseFormats(opts.Formats)
	if err != nil {
		return nil, &usageError{err}
	}
	date, fixed, err := layout.SourceDate(opts.Getenv)
	if err != nil {
		return nil, err
	}
	if !fixed {
		date = time.Now().UTC()
	}
	w := &referenceWriter{paper: paper, formats: formats, date: date, version: opts.Version}
	if w.fonts, err = layout.LoadGoFonts(); err != nil {
		return nil, err
	}
	if formats.html {
		if w.html, err = html.NewReferenceRenderer(); err != nil {
			return nil, err
		}
	}
	if formats.pdf {
		w.pdf = pdf.NewRenderer()
	}
	return w, nil
}

// refOutput is one rendered reference file waiting to be written.
type refOutput struct {
	path  string
	data  []byte
	pages int // for a PDF
}

// card proves the card, simulates its games and renders its references
// in the locales.
func (w *referenceWriter) card(card *content.Card, locales []string, dir string) ([]refOutput, error) {
	rep, err := claim.Check(card, claim.Options{Locales: locales, Seed: 1, Name: card.ID})
	if err != nil {
		return nil, err
	}
	facts, err := reference.Simulate(card, factGames, factSeed)
	if err != nil {
		return nil, err
	}
	var outs []refOutput
	for _, loc := range locales {
		ref, err := reference.Build(reference.Input{Card: card, Locale: loc, Report: rep, Facts: facts,
			Version: w.version, Date: w.date})
		if err != nil {
			return nil, err
		}
		o, err := w.render(ref, filepath.Join(dir, card.ID+"."+loc+".reference"))
		if err != nil {
			return nil, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, o...)
	}
	return outs, nil
}

// render renders one reference, in memory, to each format.
func (w *referenceWriter) render(ref *reference.Reference, base string) ([]refOutput, error) {
	var outs []refOutput
	if w.formats.pdf {
		doc, err := reference.Compose(ref, w.paper, w.fonts)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		meta := pdf.Meta{Title: doc.Title + " · " + ref.Subtitle, Author: "rulecard", Date: w.date}
		if err := w.pdf.WriteReference(&buf, doc, meta); err != nil {
			return nil, err
		}
		outs = append(outs, refOutput{path: base + ".pdf", data: buf.Bytes(), pages: len(doc.Pages)})
	}
	if w.formats.html {
		var buf bytes.Buffer
		if err := w.html.Write(&buf, ref, w.fonts, w.paper, html.Meta{Description: ref.Meta}); err != nil {
			return nil, err
		}
		outs = append(outs, refOutput{path: base + ".html", data: buf.Bytes()})
	}
	return outs, nil
}

// writeReferences writes every output atomically and prints a line for
// each: its path, and a PDF's page count.
func writeReferences(out io.Writer, dir string, outs []refOutput) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, o := range outs {
		if err := writeData(o.path, o.data); err != nil {
			return err
		}
		if o.pages > 0 {
			fmt.Fprintf(out, "%-40s %2d pages\n", o.path, o.pages)
		} else {
			fmt.Fprintf(out, "%-40s %4d KB\n", o.path, (len(o.data)+1023)/1024)
		}
	}
	return nil
}
