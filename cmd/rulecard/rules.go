package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/engine"
)

// rulesOptions are the inputs of `rulecard rules`.
type rulesOptions struct {
	Out     io.Writer
	Preset  string
	Options []string
	Locale  string
}

func newRulesCmd() *cobra.Command {
	opts := &rulesOptions{}
	cmd := &cobra.Command{
		Use:   "rules [PRESET]",
		Short: "List the rule presets, or print one preset's complete rules",
		Long: `With no argument, list the presets the engine plays, with their options.
With a preset's name, print its complete rules in plain words (English, or
--locale sv or de). The words are generated from the rules value the engine
plays, so they cannot drift from it.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			if len(args) == 1 {
				opts.Preset = args[0]
			}
			return runRules(opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.Options, "option", nil, "play the preset with these options")
	cmd.Flags().StringVar(&opts.Locale, "locale", "en", "language of the rules: "+strings.Join(engine.DescribeLocales(), ", "))
	return cmd
}

func runRules(opts *rulesOptions) error {
	if opts.Preset == "" {
		if len(opts.Options) > 0 {
			return &usageError{fmt.Errorf("--option needs a preset")}
		}
		return listPresets(opts.Out)
	}
	r, err := presetRules(opts.Preset, opts.Options)
	if err != nil {
		return err
	}
	d, err := engine.DescribeIn(r, opts.Locale)
	if err != nil {
		return &usageError{err}
	}
	_, err = io.WriteString(opts.Out, d.Text())
	return err
}

// presetRules returns the named preset with its options applied.
func presetRules(name string, options []string) (engine.Rules, error) {
	r, err := engine.Preset(name)
	if err != nil {
		return r, err
	}
	return r.With(options...)
}

// listPresets prints each preset: its name, players and packs, then one
// line per option with what it changes.
func listPresets(w io.Writer) error {
	var b strings.Builder
	for _, name := range engine.PresetNames() {
		r, err := engine.Preset(name)
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%-12s %s, %s\n", name, playerRange(r.Players), packList(r.Packs))
		for _, o := range engine.PresetOptions(name) {
			needs := ""
			if o.Needs != "" {
				needs = " (with " + o.Needs + ")"
			}
			fmt.Fprintf(&b, "  --option %-11s %s%s\n", o.Name, o.Summary, needs)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// playerRange says how many players a preset seats: "2 players", "3 to 6
// players".
func playerRange(p engine.PlayerRange) string {
	if p.Min == p.Max {
		return fmt.Sprintf("%d players", p.Min)
	}
	return fmt.Sprintf("%d to %d players", p.Min, p.Max)
}

// packList names the packs of a pack set: "52 or 32 cards".
func packList(s engine.PackSet) string {
	var sizes []string
	for _, p := range []engine.Pack{engine.Pack52, engine.Pack32} {
		if s.Has(p) {
			sizes = append(sizes, p.String())
		}
	}
	return strings.Join(sizes, " or ") + " cards"
}
