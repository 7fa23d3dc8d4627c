package claims

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/wording"
)

// roleGap is how many words may stand between the two ends of a range,
// or between a pack's size and the word that says which pack it is.
const roleGap = 3

// roles checks that the numbers play the parts the claims give them:
// deal.size pairs each player count with its hand size in reading order,
// players.range reads min to max, pack.sizes says which pack is short.
func (w *wordCheck) roles(nums []wording.Numeral) []wording.Problem {
	var out []wording.Problem
	for _, b := range w.c.stmts[w.i] {
		bd := w.c.binds[b.bind]
		switch bd.def.id {
		case "deal.size":
			out = append(out, dealRole(nums, bd.params)...)
		case "players.range":
			out = append(out, w.rangeRole(nums, bd.params)...)
		case "pack.sizes":
			out = append(out, w.packRole(nums, bd.params)...)
		}
	}
	return out
}

// dealRole: read in order, the player counts and hand sizes form groups,
// each of player counts then the size they get (or the size then the
// counts), every player count of the card once.
func dealRole(nums []wording.Numeral, p params) []wording.Problem {
	keys, vals := map[int]bool{}, map[int]bool{}
	for n, v := range p.per {
		if v > 0 {
			keys[n], vals[v] = true, true
		}
	}
	var seq []int
	for _, n := range nums {
		if !n.Huge && (keys[n.Value] || vals[n.Value]) {
			seq = append(seq, n.Value)
		}
	}
	if wording.Pairs(seq, p.per[:], true) || wording.Pairs(seq, p.per[:], false) {
		return nil
	}
	var want []string
	for n, v := range p.per {
		if v > 0 {
			want = append(want, fmt.Sprintf("%d players %d", n, v))
		}
	}
	return []wording.Problem{fail("deal.size", fmt.Sprintf("read in order, the numbers %s do not give each player count its hand size: claim deal.size deals %s (write each player count with the cards it gets, like \"two players get seven cards each\")",
		wording.NumbersList(seq), strings.Join(want, ", ")))}
}

// rangeRole: min, then a range word or a dash, then max.
func (w *wordCheck) rangeRole(nums []wording.Numeral, p params) []wording.Problem {
	if p.min == p.max {
		return nil
	}
	for i, a := range nums {
		if a.Value != p.min || a.Huge {
			continue
		}
		for _, b := range nums[i+1:] {
			if b.Value == p.max && !b.Huge && b.Tok-a.Tok <= roleGap && w.st.Reading.Ranges(a, b) {
				return nil
			}
		}
	}
	var words []string
	for _, rw := range w.st.Reading.Lexicon().RangeWords() {
		words = append(words, strconv.Quote(rw))
	}
	slices.Sort(words)
	return []wording.Problem{fail("players.range", fmt.Sprintf("the text does not read %d to %d: claim players.range needs the smallest count, then a range word (%s) or a dash, then the largest",
		p.min, p.max, strings.Join(words, ", ")))}
}

// packRole: the word next to each pack's size says the right pack: short
// for a pack of fewer than 52 cards, full for 52.
func (w *wordCheck) packRole(nums []wording.Numeral, p params) []wording.Problem {
	var out []wording.Problem
	for _, n := range nums {
		if n.Huge || !containsInt(p.list, n.Value) {
			continue
		}
		near, ok := w.st.Reading.Nearest(n.Tok, roleGap, wShort, wFull)
		want := wFull
		if n.Value < 52 {
			want = wShort
		}
		if ok && near.Feature != want {
			out = append(out, fail("pack.sizes", fmt.Sprintf("%q next to %d says %s, but the %d-card pack is the %s one (claim pack.sizes %s)",
				near.Words, n.Value, near.Feature.Upper(), n.Value, strings.ToLower(want.Upper()), wording.NumbersList(p.list))))
		}
	}
	return out
}
