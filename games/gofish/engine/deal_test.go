package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// TestDealIsTheDocumentedShuffle deals as Deal's documentation says, with
// math/rand/v2 itself, and compares.
func TestDealIsTheDocumentedShuffle(t *testing.T) {
	for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
		for n := 2; n <= 4; n++ {
			for seed := range uint64(50) {
				g, err := Deal(House(), p, n, seed)
				if err != nil {
					t.Fatal(err)
				}
				deck := cards.PackOrder(p, nil)
				rand.New(rand.NewPCG(seed, 0x72756c6563617264)).Shuffle(len(deck), func(i, j int) {
					deck[i], deck[j] = deck[j], deck[i]
				})
				k := House().HandSize(p, n)
				var hands [MaxPlayers]cards.Cards
				for i, c := range deck[:k*n] {
					hands[i%n] = hands[i%n].Add(c)
				}
				for s := range n {
					// Books from the deal leave the hand; count them back.
					if got := g.hands[s] | g.books[s].Cards(); got != hands[s] {
						t.Fatalf("%s cards, %d players, seed %d: seat %d dealt %s, want %s", p, n, seed, s, got, hands[s])
					}
				}
				if pond := g.Pond(); len(pond) != len(deck)-k*n || pond[0] != deck[k*n] {
					t.Fatalf("pond %v, want %v", pond, deck[k*n:])
				}
			}
		}
	}
}

func TestDealSizes(t *testing.T) {
	for _, c := range []struct {
		p             cards.Pack
		n, each, pond int
	}{{cards.Pack52, 2, 7, 38}, {cards.Pack52, 3, 5, 37}, {cards.Pack52, 4, 5, 32}, {cards.Pack32, 2, 7, 18}, {cards.Pack32, 4, 5, 12}} {
		g, err := Deal(House(), c.p, c.n, 7)
		if err != nil {
			t.Fatal(err)
		}
		for s := range cards.Seat(c.n) {
			if got := g.HandSet(s).Len() + 4*g.BookSet(s).Len(); got != c.each {
				t.Errorf("%s cards, %d players: seat %d has %d", c.p, c.n, s, got)
			}
		}
		if g.PondSize() != c.pond || g.Turn() != 0 {
			t.Errorf("%s cards, %d players: pond %d, turn %d", c.p, c.n, g.PondSize(), g.Turn())
		}
	}
}

func TestDealRefusesWhatTheRulesDoNot(t *testing.T) {
	for _, c := range []struct {
		p cards.Pack
		n int
	}{{cards.Pack52, 1}, {cards.Pack52, 5}, {cards.Pack(40), 2}, {cards.Pack52, 99}} {
		if g, err := Deal(House(), c.p, c.n, 1); err == nil || g != nil {
			t.Errorf("Deal(%d cards, %d players) = %v, %v", c.p, c.n, g, err)
		}
	}
	if _, err := Deal(with(House(), func(r *Rules) { r.Packs = WithPack52 }), cards.Pack32, 2, 1); err == nil {
		t.Error("a pack the rules do not use was dealt")
	}
}

func TestRedealAllocatesNothing(t *testing.T) {
	g, err := Deal(House(), cards.Pack52, 4, 1)
	if err != nil {
		t.Fatal(err)
	}
	seed := uint64(0)
	allocs := testing.AllocsPerRun(1000, func() {
		seed++
		g.Redeal(seed)
		for !g.Over() {
			var a [64]Ask
			asks := g.Asks(a[:0])
			for _, x := range asks {
				if !x.Dead {
					m := x.Move(g.Turn())
					if err := g.Do(&m); err != nil {
						panic(err)
					}
					break
				}
			}
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations a game", allocs)
	}
}

func TestRedealIsDeterministic(t *testing.T) {
	a, _ := Deal(House(), cards.Pack52, 3, 42)
	b, _ := Deal(House(), cards.Pack52, 3, 43)
	b.Redeal(42)
	if snapshot(a) != snapshot(b) {
		t.Error("the same seed dealt differently")
	}
}
