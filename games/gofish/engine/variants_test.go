package engine

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// specific is the common rules with asking for a card and bluffs.
func specific() Rules {
	r, err := Common().With("ask-card", "bluff")
	if err != nil {
		panic(err)
	}
	return r
}

func with(r Rules, f func(*Rules)) Rules {
	f(&r)
	return r
}

func TestVariantRules(t *testing.T) {
	for _, r := range []Rules{Duel(), WholePack(), Common(), specific()} {
		if err := r.Check(); err != nil {
			t.Errorf("%s: %v", r.Name, err)
		}
	}
}

func TestVariantMechanics(t *testing.T) {
	house := House()
	runCases(t, []playCase{
		{name: "give one: one card of the rank, the lowest suit",
			table: table{rules: with(house, func(r *Rules) { r.Give = GiveOne }), hands: []string{"7S KD", "7H 7C 2D"}},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H", next: 0}, {m: ask(0, 1, cards.Seven), gets: "7C", next: 0}}},
		{name: "after a miss the asked player takes the turn",
			table: table{rules: with(house, func(r *Rules) { r.AfterMiss = MissAsked }), hands: []string{"7S KD", "2D", "3C"}, pond: "9D"},
			steps: []step{{m: ask(0, 2, cards.King), draw: "9D", next: 2}}},
		{name: "no wish: drawing the rank asked for ends the turn",
			table: table{rules: with(house, func(r *Rules) { r.Wish = false }), hands: []string{"7S KD", "2D"}, pond: "KS"},
			steps: []step{{m: ask(0, 1, cards.King), draw: "KS", next: 1}}},
		{name: "lucky draw: a draw that completes a book goes again",
			table: table{rules: with(house, func(r *Rules) { r.LuckyDraw = true }), hands: []string{"7S 7H 7D KD", "2D"}, pond: "7C"},
			steps: []step{{m: ask(0, 1, cards.King), draw: "7C", books: "7", next: 0}},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvDraw, Why: WhyLucky, Seat: 0, Rank: cards.Seven})
			}},
	})
}

func TestVariantBooksAndRunningOut(t *testing.T) {
	house := House()
	runCases(t, []playCase{
		{name: "a book completed by a draw waits until its holder's next turn",
			table: table{rules: with(house, func(r *Rules) { r.Books = BookNextTurn }), hands: []string{"7S 7H 7D KD", "2D 2S"}, pond: "7C 3S"},
			steps: []step{
				{m: ask(0, 1, cards.King), draw: "7C", next: 1},
				{m: ask(1, 0, cards.Two), draw: "3S", books: "7", next: 0},
			},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvBook, Why: WhyWaited, Seat: 0, Rank: cards.Seven})
			}},
		{name: "claimed books: laid only by a claim, which keeps the turn",
			table: table{rules: Duel(), hands: []string{"7S 7H 7D KD", "7C 2D"}},
			steps: []step{
				{m: Move{Kind: MoveClaim, By: 0, Rank: cards.King}, err: ErrNotABook},
				{m: ask(0, 1, cards.Seven), gets: "7C", next: 0},
				{m: Move{Kind: MoveClaim, By: 0, Rank: cards.Seven}, books: "7", next: 0},
			}},
		{name: "an empty hand draws one card and play passes",
			table: table{rules: Duel(), hands: []string{"7S", "7H 7D 7C 2D"}, turn: 1},
			steps: []step{
				{m: ask(1, 0, cards.Seven), gets: "7S", next: 1},
				{m: ask(1, 0, cards.Two), err: ErrEmptyHand},
				// Seat 1 then has nobody to ask, and seat 0 draws one card.
				{m: Move{Kind: MoveClaim, By: 1, Rank: cards.Seven}, books: "7", next: 1},
			},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvSkip, Why: WhyNobodyToAsk, Seat: 1})
				wantEvent(t, g, Event{Kind: EvDrawOne, Seat: 0, Count: 1})
				if g.HandSet(0).Len() != 1 {
					t.Errorf("hand %s", g.HandSet(0))
				}
			}},
	})
}

func TestVariantEnds(t *testing.T) {
	house := House()
	runCases(t, []playCase{
		{name: "the game ends when the stock runs out",
			table: table{rules: Common(), hands: []string{"7S 7H 7D KD KS KH", "2D 2H 2C 7C", "3S 3H 3D 3C KC"},
				books: allBut(3, cards.Seven, cards.King, cards.Two, cards.Three), pond: "2S", full: true},
			steps: []step{{m: ask(0, 1, cards.King), draw: "2S", over: true}},
			after: func(t *testing.T, g *Game) {
				if !slices.Equal(g.Winners(), []cards.Seat{2}) {
					t.Errorf("winners %v", g.Winners())
				}
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyStockOut, Winners: 4, Count: 4})
			}},
		{name: "the player who goes out wins",
			table: table{rules: WholePack(), hands: []string{"7S 7H 7D", "7C 2D", "2S 2H 2C", "KS"}, pond: "5S 5H"},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7C", books: "7", over: true}},
			after: func(t *testing.T, g *Game) {
				if !slices.Equal(g.Winners(), []cards.Seat{0}) {
					t.Errorf("winners %v", g.Winners())
				}
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyBookedOut, Winners: 1, Count: 1})
			}},
		{name: "out of cards: out of the game",
			table: table{rules: with(house, func(r *Rules) { r.EmptyHand = EmptyOut }), hands: []string{"7S", "7H 7D 7C 2D", "2S"}},
			steps: []step{
				{m: ask(0, 1, cards.Seven), gets: "7H 7D 7C", books: "7", next: 1},
				{m: ask(1, 0, cards.Two), err: ErrEmptyHand},
				{m: ask(1, 2, cards.Two), gets: "2S", next: 1, over: true},
			},
			after: func(t *testing.T, g *Game) {
				// Seat 1 is left alone with its cards: nobody can play.
				wantEvent(t, g, Event{Kind: EvOut, Seat: 0})
				wantEvent(t, g, Event{Kind: EvOut, Seat: 2})
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyStuck, Winners: 1, Count: 1})
			}},
		{name: "play on: with the pond empty a miss hands the turn to the asked player",
			table: table{rules: with(house, func(r *Rules) { r.PlayOn = true }), hands: []string{"7S 2S", "7H 2H", "7D 7C 2D 2C"},
				books: allBut(3, cards.Seven, cards.Two), full: true},
			steps: []step{
				{m: ask(0, 1, cards.Seven), gets: "7H", next: 0},
				{m: ask(0, 1, cards.Seven), draw: "-", next: 1},
			},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvAsk, Why: WhyNoneHeld, Seat: 0, Other: 1, Rank: cards.Seven})
			}},
	})
}

func TestAskForCard(t *testing.T) {
	card := func(by, of cards.Seat, c string) Move {
		cs := cardList(t, c)
		return Move{Kind: MoveAskCard, By: by, Of: of, Card: cs[0]}
	}
	noBluff := with(specific(), func(r *Rules) { r.Bluff = false })
	runCases(t, []playCase{
		{name: "a card ask gets that card only",
			table: table{rules: specific(), hands: []string{"7S KD", "7H 7C 2D", "3S"}, pond: "9D"},
			steps: []step{
				{m: ask(0, 1, cards.Seven), err: ErrWrongMoveKind},
				{m: card(0, 1, "7C"), gets: "7C", next: 0},
				{m: card(0, 1, "7D"), draw: "9D", next: 1},
			}},
		{name: "a wish is the very card asked for",
			table: table{rules: specific(), hands: []string{"7S KD", "7H 2D"}, pond: "7C"},
			steps: []step{{m: card(0, 1, "7C"), draw: "7C", wish: true, next: 0}}},
		{name: "a bluff fishes and ends the turn",
			table: table{rules: specific(), hands: []string{"7S KD", "7H 2D"}, pond: "9C"},
			steps: []step{{m: card(0, 1, "7S"), draw: "9C", next: 1}}},
		{name: "without bluffs a card you hold may not be asked for",
			table: table{rules: noBluff, hands: []string{"7S KD", "7H 2D"}},
			steps: []step{
				{m: card(0, 1, "7S"), err: ErrOwnCard},
				{m: card(0, 1, "2D"), err: ErrNotHoldingRank},
			}},
	})
	g := table{rules: specific(), hands: []string{"7S KD", "7H 2D"}}.start(t)
	var got []cards.Card
	for _, a := range g.Asks(nil) {
		got = append(got, a.Card)
	}
	if want := cardList(t, "7S 7H 7D 7C KS KH KD KC"); !slices.Equal(got, want) {
		t.Errorf("asks for cards %v, want %v", got, want)
	}
}

func TestDealExtraPlayer(t *testing.T) {
	for _, c := range []struct{ players, each, pond int }{{3, 13, 13}, {4, 10, 12}, {5, 8, 12}} {
		g, err := Deal(WholePack(), cards.Pack52, c.players, 1)
		if err != nil {
			t.Fatal(err)
		}
		for s := range cards.Seat(c.players) {
			if n := g.HandSet(s).Len() + 4*g.BookSet(s).Len(); n != c.each {
				t.Errorf("%d players: seat %d dealt %d, want %d", c.players, s, n, c.each)
			}
		}
		if g.PondSize() != c.pond {
			t.Errorf("%d players: pond %d, want %d", c.players, g.PondSize(), c.pond)
		}
	}
}

func TestFirstRandom(t *testing.T) {
	seen := map[cards.Seat]bool{}
	for seed := range uint64(200) {
		g, err := Deal(Common(), cards.Pack52, 4, seed)
		if err != nil {
			t.Fatal(err)
		}
		seen[g.Record()[4].Seat] = true
	}
	if len(seen) != 4 {
		t.Errorf("first players %v, want all four seats", seen)
	}
}
