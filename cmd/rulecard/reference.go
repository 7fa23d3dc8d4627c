package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/progress"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference"
	"github.com/rulecard/rulecard/render"
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
		Args: cobra.MaximumNArgs(1),
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

// runReference checks every card, renders every reference, then writes
// them all.
func runReference(opts *referenceOptions) error {
	setup, err := opts.parse()
	if err != nil {
		return err
	}
	d, err := render.New(render.Options{Date: setup.date, Version: opts.Version})
	if err != nil {
		return err
	}
	cards, perCard, err := opts.load()
	if err != nil {
		return err
	}
	var files []render.File
	summaries := map[string]string{}
	var errs []error
	for i, card := range cards {
		if len(perCard[i]) == 0 {
			continue
		}
		if err := opts.context().Err(); err != nil {
			return context.Cause(opts.context())
		}
		if !card.Proven() {
			// A card of a game with no engine has no claims, worked
			// examples or facts to tell: named, it is an error; among
			// every shipped card, it is passed over with a line.
			if len(opts.Cards) > 0 {
				errs = append(errs, fmt.Errorf("card %s has no rules reference: rulecard has no engine for its game (game: %s), so it has no claims, worked examples or facts to tell", card.ID, card.Game))
			} else {
				fmt.Fprintf(opts.Out, "%s: no rules reference (game: %s: nothing is proven)\n", card.ID, card.Game)
			}
			continue
		}
		refs, err := referencesOf(d, opts, setup, card, perCard[i])
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for _, r := range refs {
			for _, f := range r.Files {
				files = append(files, f)
				summaries[f.Path] = fmt.Sprintf("%2d pages", r.Pages)
				if f.Format == render.HTML {
					summaries[f.Path] = fmt.Sprintf("%4d KB", (len(f.Data)+1023)/1024)
				}
			}
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	return writeFiles(opts.context(), opts.Out, files, func(f render.File) string { return summaries[f.Path] })
}

// referencesOf proves the card, simulates its games and renders its
// references in the locales.
func referencesOf(d *render.Driver, opts *referenceOptions, setup outputSetup, card *content.Card, locales []locale.Code) ([]*render.Reference, error) {
	rep, err := d.Prove(card, claim.Options{Locales: locales, Seed: 1, Name: card.Arg()})
	if err != nil {
		return nil, err
	}
	var meter *progress.Meter
	facts, err := reference.SimulateShowing(card, factGames, factSeed, func(done, total int) {
		if meter == nil {
			meter = progress.New(opts.Progress, card.ID+" facts", total, "games")
		}
		meter.Set(done)
	})
	meter.Done()
	if err != nil {
		return nil, err
	}
	var refs []*render.Reference
	for _, loc := range locales {
		r, err := d.Reference(card, loc, rep, facts, setup.paper, setup.formats, opts.OutDir)
		if err != nil {
			return nil, err
		}
		refs = append(refs, r)
	}
	return refs, nil
}
