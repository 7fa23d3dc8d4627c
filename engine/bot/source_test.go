package bot

import "testing"

// TestIntn2DrawsAsIntnTwice checks that intn2 gives the numbers two intn
// calls give and leaves the source where they leave it, from either half
// of a PCG output, for counts small and large (a count near 2³² makes the
// slow path, a possible rejection, common).
func TestIntn2DrawsAsIntnTwice(t *testing.T) {
	counts := []int{1, 2, 3, 7, 13, 52, 1<<31 + 1, 3 << 30, 1<<32 - 1}
	slow := 0
	for seed := range uint64(200) {
		for _, n1 := range counts {
			for _, n2 := range counts {
				for _, odd := range []bool{false, true} {
					a, b := newSource(seed), newSource(seed)
					if odd {
						a.next32()
						b.next32()
					}
					i, j := a.intn2(n1, n2)
					wi, wj := b.intn(n1), b.intn(n2)
					if i != wi || j != wj || a != b {
						t.Fatalf("seed %d, n %d %d, odd %v: intn2 = %d %d, intn twice = %d %d (sources equal: %v)",
							seed, n1, n2, odd, i, j, wi, wj, a == b)
					}
					if i >= n1 || j >= n2 || i < 0 || j < 0 {
						t.Fatalf("seed %d: %d %d out of [0, %d) [0, %d)", seed, i, j, n1, n2)
					}
					if n1 > 1<<31 || n2 > 1<<31 {
						slow++
					}
				}
			}
		}
	}
	if slow == 0 {
		t.Fatal("no large count tried")
	}
}
