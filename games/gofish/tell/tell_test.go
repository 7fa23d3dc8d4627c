package tell

import (
	"errors"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

func TestTellerTellsEveryEvent(t *testing.T) {
	tl := Teller{Names: []string{"Ana", "Ben", "Cy"}}
	for _, c := range []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Kind: engine.EvDeal, Seat: 0, Count: 7}, "Ana is dealt 7 cards"},
		{engine.Event{Kind: engine.EvStart, Seat: 1, Pond: 38}, "the pond holds 38 cards; Ben plays first"},
		{engine.Event{Kind: engine.EvAsk, Seat: 0, Other: 1, Rank: cards.Seven, Cards: cards.CardsOf(cardList(t, "7C 7H")...)},
			"Ana asks Ben for 7s: Ben hands over 7H 7C"},
		{engine.Event{Kind: engine.EvAsk, Why: engine.WhyGoFish, Seat: 0, Other: 2, Rank: cards.King}, "Ana asks Cy for kings: Cy says go fish"},
		{engine.Event{Kind: engine.EvAsk, Why: engine.WhyNoneHeld, Seat: 0, Other: 2, Rank: cards.King},
			"Ana asks Cy for kings: Cy has none, and it is Cy's turn"},
		{engine.Event{Kind: engine.EvAsk, Seat: 0, Other: 1, Rank: cards.Seven, Card: cards.NewCard(cards.Seven, cards.Clubs), Cards: cards.CardsOf(cards.NewCard(cards.Seven, cards.Clubs))},
			"Ana asks Ben for 7C: Ben hands it over"},
		{engine.Event{Kind: engine.EvDraw, Why: engine.WhyHidden, Seat: 0}, "Ana goes fishing (draws a card)"},
		{engine.Event{Kind: engine.EvDraw, Why: engine.WhyWish, Seat: 0, Rank: cards.Seven, Card: cards.NewCard(cards.Seven, cards.Diamonds)},
			"Ana draws 7D: a wish, and Ana goes again"},
		{engine.Event{Kind: engine.EvDraw, Why: engine.WhyLucky, Seat: 0, Rank: cards.Seven},
			"Ana goes fishing (draws a card), completes the 7s: a lucky draw, and Ana goes again"},
		{engine.Event{Kind: engine.EvDraw, Why: engine.WhyPondEmpty, Seat: 0}, "the pond is empty; Ana draws nothing"},
		{engine.Event{Kind: engine.EvBook, Seat: 0, Rank: cards.Seven}, "Ana lays a book of 7s"},
		{engine.Event{Kind: engine.EvBook, Why: engine.WhyFromDeal, Seat: 0, Rank: cards.Queen}, "Ana was dealt all four queens and lays them as a book"},
		{engine.Event{Kind: engine.EvBook, Why: engine.WhyClaimed, Seat: 0, Rank: cards.Seven}, "Ana claims a book of 7s"},
		{engine.Event{Kind: engine.EvBook, Why: engine.WhyWaited, Seat: 0, Rank: cards.Seven}, "Ana lays the book of 7s that waited for this turn"},
		{engine.Event{Kind: engine.EvBook, Why: engine.WhyAtEnd, Seat: 0, Rank: cards.Seven}, "Ana lays the book of 7s still waiting in hand"},
		{engine.Event{Kind: engine.EvBook, Why: engine.WhyGiven, Seat: 0, Rank: cards.Ace}, "Ana has a book of aces already"},
		{engine.Event{Kind: engine.EvNewHand, Seat: 2, Count: 5}, "Cy has no cards and draws a new hand of 5 cards"},
		{engine.Event{Kind: engine.EvNewHand, Seat: 2, Count: 1}, "Cy has no cards and draws a new hand of 1 card"},
		{engine.Event{Kind: engine.EvDrawOne, Seat: 2, Count: 1}, "Cy has no cards, draws one and play passes"},
		{engine.Event{Kind: engine.EvSkip, Why: engine.WhyNoCards, Seat: 2}, "the pond is empty; Cy is skipped"},
		{engine.Event{Kind: engine.EvSkip, Why: engine.WhyNobodyToAsk, Seat: 2}, "Cy has nobody to ask; the turn passes"},
		{engine.Event{Kind: engine.EvOut, Seat: 2}, "Cy has no cards and is out"},
		{engine.Event{Kind: engine.EvEnd, Why: engine.WhyAllBooked, Winners: 1, Count: 7}, "game over (every rank is booked): Ana wins with 7 books"},
		{engine.Event{Kind: engine.EvEnd, Why: engine.WhyAllBooked, Winners: 7, Count: 4},
			"game over (every rank is booked): Ana, Ben and Cy share the win with 4 books each"},
		{engine.Event{Kind: engine.EvEnd, Why: engine.WhyStockOut, Winners: 2, Count: 1}, "game over (the pond is empty): Ben wins with 1 book"},
		{engine.Event{Kind: engine.EvEnd, Why: engine.WhyPlayerOut, Winners: 2, Count: 1}, "game over (a player has no cards): Ben wins with 1 book"},
		{engine.Event{Kind: engine.EvEnd, Why: engine.WhyStuck, Winners: 2, Count: 1}, "game over (nobody can play): Ben wins with 1 book"},
		{engine.Event{Kind: engine.EvEnd, Why: engine.WhyBookedOut, Winners: 2, Count: 1},
			"game over (a player has booked every card they held): Ben wins with 1 book"},
		{engine.Event{Kind: engine.EvDeal, Seat: 5, Count: 5}, "seat 5 is dealt 5 cards"},
	} {
		if got := tl.Tell(c.e); got != c.want {
			t.Errorf("Tell(%+v)\n got %q\nwant %q", c.e, got, c.want)
		}
	}
}

func TestTellerTellsRefusals(t *testing.T) {
	tl := Teller{Names: []string{"Ana", "Ben", "Cy"}}
	g := newGame(t, engine.House(), []string{"7S KD", "7H 7C 2D", "3S"}, nil, false)
	for _, c := range []struct {
		m    engine.Move
		want string
	}{
		{ask(1, 0, cards.Seven), "not-your-turn: it is Ana's turn, not Ben's"},
		{ask(0, 7, cards.Seven), "no-such-seat: there is no seat 7 (seats 0 to 2)"},
		{ask(0, 0, cards.Seven), "ask-self: Ana cannot ask Ana; ask another player"},
		{ask(0, 1, cards.Two), "not-holding-rank: Ana holds no twos, so cannot ask for twos"},
		{engine.Move{Kind: engine.MoveClaim, By: 0, Rank: cards.Seven}, "wrong-move-kind: the house rules lay books by themselves; there is no claiming"},
	} {
		_, err := g.Play(c.m)
		me, ok := err.(*engine.MoveError)
		if !ok {
			t.Fatalf("%+v: %v", c.m, err)
		}
		if got := tl.Refusal(me); got != c.want {
			t.Errorf("Refusal\n got %q\nwant %q", got, c.want)
		}
	}
	dead := &engine.MoveError{Kind: engine.ErrDeadAsk, Move: ask(0, 1, cards.Seven), Players: 3}
	if got, want := tl.Refusal(dead), "dead-ask: Ben already said no sevens to Ana, and no card has moved since; the pond is empty"; got != want {
		t.Errorf("Refusal\n got %q\nwant %q", got, want)
	}
}

// TestTellerTellsEveryKindOfRefusal plays a move the engine refuses for
// each kind of refusal, in the rules that refuse it, and tells it with
// the seats unnamed, as the engine's tests once read its errors.
func TestTellerTellsEveryKindOfRefusal(t *testing.T) {
	card := func(by, of cards.Seat, c string) engine.Move {
		return engine.Move{Kind: engine.MoveAskCard, By: by, Of: of, Card: cardList(t, c)[0]}
	}
	common, err := engine.Common().With("ask-card", "bluff")
	if err != nil {
		t.Fatal(err)
	}
	noBluff := common
	noBluff.Bluff = false
	// The pond is empty; every rank but 2, 5 and K is booked.
	dry := []string{"A 3 4 6 7 8 9 10 J Q"}
	for _, c := range []struct {
		name   string
		rules  engine.Rules
		hands  []string
		books  []string
		before []engine.Move // played first, each legal
		m      engine.Move
		want   string
	}{
		{name: "not your turn", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: ask(1, 0, cards.Seven), want: "not-your-turn: it is seat 0's turn, not seat 1's"},
		{name: "no such asker", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: ask(5, 1, cards.Seven), want: "no-such-seat: there is no seat 5 (seats 0 to 3)"},
		{name: "no such seat asked", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: ask(0, 4, cards.Seven), want: "no-such-seat: there is no seat 4 (seats 0 to 3)"},
		{name: "ask self", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: ask(0, 0, cards.Seven), want: "ask-self: seat 0 cannot ask seat 0; ask another player"},
		{name: "empty hand", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: ask(0, 2, cards.Seven), want: "empty-hand: seat 2 holds no cards to ask for"},
		{name: "not holding the rank", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: ask(0, 1, cards.Two), want: "not-holding-rank: seat 0 holds no twos, so cannot ask for twos"},
		{name: "a claim without claims", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: engine.Move{Kind: engine.MoveClaim, By: 0, Rank: cards.Seven}, want: "wrong-move-kind: the house rules lay books by themselves; there is no claiming"},
		{name: "a card asked for of a rank", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: card(0, 1, "7H"), want: "wrong-move-kind: the house rules ask for a rank, not a card"},
		{name: "no move", rules: engine.House(), hands: []string{"7S KD", "7H 7C 2D", "", "3S"},
			m: engine.Move{Kind: 9, By: 0, Of: 1, Rank: cards.Seven}, want: "wrong-move-kind: move-kind(9) is not a move"},
		{name: "a rank asked for of cards", rules: common, hands: []string{"7S KD", "7H 7C 2D", "3S"},
			m: ask(0, 1, cards.Seven), want: "wrong-move-kind: the common rules ask for a card, not a rank"},
		{name: "own card", rules: noBluff, hands: []string{"7S KD", "7H 2D"},
			m: card(0, 1, "7S"), want: "own-card: seat 0 holds 7S; the common rules allow no bluff"},
		{name: "not a book", rules: engine.Duel(), hands: []string{"7S 7H 7D KD", "7C 2D"},
			m: engine.Move{Kind: engine.MoveClaim, By: 0, Rank: cards.King}, want: "not-a-book: seat 0 does not hold all four kings"},
		{name: "dead ask", rules: engine.House(), hands: []string{"KS 5D", "2S 2H KD", "5S KH 2D", "KC 5H 5C 2C"}, books: dry,
			before: []engine.Move{ask(0, 1, cards.Five), ask(1, 0, cards.Two), ask(2, 1, cards.Five), ask(3, 1, cards.Five)},
			m:      ask(0, 1, cards.Five), want: "dead-ask: seat 1 already said no fives to seat 0, and no card has moved since; the pond is empty"},
		{name: "game over", rules: engine.House(), hands: []string{"7S 7H", "7D 7C"}, books: []string{"A 2 3 4 5 6 8 9 10 J Q K"},
			before: []engine.Move{ask(0, 1, cards.Seven)},
			m:      ask(1, 0, cards.Seven), want: "game-over: the game is over"},
	} {
		g := newGame(t, c.rules, c.hands, c.books, c.books != nil)
		for _, m := range c.before {
			if _, err := g.Play(m); err != nil {
				t.Fatalf("%s: %+v: %v", c.name, m, err)
			}
		}
		_, err := g.Play(c.m)
		if err == nil {
			t.Errorf("%s: %+v was played, want it refused", c.name, c.m)
		} else if got := (Teller{}).Err(err); got != c.want {
			t.Errorf("%s: %v told as\n %q\nwant %q", c.name, err, got, c.want)
		}
	}
}

// TestErrTellsARefusalAndPassesOtherErrors: Err tells a refusal in words
// and leaves any other error as it says itself.
func TestErrTellsARefusalAndPassesOtherErrors(t *testing.T) {
	me := &engine.MoveError{Kind: engine.ErrGameOver, Move: ask(0, 1, cards.Seven), Players: 2}
	if got, want := (Teller{}).Err(me), "game-over: the game is over"; got != want {
		t.Errorf("Err(refusal) = %q, want %q", got, want)
	}
	other := errors.New("bad setup: x")
	if got := (Teller{}).Err(other); got != "bad setup: x" {
		t.Errorf("Err(other) = %q", got)
	}
}
