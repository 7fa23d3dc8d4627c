package wording

import (
	"fmt"
	"slices"
)

// bracedNegations reports each negation written in braces that negates
// a must (MUST) a claim of the statement states as it stands. Braces say
// that a word states no rule here: a negation may restate a rule ("you
// {cannot} fish for something you have {never} seen", "was du {nie}
// gesehen hast, kannst du auch {nicht} erfragen"), and the check itself
// suggests braces for one. But "need not" never restates "must": it
// says the rule is no rule ("{No} hace falta que tengas ya una carta de
// ese valor", "you {don't} have to hold"), braces or not. The text is read
// once more with its braces lifted, and only a braced negation of MUST
// whose own words are not braced too, and which no claim of the statement
// may negate, is refused.
func (w *stmtCheck) bracedNegations() {
	r := w.Reading
	if !slices.ContainsFunc(r.tokens, func(t token) bool { return t.marked && !t.digits }) {
		return
	}
	toks := slices.Clone(r.tokens)
	for i := range toks {
		toks[i].marked = false
	}
	u := read(r.lx, toks)
	occ := u.Occurrences()
	negs := u.Negations(occ)
	times := map[int]int{}
	for _, n := range negs {
		if n.Target >= 0 {
			times[n.Target]++
		}
	}
	braced := func(m match) bool {
		return slices.ContainsFunc(m.used, func(k int) bool { return r.tokens[k].marked })
	}
	t := tallies(w.Claims)
	for _, n := range negs {
		// two negations of one word cancel ("{nothing} stops you asking
		// again")
		if n.Target < 0 || times[n.Target]%2 == 0 || !braced(u.matches[n.Not.match]) {
			continue
		}
		o := occ[n.Target]
		if braced(u.matches[o.match]) {
			continue // the rule word in braces too: an example's words
		}
		if o.Feature != Must || !w.mustStated(t) {
			continue // a braced negation of another rule word may restate the rule
		}
		times[n.Target] = 0 // reported once
		id := slices.Concat(t[Must].needers, t[Must].allowed)[0]
		w.fail(id, fmt.Sprintf("%q, written in braces as a word that states no rule, negates %s (%q), which claim %s states as it stands: the negation says the opposite, braces or not; state the rule as the claim has it",
			"{"+n.Not.Words+"}", o.Feature.Upper(), o.Words, id))
	}
}

// mustStated reports whether a claim of the statement states MUST as it
// stands and none may negate it: a negation of it says "need not", which
// braces cannot make a restatement, so the check neither lets a braced
// one pass nor advises braces for one.
func (w *stmtCheck) mustStated(t map[Feature]*tally) bool {
	return t[Must].accounts() && !slices.ContainsFunc(w.Claims, func(s ClaimSig) bool {
		return slices.Contains(s.Sig.Negates, Must) || slices.Contains(s.Sig.Negated, Must)
	})
}
