package sim

import (
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// Tally counts what many games showed. Counts only, so tallies of blocks
// add up to the tally of the whole run, whatever the order.
type Tally struct {
	// Games is the number of games played.
	Games int
	// Moves and Turns are the moves and the turns of all games, a turn
	// being a run of moves by one seat.
	Moves, Turns int
	// ByMoves[n] and ByTurns[n] count the games of n moves and of n
	// turns: the spread of a game's length ([SpreadOf]).
	ByMoves, ByTurns []int
	// Wins counts the games each seat won; a shared win counts for each
	// winner.
	Wins [engine.MaxPlayers]int
	// Shared counts the games whose win was shared.
	Shared int
	// PondDry counts the games in which the pond ran dry before the end,
	// and DeadAsk those in which a dead ask was among the asks of the
	// player to move: counted only with [Options.Watch].
	PondDry, DeadAsk int
}

// Add adds the counts of u to t.
func (t *Tally) Add(u *Tally) {
	t.Games += u.Games
	t.Moves += u.Moves
	t.Turns += u.Turns
	t.Shared += u.Shared
	t.PondDry += u.PondDry
	t.DeadAsk += u.DeadAsk
	for s := range t.Wins {
		t.Wins[s] += u.Wins[s]
	}
	t.ByMoves = addCounts(t.ByMoves, u.ByMoves)
	t.ByTurns = addCounts(t.ByTurns, u.ByTurns)
}

// addCounts adds the counts of b to a, index by index, growing a.
func addCounts(a, b []int) []int {
	for len(a) < len(b) {
		a = append(a, 0)
	}
	for i, n := range b {
		a[i] += n
	}
	return a
}

// countOne adds one to counts[n], growing counts.
func countOne(counts []int, n int) []int {
	for len(counts) <= n {
		counts = append(counts, 0)
	}
	counts[n]++
	return counts
}
