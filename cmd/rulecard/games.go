package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
)

// gamesOptions are the inputs of `rulecard games`.
type gamesOptions struct {
	Out  io.Writer
	JSON bool
}

func newGamesCmd() *cobra.Command {
	opts := &gamesOptions{}
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the games rulecard has an engine for, with their presets",
		Long: `List the games a card may name (card.yaml's game:), each with its presets,
the default first marked *, and its packs; then game: none, a card for a game
rulecard has no engine for, which is printed but never proven.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.Out = cmd.OutOrStdout()
			return runGames(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the games as JSON")
	return cmd
}

// gameEntry is one game as `rulecard games --json` prints it.
type gameEntry struct {
	ID      string       `json:"id"`
	Name    string       `json:"name"`
	Default string       `json:"default_preset,omitempty"`
	Presets []game.Named `json:"presets"`
	Options []game.Named `json:"options"`
	Packs   []int        `json:"packs"`
	Proven  bool         `json:"proven"`
}

// gameEntries returns every registered game, then game: none.
func gameEntries() []gameEntry {
	var out []gameEntry
	for _, g := range game.All() {
		e := gameEntry{ID: g.ID(), Name: g.Name(), Default: g.DefaultPreset(), Presets: g.Presets(), Options: g.Options(), Proven: true}
		for _, p := range g.Packs() {
			e.Packs = append(e.Packs, p.Size())
		}
		out = append(out, e)
	}
	return append(out, gameEntry{ID: content.NoGame, Name: "any other game: printed, not proven",
		Presets: []game.Named{}, Options: []game.Named{}, Packs: []int{}})
}

// runGames prints the games.
func runGames(opts *gamesOptions) error {
	entries := gameEntries()
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(entries)
	}
	var b strings.Builder
	for _, e := range entries {
		if !e.Proven {
			fmt.Fprintf(&b, "%-8s %s (no rules, options or claims; any pack)\n", e.ID, e.Name)
			continue
		}
		var packs []string
		for _, p := range e.Packs {
			packs = append(packs, fmt.Sprint(p))
		}
		fmt.Fprintf(&b, "%-8s %s (packs of %s cards)\n", e.ID, e.Name, strings.Join(packs, " or "))
		for _, p := range e.Presets {
			mark := " "
			if p.Name == e.Default {
				mark = "*"
			}
			fmt.Fprintf(&b, "  %s %-12s %s\n", mark, p.Name, p.Summary)
		}
		var opts []string
		for _, o := range e.Options {
			opts = append(opts, o.Name)
		}
		if len(opts) > 0 {
			fmt.Fprintf(&b, "    options: %s (rulecard rules lists what each changes)\n", strings.Join(opts, ", "))
		}
	}
	_, err := io.WriteString(opts.Out, b.String())
	return err
}
