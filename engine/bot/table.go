package bot

import (
	"fmt"

	"github.com/rulecard/rulecard/engine"
)

// MaxMoves bounds a game played by a [Table]: past it the game is given
// up as endless. House games end well within it.
const MaxMoves = 100_000

// Result is how a game played by a [Table] went.
type Result struct {
	// Winners are the winning seats.
	Winners engine.Seats
	// Moves counts the moves made; Turns the turns, a turn being a run of
	// moves by one seat.
	Moves, Turns int
}

// Table plays games with one bot per seat. Its Play allocates nothing, so
// a Table is the way to play many games.
//
// The memory bots at a table share what they learn from the public record,
// which is the same for all of them: the record is read once, not once per
// bot, and every bot chooses as it would alone.
type Table struct {
	// Bots holds the bot of each seat; one bot may sit at several seats.
	Bots []Bot
	view engine.View
	mind mind
	move engine.Move
	fast []chooser // the bots of this package, nil for others
}

// chooser is a bot of this package: it writes its move in place, which
// spares copying a Move each move (a copy that stalls the processor).
type chooser interface {
	chooseInto(v *engine.View, m *engine.Move)
}

// Play plays g to its end from where it is: each seat's bot chooses from
// the seat's view. It resets the bots first (a memory bot then reads the
// record from its start).
func (t *Table) Play(g *engine.Game) (Result, error) {
	var res Result
	if len(t.Bots) != g.Players() {
		return res, fmt.Errorf("%d bots for %d players", len(t.Bots), g.Players())
	}
	if cap(t.fast) < len(t.Bots) {
		t.fast = make([]chooser, len(t.Bots))
	}
	t.fast = t.fast[:len(t.Bots)]
	for i, b := range t.Bots {
		t.fast[i], _ = b.(chooser)
		if m, ok := b.(*Memory); ok {
			m.mind = &t.mind
		}
		if r, ok := b.(Resetter); ok {
			r.Reset()
		}
	}
	for !g.Over() {
		if res.Moves >= MaxMoves {
			return res, fmt.Errorf("no end after %d moves", res.Moves)
		}
		s := g.Turn()
		g.ViewInto(&t.view, s)
		if c := t.fast[s]; c != nil {
			c.chooseInto(&t.view, &t.move)
		} else {
			t.move = t.Bots[s].Choose(&t.view)
		}
		if err := g.Do(&t.move); err != nil {
			return res, fmt.Errorf("move %d by seat %d: %w", res.Moves+1, s, err)
		}
		res.Moves++
		if g.Over() || g.Turn() != s {
			res.Turns++
		}
	}
	res.Winners = g.WinnerSet()
	return res, nil
}

// PlayGame plays g to its end with one bot per seat; see [Table.Play].
func PlayGame(g *engine.Game, bots []Bot) (Result, error) {
	t := Table{Bots: bots}
	return t.Play(g)
}
