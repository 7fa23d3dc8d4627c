package claims

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// State is the whole table at one moment of a checked game: every hand,
// every seat's books, the pond's size and whose turn it is. The checker
// reads it from the engine's full state, not from a seat's view.
type State struct {
	Hands   [engine.MaxPlayers]cards.Cards
	Books   [engine.MaxPlayers]cards.Ranks
	Pond    int
	Turn    cards.Seat
	Over    bool
	Winners cards.Seats
	// Out are the seats out of the game, passed over without an event.
	Out cards.Seats
}

// take fills s from g.
func (s *State) take(g *engine.Game) {
	n := g.Players()
	for i := range n {
		s.Hands[i] = g.HandSet(cards.Seat(i))
		s.Books[i] = g.BookSet(cards.Seat(i))
	}
	s.Pond, s.Turn, s.Over, s.Winners, s.Out = g.PondSize(), g.Turn(), g.Over(), g.WinnerSet(), g.OutSeats()
}

// Booked returns every rank booked by any of the first n seats.
func (s *State) Booked(n int) cards.Ranks {
	var b cards.Ranks
	for _, r := range s.Books[:n] {
		b |= r
	}
	return b
}

// held returns every card in the first n hands.
func (s *State) held(n int) cards.Cards {
	var c cards.Cards
	for _, h := range s.Hands[:n] {
		c |= h
	}
	return c
}

// Step is what the claims observe of one move of a checked game (or of the
// deal, before the first move): the state before and after it, the move
// and its outcome, the events it added to the public record, and what the
// mover was shown before choosing it (its view, and the asks the engine
// listed, dead ones marked).
type Step struct {
	// Game is the game being played, after the move. Read it, do not
	// play on it.
	Game *engine.Game
	// Players and Pack are the game's configuration; Seed its deal seed.
	Players int
	Pack    cards.Pack
	Seed    uint64
	// Deal is set for the step that stands for the deal: Events is the
	// record up to the first move, Before an empty table with the whole
	// pack in the pond.
	Deal bool
	// Index numbers the moves of the game from 1 (0 for the deal).
	Index int
	// Move is the move played and Out what it led to (the table's
	// outcome, never nil: a zero one for the deal). Read Out, do not keep
	// it past the step.
	Move engine.Move
	Out  *engine.Outcome
	// Before and After are the table before and after the move.
	Before, After State
	// Events are the events the move added to the public record.
	Events []engine.Event
	// View is the mover's view the move was chosen from (nil for the
	// deal). It is the table's: read it, do not keep it past the step.
	View *engine.View
	// Asks lists the asks the engine offered the mover, dead ones marked.
	// It is filled (HasAsks) when the pond is empty or some seat holds no
	// card: the only times an ask can be dead or a seat cannot be asked.
	Asks    []engine.Ask
	HasAsks bool
	// start is the record's length before the move.
	start int
}

// tamperFunc alters a step before the claims see it. It is a test seam: it
// stands for an engine that behaves wrongly in a way no [engine.Rules]
// value expresses (a record that shows a hidden card, a view that shows
// another seat's hand), so a test can see a claim fail. The checker copies
// Events before calling it, so it may change them freely.
type tamperFunc func(*Step)

// next returns the seat after s among n seats.
func next(s cards.Seat, n int) cards.Seat {
	if s++; int(s) >= n {
		return 0
	}
	return s
}

// walk follows the turn from seat from through st.Events[i:] as the engine
// passes it on (RULES.md 10): a skip passes the seat due on to the next, a
// new hand keeps it. It returns the seat that should move after the step,
// or a message when a skip or a new hand names a seat that was not due.
func walk(st *Step, from cards.Seat, i int) (cards.Seat, string, int) {
	s := passOut(st, from)
	for j := i; j < len(st.Events); j++ {
		e := &st.Events[j]
		switch e.Kind {
		case engine.EvSkip, engine.EvOut, engine.EvDrawOne:
			if e.Seat != s {
				return s, "the record passes over " + seatName(e.Seat) + " while " + seatName(s) + " was due", j
			}
			s = passOut(st, next(s, st.Players))
		case engine.EvNewHand:
			if e.Seat != s {
				return s, seatName(e.Seat) + " draws a new hand while " + seatName(s) + " was due", j
			}
		}
	}
	return s, "", -1
}

// passOut returns the first seat from s on that was not out of the game
// before the step: the engine passes those over without an event.
func passOut(st *Step, s cards.Seat) cards.Seat {
	for k := 0; k < st.Players && st.Before.Out.Has(s); k++ {
		s = next(s, st.Players)
	}
	return s
}

// seatName names a seat as the public record does.
func seatName(s cards.Seat) string { return tell.Teller{}.Name(s) }
