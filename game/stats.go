package game

import "math"

// Spread is how a length is spread over the games: the least, the
// quartiles and the greatest. Each quartile is the length of the game at
// its nearest rank: a quarter, a half, three quarters of the games, in
// order of length, are that long or shorter.
type Spread struct {
	Min    int `json:"min"`
	Q1     int `json:"q1"`
	Median int `json:"median"`
	Q3     int `json:"q3"`
	Max    int `json:"max"`
}

// SpreadOf returns the spread of the lengths counted in counts
// (counts[n] games of length n); the zero Spread for no games.
func SpreadOf(counts []int) Spread {
	total := 0
	for _, n := range counts {
		total += n
	}
	if total == 0 {
		return Spread{}
	}
	// at returns the length of the game of rank k (1 is the shortest).
	at := func(k int) int {
		seen := 0
		for length, n := range counts {
			if seen += n; seen >= k {
				return length
			}
		}
		return len(counts) - 1
	}
	rank := func(num int) int { return max(1, (num*total+3)/4) } // ceil(num/4 · total)
	return Spread{Min: at(1), Q1: at(rank(1)), Median: at(rank(2)), Q3: at(rank(3)), Max: at(total)}
}

// Rate is a share of games with its 95 % confidence interval.
type Rate struct {
	// Count of Games; P is Count / Games.
	Count, Games int
	P            float64
	// Low and High bound the 95 % Wilson score interval of P.
	Low, High float64
}

// RateOf returns the share count/games with its Wilson interval.
func RateOf(count, games int) Rate {
	r := Rate{Count: count, Games: games}
	if games > 0 {
		r.P = float64(count) / float64(games)
		r.Low, r.High = Wilson(count, games, z95)
	}
	return r
}

// z95 is the standard normal quantile of a two-sided 95 % interval.
const z95 = 1.959963984540054

// Wilson returns the Wilson score interval of k successes in n trials,
// n > 0, for the normal quantile z (1.96 for 95 %). Unlike the normal
// approximation it stays within [0, 1] and is sound near 0 and 1.
func Wilson(k, n int, z float64) (low, high float64) {
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	low, high = max(0, centre-half), min(1, centre+half)
	// None in n and all of n are bounded by 0 and 1 exactly, which the
	// sums above miss by a rounding error (2e-19 for 0 of 20,000).
	if k == 0 {
		low = 0
	}
	if k == n {
		high = 1
	}
	return low, high
}
