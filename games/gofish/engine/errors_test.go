package engine

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
)

func TestErrKindNames(t *testing.T) {
	for _, k := range ErrKinds() {
		got, err := ParseErrKind(k.String())
		if err != nil || got != k {
			t.Errorf("ParseErrKind(%q) = %v, %v", k, got, err)
		}
	}
	want := []string{"not-your-turn", "no-such-seat", "ask-self", "empty-hand", "not-holding-rank", "dead-ask", "game-over"}
	for i, w := range want {
		if ErrKinds()[i].String() != w {
			t.Errorf("kind %d is %s, want %s", i, ErrKinds()[i], w)
		}
	}
	if _, err := ParseErrKind("nope"); err == nil {
		t.Error("nope parsed")
	}
}

// TestAMoveErrorSaysItsKindAndMove: a refusal's Error is its kind and the
// move's fields, in no language's words (games/gofish/tell tells it).
func TestAMoveErrorSaysItsKindAndMove(t *testing.T) {
	g := table{hands: []string{"7S KD", "7H 7C 2D", "3S"}}.start(t)
	for _, c := range []struct {
		m    Move
		want string
	}{
		{ask(0, 1, cards.Two), "not-holding-rank: ask by seat 0 of seat 1 for rank 2"},
		{ask(1, 0, cards.Seven), "not-your-turn: ask by seat 1 of seat 0 for rank 7"},
		{ask(0, 7, cards.King), "no-such-seat: ask by seat 0 of seat 7 for rank K"},
		{Move{Kind: MoveClaim, By: 0, Rank: cards.Seven}, "wrong-move-kind: claim by seat 0 of rank 7"},
		{Move{Kind: MoveAskCard, By: 0, Of: 1, Card: cards.NewCard(cards.Seven, cards.Hearts)}, "wrong-move-kind: ask-card by seat 0 of seat 1 for card 7H"},
		{Move{Kind: 9, By: 0, Of: 1, Rank: cards.Seven}, "wrong-move-kind: move-kind(9) by seat 0 of seat 1 for rank 7"},
	} {
		_, err := g.Play(c.m)
		if err == nil || err.Error() != c.want {
			t.Errorf("%+v: error %v, want %q", c.m, err, c.want)
		}
	}
}

// TestAnEventSaysItsKindAndFields: an event's String is its kind, its
// reason and the fields it sets, in no language's words.
func TestAnEventSaysItsKindAndFields(t *testing.T) {
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: EvDeal, Seat: 1, Count: 7, Pond: 38}, "deal: seat 1, count 7, pond 38"},
		{Event{Kind: EvAsk, Why: WhyGoFish, Seat: 0, Other: 2, Rank: cards.King, Pond: 38}, "ask go-fish: seat 0, other 2, rank K, pond 38"},
		{Event{Kind: EvAsk, Seat: 0, Other: 1, Rank: cards.Seven, Cards: cards.CardsOf(cardList(t, "7C 7H")...), Pond: 30},
			"ask: seat 0, other 1, rank 7, cards 7H 7C, pond 30"},
		{Event{Kind: EvDraw, Why: WhyWish, Seat: 0, Rank: cards.Seven, Card: cards.NewCard(cards.Seven, cards.Diamonds), Pond: 29},
			"draw wish: seat 0, rank 7, card 7D, pond 29"},
		{Event{Kind: EvEnd, Why: WhyBookedOut, Winners: 5, Count: 4}, "end booked-out: seat 0, count 4, winners 0 2, pond 0"},
		{Event{Kind: 42, Why: 99}, "event(42) why(99): seat 0, pond 0"},
	} {
		if got := c.e.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
	}
	if len(eventKindNames) != int(EvEnd)+1 || len(whyNames) != int(WhyBookedOut)+1 {
		t.Errorf("%d kind names for %d kinds, %d reasons for %d", len(eventKindNames), EvEnd+1, len(whyNames), WhyBookedOut+1)
	}
}
