package claim

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/content"
)

// roleGap is how many words may stand between the two ends of a range,
// or between a pack's size and the word that says which pack it is.
const roleGap = 3

// roles checks that the numbers play the parts the claims give them:
// deal.size pairs each player count with its hand size in reading order,
// players.range reads min to max, pack.sizes says which pack is short.
func (w *wordCheck) roles(nums []numeral) {
	for _, b := range w.c.stmts[w.i] {
		bd := w.c.binds[b.bind]
		switch bd.def.id {
		case "deal.size":
			w.dealRole(nums, bd.params)
		case "players.range":
			w.rangeRole(nums, bd.params)
		case "pack.sizes":
			w.packRole(nums, bd.params)
		}
	}
}

// dealRole: read in order, the player counts and hand sizes form groups,
// each of player counts then the size they get (or the size then the
// counts), every player count of the card once.
func (w *wordCheck) dealRole(nums []numeral, p params) {
	keys, vals := map[int]bool{}, map[int]bool{}
	for n, v := range p.per {
		if v > 0 {
			keys[n], vals[v] = true, true
		}
	}
	var seq []int
	for _, n := range nums {
		if !n.huge && (keys[n.value] || vals[n.value]) {
			seq = append(seq, n.value)
		}
	}
	if pairs(seq, p.per[:], true) || pairs(seq, p.per[:], false) {
		return
	}
	var want []string
	for n, v := range p.per {
		if v > 0 {
			want = append(want, fmt.Sprintf("%d players %d", n, v))
		}
	}
	w.fail(KindWords, "deal.size", fmt.Sprintf("read in order, the numbers %s do not give each player count its hand size: claim deal.size deals %s (write each player count with the cards it gets, like \"two players get seven cards each\")",
		numbersList(seq), strings.Join(want, ", ")), nil)
}

// pairs reports whether seq splits into groups of player counts and the
// hand size they get (countsFirst: the counts before the size), covering
// every player count of per once.
func pairs(seq, per []int, countsFirst bool) bool {
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
			size, counts := seq[j-1], seq[i:j-1]
			if !countsFirst {
				size, counts = seq[i], seq[i+1:j]
			}
			c, ok := covered, true
			for _, n := range counts {
				if n >= len(per) || per[n] != size || c&(1<<n) != 0 {
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

// rangeRole: min, then a range word or a dash, then max.
func (w *wordCheck) rangeRole(nums []numeral, p params) {
	if p.min == p.max {
		return
	}
	for i, a := range nums {
		if a.value != p.min || a.huge {
			continue
		}
		for _, b := range nums[i+1:] {
			if b.value == p.max && !b.huge && b.tok-a.tok <= roleGap && w.ranges(a.tok, b.tok) {
				return
			}
		}
	}
	words := make([]string, 0, len(w.lx.rangeWords))
	for rw := range w.lx.rangeWords {
		words = append(words, strconv.Quote(rw))
	}
	w.fail(KindWords, "players.range", fmt.Sprintf("the text does not read %d to %d: claim players.range needs the smallest count, then a range word (%s) or a dash, then the largest",
		p.min, p.max, strings.Join(sorted(words), ", ")), nil)
}

// ranges reports whether the tokens between a and b join them as a range.
func (w *wordCheck) ranges(a, b int) bool {
	for k := a + 1; k <= b; k++ {
		t := w.r.tokens[k]
		if strings.ContainsAny(t.sep, "–—-‐") && k == b && b == a+1 {
			return true
		}
		if k < b && w.lx.rangeWords[t.word] {
			return true
		}
	}
	return false
}

// packRole: the word next to each pack's size says the right pack: short
// for a pack of fewer than 52 cards, full for 52.
func (w *wordCheck) packRole(nums []numeral, p params) {
	for _, n := range nums {
		if n.huge || !containsInt(p.list, n.value) {
			continue
		}
		near, dist := content.NoFeature, roleGap+1
		var words string
		for _, o := range w.r.features() {
			if o.feature != content.Short && o.feature != content.Full {
				continue
			}
			m := w.r.matches[o.match]
			d := abs(m.start() - n.tok)
			if e := abs(m.used[len(m.used)-1] - n.tok); e < d {
				d = e
			}
			if d < dist {
				near, dist, words = o.feature, d, o.words
			}
		}
		want := content.Full
		if n.value < 52 {
			want = content.Short
		}
		if near != content.NoFeature && near != want {
			w.fail(KindWords, "pack.sizes", fmt.Sprintf("%q next to %d says %s, but the %d-card pack is the %s one (claim pack.sizes %s)",
				words, n.value, near.Upper(), n.value, strings.ToLower(want.Upper()), numbersList(p.list)), nil)
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
