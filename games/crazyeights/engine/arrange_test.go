package engine

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

func mustCard(t *testing.T, s string) cards.Card {
	t.Helper()
	c, err := cards.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestArrangePlacesEveryCardOnce(t *testing.T) {
	c := func(s string) cards.Card { return mustCard(t, s) }
	p := Position{Rules: CrazyEights(), Pack: cards.Pack52, Seed: 1,
		Hands: []cards.Cards{cards.Cards(0).Add(c("8S")).Add(c("KD")), cards.Cards(0).Add(c("4C"))},
		Top:   c("5H"), Stock: []cards.Card{c("9C"), c("2D")}, Turn: 1}
	g, err := Arrange(p)
	if err != nil {
		t.Fatal(err)
	}
	stock := g.Stock()
	if len(stock) != 52-4 || stock[0] != c("9C") || stock[1] != c("2D") {
		t.Fatalf("stock %v: want 48 cards, 9C and 2D on top", stock[:3])
	}
	all := g.HandSet(0) | g.HandSet(1) | cards.Cards(0).Add(g.Top())
	for _, x := range stock {
		if all.Has(x) {
			t.Fatalf("%s placed twice", x)
		}
		all = all.Add(x)
	}
	if all.Len() != 52 || g.Turn() != 1 || g.Follow() != cards.Hearts {
		t.Fatalf("%d cards, turn %d, follow %s", all.Len(), g.Turn(), g.Follow())
	}
	var kinds []string
	for _, e := range g.Record() {
		kinds = append(kinds, e.String())
	}
	rec := strings.Join(kinds, "; ")
	for _, want := range []string{"hand: seat 1, count 1", "deal: seat 0, count 2", "deal: seat 1, count 1", "turn-up: seat 0, card 5H"} {
		if !strings.Contains(rec, want) {
			t.Errorf("record %q lacks %q", rec, want)
		}
	}
	p.Stock = []cards.Card{c("8S")}
	if _, err := Arrange(p); err == nil || !strings.Contains(err.Error(), "8S is placed twice") {
		t.Errorf("8S in a hand and the stock: %v", err)
	}
	p.Stock, p.Pack = nil, cards.Pack32
	if _, err := Arrange(p); err == nil {
		t.Error("a 32-card pack under rules played with 52 cards was arranged")
	}
}
