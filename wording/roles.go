package wording

// Pairs reports whether seq, numbers read in order, splits into groups
// each of keys and the value per gives them (per[key], 0 for no key) —
// the keys before their value when keysFirst, else after it — covering
// every key of per once: "two players get seven cards each; three or four
// players get five" reads 2 7 3 4 5, the groups {2: 7} and {3 4: 5}.
// Keys are below 64.
func Pairs(seq, per []int, keysFirst bool) bool {
	want := 0
	for n, v := range per {
		if v > 0 {
			want |= 1 << n
		}
	}
	var try func(i, covered int) bool
	try = func(i, covered int) bool {
		if i == len(seq) {
			return covered == want
		}
		for j := i + 2; j <= len(seq); j++ {
			value, keys := seq[j-1], seq[i:j-1]
			if !keysFirst {
				value, keys = seq[i], seq[i+1:j]
			}
			c, ok := covered, true
			for _, n := range keys {
				if n >= len(per) || per[n] != value || c&(1<<n) != 0 {
					ok = false
					break
				}
				c |= 1 << n
			}
			if ok && try(j, c) {
				return true
			}
		}
		return false
	}
	return try(0, 0)
}
