package reference

import (
	"fmt"
	"slices"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
)

// Facts are figures from games the engine played between bots, for each
// kind of bot and each player count a card is for.
type Facts struct {
	// Pack is the pack the games were played with (the largest the card
	// names); Seed the first game's deal seed (game i is dealt Seed+i).
	Pack int
	Seed uint64
	// Tables hold the figures of each kind of bot the game has, in the
	// order of its table's Bots.
	Tables []FactTable
}

// FactTable is what the games of one kind of bot showed.
type FactTable struct {
	// Bot is the kind of bot at every seat.
	Bot string
	// Columns hold the figures of each player count, fewest first.
	Columns []FactColumn
}

// FactColumn is what the games of one player count showed.
type FactColumn struct {
	// Players is the player count; Games the games played.
	Players, Games int
	// Turns is the average number of turns a game lasted, a turn being
	// one player's moves until another player moves.
	Turns float64
	// Figures are the game's own figures that its rules give a meaning
	// to, in the game's order (game.Tally.Figures).
	Figures []game.Figure
	// FirstSeat is the share of games the first seat won, a shared win
	// counting for each winner.
	FirstSeat float64
}

// Simulate plays games games for each kind of bot of the card's game and
// each player count card is for, with its preset and its largest pack, the same kind
// of bot at every seat, the first game dealt with seed. The figures depend
// on nothing else: the same arguments give the same facts, on any number
// of cores.
func Simulate(card *content.Card, games int, seed uint64) (*Facts, error) {
	return SimulateShowing(card, games, seed, nil)
}

// SimulateShowing is [Simulate] telling progress, when it is not nil, the
// games played so far and the games to play in all, after each block of
// games.
func SimulateShowing(card *content.Card, games int, seed uint64, progress func(done, total int)) (*Facts, error) {
	if games < 1 {
		return nil, fmt.Errorf("reference: simulate %d games: want 1 or more", games)
	}
	g, rules, err := cardRules(card)
	if err != nil {
		return nil, err
	}
	bots := g.Table().Bots()
	if len(card.Packs) == 0 {
		return nil, fmt.Errorf("reference: card %s names no pack", card.ID)
	}
	pack := slices.Max(card.Packs)
	f := &Facts{Pack: pack.Size(), Seed: seed}
	n := max(card.Players.Max-card.Players.Min+1, 0)
	total, before := len(bots)*n*games, 0
	for _, name := range bots {
		t := FactTable{Bot: name, Columns: make([]FactColumn, n)}
		for i := range t.Columns {
			players := card.Players.Min + i
			s := game.Sim{Rules: rules, Players: players, Pack: pack, Bots: []string{name}, Seed: seed, Games: games, Figures: true}
			if progress != nil {
				s.Progress = func(done int) { progress(before+done, total) }
			}
			tally, err := g.Table().Simulate(s)
			if err != nil {
				return nil, fmt.Errorf("reference: %d players: %w", players, err)
			}
			t.Columns[i] = column(players, &tally)
			before += games
		}
		f.Tables = append(f.Tables, t)
	}
	return f, nil
}

// column is the facts of one player count from its games' tally.
func column(players int, t *game.Tally) FactColumn {
	n := float64(t.Games)
	return FactColumn{Players: players, Games: t.Games, Turns: float64(t.Turns) / n,
		Figures: t.Figures, FirstSeat: float64(t.Wins[0]) / n}
}
