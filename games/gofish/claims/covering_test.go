package claims

import (
	"math/rand/v2"
	"strings"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

// playFactors are the settings that change play, with the values the
// property tests try; the player counts and deal sizes are the same for
// every rule set (2 to 6 players, deal.N below).
var playFactors = []struct {
	name   string
	values []string
}{
	{"first", []string{"after-dealer", "random"}},
	{"ask", []string{"rank", "card"}},
	{"bluff", []string{"no", "yes"}},
	{"give", []string{"all", "one"}},
	{"wish", []string{"yes", "no"}},
	{"lucky-draw", []string{"no", "yes"}},
	{"after-miss", []string{"next-seat", "asked"}},
	{"play-on", []string{"no", "yes"}},
	{"books", []string{"at-once", "next-turn", "claim"}},
	{"empty-hand", []string{"new-hand", "draw-one", "out", "skip"}},
	{"dead-asks", []string{"yes", "no"}},
	{"end", []string{"none", "stock-out", "player-out", "booked-out", "stock-out,booked-out", "stock-out,player-out",
		"player-out,booked-out", "stock-out,player-out,booked-out"}},
	{"out-wins", []string{"no", "yes"}},
	{"deal", []string{"sizes", "pretend-hand", "whole-pack"}},
	{"packs", []string{"52", "32"}},
}

// tableChanges seat 2 to 6 players with hand sizes that fit both packs.
var tableChanges = []engine.Change{{Name: "players.min", Value: "2"}, {Name: "players.max", Value: "6"},
	{Name: "deal.2", Value: "7"}, {Name: "deal.3", Value: "6"}, {Name: "deal.4", Value: "5"},
	{Name: "deal.5", Value: "4"}, {Name: "deal.6", Value: "4"}}

// variantCase is one rule set of the covering set: the values chosen for
// each of playFactors, and the rules they make.
type variantCase struct {
	values []int
	rules  engine.Rules
}

// name says the case's settings as --set flags would.
func (c variantCase) name() string {
	var parts []string
	for i, v := range c.values {
		parts = append(parts, playFactors[i].name+"="+playFactors[i].values[v])
	}
	return strings.Join(parts, " ")
}

// rulesOf returns the rules of one choice of values, and whether they can
// be played (no conflict).
func rulesOf(values []int) (engine.Rules, bool) {
	v := engine.Variant{Preset: "house", Changes: append([]engine.Change(nil), tableChanges[:2]...)}
	if playFactors[13].values[values[13]] == "sizes" {
		v.Changes = append(v.Changes, tableChanges[2:]...)
	}
	for i, x := range values {
		v.Changes = append(v.Changes, engine.Change{Name: playFactors[i].name, Value: playFactors[i].values[x]})
	}
	r, err := v.Rules()
	return r, err == nil
}

// coveringSet returns legal rule sets that, between them, take every pair
// of values of two factors that a legal rule set can take together
// (pairwise coverage): for each pair not yet covered, in order, the
// candidate with that pair covering the most other uncovered pairs among
// seeded random ones; a pair no legal candidate takes is left out. The same
// seed gives the same set.
func coveringSet(seed uint64) []variantCase {
	rng := rand.New(rand.NewPCG(seed, 1))
	type pair struct{ f, v, g, w int }
	var all []pair
	for f := range playFactors {
		for g := f + 1; g < len(playFactors); g++ {
			for v := range playFactors[f].values {
				for w := range playFactors[g].values {
					all = append(all, pair{f, v, g, w})
				}
			}
		}
	}
	covered := map[pair]bool{}
	fresh := func(values []int) (n int) {
		for f := range values {
			for g := f + 1; g < len(values); g++ {
				if !covered[pair{f, values[f], g, values[g]}] {
					n++
				}
			}
		}
		return n
	}
	var out []variantCase
	for _, p := range all {
		if covered[p] {
			continue
		}
		var best []int
		var bestRules engine.Rules
		bestNew := 0
		for range 300 {
			cand := make([]int, len(playFactors))
			for i, f := range playFactors {
				cand[i] = rng.IntN(len(f.values))
			}
			cand[p.f], cand[p.g] = p.v, p.w
			if n := fresh(cand); n > bestNew {
				if r, ok := rulesOf(cand); ok {
					best, bestRules, bestNew = cand, r, n
				}
			}
		}
		covered[p] = true // covered now, or no legal rule set found takes it
		if best == nil {
			continue
		}
		for f := range best {
			for g := f + 1; g < len(best); g++ {
				covered[pair{f, best[f], g, best[g]}] = true
			}
		}
		out = append(out, variantCase{values: best, rules: bestRules})
	}
	return out
}

// uncoveredPairs returns the pairs of factor values that some legal rule
// set of a large seeded sample takes and no case of set does.
func uncoveredPairs(set []variantCase, seed uint64, sample int) []string {
	rng := rand.New(rand.NewPCG(seed, 2))
	has := map[[4]int]bool{}
	for _, c := range set {
		for f := range c.values {
			for g := f + 1; g < len(c.values); g++ {
				has[[4]int{f, c.values[f], g, c.values[g]}] = true
			}
		}
	}
	missing := map[string]bool{}
	for range sample {
		cand := make([]int, len(playFactors))
		for i, f := range playFactors {
			cand[i] = rng.IntN(len(f.values))
		}
		if _, ok := rulesOf(cand); !ok {
			continue
		}
		for f := range cand {
			for g := f + 1; g < len(cand); g++ {
				if !has[[4]int{f, cand[f], g, cand[g]}] {
					missing[playFactors[f].name+"="+playFactors[f].values[cand[f]]+" with "+
						playFactors[g].name+"="+playFactors[g].values[cand[g]]] = true
				}
			}
		}
	}
	var out []string
	for m := range missing {
		out = append(out, m)
	}
	return out
}
