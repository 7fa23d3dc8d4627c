package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rulecard/rulecard/engine"
	"github.com/rulecard/rulecard/engine/bot"
)

// simulateOptions are the inputs of `rulecard simulate`.
type simulateOptions struct {
	Out   io.Writer
	Table tableSpec
	Games int
	Bots  []string
	JSON  bool
}

// tableSpec is the game a table plays: the rules, its options, the number
// of players, the pack and the seed of the (first) deal.
type tableSpec struct {
	Rules   string
	Options []string
	Players int
	Pack    int
	Seed    uint64
}

// addFlags adds the flags that set t, with players seats by default.
func (t *tableSpec) addFlags(f *pflag.FlagSet, players int, playersHelp, seedHelp string) {
	f.StringVar(&t.Rules, "rules", "house", "rule preset (rulecard rules lists them)")
	f.StringSliceVar(&t.Options, "option", nil, "preset options")
	f.IntVar(&t.Players, "players", players, playersHelp)
	f.IntVar(&t.Pack, "pack", 52, "pack: 52 or 32 cards")
	f.Uint64Var(&t.Seed, "seed", 1, seedHelp)
}

func newSimulateCmd() *cobra.Command {
	opts := &simulateOptions{}
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play many seeded games between bots and report how they went",
		Long: `Play --games seeded games between bots and report the average length of a
game, how often each seat wins (a shared win counts for every winner) and how
often a win is shared. Game i is dealt with seed --seed + i, so the same flags
give the same figures. --bots names the bot of each seat in turn (random,
memory); the list repeats when it is shorter than the table.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.Out = cmd.OutOrStdout()
			return runSimulate(opts)
		},
	}
	f := cmd.Flags()
	opts.Table.addFlags(f, 2, "number of players", "seed of the first game's deal")
	f.IntVar(&opts.Games, "games", 10000, "games to play")
	f.StringSliceVar(&opts.Bots, "bots", []string{"memory", "random"}, "bot of each seat, in turn")
	f.BoolVar(&opts.JSON, "json", false, "print the figures as JSON")
	return cmd
}

// simulation is what `rulecard simulate` reports.
type simulation struct {
	Rules      string    `json:"rules"`
	Options    []string  `json:"options,omitempty"`
	Players    int       `json:"players"`
	Pack       int       `json:"pack"`
	Seed       uint64    `json:"seed"`
	Bots       []string  `json:"bots"`
	Games      int       `json:"games"`
	AvgMoves   float64   `json:"avg_moves"`
	AvgTurns   float64   `json:"avg_turns"`
	WinRate    []float64 `json:"win_rate"`
	SharedWins float64   `json:"shared_wins"`
}

func runSimulate(opts *simulateOptions) error {
	if opts.Games < 1 {
		return &usageError{fmt.Errorf("--games %d: want 1 or more", opts.Games)}
	}
	t := opts.Table
	g, seats, err := newTable(t, opts.Bots)
	if err != nil {
		return err
	}
	sim := simulation{Rules: t.Rules, Options: t.Options, Players: t.Players, Pack: t.Pack,
		Seed: t.Seed, Bots: seatBots(opts.Bots, t.Players), Games: opts.Games,
		WinRate: make([]float64, t.Players)}
	var moves, turns, shared int
	wins := make([]int, t.Players)
	for i := 0; i < opts.Games; i++ {
		if i > 0 {
			g.Redeal(t.Seed + uint64(i))
		}
		res, err := seats.Play(g)
		if err != nil {
			return fmt.Errorf("game %d (seed %d): %w", i+1, t.Seed+uint64(i), err)
		}
		moves += res.Moves
		turns += res.Turns
		if res.Winners.Len() > 1 {
			shared++
		}
		for s := range wins {
			if res.Winners.Has(engine.Seat(s)) {
				wins[s]++
			}
		}
	}
	n := float64(opts.Games)
	sim.AvgMoves, sim.AvgTurns, sim.SharedWins = float64(moves)/n, float64(turns)/n, float64(shared)/n
	for s, w := range wins {
		sim.WinRate[s] = float64(w) / n
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(sim)
	}
	return writeSimulation(opts.Out, sim)
}

// seatBots returns the bot name of each of n seats, repeating names.
func seatBots(names []string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = names[i%len(names)]
	}
	return out
}

// newTable deals the first game and seats the bots.
func newTable(spec tableSpec, bots []string) (*engine.Game, *bot.Table, error) {
	r, err := presetRules(spec.Rules, spec.Options)
	if err != nil {
		return nil, nil, err
	}
	p, err := engine.ParsePack(spec.Pack)
	if err != nil {
		return nil, nil, &usageError{err}
	}
	if len(bots) == 0 {
		return nil, nil, &usageError{fmt.Errorf("--bots: name at least one bot (%s)", strings.Join(bot.Names(), ", "))}
	}
	g, err := engine.Deal(r, p, spec.Players, spec.Seed)
	if err != nil {
		return nil, nil, err
	}
	t := &bot.Table{}
	for i, name := range seatBots(bots, spec.Players) {
		b, err := bot.New(name, spec.Seed+uint64(i)+1)
		if err != nil {
			return nil, nil, &usageError{err}
		}
		t.Bots = append(t.Bots, b)
	}
	return g, t, nil
}

func writeSimulation(w io.Writer, s simulation) error {
	var b strings.Builder
	opt := ""
	if len(s.Options) > 0 {
		opt = " with " + strings.Join(s.Options, ", ")
	}
	fmt.Fprintf(&b, "%d games of %s%s, %d players, %d cards, seeds %d to %d\n",
		s.Games, s.Rules, opt, s.Players, s.Pack, s.Seed, s.Seed+uint64(s.Games)-1)
	fmt.Fprintf(&b, "a game lasts %.1f moves, %.1f turns on average\n", s.AvgMoves, s.AvgTurns)
	for i, r := range s.WinRate {
		fmt.Fprintf(&b, "seat %d (%s) wins %5.1f %%\n", i, s.Bots[i], 100*r)
	}
	fmt.Fprintf(&b, "shared wins: %.1f %%\n", 100*s.SharedWins)
	_, err := io.WriteString(w, b.String())
	return err
}
