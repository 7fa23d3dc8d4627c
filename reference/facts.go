package reference

import (
	"fmt"
	"slices"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/sim"
)

// Facts are figures from games the engine played between bots, for each
// kind of bot and each player count a card is for.
type Facts struct {
	// Pack is the pack the games were played with (the largest the card
	// names); Seed the first game's deal seed (game i is dealt Seed+i).
	Pack int
	Seed uint64
	// Tables hold the figures of each kind of bot, in the order of
	// FactBots.
	Tables []FactTable
}

// FactBots are the bots the facts are played with, each at every seat:
// memory (remembers the whole public record) and random (picks one of its
// live asks at random).
var FactBots = []bot.Kind{bot.KindMemory, bot.KindRandom}

// FactTable is what the games of one kind of bot showed.
type FactTable struct {
	// Bot is the kind of bot at every seat.
	Bot bot.Kind
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
	// PondDry is the share of games (0 to 1) in which the pond ran dry
	// before the game ended.
	PondDry float64
	// DeadAsk is the share of games in which a dead ask was listed among
	// the possible asks of the player to move.
	DeadAsk float64
	// FirstSeat is the share of games the first seat won, a shared win
	// counting for each winner.
	FirstSeat float64
}

// Simulate plays games games for each bot of FactBots and each player
// count card is for, with its preset and its largest pack, the same kind
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
	rules, err := presetRules(card)
	if err != nil {
		return nil, err
	}
	if len(card.Packs) == 0 {
		return nil, fmt.Errorf("reference: card %s names no pack", card.ID)
	}
	pack := slices.Max(card.Packs)
	f := &Facts{Pack: pack.Size(), Seed: seed}
	n := max(card.Players.Max-card.Players.Min+1, 0)
	total, before := len(FactBots)*n*games, 0
	for _, name := range FactBots {
		t := FactTable{Bot: name, Columns: make([]FactColumn, n)}
		for i := range t.Columns {
			opts := sim.Options{Seed: seed, Games: games, Watch: true}
			if progress != nil {
				opts.Progress = func(done int) { progress(before+done, total) }
			}
			players := card.Players.Min + i
			tally, err := sim.Simulate(sim.Table{Rules: rules, Pack: pack, Players: players, Bots: []bot.Kind{name}}, opts)
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
func column(players int, t *sim.Tally) FactColumn {
	n := float64(t.Games)
	return FactColumn{Players: players, Games: t.Games, Turns: float64(t.Turns) / n,
		PondDry: float64(t.PondDry) / n, DeadAsk: float64(t.DeadAsk) / n, FirstSeat: float64(t.Wins[0]) / n}
}
