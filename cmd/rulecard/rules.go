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
}

func newRulesCmd(runF func(*rulesOptions) error) *cobra.Command {
	opts := &rulesOptions{}
	cmd := &cobra.Command{
		Use:   "rules [PRESET]",
		Short: "List the rule presets, or print one preset's complete rules",
		Long: `With no argument, list the presets the engine plays, with their options.
With a preset's name, print its complete rules in plain English. The words are
generated from the rules value the engine plays, so they cannot drift from it.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			if len(args) == 1 {
				opts.Preset = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return runRules(opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.Options, "option", nil, "play the preset with these options")
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
	_, err = io.WriteString(opts.Out, engine.Describe(r))
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

// listPresets prints one line per preset: its name, players, packs and the
// options it takes.
func listPresets(w io.Writer) error {
	for _, name := range engine.PresetNames() {
		r, err := engine.Preset(name)
		if err != nil {
			return err
		}
		line := fmt.Sprintf("%-12s %d to %d players, %s", name, r.Players.Min, r.Players.Max, packList(r.Packs))
		if opts := presetOptions(r); len(opts) > 0 {
			line += "; options: " + strings.Join(opts, ", ")
		}
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	return nil
}

// presetOptions lists the options r accepts.
func presetOptions(r engine.Rules) []string {
	var opts []string
	for _, o := range engine.OptionNames() {
		if _, err := r.With(o); err == nil {
			opts = append(opts, o)
		}
	}
	return opts
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
