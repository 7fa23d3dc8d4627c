package bot

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// TestRandomDrawsAsIntnTwice checks that the random bot's ask, with no
// dead ask, is the seat and rank two intn calls give (the seats it may
// ask, then the ranks it holds), and leaves its source where they leave
// it, from either half of a PCG output, over the first views of many
// deals. (The one-step path's fallback, a draw that may be rejected, comes
// about once in 2³²/13 asks: it is two intn calls on the source as it was,
// and intn's own slow path is tested below with counts near 2³².)
func TestRandomDrawsAsIntnTwice(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := range uint64(300) {
			g, err := engine.Deal(engine.House(), cards.Pack52, players, seed)
			if err != nil {
				t.Fatal(err)
			}
			v := g.View(g.Turn())
			for _, odd := range []bool{false, true} {
				b, want := NewRandom(seed), newSource(seed)
				if odd {
					b.src.next32()
					want.next32()
				}
				m := b.Choose(&v)
				targets, ranks := v.Targets(), v.Hand().Ranks()
				o := targets.Nth(want.intn(targets.Len()))
				r := ranks.Nth(want.intn(ranks.Len()))
				if m.Of != o || m.Rank != r || b.src != want {
					t.Fatalf("%d players, seed %d, odd %v: asked seat %d for %v, intn twice gives seat %d, %v (sources equal: %v)",
						players, seed, odd, m.Of, m.Rank, o, r, b.src == want)
				}
			}
		}
	}
}

// TestIntnIsUniformBelowN checks intn's bounds for counts small and near
// 2³² (where its slow path, a rejected draw, is common) and that every
// value of a small count comes up.
func TestIntnIsUniformBelowN(t *testing.T) {
	src := newSource(7)
	for _, n := range []int{1, 2, 3, 13, 1<<31 + 1, 3 << 30, 1<<32 - 1} {
		seen := map[int]int{}
		for range 3000 {
			k := src.intn(n)
			if k < 0 || k >= n {
				t.Fatalf("intn(%d) = %d", n, k)
			}
			seen[k]++
		}
		if n <= 13 && len(seen) != n {
			t.Errorf("intn(%d) gave %d distinct values in 3000 draws", n, len(seen))
		}
	}
}
