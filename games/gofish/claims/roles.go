package claims

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/wording"
)

// roleGap is how many words may stand between the two ends of a range,
// or between a pack's size and the word that says which pack it is.
const roleGap = 3

// roles checks that the numbers play the parts claim id gives them:
// deal.size pairs each player count with its hand size in reading order,
// players.range reads min to max, pack.sizes says which pack is short.
func roles(id string, p game.Params, r wording.Reading, nums []wording.Numeral) []wording.Problem {
	switch id {
	case "deal.size":
		return dealRole(r, nums, p)
	case "players.range":
		return rangeRole(r, nums, p)
	case "pack.sizes":
		return packRole(r, nums, p)
	case "ask.hit-gives-one":
		return suitRole(r)
	}
	return nil
}

// suitRole: the asked player hands over the first card of the rank in
// the suit order spades, hearts, diamonds, clubs (RULES.md, give: one);
// suits the text names, two or more, must come in that order ("spades
// first, then hearts, diamonds and clubs"). One suit named alone says no
// order; one named again right after itself goes on the chain ("spades
// before hearts, hearts before diamonds").
func suitRole(r wording.Reading) []wording.Problem {
	suits := r.Suits()
	for i := 1; i < len(suits); i++ {
		if suits[i].Value < suits[i-1].Value {
			var named []string
			for _, s := range suits {
				named = append(named, strconv.Quote(s.Words))
			}
			return []wording.Problem{fail("ask.hit-gives-one", fmt.Sprintf(
				"the suits are named in the order %s: the card handed over is the first of the rank in the order spades, hearts, diamonds, clubs (claim ask.hit-gives-one)",
				strings.Join(named, ", ")))}
		}
	}
	return nil
}

// fail returns a rule-word problem of claim claimID.
func fail(claimID, msg string) wording.Problem {
	return wording.Problem{Kind: wording.WordsProblem, Claim: claimID, Message: msg}
}

// dealRole: read in order, the player counts and hand sizes form groups,
// each of player counts then the size they get (or the size then the
// counts), every player count of the card once.
func dealRole(r wording.Reading, nums []wording.Numeral, p game.Params) []wording.Problem {
	keys, vals := map[int]bool{}, map[int]bool{}
	for n, v := range p.Per {
		if v > 0 {
			keys[n], vals[v] = true, true
		}
	}
	seq, implied, ok := r.DealSeq(nums, p.Per, func(v int) bool { return keys[v] || vals[v] }, func(v int) bool { return keys[v] })
	if ok {
		if len(implied) == 0 {
			return nil
		}
		return []wording.Problem{{Kind: wording.ImpliedNumbers, Claim: "deal.size", Stated: implied}}
	}
	var want []string
	for n, v := range p.Per {
		if v > 0 {
			want = append(want, fmt.Sprintf("%d players %d", n, v))
		}
	}
	return []wording.Problem{fail("deal.size", fmt.Sprintf("read in order, the numbers %s do not give each player count its hand size: claim deal.size deals %s (write each player count with the cards it gets, like \"two players get seven cards each\")",
		wording.NumbersList(seq), strings.Join(want, ", ")))}
}

// rangeRole: min, then a range word or a dash, then max; or every count
// from min to max in a list ("2, 3 or 4").
func rangeRole(r wording.Reading, nums []wording.Numeral, p game.Params) []wording.Problem {
	if p.Min == p.Max || r.Counts(nums, p.Min, p.Max) {
		return nil
	}
	for i, a := range nums {
		if a.Value != p.Min || a.Huge {
			continue
		}
		for _, b := range nums[i+1:] {
			if b.Value == p.Max && !b.Huge && b.Tok-a.Tok <= roleGap && r.Ranges(a, b) {
				return nil
			}
		}
	}
	var words []string
	for _, rw := range r.Lexicon().RangeWords() {
		words = append(words, strconv.Quote(rw))
	}
	slices.Sort(words)
	return []wording.Problem{fail("players.range", fmt.Sprintf("the text does not read %d to %d: claim players.range needs the smallest count, then a range word (%s) or a dash, then the largest",
		p.Min, p.Max, strings.Join(words, ", ")))}
}

// packRole: the word next to each pack's size says the right pack: short
// for a pack of fewer than 52 cards, full for 52. A pack's word nearer
// another size is that size's ("un jeu de 52 cartes, ou un jeu de piquet
// de 32 cartes").
func packRole(r wording.Reading, nums []wording.Numeral, p game.Params) []wording.Problem {
	var out []wording.Problem
	var sizes []wording.Numeral
	for _, n := range nums {
		if !n.Huge && containsInt(p.List, n.Value) {
			sizes = append(sizes, n)
		}
	}
	for _, n := range sizes {
		near, ok := r.Nearest(n.Tok, roleGap, wShort, wFull)
		want := wFull
		if n.Value < 52 {
			want = wShort
		}
		if !ok || near.Feature == want {
			continue
		}
		if slices.ContainsFunc(sizes, func(m wording.Numeral) bool {
			return m.Tok != n.Tok && r.Distance(near, m.Tok) < r.Distance(near, n.Tok)
		}) {
			continue // the word is the nearer size's
		}
		out = append(out, fail("pack.sizes", fmt.Sprintf("%q next to %d says %s, but the %d-card pack is the %s one (claim pack.sizes %s)",
			near.Words, n.Value, near.Feature.Upper(), n.Value, strings.ToLower(want.Upper()), wording.NumbersList(p.List))))
	}
	return out
}
