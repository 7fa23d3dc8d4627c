package engine

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// cards parses space-separated card tokens ("7S 10H").
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

// ranks parses space-separated rank tokens ("7 K").
func ranks(t testing.TB, s string) []cards.Rank {
	t.Helper()
	var rs []cards.Rank
	for _, tok := range strings.Fields(s) {
		r, err := cards.ParseRank(tok)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	return rs
}

// table is a hand-built position: hands and books by seat, the top of the
// pond (the rest of the pack lies below it in pack order, as in scenario
// files, unless full is set).
type table struct {
	rules Rules
	pack  cards.Pack
	hands []string
	books []string
	pond  string
	full  bool
	turn  cards.Seat
}

// setup turns a table into a Setup.
func (tb table) setup(t testing.TB) Setup {
	t.Helper()
	s := Setup{Rules: tb.rules, Pack: tb.pack, Turn: tb.turn}
	if s.Rules.Name == "" {
		s.Rules = House()
	}
	if s.Pack == 0 {
		s.Pack = cards.Pack52
	}
	var placed cards.Cards
	for _, h := range tb.hands {
		hand := cardList(t, h)
		s.Hands = append(s.Hands, hand)
		placed |= cards.CardsOf(hand...)
	}
	for _, b := range tb.books {
		rs := ranks(t, b)
		s.Books = append(s.Books, rs)
		placed |= cards.RanksOf(rs...).Cards()
	}
	s.Pond = cardList(t, tb.pond)
	placed |= cards.CardsOf(s.Pond...)
	if !tb.full {
		for _, c := range cards.PackOrder(s.Pack, nil) {
			if !placed.Has(c) {
				s.Pond = append(s.Pond, c)
			}
		}
	}
	return s
}

// start starts a game from the table, failing the test on error.
func (tb table) start(t testing.TB) *Game {
	t.Helper()
	g, err := NewGame(tb.setup(t))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// allBut returns every rank of the full pack but the given ones, split
// in turn among the given number of seats (first seat first), as book
// strings for a table.
func allBut(seats int, except ...cards.Rank) []string {
	books := make([]string, seats)
	i := 0
	for r := cards.Ace; r <= cards.King; r++ {
		if cards.RanksOf(except...).Has(r) {
			continue
		}
		books[i%seats] += r.String() + " "
		i++
	}
	return books
}
