package claim

import "github.com/rulecard/rulecard/content"

// negation is one negation of a text and the rule word it negates.
type negation struct {
	not occurrence
	// target is the index in the reading's features of the rule word the
	// negation negates, or -1 when its clause holds no other rule word
	// ("nobody had to play for it").
	target int
}

// negations returns each negation of occ (a reading's features, in
// reading order) with the rule word it negates: the nearest other rule
// word or topic of its clause, counted in words between them (a word
// inside a split negation, "ne gagne pas", is nearest); of two as near,
// the one after it. A negation stands before its verb in English and
// French ("does not win", "ne gagne pas") and after it in a German or
// Swedish main clause ("gewinnt nicht", "vinner inte"): the nearest
// word, not the next one, finds both.
func (r reading) negations(occ []occurrence) []negation {
	var out []negation
	for _, n := range occ {
		if n.feature != content.Not {
			continue
		}
		nm := r.matches[n.match]
		first, last := nm.used[0], nm.used[len(nm.used)-1]
		clause := r.tokens[first].clause
		best, bestDist := -1, 0
		for j, o := range occ {
			if o.feature == content.Not || !negatable(o.feature) {
				continue
			}
			om := r.matches[o.match]
			a, b := om.used[0], om.used[len(om.used)-1]
			if r.tokens[a].clause != clause || r.tokens[b].clause != clause {
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
		out = append(out, negation{not: n, target: best})
	}
	return out
}

// negatable reports whether a negation can negate f: every rule word and
// the topics that are things done (ask, draw, deal, book), not the
// nouns a sentence is about (the pond, a player, the record, the turn):
// "not when the pond runs dry" negates EMPTY, not POND.
func negatable(f content.Feature) bool {
	switch f {
	case content.TopicPond, content.TopicPlayer, content.TopicRecord, content.TopicTurn:
		return false
	}
	return true
}
