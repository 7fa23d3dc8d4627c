package wording

import "slices"

// contrapositives returns occ without the negations that, two by two,
// state a claim's requirement turned round (Signature.Requires): one
// negating the act, in the sentence of another negating what the act
// requires ("you cannot ask for a rank you do not hold": ASK requires
// HOLD), or of an UNLESS whose clause holds it ("you cannot ask for a
// rank unless you hold one"). Together they say what the claim states, so
// the act and what it requires are read as they stand. A negation of the
// act alone ("you cannot ask for a rank you hold"), or of what it
// requires alone ("you may ask for a rank you do not hold"), is left to
// say the opposite. A word that says the requirement lacking
// (Requirement.Lacks), as it stands in the sentence of a negation of the
// act, is read away with none of the negations: "you cannot ask a player
// with an empty hand" keeps its negation of the ask.
func (w *stmtCheck) contrapositives(occ []Occurrence) []Occurrence {
	var reqs []Requirement
	for _, c := range w.Claims {
		reqs = append(reqs, c.Sig.Requires...)
	}
	if len(reqs) == 0 {
		return occ
	}
	negs := w.Reading.Negations(occ)
	drop := map[int]bool{}  // the matches of the negations read away
	var holding []condScope // the conditions that hold, read once for Lacks
	if slices.ContainsFunc(reqs, func(rq Requirement) bool { return rq.Lacks != "" }) {
		holding = w.Reading.ifScopes(nil, w.conditions())
	}
	for _, rq := range reqs {
		for _, a := range negs {
			if a.Target < 0 || occ[a.Target].Feature != rq.Act || drop[a.Not.match] {
				continue
			}
			if rq.Lacks != "" {
				for j, o := range occ {
					if o.Feature == rq.Lacks && !targeted(negs, j) && !w.quantified[o.match] && w.besideAct(o, a.Not, holding) {
						drop[o.match] = true
					}
				}
				continue
			}
			if u, ok := w.unlessRequired(occ, negs, a, rq); ok {
				drop[a.Not.match], drop[u] = true, true
				continue
			}
			for _, b := range negs {
				if b.Target < 0 || b.Target == a.Target || occ[b.Target].Feature != rq.Requires || drop[b.Not.match] || b.Not.match == a.Not.match ||
					!w.Reading.sameSentence(a.Not, b.Not) || negatedTwice(negs, a.Target) || negatedTwice(negs, b.Target) {
					continue
				}
				drop[a.Not.match], drop[b.Not.match] = true, true
				break
			}
		}
	}
	if len(drop) == 0 {
		return occ
	}
	return slices.DeleteFunc(slices.Clone(occ), func(o Occurrence) bool { return drop[o.match] })
}

// unlessRequired returns the match of an UNLESS of a's sentence whose
// clause holds what rq's act requires, as it stands, and not the act a
// negates: "you cannot ask for a rank unless you hold a card of it".
func (w *stmtCheck) unlessRequired(occ []Occurrence, negs []Negation, a Negation, rq Requirement) (int, bool) {
	act := occ[a.Target]
	for _, u := range occ {
		if u.Feature != Unless || !w.Reading.sameSentence(u, a.Not) {
			continue
		}
		from, to := w.Reading.conditionScope(u)
		if w.Reading.within(act, from, to) || w.Reading.within(a.Not, from, to) {
			continue
		}
		for j, o := range occ {
			if o.Feature != rq.Requires || !w.Reading.within(o, from, to) {
				continue
			}
			negated := false
			for _, n := range negs {
				negated = negated || n.Target == j
			}
			if !negated {
				return u.match, true
			}
		}
	}
	return 0, false
}

// besideAct reports whether o stands beside the negation of an act not:
// in its clause, or in the clause next to it in its sentence ("wer keine
// Karten hat, kann nicht gefragt werden"), and not in one of holding, the
// conditions that hold, which say when the negation holds rather than
// whom it is of ("if any other player has none, there is nobody to ask").
func (w *stmtCheck) besideAct(o, not Occurrence, holding []condScope) bool {
	r := w.Reading
	at, n := r.matches[o.match].start(), r.matches[not.match].start()
	if !r.sameSentence(o, not) || abs(r.tokens[at].clause-r.tokens[n].clause) > 1 {
		return false
	}
	for _, c := range holding {
		if at >= c.from && at < c.to && !c.unless {
			return false
		}
	}
	return true
}

// targeted reports whether one of negs negates the occurrence at j.
func targeted(negs []Negation, j int) bool {
	return slices.ContainsFunc(negs, func(n Negation) bool { return n.Target == j })
}

// negatedTwice reports whether more than one of negs negates the
// occurrence at target (two negations of one word cancel: not this).
func negatedTwice(negs []Negation, target int) bool {
	n := 0
	for _, x := range negs {
		if x.Target == target {
			n++
		}
	}
	return n > 1
}

// sameSentence reports whether occurrences a and b stand in one sentence.
func (r Reading) sameSentence(a, b Occurrence) bool {
	return r.tokens[r.matches[a.match].start()].sentence == r.tokens[r.matches[b.match].start()].sentence
}
