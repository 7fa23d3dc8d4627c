package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// rulesOptions are the inputs of `rulecard rules`.
type rulesOptions struct {
	Game    gameName
	Out     io.Writer
	Preset  string
	Options []word
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
			if len(args) == 1 {
				opts.Preset = args[0]
			}
			return runRules(opts)
		},
	}
	addGameFlag(cmd.Flags(), &opts.Game)
	listOfVar(cmd.Flags(), &opts.Options, "option", nil, parseWord, "options", "play the preset with these options")
	cmd.Flags().StringArrayVar(&opts.Sets, "set", nil, "change one rule: name=value (repeatable; rulecard rules lists the names)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the rules as a structure: every setting's value, and the text's sections")
	oneOfVar(cmd.Flags(), &opts.Locale, "locale", locale.Source, locale.ParseCode, "locale", "language of the rules: "+strings.Join(locale.Strings(rulesLocales()), ", "))
	return cmd
}

func runRules(opts *rulesOptions) error {
	g, err := game.Lookup(string(opts.Game))
	if err != nil {
		return &usageError{err}
	}
	if opts.Preset == "" {
		if len(opts.Options) > 0 || len(opts.Sets) > 0 {
			return &usageError{fmt.Errorf("--option and --set need a preset")}
		}
		return listPresets(opts.Out, g)
	}
	if err := game.ParsePreset(g, opts.Preset); err != nil {
		return &usageError{err}
	}
	r, err := rulesOf(g, opts.Preset, words(opts.Options), opts.Sets)
	if err != nil {
		return err
	}
	d, err := g.Describe(r, nil, opts.Locale)
	if err != nil {
		return &usageError{err}
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(rulesJSON{Game: g.ID(), Preset: opts.Preset, Options: append([]string{}, d.Options...), Changed: append([]string{}, d.Changes...),
			Settings: g.Values(r), Locale: d.Locale, Title: d.Title, Sections: d.Sections})
	}
	_, err = io.WriteString(opts.Out, d.Text())
	return err
}

// rulesLocales are the locales some game writes its rules text in.
func rulesLocales() []locale.Code {
	var out []locale.Code
	for _, g := range game.All() {
		for _, c := range g.Locales().With("rules.yaml") {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	locale.SortCodes(out)
	return out
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

// listPresets prints each preset of g: its name and what it is, then one
// line per option with what it changes, then every setting with its
// values.
func listPresets(w io.Writer, g game.Game) error {
	var b strings.Builder
	pw := 12 // the name column: as wide as the longest name, at least 12
	for _, p := range g.Presets() {
		pw = max(pw, len(p.Name)+1)
	}
	for _, p := range g.Presets() {
		fmt.Fprintf(&b, "%-*s %s\n", pw, p.Name, p.Summary)
	}
	b.WriteString("\noptions (each goes on every preset):\n")
	ow := 11
	for _, o := range g.Options() {
		ow = max(ow, len(o.Name))
	}
	for _, o := range g.Options() {
		fmt.Fprintf(&b, "  --option %-*s %s\n", ow, o.Name, o.Summary)
	}
	b.WriteString("\nsettings (--set name=value, or changes: in card.yaml):\n")
	sw := 12
	for _, s := range g.Settings() {
		sw = max(sw, len(s.Name))
	}
	indent := strings.Repeat(" ", sw+3)
	for _, s := range g.Settings() {
		values := strings.Join(s.Values, "|")
		if s.Kind == "number" {
			values = "N"
		} else if s.Kind == "words" || s.Kind == "numbers" {
			values += ",..."
		}
		fmt.Fprintf(&b, "  %-*s %s\n%s", sw, s.Name, values, wrapText(s.Summary, 78, indent))
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
