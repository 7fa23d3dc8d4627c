package cards

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// naive versions of the bit tricks, to check them against.
func naiveRanks(s Cards, need int) Ranks {
	var rs Ranks
	for r := Ace; r <= King; r++ {
		n := 0
		for u := Spades; u <= Clubs; u++ {
			if s.Has(NewCard(r, u)) {
				n++
			}
		}
		if n >= need {
			rs = rs.Add(r)
		}
	}
	return rs
}

func TestCardSets(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	all := PackCards(Pack52)
	for range 20000 {
		s := Cards(rnd.Uint64()) & all
		if got := s.Ranks(); got != naiveRanks(s, 1) {
			t.Fatalf("%s: ranks %s", s, got)
		}
		if got := s.Fours(); got != naiveRanks(s, 4) {
			t.Fatalf("%s: fours %s", s, got)
		}
		var list []Card
		list = s.Append(list)
		if len(list) != s.Len() || CardsOf(list...) != s || !slices.IsSorted(list) {
			t.Fatalf("%s: append %v", s, list)
		}
		r := Rank(1 + rnd.IntN(13))
		if s.Count(r) != s.OfRank(r).Len() {
			t.Fatalf("%s: count of %s", s, r)
		}
	}
}

func TestRankSets(t *testing.T) {
	for x := 0; x < 1<<14; x += 2 {
		s := Ranks(x)
		rs := s.Append(nil)
		for k := -1; k <= len(rs); k++ {
			want := Rank(0)
			if k >= 0 && k < len(rs) {
				want = rs[k]
			}
			if got := s.Nth(k); got != want {
				t.Fatalf("%s: Nth(%d) = %v, want %v", s, k, got, want)
			}
		}
		var c Cards
		for _, r := range rs {
			c |= RankCards(r)
		}
		if s.Cards() != c || c.Ranks() != s {
			t.Fatalf("%s: cards %s", s, s.Cards())
		}
	}
	if got := RanksOf(Ace, Seven, King).String(); got != "A 7 K" {
		t.Errorf("ranks print as %q", got)
	}
}

func TestSeatSets(t *testing.T) {
	var s Seats
	s = s.Add(1).Add(3).Add(6)
	if !slices.Equal(s.Append(nil), []Seat{1, 3, 6}) || s.Len() != 3 || !s.Has(3) || s.Has(2) || s.Has(-1) {
		t.Errorf("seats %v", s.Append(nil))
	}
	if s.Nth(0) != 1 || s.Nth(2) != 6 || s.Nth(3) != -1 || s.Nth(-1) != -1 {
		t.Errorf("nth %d %d %d", s.Nth(0), s.Nth(2), s.Nth(3))
	}
}

func TestPacks(t *testing.T) {
	for _, c := range []struct {
		p     Pack
		first string
	}{{Pack52, "AS 2S 3S"}, {Pack32, "AS 7S 8S"}} {
		order := PackOrder(c.p, nil)
		if len(order) != c.p.Size() || CardsOf(order...) != PackCards(c.p) || PackCards(c.p).Len() != c.p.Size() {
			t.Errorf("%s: %d cards in order", c.p, len(order))
		}
		if !slices.Equal(order[:3], parseCards(t, c.first)) || order[len(order)-1] != NewCard(King, Clubs) {
			t.Errorf("%s: order %v", c.p, order)
		}
	}
}

// TestNthBitIsEveryBitInOrder holds the written-out table to the bits of
// each byte: the k-th lowest set bit, then 8 for every k past the last.
func TestNthBitIsEveryBitInOrder(t *testing.T) {
	for b := range 256 {
		k := 0
		for i := range 8 {
			if b&(1<<i) != 0 {
				if nthBit[b][k] != uint8(i) {
					t.Fatalf("nthBit[%d][%d] = %d, want %d", b, k, nthBit[b][k], i)
				}
				k++
			}
		}
		for ; k < 8; k++ {
			if nthBit[b][k] != 8 {
				t.Fatalf("nthBit[%d][%d] = %d, want 8 (no such bit)", b, k, nthBit[b][k])
			}
		}
	}
}
