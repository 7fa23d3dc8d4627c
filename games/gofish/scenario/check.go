package scenario

import (
	"regexp"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// checkOutcome compares a played step's outcome with its expectations.
func (r *replay) checkOutcome(n int, e Expect, out engine.Outcome) {
	if e.Gets.Set {
		if want, got := cards.CardsOf(e.Gets.Value...), cards.CardsOf(out.Gets...); want != got {
			r.failf(n, e.Gets.Pos, "expected gets %s, got %s", cardList(want), cardList(got))
		}
	}
	if e.Draws.Set {
		want, got := e.Draws.Value, Draw{Drew: out.Drew, Card: out.Draw}
		if !got.Drew {
			got.Card = 0
		}
		if want != got {
			r.failf(n, e.Draws.Pos, "expected draws %s, got %s", want, got)
		}
	}
	if e.Wish.Set && e.Wish.Value != out.Wish {
		r.failf(n, e.Wish.Pos, "expected wish %t, got %t", e.Wish.Value, out.Wish)
	}
	if e.Books.Set {
		if want, got := cards.RanksOf(e.Books.Value...), cards.RanksOf(out.Books...); want != got {
			r.failf(n, e.Books.Pos, "expected books %s, got %s", rankList(want), rankList(got))
		}
	}
	if e.Next.Set && e.Next.Value != out.Next {
		r.failf(n, e.Next.Pos, "expected next %s, got %s", r.s.SeatName(e.Next.Value), r.s.SeatName(out.Next))
	}
}

// unseen checks that no card that came into a hand unseen during the step
// (a go-fish draw that is no wish, a new hand) is named by the step's
// record: neither in its events nor in their words (RULES.md 12). Cards
// handed over, a wish and cards laid in a book were shown.
func (r *replay) unseen(n int, st Step, before snapshot, out engine.Outcome, lines []string) {
	var hidden cards.Cards
	for i, h := range before.hands {
		hidden |= r.g.HandSet(cards.Seat(i)) &^ h
	}
	hidden &^= cards.CardsOf(out.Gets...)
	if out.Wish {
		hidden = hidden.Remove(out.Draw)
	}
	if st.Move.Kind == engine.MoveAskCard {
		// The card asked for is the question, said aloud before the draw;
		// drawing it unseen is no card shown.
		hidden = hidden.Remove(st.Move.Card)
	}
	if hidden == 0 {
		return
	}
	for _, ev := range r.g.Record()[before.record:] {
		if shown := (cards.CardsOf(ev.Card) | ev.Cards) & hidden; shown != 0 {
			r.failf(n, st.Pos, "expected the record to keep %s unseen (rule 12), got an event holding it", shown)
		}
	}
	for _, c := range hidden.Append(nil) {
		word := regexp.MustCompile(`\b` + c.String() + `\b`)
		for _, l := range lines {
			if word.MatchString(l) {
				r.failf(n, st.Pos, "expected the record to keep %s unseen (rule 12), got %q", c, l)
			}
		}
	}
}

// end checks the expectations at the end of the file.
func (r *replay) end() {
	e, g := r.s.End, r.g
	if e.Over.Set && e.Over.Value != g.Over() {
		r.failf(0, e.Over.Pos, "expected over %t, got %t", e.Over.Value, g.Over())
	}
	if e.Winners.Set {
		want, got := seatSet(e.Winners.Value), g.WinnerSet()
		if want != got {
			r.failf(0, e.Winners.Pos, "expected winners %s, got %s", r.seatList(want), r.seatList(got))
		}
	}
	for _, seat := range sortedSeats(e.Books) {
		w := e.Books[seat]
		if want, got := cards.RanksOf(w.Value...), g.BookSet(seat); w.Set && want != got {
			r.failf(0, w.Pos, "expected %s's books %s, got %s", r.s.SeatName(seat), rankList(want), rankList(got))
		}
	}
	for _, seat := range sortedSeats(e.Hands) {
		w := e.Hands[seat]
		if want, got := cards.CardsOf(w.Value...), g.HandSet(seat); w.Set && want != got {
			r.failf(0, w.Pos, "expected %s's hand %s, got %s", r.s.SeatName(seat), cardList(want), cardList(got))
		}
	}
	if e.Pond.Set && e.Pond.Value != g.PondSize() {
		r.failf(0, e.Pond.Pos, "expected pond %d, got %d", e.Pond.Value, g.PondSize())
	}
}

// String formats an expected or actual draw: the card, or none.
func (d Draw) String() string {
	if !d.Drew {
		return "none"
	}
	return d.Card.String()
}

// cardList formats a set of cards as [7S 7H].
func cardList(c cards.Cards) string { return "[" + c.String() + "]" }

// rankList formats a set of ranks as [7 Q].
func rankList(r cards.Ranks) string { return "[" + r.String() + "]" }

// seatList formats a set of seats by name as [Ana Ben].
func (r *replay) seatList(t cards.Seats) string {
	var names []string
	for _, s := range t.Append(nil) {
		names = append(names, r.s.SeatName(s))
	}
	return "[" + strings.Join(names, " ") + "]"
}

// seatSet returns the seats as a set.
func seatSet(seats []cards.Seat) cards.Seats {
	var t cards.Seats
	for _, s := range seats {
		t = t.Add(s)
	}
	return t
}

// sortedSeats returns the keys of m, lowest seat first.
func sortedSeats[V any](m map[cards.Seat]V) []cards.Seat {
	seats := make([]cards.Seat, 0, len(m))
	for s := range m {
		seats = append(seats, s)
	}
	slices.Sort(seats)
	return seats
}
