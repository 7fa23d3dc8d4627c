package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// variants are rule sets the property tests play: both presets and each
// house rule and choice at least once.
func variants(t testing.TB) map[string]Rules {
	t.Helper()
	out := map[string]Rules{"crazy-eights": CrazyEights(), "mau-mau": MauMau()}
	sets := [][]string{
		{"draw=one"}, {"draw=three"}, {"draw-instead=no"}, {"stock-out=pass"}, {"stock-out=end"},
		{"first-wild=stands", "first-special=ignored"}, {"first-special=bury", "draw-two=twos", "skip=queens"},
		{"draw-two=twos", "stack=yes", "reverse=aces", "skip=queens"}, {"wild=jacks", "wild-on-wild=no"},
		{"announce=yes", "announce-penalty=1"}, {"scoring=target", "target=60"},
		{"draw-two=twos", "stack=no", "stock-out=pass", "draw=one", "draw-instead=no"},
		{"reverse=aces", "stock-out=end", "announce=yes", "announce-penalty=2"},
		{"packs=32", "deal.2=5", "deal.3=5", "deal.4=5", "deal.5=5", "deal.6=4", "wild=jacks"},
	}
	for _, set := range sets {
		r := CrazyEights()
		for _, kv := range set {
			var k, v string
			for i := range kv {
				if kv[i] == '=' {
					k, v = kv[:i], kv[i+1:]
				}
			}
			var err error
			if r, err = r.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
		if err := r.Check(); err != nil {
			t.Fatalf("%v: %v", set, err)
		}
		out[fmt.Sprint(set)] = r
	}
	return out
}

// packOf returns the first pack r is played with.
func packOf(r Rules) cards.Pack {
	if r.Packs.Has(cards.Pack52) {
		return cards.Pack52
	}
	return cards.Pack32
}

// playRandom plays g to its end with uniformly random legal moves drawn
// from seed, calling each before every move; it fails past limit moves.
func playRandom(t testing.TB, g *Game, seed uint64, limit int, each func(i int, legal []Move)) int {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	var buf []Move
	i := 0
	for ; !g.Over(); i++ {
		if i >= limit {
			t.Fatalf("seed %d: no end after %d moves", seed, limit)
		}
		buf = g.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: seat %d has no legal move", seed, g.Turn())
		}
		if each != nil {
			each(i, buf)
		}
		m := buf[rng.IntN(len(buf))]
		if err := g.Play(m); err != nil {
			t.Fatalf("seed %d: legal move %v refused: %v", seed, m, err)
		}
	}
	return i
}

// moveBound is the most moves a game of r may take: per hand, every turn
// up to the turn limit may hold an announcement, a draw of every card and
// a play; hands are bounded by the target (each hand adds at least a
// point to some total).
func moveBound(r Rules, players int) int {
	perHand := (r.TurnLimit + 1) * (cards.Pack52.Size() + 2)
	if r.Scoring == ScoreTarget {
		return perHand * (players*r.Target + 1)
	}
	return perHand
}
