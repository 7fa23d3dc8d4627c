package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// blocked checks that a hand ends blocked only after every player has
// passed in turn (or at the stock's or the turns' limit), and that the
// game then ends, won by the fewest penalty points of that hand.
type blocked struct {
	passes  int
	blocked bool
	points  map[cards.Seat]int
}

func (b *blocked) event(g *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvPass:
		b.passes++
	case engine.EvPlay, engine.EvDraw:
		b.passes = 0
	case engine.EvHand:
		b.passes = 0
		if b.blocked {
			b.blocked = false
			return "after a blocked hand another was dealt: the fewest penalty points did not win"
		}
	case engine.EvHandEnd:
		b.blocked, b.points = e.Why != engine.WhyOut, map[cards.Seat]int{}
		if e.Why == engine.WhyBlocked && b.passes != g.Players() {
			return fmt.Sprintf("the hand was blocked after %d passes in turn, with %d players", b.passes, g.Players())
		}
	case engine.EvScore:
		if b.blocked {
			b.points[e.Seat] = int(e.Points)
		}
	case engine.EvEnd:
		if b.blocked {
			b.blocked = false
			if want := fewest(b.points); e.Winners != want {
				return fmt.Sprintf("the hand was blocked and %v won, not %v with the fewest penalty points", e.Winners.Append(nil), want.Append(nil))
			}
		}
	}
	return ""
}

// fewest returns the seats with the fewest points.
func fewest(points map[cards.Seat]int) cards.Seats {
	var out cards.Seats
	low := -1
	for s, p := range points {
		switch {
		case low < 0 || p < low:
			out, low = cards.Seats(0).Add(s), p
		case p == low:
			out = out.Add(s)
		}
	}
	return out
}

// target checks that hands are dealt until a player's total reaches n,
// no further, and that the lowest totals win.
type target struct {
	n      int
	totals map[cards.Seat]int
}

// reached reports whether a total has reached the target.
func (t *target) reached() bool {
	for _, v := range t.totals {
		if v >= t.n {
			return true
		}
	}
	return false
}

func (t *target) event(_ *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvHand:
		if e.Count == 1 {
			t.totals = map[cards.Seat]int{}
		} else if t.reached() {
			return fmt.Sprintf("hand %d was dealt after a total reached %d", e.Count, t.n)
		}
	case engine.EvScore:
		t.totals[e.Seat] = int(e.Total)
	case engine.EvEnd:
		if !t.reached() {
			return fmt.Sprintf("the game ended with no total at %d: %v", t.n, t.totals)
		}
		if want := fewest(t.totals); e.Winners != want {
			return fmt.Sprintf("%v won, not %v with the lowest totals", e.Winners.Append(nil), want.Append(nil))
		}
	}
	return ""
}

// turnLimit checks that the game's last hand, ended, ended at n turns
// exactly if it was cut off, and before them otherwise.
func turnLimit(n int) watchFunc {
	return func(g *engine.Game, e engine.Event) string {
		if e.Kind != engine.EvHandEnd || !g.Over() {
			return ""
		}
		switch t := g.Turns(); {
		case e.Why == engine.WhyTurnLimit && t != n:
			return fmt.Sprintf("the hand was cut off after %d turns, not %d", t, n)
		case e.Why != engine.WhyTurnLimit && t >= n:
			return fmt.Sprintf("the hand went on for %d turns, past %d", t, n)
		}
		return ""
	}
}
