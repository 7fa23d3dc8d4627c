package gamedef

import (
	"fmt"
	"iter"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/bot"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/internal/parallel"
)

// The ids of Crazy Eights' own figures (game.Figure).
const (
	// FigureBlocked: the game's last hand ended blocked (every player
	// passed, the stock ran out under stock-out: end, or the turn limit),
	// not by a player going out.
	FigureBlocked = "blocked"
	// FigurePenalty: the penalty points of every seat at the end, added
	// up: its mean is the average penalty a game.
	FigurePenalty = "penalty"
)

// blockSize is the most games of one block: blocks are cut where the
// deal seed is a multiple of it, whatever the first seed, and each
// block's bots are seeded by its first multiple, so that the tally does
// not depend on the number of workers.
const blockSize = 250

// block is the games From to To-1 of a run; Base seeds its bots.
type block struct {
	From, To int
	Base     uint64
}

// blocks returns the blocks of games games, the first dealt with seed.
func blocks(seed uint64, games int) iter.Seq[block] {
	return func(yield func(block) bool) {
		for from := 0; from < games; {
			base := (seed + uint64(from)) / blockSize * blockSize
			to := min(games, int(base+blockSize-seed))
			if !yield(block{From: from, To: to, Base: base}) {
				return
			}
			from = to
		}
	}
}

// Simulate plays the games of s between bots and tallies them: the
// lengths, the wins, and with s.Figures the share of games whose last
// hand was blocked and the penalty points left at the end.
func (table) Simulate(s game.Sim) (game.Tally, error) {
	r := s.Rules.(engine.Rules)
	if s.Games < 1 || len(s.Bots) == 0 {
		return game.Tally{}, fmt.Errorf("%s: simulate %d games with bots %v: want a game and a bot", ID, s.Games, s.Bots)
	}
	kinds := make([]bot.Kind, len(s.Bots))
	for i, b := range s.Bots {
		k, err := bot.ParseKind(b)
		if err != nil {
			return game.Tally{}, err
		}
		kinds[i] = k
	}
	if _, err := engine.Deal(r, s.Pack, s.Players, s.Seed); err != nil {
		return game.Tally{}, err
	}
	total := game.Tally{Wins: make([]int, s.Players)}
	var blocked, penalty int
	newWorker := func() func(block) blockTally {
		g, _ := engine.Deal(r, s.Pack, s.Players, s.Seed) // checked above
		t := &bot.Table{Bots: make([]bot.Bot, s.Players)}
		return func(b block) blockTally { return playBlock(g, t, kinds, b, s.Seed) }
	}
	err := parallel.Run(blocks(s.Seed, s.Games), s.Workers, newWorker, func(b block, bt blockTally) error {
		if bt.err != nil {
			return bt.err
		}
		total.Games += bt.Games
		total.Moves += bt.Moves
		total.Turns += bt.Turns
		total.Shared += bt.Shared
		total.ByMoves, total.ByTurns = addCounts(total.ByMoves, bt.ByMoves), addCounts(total.ByTurns, bt.ByTurns)
		for i := range total.Wins {
			total.Wins[i] += bt.Wins[i]
		}
		blocked += bt.blocked
		penalty += bt.penalty
		if s.Progress != nil {
			s.Progress(b.To)
		}
		return nil
	})
	if err != nil {
		return game.Tally{}, err
	}
	if s.Figures {
		total.Figures = []game.Figure{{ID: FigureBlocked, Kind: game.Share, Total: blocked},
			{ID: FigurePenalty, Kind: game.Mean, Total: penalty}}
	}
	return total, nil
}

// blockTally is what a block of games showed, or the first that failed.
type blockTally struct {
	game.Tally
	blocked, penalty int
	err              error
}

// playBlock plays the games of b in g's memory, the bots seeded by the
// block's base.
func playBlock(g *engine.Game, t *bot.Table, kinds []bot.Kind, b block, seed uint64) blockTally {
	bt := blockTally{Tally: game.Tally{Wins: make([]int, len(t.Bots))}}
	for s := range t.Bots {
		t.Bots[s], _ = bot.New(kinds[s%len(kinds)], (b.Base+1)*0x9E3779B97F4A7C15+uint64(s))
	}
	for i := b.From; i < b.To; i++ {
		g.Redeal(seed + uint64(i))
		res, err := t.Play(g)
		if err != nil {
			bt.err = fmt.Errorf("game %d (seed %d): %w", i+1, seed+uint64(i), err)
			return bt
		}
		bt.Games++
		bt.Moves += res.Moves
		bt.Turns += res.Turns
		bt.ByMoves = game.CountOne(bt.ByMoves, res.Moves)
		bt.ByTurns = game.CountOne(bt.ByTurns, res.Turns)
		if res.Winners.Len() > 1 {
			bt.Shared++
		}
		for w := res.Winners; w != 0; w &= w - 1 {
			bt.Wins[w.First()]++
		}
		blocked, points := lastHand(g.Record())
		bt.penalty += points
		if blocked {
			bt.blocked++
		}
	}
	return bt
}

// lastHand reads the end of a finished game's record: whether its last
// hand ended blocked, and the seats' penalty totals added up.
func lastHand(rec []engine.Event) (blocked bool, points int) {
	for i := len(rec) - 1; i >= 0; i-- {
		switch e := rec[i]; e.Kind {
		case engine.EvScore:
			points += int(e.Total)
		case engine.EvHandEnd:
			return e.Why != engine.WhyOut, points
		}
	}
	return false, points
}

// addCounts adds the counts of src to dst, growing it.
func addCounts(dst, src []int) []int {
	for len(dst) < len(src) {
		dst = append(dst, 0)
	}
	for i, n := range src {
		dst[i] += n
	}
	return dst
}
