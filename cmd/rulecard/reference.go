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
	"github.com/rulecard/rulecard/internal/progress"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
	layoutref "github.com/rulecard/rulecard/layout/reference"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference"
	"github.com/rulecard/rulecard/reference/document"
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
	Version string
	Quiet   bool
	// Progress is where the facts' games show their progress (nil:
	// nowhere).
	Progress io.Writer
	cardSelection
	outputFlags
}

func newReferenceCmd() *cobra.Command {
	opts := &referenceOptions{outputFlags: outputFlags{Getenv: os.Getenv}, Version: version}
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
		Annotations: map[string]string{interrupts: writesAtEnd},
		Args:        cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Ctx = cmd.Context()
			opts.Cards = args
			opts.Progress = progress.Terminal(os.Stderr, opts.Quiet)
			return runReference(opts)
		},
	}
	f := cmd.Flags()
	opts.addLocaleFlag(f, "write")
	opts.addFlags(f, "portrait")
	f.BoolVar(&opts.Quiet, "quiet", false, "show no progress on standard error")
	return cmd
}

// referenceWriter renders references with fonts and renderers prepared
// once for the whole run.
type referenceWriter struct {
	paper    layout.Paper
	formats  formatSet
	fonts    *layout.Fonts
	html     *html.ReferenceRenderer
	date     time.Time
	version  string
	progress io.Writer
}

// runReference checks every card, renders every reference, then writes
// them all.
func runReference(opts *referenceOptions) error {
	w, err := newReferenceWriter(opts)
	if err != nil {
		return err
	}
	cards, perCard, err := opts.load()
	if err != nil {
		return err
	}
	var outs []output
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
	return writeOutputs(opts.context(), opts.Out, opts.OutDir, outs)
}

// newReferenceWriter reads the flags and prepares the fonts and renderers.
func newReferenceWriter(opts *referenceOptions) (*referenceWriter, error) {
	setup, err := opts.parse()
	if err != nil {
		return nil, err
	}
	formats := setup.formats
	w := &referenceWriter{paper: setup.paper, formats: formats, date: setup.date, version: opts.Version,
		progress: opts.Progress}
	if w.fonts, err = layout.LoadGoFonts(); err != nil {
		return nil, err
	}
	if formats.html {
		if w.html, err = html.NewReferenceRenderer(); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// card proves the card, simulates its games and renders its references
// in the locales.
func (w *referenceWriter) card(card *content.Card, locales []locale.Code, dir string) ([]output, error) {
	rep, err := claim.Check(card, claim.Options{Locales: locales, Seed: 1, Name: card.Arg()})
	if err != nil {
		return nil, err
	}
	var meter *progress.Meter
	facts, err := reference.SimulateShowing(card, factGames, factSeed, func(done, total int) {
		if meter == nil {
			meter = progress.New(w.progress, card.ID+" facts", total, "games")
		}
		meter.Set(done)
	})
	meter.Done()
	if err != nil {
		return nil, err
	}
	var outs []output
	for _, loc := range locales {
		ref, err := reference.Build(reference.Input{Card: card, Locale: loc, Report: rep, Facts: facts,
			Version: w.version, Date: w.date})
		if err != nil {
			return nil, err
		}
		o, err := w.render(ref, filepath.Join(dir, card.ID+"."+string(loc)+".reference"))
		if err != nil {
			return nil, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		outs = append(outs, o...)
	}
	return outs, nil
}

// render renders one reference, in memory, to each format.
func (w *referenceWriter) render(ref *document.Reference, base string) ([]output, error) {
	var outs []output
	if w.formats.pdf {
		doc, err := layoutref.Compose(ref, w.paper, w.fonts)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		meta := pdf.Meta{Title: doc.Title + " · " + ref.Subtitle, Author: "rulecard", Date: w.date}
		if err := pdf.WriteReference(&buf, doc, meta); err != nil {
			return nil, err
		}
		outs = append(outs, output{path: base + ".pdf", data: buf.Bytes(), summary: fmt.Sprintf("%2d pages", len(doc.Pages))})
	}
	if w.formats.html {
		var buf bytes.Buffer
		if err := w.html.Write(&buf, ref, w.fonts, w.paper, html.Meta{Description: ref.Meta}); err != nil {
			return nil, err
		}
		outs = append(outs, output{path: base + ".html", data: buf.Bytes(), summary: fmt.Sprintf("%4d KB", (buf.Len()+1023)/1024)})
	}
	return outs, nil
}
