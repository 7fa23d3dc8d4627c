package bot

import (
	"testing"

	"github.com/rulecard/rulecard/engine"
)

// TestPickDrawsAsIntnTwice checks that pick gives the seat and rank that
// two intn calls give and leaves the source where they leave it, from
// either half of a PCG output, for sets small and large. (Pick's slow
// path, a draw that may be rejected, comes about once in 2³²/13 picks:
// it is two intn calls on the source as it was, and intn's own slow path
// is tested below with counts near 2³², where it is common.)
func TestPickDrawsAsIntnTwice(t *testing.T) {
	seatSets := []engine.Seats{0b10, 0b1101, 0b11111111}
	rankSets := []engine.Ranks{1 << engine.Ace, 0b10101010101010, 0b11111111111110}
	for seed := range uint64(500) {
		for _, ts := range seatSets {
			for _, rs := range rankSets {
				for _, odd := range []bool{false, true} {
					a, b := newSource(seed), newSource(seed)
					if odd {
						a.next32()
						b.next32()
					}
					o, r := a.pick(ts, rs)
					wo, wr := ts.Nth(b.intn(ts.Len())), rs.Nth(b.intn(rs.Len()))
					if o != wo || r != wr || a != b {
						t.Fatalf("seed %d, seats %b, ranks %b, odd %v: pick = %d %v, intn twice = %d %v (sources equal: %v)",
							seed, ts, rs, odd, o, r, wo, wr, a == b)
					}
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
