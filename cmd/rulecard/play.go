package main

import (
	"fmt"
	"io"
	"os"

	"github.com/rulecard/rulecard/game"
	"github.com/spf13/cobra"
)

// playOptions are the inputs of `rulecard play`.
type playOptions struct {
	In    io.Reader
	Out   io.Writer
	Table tableSpec
	Bot   word
	Name  string
}

func newPlayCmd() *cobra.Command {
	opts := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play [CARD]",
		Short: "Play a game against the bots in the terminal",
		Long: `Play a game of Go Fish in the terminal against bots. You sit in the first
seat. On your turn the possible asks are listed and numbered, grouped by
the player asked, dead asks included but marked; type a number, or a
player and what you ask for: a rank ("ben 7", "ask Cy for queens") or,
with rules that ask for a card, a card ("cy JS", "ask Cy for the jack of
spades"); q leaves the table. You see only what a player at the table sees:
your hand, the public record and the counts. With a CARD (a shipped card's
id or a card directory), the game is played by that card's own rules, its
options and changes included.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.In, opts.Out = cmd.InOrStdin(), cmd.OutOrStdout()
			if err := opts.Table.useCard(cmd.Flags(), args); err != nil {
				return err
			}
			return runPlay(opts)
		},
	}
	f := cmd.Flags()
	opts.Table.addFlags(f, 3, "number of players, you included", "seed of the deal and the bots")
	oneOfVar(f, &opts.Bot, "bot", "", parseWord, "bot", "the bots' kind (default: the game's first; rulecard games lists them)")
	f.StringVar(&opts.Name, "name", "Sam", "your name at the table")
	return cmd
}

// botNames are the bots' names at the table.
var botNames = []string{"Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus"}

func runPlay(opts *playOptions) error {
	g, r, err := opts.Table.rules()
	if err != nil {
		return err
	}
	t := g.Table()
	bot := string(opts.Bot)
	if bot == "" {
		bot = t.Bots()[0]
	}
	if err := checkBots(t, "--bot", []string{bot}); err != nil {
		return err
	}
	if _, err := t.Deal(r, opts.Table.Players, opts.Table.Pack, opts.Table.Seed); err != nil {
		return &usageError{err} // --players out of the rules' range
	}
	names := append([]string{opts.Name}, botNames...)
	if opts.Table.Players > len(names) {
		return &usageError{fmt.Errorf("--players %d: at most %d", opts.Table.Players, len(names))}
	}
	return t.Play(game.Seating{In: opts.In, Out: opts.Out, Echo: !isTerminal(opts.In),
		Rules: r, Players: opts.Table.Players, Pack: opts.Table.Pack, Seed: opts.Table.Seed,
		Bot: bot, Names: names[:opts.Table.Players]})
}

// isTerminal reports whether r is a terminal, which echoes what is typed.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
