package engine_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// parse parses space-separated card tokens.
func parse(s string) []cards.Card {
	var cs []cards.Card
	for _, tok := range strings.Fields(s) {
		c, _ := cards.ParseCard(tok)
		cs = append(cs, c)
	}
	return cs
}

// A game set up by hand, played move by move: each event and refusal
// printed as the engine writes it, terse; games/gofish/tell tells them in
// words.
func ExampleNewGame() {
	setup := engine.Setup{
		Rules: engine.House(),
		Pack:  cards.Pack52,
		Hands: [][]cards.Card{parse("7S 7H KD"), parse("7C 2H 9D"), parse("QS QH")},
		Pond:  parse("7D 3C"),
		Turn:  0,
	}
	// The rest of the pack lies below 7D 3C.
	placed := cards.CardsOf(setup.Pond...)
	for _, h := range setup.Hands {
		placed |= cards.CardsOf(h...)
	}
	for _, c := range cards.PackOrder(cards.Pack52, nil) {
		if !placed.Has(c) {
			setup.Pond = append(setup.Pond, c)
		}
	}
	g, err := engine.NewGame(setup)
	if err != nil {
		fmt.Println(err)
		return
	}
	seen := len(g.Record())
	for _, m := range []engine.Move{
		{Kind: engine.MoveAsk, By: 0, Of: 1, Rank: cards.Seven},
		{Kind: engine.MoveAsk, By: 0, Of: 2, Rank: cards.King},
		{Kind: engine.MoveAsk, By: 1, Of: 2, Rank: cards.Five},
	} {
		out, err := g.Play(m)
		if err != nil {
			fmt.Println(err)
			continue
		}
		for _, e := range g.Record()[seen:] {
			fmt.Println(e)
		}
		seen = len(g.Record())
		fmt.Printf("  (next: seat %d, books: %v)\n", out.Next, out.Books)
	}
	fmt.Println(g.Hand(0), g.Books(0), g.PondSize())
	// Output:
	// ask: seat 0, other 1, rank 7, cards 7C, pond 44
	//   (next: seat 0, books: [])
	// ask go-fish: seat 0, other 2, rank K, pond 44
	// draw hidden: seat 0, pond 43
	// book: seat 0, rank 7, pond 43
	//   (next: seat 1, books: [7])
	// not-holding-rank: ask by seat 1 of seat 2 for rank 5
	// [KD] [7] 43
}

// A seeded deal, and every ask the first player may make.
func ExampleDeal() {
	g, err := engine.Deal(engine.House(), cards.Pack32, 2, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(g.Hand(0)), len(g.Hand(1)), g.PondSize(), g.Turn())
	for _, a := range g.Asks(nil) {
		fmt.Printf("seat %d for %s (dead: %v)\n", a.Of, a.Rank.Plural(), a.Dead)
	}
	// Output:
	// 7 7 18 0
	// seat 1 for aces (dead: false)
	// seat 1 for 7s (dead: false)
	// seat 1 for 9s (dead: false)
	// seat 1 for 10s (dead: false)
	// seat 1 for kings (dead: false)
}

// An illegal move is an error of a kind that errors.Is knows.
func ExampleMoveError() {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 3, 1)
	_, err := g.Play(engine.Move{Kind: engine.MoveAsk, By: 2, Of: 0, Rank: cards.Ace})
	fmt.Println(errors.Is(err, engine.ErrNotYourTurn), err)
	// Output:
	// true not-your-turn: ask by seat 2 of seat 0 for rank A
}

// What one seat knows: its own hand, the counts, and the public record.
func ExampleGame_View() {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 3, 7)
	v := g.View(1)
	fmt.Println(v.Hand(), "|", v.HandSize(0), v.HandSize(2), v.PondSize())
	for _, e := range v.Record() {
		fmt.Println(e)
	}
	// Output:
	// AD 2C 4S 4H JH | 5 5 37
	// deal: seat 0, count 5, pond 37
	// deal: seat 1, count 5, pond 37
	// deal: seat 2, count 5, pond 37
	// start: seat 0, pond 37
}

func ExampleParseCard() {
	for _, tok := range []string{"7S", "10H", "kd", "1H"} {
		c, err := cards.ParseCard(tok)
		fmt.Println(c, err)
	}
	// Output:
	// 7S <nil>
	// 10H <nil>
	// KD <nil>
	// card(0) bad card "1H": bad rank "1": want A, 2 to 10, J, Q or K
}
