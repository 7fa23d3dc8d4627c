package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/games/gofish/rulestext"
	"github.com/rulecard/rulecard/locale"
)

// rulesOptions are the inputs of `rulecard rules`.
type rulesOptions struct {
	Game    gameName
	Out     io.Writer
	Preset  preset.Name
	Options []preset.Option
	Sets    []string
	Locale  locale.Code
	JSON    bool
}

func newRulesCmd() *cobra.Command {
	opts := &rulesOptions{}
	cmd := &cobra.Command{
		Use:   "rules [PRESET]",
		Short: "List the rule presets, or print one preset's complete rules",
		Long: `With no argument, list the presets the engine plays, with their options.
With a preset's name, print its complete rules in plain words (English, or
the --locale of any language rulecard --help lists), with the --option
options and the --set name=value
changes applied in that order (every option goes on every preset; the list
with no argument names every setting and its values). The words are
generated from the rules value the engine plays, so they cannot drift from it.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			if err := goFishTable("rules", opts.Game); err != nil {
				return err
			}
			if len(args) == 1 {
				p, err := preset.ParseName(args[0])
				if err != nil {
					return &usageError{err}
				}
				opts.Preset = p
			}
			return runRules(opts)
		},
	}
	addGameFlag(cmd.Flags(), &opts.Game)
	listOfVar(cmd.Flags(), &opts.Options, "option", nil, preset.ParseOption, "options", "play the preset with these options")
	cmd.Flags().StringArrayVar(&opts.Sets, "set", nil, "change one rule: name=value (repeatable; rulecard rules lists the names)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the rules as a structure: every setting's value, and the text's sections")
	oneOfVar(cmd.Flags(), &opts.Locale, "locale", locale.Source, locale.ParseCode, "locale", "language of the rules: "+strings.Join(locale.Strings(rulestext.DescribeLocales(locales.Library())), ", "))
	return cmd
}

func runRules(opts *rulesOptions) error {
	if opts.Preset == "" {
		if len(opts.Options) > 0 || len(opts.Sets) > 0 {
			return &usageError{fmt.Errorf("--option and --set need a preset")}
		}
		return listPresets(opts.Out)
	}
	r, err := presetRules(opts.Preset, opts.Options, opts.Sets)
	if err != nil {
		return err
	}
	g, err := game.Lookup(string(opts.Game))
	if err != nil {
		return &usageError{err}
	}
	d, err := g.Describe(r, nil, opts.Locale)
	if err != nil {
		return &usageError{err}
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(rulesJSON{Game: g.ID(), Preset: string(opts.Preset), Options: append([]string{}, d.Options...), Changed: append([]string{}, d.Changes...),
			Settings: g.Values(r), Locale: d.Locale, Title: d.Title, Sections: d.Sections})
	}
	_, err = io.WriteString(opts.Out, d.Text())
	return err
}

// rulesJSON is `rulecard rules PRESET --json`: the rules as a structure
// (every setting's value) beside their text in the locale's words.
type rulesJSON struct {
	Game     string             `json:"game"`
	Preset   string             `json:"preset"`
	Options  []string           `json:"options"`
	Changed  []string           `json:"changed"`
	Settings []game.Value       `json:"settings"`
	Locale   locale.Code        `json:"locale"`
	Title    string             `json:"title"`
	Sections []game.RuleSection `json:"sections"`
}

// presetRules returns the named preset with its options, then the
// name=value changes of sets, applied.
func presetRules(name preset.Name, options []preset.Option, sets []string) (engine.Rules, error) {
	v := engine.Variant{Preset: name, Options: options}
	for _, s := range sets {
		k, val, ok := strings.Cut(s, "=")
		if !ok {
			return engine.Rules{}, &usageError{fmt.Errorf("--set %q: want name=value (like give=one)", s)}
		}
		v.Changes = append(v.Changes, engine.Change{Name: strings.TrimSpace(k), Value: val})
	}
	r, err := v.Rules()
	var ve *engine.VariantError
	if errors.As(err, &ve) {
		err = errors.New(ve.Explain(func(s engine.Source) string { return flagWords(v, s) }))
	}
	if err != nil {
		return r, &usageError{err} // every value came from a flag
	}
	return r, nil
}

// flagWords names where a setting came from on the command line.
func flagWords(v engine.Variant, s engine.Source) string {
	switch s.Kind {
	case engine.FromOption:
		return "--option " + string(v.Options[s.Index])
	case engine.FromChange:
		return "--set " + v.Changes[s.Index].Name + "=" + v.Changes[s.Index].Value
	}
	return "the " + string(v.Preset) + " rules"
}

// listPresets prints each preset: its name, players and packs, then one
// line per option with what it changes.
func listPresets(w io.Writer) error {
	var b strings.Builder
	for _, p := range (gofish.Game{}).Presets() {
		fmt.Fprintf(&b, "%-12s %s\n", p.Name, p.Summary)
	}
	b.WriteString("\noptions (each goes on every preset):\n")
	for _, name := range preset.Options() {
		o, _ := engine.OptionNamed(name)
		needs := ""
		if o.Needs != "" {
			needs = " (with " + string(o.Needs) + ")"
		}
		fmt.Fprintf(&b, "  --option %-11s %s%s\n", o.Name, o.Summary, needs)
	}
	b.WriteString("\nsettings (--set name=value, or changes: in card.yaml):\n")
	for _, s := range engine.Settings() {
		switch {
		case s.Name == "deal.2":
			s.Name, s.Summary = "deal.N", "with deal: sizes, the cards dealt to each player when N play (N from 2 to "+
				fmt.Sprint(engine.MaxPlayers)+")"
		case strings.HasPrefix(s.Name, "deal."):
			continue
		}
		values := strings.Join(s.Values, "|")
		if s.Kind == "number" {
			values = "N"
		} else if s.Kind == "words" || s.Kind == "numbers" {
			values += ",..."
		}
		fmt.Fprintf(&b, "  %-12s %s\n%s", s.Name, values, wrapText(s.Summary, 78, "               "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// wrapText breaks text into lines of at most width characters, each
// starting with indent.
func wrapText(text string, width int, indent string) string {
	var b strings.Builder
	line := indent
	for _, w := range strings.Fields(text) {
		if len(line) > len(indent) && len(line)+1+len(w) > width {
			b.WriteString(line + "\n")
			line = indent
		}
		if len(line) > len(indent) {
			line += " "
		}
		line += w
	}
	b.WriteString(line + "\n")
	return b.String()
}
