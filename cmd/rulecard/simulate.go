package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/internal/progress"
)

// simulateOptions are the inputs of `rulecard simulate`.
type simulateOptions struct {
	Out   io.Writer
	Table tableSpec
	Games int
	// Bots are the bots of each seat in turn; none: the game's first at
	// every seat.
	Bots  []word
	JSON  bool
	Quiet bool
	// Progress is where the progress is shown (nil: nowhere); Workers the
	// goroutines that play (0: GOMAXPROCS).
	Progress io.Writer
	Workers  int
}

// word is a flag's value that the game checks once --game is known.
type word string

// String returns the word.
func (w word) String() string { return string(w) }

// parseWord takes any word but the empty one.
func parseWord(s string) (word, error) {
	if s == "" {
		return "", fmt.Errorf("empty value")
	}
	return word(s), nil
}

// words returns ws as strings.
func words(ws []word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = string(w)
	}
	return out
}

// tableSpec is the game a table plays: the game, its preset, options and
// changes, the number of players, the pack and the seed of the (first)
// deal; or a card's own rules (Card, a shipped card's id or a card
// directory).
type tableSpec struct {
	Game    gameName
	Rules   word
	Options []word
	Sets    []string
	Players int
	Pack    cards.Pack
	Seed    uint64
	Card    string
	// card are the rules of Card, read by useCard, and cardChanges the
	// number of rules it changes from its preset.
	card        game.Rules
	cardChanges int
	// packGiven is set when --pack was given: otherwise the table plays
	// the rules' first pack (game.Seats), so that rules played with the
	// short pack alone need no --pack.
	packGiven bool
}

// useCard reads the card the command line names, if any: the table plays
// its rules, as its check plays them, with its fewest players and its
// first pack unless --players and --pack say otherwise. Naming rules by
// flag as well is a usage error: the card names its own.
func (t *tableSpec) useCard(flags *pflag.FlagSet, args []string) error {
	t.packGiven = flags.Changed("pack")
	if len(args) == 0 {
		return nil
	}
	for _, name := range []string{"game", "rules", "option", "set"} {
		if flags.Changed(name) {
			return &usageError{fmt.Errorf("--%s: the card %s names its own game and rules; leave --game, --rules, --option and --set out", name, args[0])}
		}
	}
	cards, _, err := content.Select(args, nil)
	if err != nil {
		return err
	}
	card := cards[0]
	if !card.Proven() {
		return fmt.Errorf("card %s: rulecard has no engine for its game (game: %s), so there is nothing to play", card.ID, card.Game)
	}
	g, err := game.Lookup(card.Game)
	if err != nil {
		return err
	}
	r, err := g.Rules(card.Spec())
	if err != nil {
		return err
	}
	t.Game, t.Card, t.card, t.cardChanges, t.Rules = gameName(card.Game), card.ID, r, len(card.Changes), word(card.Rules)
	t.Options = nil
	for _, o := range card.Options {
		t.Options = append(t.Options, word(o))
	}
	if !flags.Changed("players") {
		t.Players = card.Players.Min
	}
	if !flags.Changed("pack") && len(card.Packs) > 0 {
		t.Pack = card.Packs[0]
	}
	return nil
}

// rules returns the table's game and rules: the card's, or those the
// flags name.
func (t *tableSpec) rules() (game.Game, game.Rules, error) {
	g, err := game.Lookup(string(t.Game))
	if err != nil {
		return nil, nil, &usageError{err}
	}
	if t.card != nil {
		return g, t.card, nil
	}
	if t.Rules == "" {
		t.Rules = word(g.DefaultPreset())
	}
	r, err := rulesOf(g, string(t.Rules), words(t.Options), t.Sets)
	if s, ok := g.(game.Seats); ok && err == nil && !t.packGiven {
		if _, packs := s.Seats(r); len(packs) > 0 && !slices.Contains(packs, t.Pack) {
			t.Pack = packs[0]
		}
	}
	return g, r, err
}

// addFlags adds the flags that set t, with players seats by default.
func (t *tableSpec) addFlags(f *pflag.FlagSet, players int, playersHelp, seedHelp string) {
	addGameFlag(f, &t.Game)
	oneOfVar(f, &t.Rules, "rules", "", parseWord, "preset", "rule preset (default: the game's; rulecard rules lists them)")
	listOfVar(f, &t.Options, "option", nil, parseWord, "options", "preset options")
	f.StringArrayVar(&t.Sets, "set", nil, "change one rule: name=value (repeatable; rulecard rules lists the names)")
	f.IntVar(&t.Players, "players", players, playersHelp)
	oneOfVar(f, &t.Pack, "pack", cards.Pack52, cards.ParsePack, "size", "pack: 52 or 32 cards")
	f.Uint64Var(&t.Seed, "seed", 1, seedHelp)
}

func newSimulateCmd() *cobra.Command {
	opts := &simulateOptions{}
	cmd := &cobra.Command{
		Use:   "simulate [CARD]",
		Short: "Play many seeded games between bots and report how they went",
		Long: `Play --games seeded games between bots and report the length of a game
(its mean, its quartiles, its least and greatest, in moves and in turns),
how often each seat wins and how often a win is shared, each rate with its
95 % confidence interval (Wilson) and the number of games. A shared win
counts for every winner, so with shared wins the seats' rates add up past
100 %, which the figures then say. Then the game's own figures, each by its
id: a share of the games with its interval (Go Fish's pond-dry, Crazy
Eights' blocked: the last hand ended blocked), or a mean a game (penalty:
the penalty points left in hands at the end). The first lines name the
rules played:
the preset, its options, and every setting changed from them (by --set or
by the card). Game i is dealt with seed --seed + i; the bots are seeded per
block of 250 games, so the same flags give the same figures on any number
of cores. --bots names the bot of each seat in turn (random, memory); the
list repeats when it is shorter than the table. By default every seat has
the memory bot, so that the seats' rates measure the advantage of the seat
alone. The games are
played on every core (GOMAXPROCS); on a terminal, standard error shows the
progress (--quiet: not). With a CARD (a shipped card's id or a card
directory), the games are played by that card's own rules, its options and
changes included, with its fewest players and its first pack unless
--players and --pack say otherwise.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			if !opts.Quiet {
				opts.Progress = progress.Terminal(os.Stderr, false)
			}
			if err := opts.Table.useCard(cmd.Flags(), args); err != nil {
				return err
			}
			return runSimulate(opts)
		},
	}
	f := cmd.Flags()
	opts.Table.addFlags(f, 2, "number of players", "seed of the first game's deal")
	f.IntVar(&opts.Games, "games", 10000, "games to play")
	listOfVar(f, &opts.Bots, "bots", nil, parseWord, "bots", "bot of each seat, in turn (default: the game's first, rulecard games lists them)")
	f.BoolVar(&opts.JSON, "json", false, "print the figures as JSON")
	f.BoolVar(&opts.Quiet, "quiet", false, "show no progress on standard error")
	return cmd
}

// simulation is what `rulecard simulate` reports.
type simulation struct {
	// Card is the card whose rules were played, if one was named, and
	// Changes the number of changes it writes.
	Card    string   `json:"card,omitempty"`
	Changes int      `json:"changes,omitempty"`
	Rules   string   `json:"rules"`
	Options []string `json:"options,omitempty"`
	// Changed are the settings played that differ from the preset with
	// its options, by name, whether --set or the card changed them.
	Changed  map[string]string `json:"changed_settings,omitempty"`
	Players  int               `json:"players"`
	Pack     cards.Pack        `json:"pack"`
	Seed     uint64            `json:"seed"`
	Bots     []string          `json:"bots"`
	Games    int               `json:"games"`
	AvgMoves float64           `json:"avg_moves"`
	AvgTurns float64           `json:"avg_turns"`
	// MoveSpread and TurnSpread are how the games' lengths spread.
	MoveSpread game.Spread `json:"moves"`
	TurnSpread game.Spread `json:"turns"`
	// WinRate and SharedWins are the shares alone; Wins and Shared add
	// the counts and the 95 % Wilson intervals. WinRateSum is the sum of
	// the seats' rates: past 1 when wins were shared.
	WinRate    []float64 `json:"win_rate"`
	WinRateSum float64   `json:"win_rate_sum"`
	SharedWins float64   `json:"shared_wins"`
	Wins       []rate    `json:"wins"`
	Shared     rate      `json:"shared"`
	// Figures are the game's own figures that its rules give a meaning
	// to (game.Tally.Figures), by id.
	Figures []figure `json:"figures,omitempty"`
	// changed are the changed settings in the order of the settings.
	changed []string
}

// rate is a share of the games with its 95 % confidence interval.
type rate struct {
	Count int     `json:"count"`
	Games int     `json:"games"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

func rateOf(count, games int) rate {
	r := game.RateOf(count, games)
	return rate{Count: r.Count, Games: r.Games, Rate: r.P, Low: r.Low, High: r.High}
}

func runSimulate(opts *simulateOptions) error {
	if opts.Games < 1 || opts.Games > maxGames {
		return &usageError{fmt.Errorf("--games %d: want 1 to %d", opts.Games, maxGames)}
	}
	if err := seedsFit(opts.Table.Seed, opts.Games); err != nil {
		return err
	}
	t := opts.Table
	g, r, err := t.rules()
	if err != nil {
		return err
	}
	table := g.Table()
	bots := words(opts.Bots)
	if len(bots) == 0 {
		bots = table.Bots()[:1]
	}
	if err := checkBots(table, "--bots", bots); err != nil {
		return err
	}
	if _, err := table.Deal(r, t.Players, t.Pack, t.Seed); err != nil {
		return &usageError{err} // --players out of the rules' range
	}
	meter := progress.New(opts.Progress, "simulate", opts.Games, "games")
	tally, err := table.Simulate(game.Sim{Rules: r, Players: t.Players, Pack: t.Pack, Bots: bots,
		Seed: t.Seed, Games: opts.Games, Workers: opts.Workers, Figures: true, Progress: meter.Set})
	meter.Done()
	if err != nil {
		return err
	}
	s := simulation{Card: t.Card, Changes: t.cardChanges, Rules: string(t.Rules), Options: words(t.Options), Players: t.Players, Pack: t.Pack,
		Seed: t.Seed, Bots: seatBots(bots, t.Players), Games: tally.Games}
	for _, c := range g.Changed(r) {
		s.changed = append(s.changed, c.Name+"="+c.Value)
		if s.Changed == nil {
			s.Changed = map[string]string{}
		}
		s.Changed[c.Name] = c.Value
	}
	n := float64(tally.Games)
	s.AvgMoves, s.AvgTurns = float64(tally.Moves)/n, float64(tally.Turns)/n
	s.MoveSpread, s.TurnSpread = game.SpreadOf(tally.ByMoves), game.SpreadOf(tally.ByTurns)
	wins := 0
	for seat := range t.Players {
		s.Wins = append(s.Wins, rateOf(tally.Wins[seat], tally.Games))
		s.WinRate = append(s.WinRate, s.Wins[seat].Rate)
		wins += tally.Wins[seat]
	}
	s.WinRateSum = float64(wins) / n
	s.Shared = rateOf(tally.Shared, tally.Games)
	s.SharedWins = s.Shared.Rate
	for _, f := range tally.Figures {
		s.Figures = append(s.Figures, figureOf(f, tally.Games))
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	return writeSimulation(opts.Out, s)
}

// seatBots returns the kind of bot of each of n seats, repeating kinds.
func seatBots(kinds []string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = kinds[i%len(kinds)]
	}
	return out
}

func writeSimulation(w io.Writer, s simulation) error {
	var b strings.Builder
	what := string(s.Rules)
	if len(s.Options) > 0 {
		what += " with " + strings.Join(s.Options, ", ")
	}
	if s.Card != "" {
		what += " (card " + s.Card + ")"
	}
	fmt.Fprintf(&b, "%d games of %s, %d players, %d cards, seeds %d to %d\n",
		s.Games, what, s.Players, s.Pack, s.Seed, s.Seed+uint64(s.Games)-1)
	if len(s.changed) > 0 {
		fmt.Fprintf(&b, "changed settings: %s\n", strings.Join(s.changed, "; "))
	}
	fmt.Fprintf(&b, "moves a game: %.1f on average; %s\n", s.AvgMoves, spreadWords(s.MoveSpread))
	fmt.Fprintf(&b, "turns a game: %.1f on average; %s\n", s.AvgTurns, spreadWords(s.TurnSpread))
	for i, r := range s.Wins {
		fmt.Fprintf(&b, "seat %d (%s) wins %s\n", i, s.Bots[i], r)
	}
	fmt.Fprintf(&b, "shared wins: %s\n", s.Shared)
	if s.Shared.Count > 0 {
		fmt.Fprintf(&b, "the seats' wins add up to %.1f %%, past 100 %%: a shared win counts for each of its winners\n", 100*s.WinRateSum)
	}
	for _, f := range s.Figures {
		if f.Share != nil {
			fmt.Fprintf(&b, "%s: %s\n", f.ID, *f.Share)
		} else {
			fmt.Fprintf(&b, "%s: %.1f a game on average\n", f.ID, f.Mean)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// String writes the rate with its interval and count: " 66.8 % (95 % CI
// 65.9 to 67.7 %, 6680 of 10000 games)".
func (r rate) String() string {
	return fmt.Sprintf("%5.1f %% (95 %% CI %.1f to %.1f %%, %d of %d games)", 100*r.Rate, 100*r.Low, 100*r.High, r.Count, r.Games)
}

// spreadWords says a spread in words: "quartiles 46, 54, 63; 21 to 131".
func spreadWords(sp game.Spread) string {
	return fmt.Sprintf("quartiles %d, %d, %d; %d to %d", sp.Q1, sp.Median, sp.Q3, sp.Min, sp.Max)
}

// figure is one of the game's own figures as simulate reports it: a
// share of the games with its interval, or a mean a game.
type figure struct {
	ID    string  `json:"id"`
	Share *rate   `json:"share,omitempty"`
	Mean  float64 `json:"mean,omitempty"`
}

// figureOf reports f over games games.
func figureOf(f game.Figure, games int) figure {
	if f.Kind == game.Share {
		r := rateOf(f.Total, games)
		return figure{ID: f.ID, Share: &r}
	}
	return figure{ID: f.ID, Mean: f.Of(games)}
}
