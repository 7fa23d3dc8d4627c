package wording

import "strings"

// Negation is one negation of a text and the rule word it negates.
type Negation struct {
	Not Occurrence
	// Target is the index in the occurrences given to Negations of the
	// rule word the negation negates, or -1 when its clause holds no
	// other rule word ("nobody had to play for it").
	Target int
}

// Negations returns each negation of occ (r's occurrences, in reading
// order) with the rule word it negates: the nearest other rule word or
// topic of its clause that a negation can negate (FeatureSet.Negatable),
// counted in words between them (a word inside a split negation, "ne
// gagne pas", is nearest); of two as near, the one after it. A negation
// stands before its verb in English and French ("does not win", "ne
// gagne pas") and after it in a German or Swedish main clause ("gewinnt
// nicht", "vinner inte"): the nearest word, not the next one, finds both.
//
// A negation keeps to its side of a condition (negationSides): one in
// the clause a condition heads negates a word of that clause, and one
// outside it none of its words ("vous passez votre tour quand vous ne
// pouvez pas jouer" does not negate the pass). A negation that holds no
// rule word and stands just before a condition, words that state nothing
// between them, negates the condition ("not when the pond runs dry",
// "nicht schon, wenn der Teich leer ist"), unless that condition has a
// negation of its own.
func (r Reading) Negations(occ []Occurrence) []Negation {
	var out []Negation
	sides := r.negationSides(occ)
	for _, n := range occ {
		if n.Feature != Not {
			continue
		}
		nm := r.matches[n.match]
		first, last := nm.used[0], nm.used[len(nm.used)-1]
		clause := r.tokens[first].clause
		side := sides.of(first)
		// attached: the condition this negation stands just before, if it
		// holds no rule word itself.
		attached := sides.before(r, first, last, occ)
		if attached >= 0 && r.holdsRuleWord(occ, first, last) {
			attached = -1
		}
		if attached >= 0 {
			side = attached
		}
		best, bestDist := -1, 0
		for j, o := range occ {
			if !r.lx.features.Negatable(o.Feature) {
				continue
			}
			om := r.matches[o.match]
			a, b := om.used[0], om.used[len(om.used)-1]
			if sides.of(a) != side || sides.of(b) != side {
				continue
			}
			if attached < 0 && (r.tokens[a].clause != clause || r.tokens[b].clause != clause) {
				continue
			}
			if r.tokens[a].quoted != r.tokens[first].quoted {
				continue // what a player says is not what the rule denies
			}
			if o.Feature == Any && b < first {
				// "any" before a negation stands over it: "if any other
				// player has none" is one player without, where "if
				// nobody else has any" is every other player
				continue
			}
			var d int
			switch {
			case a > first && a < last:
				d = 0
			case a > last:
				d = a - last
			default:
				d = first - b
			}
			// Of two as near, the later (after the negation) wins: the
			// occurrences are in reading order.
			if best < 0 || d < bestDist || d == bestDist && a > last {
				best, bestDist = j, d
			}
		}
		out = append(out, Negation{Not: n, Target: best})
	}
	return out
}

// holdsRuleWord reports whether a negatable rule word of occ stands
// inside the negation whose words are the tokens [first, last] ("ne se
// termine pas").
func (r Reading) holdsRuleWord(occ []Occurrence, first, last int) bool {
	for _, o := range occ {
		if o.Feature == Not || !r.lx.features.Negatable(o.Feature) {
			continue
		}
		for _, k := range r.matches[o.match].used {
			if k > first && k < last {
				return true
			}
		}
	}
	return false
}

// sides are the clauses the conditions of a text head, as token ranges
// [from, to): those of its UNLESS words and of the conditions that hold
// whose clause ends where written (ifScopes).
type sides []condScope

// negationSides returns the clauses r's conditions head.
func (r Reading) negationSides(occ []Occurrence) sides {
	var unless []Occurrence
	var out sides
	for _, o := range occ {
		if o.Feature == Unless {
			unless = append(unless, o)
			from, to := r.conditionScope(o)
			out = append(out, condScope{unless: true, from: from, to: to})
		}
	}
	var conds []match
	if r.lx.conditions != nil {
		conds = read(r.lx.conditions, r.tokens).matches
	}
	return append(out, r.ifScopes(unless, conds)...)
}

// of returns the index of the innermost clause that token i stands in,
// or -1 for none (the main clause).
func (s sides) of(i int) int {
	best := -1
	for k, c := range s {
		if c.from <= i && i < c.to && (best < 0 || c.to-c.from < s[best].to-s[best].from) {
			best = k
		}
	}
	return best
}

// before returns the index of the condition that holds (IF) whose clause
// starts at the first token after the negation [first, last] that states
// something, in its sentence and with at most commas between ("nicht
// schon, wenn"), or -1: none, or one that holds a negation of its own.
// The words of a rule word whose phrase the negation stands inside are
// passed over ("spelet är inte slut när": the negation negates "är slut
// när"); those of any other rule word are not, though each alone states
// nothing ("får inte ställa den på nytt så länge sjön är tom").
func (s sides) before(r Reading, first, last int, occ []Occurrence) int {
	around, said := map[int]bool{}, map[int]bool{}
	for _, o := range occ {
		u := r.matches[o.match].used
		for _, k := range u {
			said[k] = true
		}
		if u[0] < first && u[len(u)-1] > last {
			for _, k := range u {
				around[k] = true
			}
		}
	}
	for k := last + 1; k < len(r.tokens) && r.tokens[k].sentence == r.tokens[last].sentence && !r.tokens[k].quoted; k++ {
		t := r.tokens[k]
		if t.clause != r.tokens[k-1].clause && strings.Trim(t.sep, ", ") != "" {
			return -1 // a dash, a bracket: another clause
		}
		for i, c := range s {
			if c.unless || c.from != k {
				continue
			}
			for _, o := range occ {
				if o.Feature == Not && r.within(o, c.from, c.to) {
					return -1
				}
			}
			return i
		}
		// a word that states nothing, unless a rule word's phrase holds
		// it ("får inte ställa den på nytt så länge": the ask again)
		if !around[k] && (said[k] || !t.marked && !r.lx.isNeutral(t.word)) {
			return -1
		}
	}
	return -1
}
