package game

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n      int
		low, high float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{668, 1000, 0.6382, 0.6965},
		{1, 1, 0.2065, 1},
	} {
		lo, hi := Wilson(c.k, c.n, z95)
		if math.Abs(lo-c.low) > 5e-5 || math.Abs(hi-c.high) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, lo, hi, c.low, c.high)
		}
	}
	for _, n := range []int{1, 7, 20000, 1000000} { // exactly 0 and 1, no rounding error
		if lo, _ := Wilson(0, n, z95); lo != 0 {
			t.Errorf("Wilson(0, %d) low = %g, want 0", n, lo)
		}
		if _, hi := Wilson(n, n, z95); hi != 1 {
			t.Errorf("Wilson(%d, %d) high = %g, want 1", n, n, hi)
		}
	}
	if r := RateOf(3, 4); r.P != 0.75 || r.Low >= r.P || r.High <= r.P || r.Games != 4 || r.Count != 3 {
		t.Errorf("RateOf(3, 4) = %+v", r)
	}
}

func TestSpreadIsTheLeastTheQuartilesAndTheGreatest(t *testing.T) {
	for _, c := range []struct {
		lengths []int
		want    Spread
	}{
		{nil, Spread{}},
		{[]int{7}, Spread{7, 7, 7, 7, 7}},
		{[]int{1, 2, 3, 4}, Spread{1, 1, 2, 3, 4}},
		{[]int{10, 20, 30, 40, 50}, Spread{10, 20, 30, 40, 50}},
		{[]int{5, 5, 5, 5, 5, 5, 9, 100}, Spread{5, 5, 5, 5, 100}},
	} {
		var counts []int
		for _, n := range c.lengths {
			counts = CountOne(counts, n)
		}
		if got := SpreadOf(counts); got != c.want {
			t.Errorf("SpreadOf(%v) = %+v, want %+v", c.lengths, got, c.want)
		}
	}
}
