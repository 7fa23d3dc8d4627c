package tell_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
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

// A game set up by hand, played move by move, told with seat names.
func ExampleTeller() {
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
	t := tell.Teller{Names: []string{"Ana", "Ben", "Cy"}}
	seen := len(g.Record())
	for _, m := range []engine.Move{
		{Kind: engine.MoveAsk, By: 0, Of: 1, Rank: cards.Seven},
		{Kind: engine.MoveAsk, By: 0, Of: 2, Rank: cards.King},
		{Kind: engine.MoveAsk, By: 1, Of: 2, Rank: cards.Five},
	} {
		out, err := g.Play(m)
		if err != nil {
			var me *engine.MoveError
			errors.As(err, &me)
			fmt.Println(t.Refusal(me))
			continue
		}
		for _, e := range g.Record()[seen:] {
			fmt.Println(t.Tell(e))
		}
		seen = len(g.Record())
		fmt.Printf("  (next: %s, books: %v)\n", t.Name(out.Next), out.Books)
	}
	fmt.Println(g.Hand(0), g.Books(0), g.PondSize())
	// Output:
	// Ana asks Ben for 7s: Ben hands over 7C
	//   (next: Ana, books: [])
	// Ana asks Cy for kings: Cy says go fish
	// Ana goes fishing (draws a card)
	// Ana lays a book of 7s
	//   (next: Ben, books: [7])
	// not-holding-rank: Ben holds no fives, so cannot ask for fives
	// [KD] [7] 43
}

// A seeded deal told with the seats unnamed.
func ExampleTeller_Tell() {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 3, 7)
	for _, e := range g.Record() {
		fmt.Println(tell.Teller{}.Tell(e))
	}
	// Output:
	// seat 0 is dealt 5 cards
	// seat 1 is dealt 5 cards
	// seat 2 is dealt 5 cards
	// the pond holds 37 cards; seat 0 plays first
}

// A refused move, told in words.
func ExampleTeller_Err() {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 3, 1)
	_, err := g.Play(engine.Move{Kind: engine.MoveAsk, By: 2, Of: 0, Rank: cards.Ace})
	fmt.Println(tell.Teller{}.Err(err))
	// Output:
	// not-your-turn: it is seat 0's turn, not seat 2's
}
