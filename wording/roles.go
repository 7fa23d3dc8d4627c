package wording

import (
	"slices"
	"strings"
)

// Pairs reports whether seq, numbers read in order, splits into groups
// each of keys and the value per gives them (per[key], 0 for no key) —
// the keys before their value when keysFirst, else after it — covering
// every key of per once: "two players get seven cards each; three or four
// players get five" reads 2 7 3 4 5, the groups {2: 7} and {3 4: 5}.
// Keys are below 64.
func Pairs(seq, per []int, keysFirst bool) bool {
	return pairs(seq, per, keysFirst, nil)
}

// pairs is Pairs where cut[i] says that a new clause starts between
// seq[i] and seq[i+1] (cuts): a value and its keys never stand apart so.
func pairs(seq, per []int, keysFirst bool, cut []bool) bool {
	want := keysOf(per)
	_, ok := groups(seq, per, keysFirst, cut, func(covered int) bool { return covered == want })
	return ok
}

// keysOf returns the keys per gives a value, as a set of bits.
func keysOf(per []int) int {
	want := 0
	for n, v := range per {
		if v > 0 {
			want |= 1 << n
		}
	}
	return want
}

// Deals reports whether seq, numbers read in order, gives each key of per
// its value (per[key], 0 for no key), and returns the keys it gives a
// value without naming them. It reads seq as Pairs does, keys before or
// after their values, or as groups that name some keys and one value
// named alone, first or last, that the keys named nowhere get: "each
// player gets five cards; with two, seven" reads 5 2 7, {2: 7} and five
// for every other count; "with two players seven each, otherwise five"
// reads 2 7 5. The value alone must be every unnamed key's (where three
// players get six, "otherwise five" is false), and named nowhere else in
// seq: in "three, four or five players get five", five is a key too, and
// six players get nothing. Keys are below 64.
func Deals(seq, per []int) (implied []int, ok bool) { return deals(seq, per, nil) }

// deals is Deals where cut[i] says that a new clause starts between
// seq[i] and seq[i+1] (cuts).
func deals(seq, per []int, cut []bool) (implied []int, ok bool) {
	if pairs(seq, per, true, cut) || pairs(seq, per, false, cut) {
		return nil, true
	}
	want := keysOf(per)
	if len(seq) == 0 || want == 0 {
		return nil, false
	}
	for _, lone := range []int{0, len(seq) - 1} {
		v := seq[lone]
		rest := slices.Concat(seq[:lone], seq[lone+1:])
		if slices.Contains(rest, v) {
			continue // "three, four or five players get five": five is a key there too
		}
		var restCut []bool
		if len(cut) > 0 {
			restCut = cut[1:]
			if lone > 0 {
				restCut = cut[:len(cut)-1]
			}
		}
		for _, keysFirst := range []bool{true, false} {
			covered, ok := groups(rest, per, keysFirst, restCut, func(covered int) bool {
				if covered == want {
					return false // the value alone would give no key
				}
				for n, pv := range per {
					if pv > 0 && covered&(1<<n) == 0 && pv != v {
						return false
					}
				}
				return true
			})
			if !ok {
				continue
			}
			for n, pv := range per {
				if pv > 0 && covered&(1<<n) == 0 {
					implied = append(implied, n)
				}
			}
			return implied, true
		}
	}
	return nil, false
}

// groups splits seq into groups each of keys and the value per gives
// them, as Pairs does, each key once, and returns the keys covered by the
// first split that done accepts. Its work is bounded by the positions of
// seq times the sets of keys covered (remembered once failed).
func groups(seq, per []int, keysFirst bool, cut []bool, done func(covered int) bool) (int, bool) {
	// apart: a new clause starts between seq[k] and seq[k+1]
	apart := func(k int) bool { return k >= 0 && k < len(cut) && cut[k] }
	type state struct{ i, covered int }
	failed := map[state]bool{}
	var try func(i, covered int) (int, bool)
	try = func(i, covered int) (int, bool) {
		if i == len(seq) {
			return covered, done(covered)
		}
		if failed[state{i, covered}] {
			return 0, false
		}
		for j := i + 2; j <= len(seq); j++ {
			value, keys := seq[j-1], seq[i:j-1]
			// the value and the key next to it in one clause: "four get
			// five, and five or six get four" gives four five, not four
			// and five five
			if keysFirst && apart(j-2) || !keysFirst && apart(i) {
				continue
			}
			if !keysFirst {
				value, keys = seq[i], seq[i+1:j]
			}
			c, ok := covered, true
			for _, n := range keys {
				if n < 0 || n >= len(per) || per[n] != value || c&(1<<n) != 0 {
					ok = false
					break
				}
				c |= 1 << n
			}
			if !ok {
				continue
			}
			if got, ok := try(j, c); ok {
				return got, true
			}
		}
		failed[state{i, covered}] = true
		return 0, false
	}
	return try(0, 0)
}

// DealSeq reads the numbers of a deal sentence for Deals: nums in order,
// those keep accepts. It reads each range ("three to six players get
// five") as the numbers between its ends that between accepts, and where
// that gives no deal (Deals), reads the text again with no range
// expanded: in "five to four or five players, and four to six" the
// second "to" is no range but "four cards to six players". A deal written
// in several sentences may have its value first in one and last in the
// next (eachSentenceItsWay). It returns
// the sequence read (the expanded one when neither gives a deal), the
// keys given a value without naming them, and whether either is a deal.
func (r Reading) DealSeq(nums []Numeral, per []int, keep, between func(v int) bool) (seq, implied []int, ok bool) {
	kept := func(ns []Numeral) []Numeral {
		var out []Numeral
		for _, n := range ns {
			if !n.Huge && keep(n.Value) {
				out = append(out, n)
			}
		}
		return out
	}
	spans := kept(r.Spans(nums, between))
	seq = numeralValues(spans)
	if implied, ok = deals(seq, per, r.cuts(spans)); ok && r.sentencesGroup(spans, per) {
		return seq, implied, true
	}
	if r.eachSentenceItsWay(spans, per) {
		return seq, nil, true
	}
	plainN := kept(nums)
	plain := numeralValues(plainN)
	if slices.Equal(plain, seq) {
		return seq, nil, false
	}
	if implied, ok = deals(plain, per, r.cuts(plainN)); ok && r.sentencesGroup(plainN, per) {
		return plain, implied, true
	}
	if r.eachSentenceItsWay(plainN, per) {
		return plain, nil, true
	}
	return seq, nil, false
}

// numeralValues returns the values of ns, in order.
func numeralValues(ns []Numeral) []int {
	out := make([]int, len(ns))
	for i, n := range ns {
		out[i] = n.Value
	}
	return out
}

// sentenceBreaks returns, for each token k, how many sentence breaks (at
// . ! ? or ;) stand before it, and one more entry for the end.
func (r Reading) sentenceBreaks() []int {
	breaks := make([]int, len(r.tokens)+1)
	for k := 1; k < len(r.tokens); k++ {
		breaks[k] = breaks[k-1]
		if strings.ContainsAny(r.tokens[k].sep, ".!?;") {
			breaks[k]++
		}
	}
	if n := len(r.tokens); n > 0 {
		breaks[n] = breaks[n-1]
	}
	return breaks
}

// bySentence splits ns into the runs that stand in one sentence each
// (sentenceBreaks).
func (r Reading) bySentence(ns []Numeral) [][]Numeral {
	breaks := r.sentenceBreaks()
	at := func(n Numeral) int { return breaks[min(max(n.Tok, 0), len(r.tokens))] }
	var out [][]Numeral
	for i := 0; i < len(ns); {
		j := i
		for j < len(ns) && at(ns[j]) == at(ns[i]) {
			j++
		}
		out = append(out, ns[i:j])
		i = j
	}
	return out
}

// eachSentenceItsWay reports whether ns, written in several sentences,
// give every key of per its value with each sentence read on its own, its
// keys before or after its value whichever way that sentence has them:
// "sieben Karten pro Kopf, wenn ihr zu zweit spielt; sind es drei bis
// sechs Spieler, bekommt jeder fünf" reads 7 2, then 3 4 5 6 5. Each
// sentence gives its own keys, none given twice, every number in a group.
func (r Reading) eachSentenceItsWay(ns []Numeral, per []int) bool {
	parts := r.bySentence(ns)
	if len(parts) < 2 {
		return false
	}
	always := func(int) bool { return true }
	covered := 0
	for _, part := range parts {
		seg := numeralValues(part)
		read := false
		for _, keysFirst := range []bool{true, false} {
			// one group in its sentence first, its value perhaps on the
			// far side of a clause ("seven each, when two play"), then
			// groups that keep to their clauses
			c, ok := oneGroup(seg, per, keysFirst)
			if !ok {
				c, ok = groups(seg, per, keysFirst, r.cuts(part), always)
			}
			if ok && c&covered == 0 {
				covered |= c
				read = true
				break
			}
		}
		if !read {
			return false
		}
	}
	return covered == keysOf(per)
}

// oneGroup reports whether seq is one group, keys and the value per gives
// them (the keys first when keysFirst), each key once, and returns the
// keys.
func oneGroup(seq, per []int, keysFirst bool) (int, bool) {
	if len(seq) < 2 {
		return 0, false
	}
	value, keys := seq[len(seq)-1], seq[:len(seq)-1]
	if !keysFirst {
		value, keys = seq[0], seq[1:]
	}
	c := 0
	for _, n := range keys {
		if n < 0 || n >= len(per) || per[n] != value || c&(1<<n) != 0 {
			return 0, false
		}
		c |= 1 << n
	}
	return c, true
}

// sentencesGroup reports whether the numbers of each sentence of a deal
// written in several (split at . ! ? or ;) group on their own, keys and
// their value: a group never reaches from one into the next, so in "four
// get five; five or six get four" the first five is not a key of the
// second sentence's four. A sentence of one number (the value the rest
// get) is left to Deals.
func (r Reading) sentencesGroup(ns []Numeral, per []int) bool {
	parts := r.bySentence(ns)
	if len(parts) < 2 {
		return true // one sentence: Deals reads it
	}
	for _, part := range parts {
		if len(part) >= 2 {
			seg := numeralValues(part)
			always := func(int) bool { return true }
			if _, ok := groups(seg, per, true, nil, always); !ok {
				if _, ok := groups(seg, per, false, nil, always); !ok {
					return false
				}
			}
		}
	}
	return true
}

// cuts returns, for each two numbers side by side in ns, whether a new
// clause starts between them: a comma and a word that joins clauses
// (conditions: joins:, "and", "but"), as in "four get five, and five or
// six get four".
func (r Reading) cuts(ns []Numeral) []bool {
	if len(ns) < 2 {
		return nil
	}
	out := make([]bool, len(ns)-1)
	for i := range out {
		for k := max(ns[i].Tok+1, 0); k <= ns[i+1].Tok && k < len(r.tokens); k++ {
			if t := r.tokens[k]; strings.Contains(t.sep, ",") && r.lx.listed(ClauseJoinWord, t.word) {
				out[i] = true
			}
		}
	}
	return out
}
