package tell

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// cardList parses space-separated card tokens ("7S 10H").
func cardList(t testing.TB, s string) []cards.Card {
	t.Helper()
	var cs []cards.Card
	for _, tok := range strings.Fields(s) {
		c, err := cards.ParseCard(tok)
		if err != nil {
			t.Fatal(err)
		}
		cs = append(cs, c)
	}
	return cs
}

// ask is by's ask of of for rank r.
func ask(by, of cards.Seat, r cards.Rank) engine.Move {
	return engine.Move{Kind: engine.MoveAsk, By: by, Of: of, Rank: r}
}

// newGame starts a game of r with the full pack: the hands and books
// (ranks, "7 K") by seat, seat 0 to move; the rest of the pack lies in
// the pond in pack order, or, with full, the hands and books hold every
// card and the pond is empty.
func newGame(t *testing.T, r engine.Rules, hands, books []string, full bool) *engine.Game {
	t.Helper()
	s := engine.Setup{Rules: r, Pack: cards.Pack52}
	var placed cards.Cards
	for _, h := range hands {
		hand := cardList(t, h)
		s.Hands = append(s.Hands, hand)
		placed |= cards.CardsOf(hand...)
	}
	for _, b := range books {
		var rs []cards.Rank
		for _, tok := range strings.Fields(b) {
			rk, err := cards.ParseRank(tok)
			if err != nil {
				t.Fatal(err)
			}
			rs = append(rs, rk)
		}
		s.Books = append(s.Books, rs)
		placed |= cards.RanksOf(rs...).Cards()
	}
	if !full {
		for _, c := range cards.PackOrder(s.Pack, nil) {
			if !placed.Has(c) {
				s.Pond = append(s.Pond, c)
			}
		}
	}
	g, err := engine.NewGame(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
