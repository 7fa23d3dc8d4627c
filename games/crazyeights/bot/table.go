package bot

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// MaxMoves bounds a game a [Table] plays: past it the game is given up as
// endless (the turn limit ends every hand well within it).
const MaxMoves = 1_000_000

// Result is how a game a [Table] played went.
type Result struct {
	Winners cards.Seats
	// Moves counts the moves; Turns the turns, a turn being a run of moves
	// by one seat.
	Moves, Turns int
}

// Table plays games between bots, one a seat. Its Play allocates nothing.
type Table struct {
	Bots []Bot
	view engine.View
}

// Play plays g to its end from where it is, each seat's bot choosing from
// that seat's view. A move the engine refuses is an error naming it.
func (t *Table) Play(g *engine.Game) (Result, error) {
	if len(t.Bots) < g.Players() {
		return Result{}, fmt.Errorf("%d bots for %d seats", len(t.Bots), g.Players())
	}
	var res Result
	last := cards.Seat(-1)
	for !g.Over() {
		if res.Moves >= MaxMoves {
			return res, fmt.Errorf("no end after %d moves", res.Moves)
		}
		s := g.Turn()
		g.ViewInto(&t.view, s)
		m := t.Bots[s].Choose(&t.view)
		if err := g.Play(m); err != nil {
			return res, fmt.Errorf("move %d by seat %d: %w", res.Moves+1, s, err)
		}
		res.Moves++
		if s != last {
			res.Turns++
			last = s
		}
	}
	res.Winners = g.WinnerSet()
	return res, nil
}
