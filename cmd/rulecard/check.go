package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/internal/progress"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/render"
)

// checkOptions are the inputs of `rulecard check`.
type checkOptions struct {
	// Ctx is the command's context: done when the run is interrupted.
	Ctx context.Context
	Out io.Writer
	cardSelection
	Games int
	Seed  uint64
	JSON  bool
	// Explain names a statement whose reading is explained instead of
	// printing the report.
	Explain string
	Quiet   bool
	// Verbose prints each failure in full: the statement's words, the
	// failed worked examples, the counterexample game and the command
	// that plays it again.
	Verbose bool
	// Progress is where the games' progress is shown (nil: nowhere).
	Progress io.Writer
	// Examples, when set, is the folder the generated worked examples are
	// written to, one file per example: <card>/<claim>/<name>.yaml.
	Examples string
}

func newCheckCmd(runF func(*checkOptions) error) *cobra.Command {
	opts := &checkOptions{}
	cmd := &cobra.Command{
		Use:   "check [CARD|DIR ...]",
		Short: "Prove every statement of a card against the engine (every shipped card when none is named)",
		Long: `Prove every statement of a card against the reference engine. Each statement
must be bound to claims from the catalogue (rulecard claims), or be a note; the
numbers its words state, in every locale, must be those its claims assert; and
each claim's worked examples and its property, checked on every move of seeded
games played by the random and memory bots (--games for each player count and
pack the card names), must hold with the card's preset.

With --explain STATEMENT, prints instead how the statement's words were
read in each locale: the words that carried each feature of each of its
claims, the rule words no claim accounts for, the numbers in reading order,
and its failures.

Prints a heading per card, one line per failure (its file:line:col, the
statement and locales, what is wrong) and a summary; standard error says in one
line how many problems there are. With --verbose, prints one line per statement
and every failure in full: the statement's words, the failed worked examples,
a failed game's deal and record up to the contradicting event, and the command
that plays it again. Exit 3 when the card contradicts the engine; exit 1 for a broken
card (a statement bound to no claim, an unknown claim, parameters of the wrong
shape, an unknown preset, a character the fonts lack, so that it cannot be
printed) or a card that does not load.`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Ctx, opts.Out = cmd.Context(), cmd.OutOrStdout()
			opts.Cards = args
			opts.Progress = progress.Terminal(os.Stderr, opts.Quiet)
			if runF != nil {
				return runF(opts)
			}
			return runCheck(opts)
		},
	}
	f := cmd.Flags()
	opts.addLocaleFlag(f, "check")
	f.IntVar(&opts.Games, "games", claim.DefaultGames, "games for each player count and pack (0: worked examples and numbers only)")
	f.Uint64Var(&opts.Seed, "seed", 1, "deal seed of each configuration's first game")
	f.BoolVar(&opts.JSON, "json", false, "print the report as JSON")
	f.StringVar(&opts.Explain, "explain", "", "explain, per locale, which words carried which feature of which claim of this `STATEMENT`")
	f.BoolVar(&opts.Quiet, "quiet", false, "show no progress on standard error")
	f.BoolVar(&opts.Verbose, "verbose", false, "print every statement, and each failure in full: its words, worked examples and counterexample game")
	f.StringVar(&opts.Examples, "write-examples", "", "write the worked examples generated from seeded games into this folder, for review")
	return cmd
}

// runCheck checks every card, prints the reports and returns every
// card's error joined.
func runCheck(opts *checkOptions) error {
	ctx := opts.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	if opts.Games < 0 || opts.Games > maxGames {
		return &usageError{fmt.Errorf("--games %d: want 0 to %d", opts.Games, maxGames)}
	}
	if err := seedsFit(opts.Seed, opts.Games); err != nil {
		return err
	}
	cards, perCard, err := opts.load()
	if err != nil {
		return err
	}
	if opts.Explain != "" {
		return runExplain(opts, cards, perCard)
	}
	d, err := render.New(render.Options{})
	if err != nil {
		return err
	}
	var reps []*claim.Report
	var errs []error
	for i, card := range cards {
		if len(perCard[i]) == 0 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return context.Cause(ctx)
		}
		o := checkOptionsFor(opts, card, perCard[i])
		var meter *progress.Meter
		o.Progress = func(done, total int) {
			if meter == nil {
				meter = progress.New(opts.Progress, card.ID+" check", total, "games")
			}
			meter.Set(done)
		}
		// A card whose words the fonts cannot set, or whose locale's
		// hyphenation patterns are broken, does not print: it is broken,
		// as build would find.
		rep, err := d.Check(card, perCard[i], o)
		meter.Done()
		if rep != nil {
			reps = append(reps, rep)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	write := claim.WriteText
	switch {
	case opts.JSON:
		write = claim.WriteJSON
	case opts.Verbose:
		write = claim.WriteVerbose
	}
	if err := write(opts.Out, reps); err != nil {
		return err
	}
	if opts.Examples != "" {
		if err := writeExamples(ctx, opts.Examples, reps); err != nil {
			return err
		}
	}
	if !opts.JSON {
		for i, err := range errs {
			errs[i] = listed(err)
		}
	}
	return errors.Join(errs...)
}

// listed returns err with each claim.CheckError in it, whose failures the
// text report has listed, told in one line (CheckError.Problems); what
// else it joins (a card the fonts cannot set) is kept whole.
func listed(err error) error {
	var ce *claim.CheckError
	if errors.As(err, &ce) && err == error(ce) {
		return ce.Problems()
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, listed(e))
		}
		return errors.Join(out...)
	}
	return err
}

// checkOptionsFor returns the claim options for a card checked in its
// locales: its reproduce hints name it as Card.Arg does, so that they check
// that very card, and name --locale only when the command line did.
func checkOptionsFor(opts *checkOptions, card *content.Card, locales []locale.Code) claim.Options {
	o := claim.Options{Locales: opts.Locales, Games: opts.Games, Seed: opts.Seed, Name: card.Arg()}
	if len(opts.Locales) > 0 {
		o.Locales = locales
	}
	if o.Games == 0 {
		o.Games = -1
	}
	return o
}

// runExplain explains one statement of every card named.
func runExplain(opts *checkOptions, cards []*content.Card, perCard [][]locale.Code) error {
	var errs []error
	for i, card := range cards {
		if len(perCard[i]) == 0 {
			continue
		}
		o := checkOptionsFor(opts, card, perCard[i])
		rep, err := claim.Explain(opts.Out, card, opts.Explain, o)
		if rep == nil && err != nil {
			return &usageError{err}
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// writeExamples writes every generated worked example of the reports into
// dir/<card>/<claim>/<name>.yaml, all of them or none.
func writeExamples(ctx context.Context, dir string, reps []*claim.Report) error {
	var files []render.File
	for _, r := range reps {
		for _, g := range r.Generated {
			files = append(files, render.File{Path: filepath.Join(dir, r.Card, filepath.FromSlash(g.Path)), Data: g.Source()})
		}
	}
	return render.Write(ctx, files, nil)
}
