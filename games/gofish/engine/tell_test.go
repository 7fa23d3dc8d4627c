package engine

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
)

func TestTellerTellsEveryEvent(t *testing.T) {
	tl := Teller{Names: []string{"Ana", "Ben", "Cy"}}
	for _, c := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: EvDeal, Seat: 0, Count: 7}, "Ana is dealt 7 cards"},
		{Event{Kind: EvStart, Seat: 1, Pond: 38}, "the pond holds 38 cards; Ben plays first"},
		{Event{Kind: EvAsk, Seat: 0, Other: 1, Rank: cards.Seven, Cards: cards.CardsOf(cardList(t, "7C 7H")...)},
			"Ana asks Ben for 7s: Ben hands over 7H 7C"},
		{Event{Kind: EvAsk, Why: WhyGoFish, Seat: 0, Other: 2, Rank: cards.King}, "Ana asks Cy for kings: Cy says go fish"},
		{Event{Kind: EvAsk, Why: WhyNoneHeld, Seat: 0, Other: 2, Rank: cards.King},
			"Ana asks Cy for kings: Cy has none, and it is Cy's turn"},
		{Event{Kind: EvAsk, Seat: 0, Other: 1, Rank: cards.Seven, Card: cards.NewCard(cards.Seven, cards.Clubs), Cards: cards.CardsOf(cards.NewCard(cards.Seven, cards.Clubs))},
			"Ana asks Ben for 7C: Ben hands it over"},
		{Event{Kind: EvDraw, Why: WhyHidden, Seat: 0}, "Ana goes fishing (draws a card)"},
		{Event{Kind: EvDraw, Why: WhyWish, Seat: 0, Rank: cards.Seven, Card: cards.NewCard(cards.Seven, cards.Diamonds)},
			"Ana draws 7D: a wish, and Ana goes again"},
		{Event{Kind: EvDraw, Why: WhyLucky, Seat: 0, Rank: cards.Seven},
			"Ana goes fishing (draws a card), completes the 7s: a lucky draw, and Ana goes again"},
		{Event{Kind: EvDraw, Why: WhyPondEmpty, Seat: 0}, "the pond is empty; Ana draws nothing"},
		{Event{Kind: EvBook, Seat: 0, Rank: cards.Seven}, "Ana lays a book of 7s"},
		{Event{Kind: EvBook, Why: WhyFromDeal, Seat: 0, Rank: cards.Queen}, "Ana was dealt all four queens and lays them as a book"},
		{Event{Kind: EvBook, Why: WhyClaimed, Seat: 0, Rank: cards.Seven}, "Ana claims a book of 7s"},
		{Event{Kind: EvBook, Why: WhyWaited, Seat: 0, Rank: cards.Seven}, "Ana lays the book of 7s that waited for this turn"},
		{Event{Kind: EvBook, Why: WhyAtEnd, Seat: 0, Rank: cards.Seven}, "Ana lays the book of 7s still waiting in hand"},
		{Event{Kind: EvBook, Why: WhyGiven, Seat: 0, Rank: cards.Ace}, "Ana has a book of aces already"},
		{Event{Kind: EvNewHand, Seat: 2, Count: 5}, "Cy has no cards and draws a new hand of 5 cards"},
		{Event{Kind: EvNewHand, Seat: 2, Count: 1}, "Cy has no cards and draws a new hand of 1 card"},
		{Event{Kind: EvDrawOne, Seat: 2, Count: 1}, "Cy has no cards, draws one and play passes"},
		{Event{Kind: EvSkip, Why: WhyNoCards, Seat: 2}, "the pond is empty; Cy is skipped"},
		{Event{Kind: EvSkip, Why: WhyNobodyToAsk, Seat: 2}, "Cy has nobody to ask; the turn passes"},
		{Event{Kind: EvOut, Seat: 2}, "Cy has no cards and is out"},
		{Event{Kind: EvEnd, Why: WhyAllBooked, Winners: 1, Count: 7}, "game over (every rank is booked): Ana wins with 7 books"},
		{Event{Kind: EvEnd, Why: WhyAllBooked, Winners: 7, Count: 4},
			"game over (every rank is booked): Ana, Ben and Cy share the win with 4 books each"},
		{Event{Kind: EvEnd, Why: WhyStockOut, Winners: 2, Count: 1}, "game over (the pond is empty): Ben wins with 1 book"},
		{Event{Kind: EvEnd, Why: WhyPlayerOut, Winners: 2, Count: 1}, "game over (a player has no cards): Ben wins with 1 book"},
		{Event{Kind: EvEnd, Why: WhyStuck, Winners: 2, Count: 1}, "game over (nobody can play): Ben wins with 1 book"},
		{Event{Kind: EvEnd, Why: WhyBookedOut, Winners: 2, Count: 1},
			"game over (a player has booked every card they held): Ben wins with 1 book"},
		{Event{Kind: EvDeal, Seat: 5, Count: 5}, "seat 5 is dealt 5 cards"},
	} {
		if got := tl.Tell(c.e); got != c.want {
			t.Errorf("Tell(%+v)\n got %q\nwant %q", c.e, got, c.want)
		}
	}
}

func TestTellerTellsRefusals(t *testing.T) {
	tl := Teller{Names: []string{"Ana", "Ben", "Cy"}}
	g := table{hands: []string{"7S KD", "7H 7C 2D", "3S"}}.start(t)
	for _, c := range []struct {
		m    Move
		want string
	}{
		{ask(1, 0, cards.Seven), "not-your-turn: it is Ana's turn, not Ben's"},
		{ask(0, 7, cards.Seven), "no-such-seat: there is no seat 7 (seats 0 to 2)"},
		{ask(0, 0, cards.Seven), "ask-self: Ana cannot ask Ana; ask another player"},
		{ask(0, 1, cards.Two), "not-holding-rank: Ana holds no twos, so cannot ask for twos"},
		{Move{Kind: MoveClaim, By: 0, Rank: cards.Seven}, "wrong-move-kind: the house rules lay books by themselves; there is no claiming"},
	} {
		_, err := g.Play(c.m)
		me, ok := err.(*MoveError)
		if !ok {
			t.Fatalf("%+v: %v", c.m, err)
		}
		if got := tl.Refusal(me); got != c.want {
			t.Errorf("Refusal\n got %q\nwant %q", got, c.want)
		}
	}
	dead := &MoveError{Kind: ErrDeadAsk, Move: ask(0, 1, cards.Seven), Players: 3}
	if got, want := tl.Refusal(dead), "dead-ask: Ben already said no sevens to Ana, and no card has moved since; the pond is empty"; got != want {
		t.Errorf("Refusal\n got %q\nwant %q", got, want)
	}
}

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
