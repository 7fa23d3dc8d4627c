package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// follows checks that a card of rank, played and not the last, is
// followed by the event next (after any penalty draw for a last card not
// announced); that a draw-two card adds two to what is owed and that
// drawing what is owed ends the drawer's turn; and that after a reverse
// the player in the new direction moves (with two players, the one who
// reversed).
type follows struct {
	rank    cards.Rank
	next    engine.EventKind
	pending bool
	card    cards.Card
	// owed is what the player to move owes for draw-two cards.
	owed int
	// mover is the seat that must (want) or must not (!want) make the
	// next move, when check is set.
	mover       cards.Seat
	want, check bool
}

// action reports whether e is a move of a seat.
func action(e engine.Event) bool {
	switch e.Kind {
	case engine.EvPlay, engine.EvDraw, engine.EvPass, engine.EvAnnounce:
		return e.Why != engine.WhyPenalty
	}
	return false
}

func (f *follows) event(g *engine.Game, e engine.Event) string {
	if msg := f.moverCheck(e); msg != "" {
		return msg
	}
	owed := f.owed
	switch {
	case e.Kind == engine.EvOwe:
		f.owed = int(e.Count)
	case e.Kind == engine.EvDraw && e.Why == engine.WhyDrawTwo, e.Kind == engine.EvHand:
		f.owed = 0
	}
	if e.Kind == engine.EvDraw && e.Why == engine.WhyDrawTwo && f.next == engine.EvOwe && g.Players() > 1 {
		f.mover, f.want, f.check = e.Seat, false, true
	}
	if e.Kind == engine.EvReverse && f.next == engine.EvReverse {
		f.mover, f.want, f.check = reversedNext(g.Players(), e), true, true
	}
	if f.pending {
		switch {
		case e.Kind == engine.EvDraw && e.Why == engine.WhyPenalty, e.Kind == engine.EvReshuffle:
			return ""
		case e.Kind == engine.EvOwe && f.next == engine.EvOwe && int(e.Count) != owed+2:
			f.pending = false
			return fmt.Sprintf("%s was played on %d owed and the next player owes %d", f.card, owed, e.Count)
		case e.Kind == f.next || e.Kind == engine.EvHandEnd:
			f.pending = false
		default:
			f.pending = false
			return fmt.Sprintf("%s was played and then came %s", f.card, e)
		}
	}
	if e.Kind == engine.EvPlay && e.Card.Rank() == f.rank {
		f.pending, f.card = true, e.Card
	}
	return ""
}

// moverCheck checks the seat of the first move after a draw of what was
// owed or a reverse.
func (f *follows) moverCheck(e engine.Event) string {
	if !f.check || !action(e) && e.Kind != engine.EvHandEnd {
		return ""
	}
	m, want := f.mover, f.want
	f.check = false
	switch {
	case e.Kind == engine.EvHandEnd:
	case want && e.Seat != m:
		return fmt.Sprintf("after the reverse seat %d moved, not seat %d", e.Seat, m)
	case !want && e.Seat == m:
		return fmt.Sprintf("seat %d drew what they owed and moved again: %s", m, e)
	}
	return ""
}

// reversedNext is the seat to move after reverse event e among n
// players: its player with two, else the next in the new direction
// (Count 1: up the seat numbers).
func reversedNext(n int, e engine.Event) cards.Seat {
	switch {
	case n == 2:
		return e.Seat
	case e.Count == 1:
		return (e.Seat + 1) % cards.Seat(n)
	}
	return (e.Seat + cards.Seat(n) - 1) % cards.Seat(n)
}

// stacking checks, before every move, what a player who owes cards for
// draw-two cards may play: every draw-two card they hold (stack), or
// none (!stack).
type stacking bool

func (stacking) event(*engine.Game, engine.Event) string { return "" }

func (s stacking) before(g *engine.Game) string {
	v := mover(g)
	k := g.Rules().DrawTwo.Rank()
	if v.Owed() == 0 || k == 0 {
		return ""
	}
	held := v.Hand() & cards.RankCards(k)
	switch {
	case bool(s) && held&^v.Playable() != 0:
		return fmt.Sprintf("seat %d owes %d and may not answer with %s", v.Seat(), v.Owed(), held&^v.Playable())
	case !bool(s) && v.Playable() != 0:
		return fmt.Sprintf("seat %d owes %d and may answer with %s", v.Seat(), v.Owed(), v.Playable())
	}
	return ""
}

// noPowers checks that no card makes a player draw, miss a turn or the
// play change direction.
func noPowers(_ *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvOwe, engine.EvSkip, engine.EvReverse:
		return fmt.Sprintf("a card had a power: %s", e)
	}
	return ""
}

// lastCardFree checks that nobody announces a last card, nor may, and no
// penalty is drawn.
type lastCardFree struct{}

func (lastCardFree) event(_ *engine.Game, e engine.Event) string {
	if e.Kind == engine.EvAnnounce || e.Kind == engine.EvDraw && e.Why == engine.WhyPenalty {
		return fmt.Sprintf("a last card counted: %s", e)
	}
	return ""
}

func (lastCardFree) before(g *engine.Game) string {
	if v := mover(g); v.CanAnnounce() {
		return fmt.Sprintf("seat %d may announce their last card", v.Seat())
	}
	return ""
}
