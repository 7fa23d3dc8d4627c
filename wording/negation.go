package wording

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
func (r Reading) Negations(occ []Occurrence) []Negation {
	var out []Negation
	for _, n := range occ {
		if n.Feature != Not {
			continue
		}
		nm := r.matches[n.match]
		first, last := nm.used[0], nm.used[len(nm.used)-1]
		clause := r.tokens[first].clause
		best, bestDist := -1, 0
		for j, o := range occ {
			if !r.lx.features.Negatable(o.Feature) {
				continue
			}
			om := r.matches[o.match]
			a, b := om.used[0], om.used[len(om.used)-1]
			if r.tokens[a].clause != clause || r.tokens[b].clause != clause {
				continue
			}
			if r.tokens[a].quoted != r.tokens[first].quoted {
				continue // what a player says is not what the rule denies
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
