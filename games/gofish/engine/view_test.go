package engine

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
)

func TestViewShowsOwnHandAndPublicCounts(t *testing.T) {
	g := table{hands: []string{"7S KD", "7H 7C 2D", "3S"}, books: []string{"", "", "A"}}.start(t)
	for s := range cards.Seat(3) {
		v := g.View(s)
		if v.Seat() != s || v.Hand() != g.HandSet(s) || v.Players() != 3 || v.Turn() != 0 || v.Over() {
			t.Errorf("seat %d: view %+v", s, v)
		}
		for o := range cards.Seat(3) {
			if v.HandSize(o) != g.HandSet(o).Len() || v.Books(o) != g.BookSet(o) {
				t.Errorf("seat %d sees seat %d with %d cards, %s", s, o, v.HandSize(o), v.Books(o))
			}
		}
		if v.PondSize() != g.PondSize() || v.Booked() != cards.RanksOf(cards.Ace) || v.Pack() != cards.Pack52 || v.Rules() != House() {
			t.Errorf("seat %d: counts", s)
		}
		if v.Targets().Has(s) || v.Targets().Len() != 2 {
			t.Errorf("seat %d: targets %v", s, v.Targets().Append(nil))
		}
	}
	if v := g.View(3); v.Hand() != 0 || v.Asks(nil) != nil {
		t.Error("a seat not at the table has a hand")
	}
}

func TestViewSharesTheRecordWithoutChanging(t *testing.T) {
	g := table{hands: []string{"7S KD", "7H 7C 2D", "3S"}}.start(t)
	v := g.View(1)
	n := len(v.Record())
	if &v.Record()[0] != &g.Record()[0] {
		t.Error("the view copied the record")
	}
	if _, err := g.Play(ask(0, 1, cards.Seven)); err != nil {
		t.Fatal(err)
	}
	if len(v.Record()) != n || v.Hand() != cards.CardsOf(cardList(t, "7H 7C 2D")...) {
		t.Error("a view taken before a move changed with it")
	}
	if rec := v.Record(); cap(rec) != len(rec) {
		t.Error("a view's record may be appended to in place")
	}
}

func TestViewDeadAsksOnlyWithAnEmptyPond(t *testing.T) {
	tb := table{hands: []string{"KS 5D", "2S 2H KD", "5S KH 2D", "KC 5H 5C 2C"}, books: allBut(4, cards.Two, cards.Five, cards.King), full: true}
	g := tb.start(t)
	if _, err := g.Play(ask(0, 1, cards.Five)); err != nil {
		t.Fatal(err)
	}
	v := g.View(0)
	if !v.AnyDead() || v.Dead(1) != cards.RanksOf(cards.Five) || v.Dead(2) != 0 || v.Dead(9) != 0 {
		t.Errorf("dead asks %s %s", v.Dead(1), v.Dead(2))
	}
	if w := g.View(1); w.AnyDead() {
		t.Error("seat 1 has dead asks it never made")
	}
}
