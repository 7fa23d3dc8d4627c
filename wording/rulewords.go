package wording

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// tally is what a statement's claims say of one feature.
type tally struct {
	needers []string // claims that need it
	allowed []string // claims that allow it (or need it in a group)
	deniers []string // claims it contradicts
	lo, hi  int      // how many negations the claims account for
}

// tallies sums the signatures of a statement's claims by feature.
func tallies(sigs []ClaimSig) map[Feature]*tally {
	t := map[Feature]*tally{}
	get := func(f Feature) *tally {
		if t[f] == nil {
			t[f] = &tally{}
		}
		return t[f]
	}
	for _, s := range sigs {
		for _, f := range s.Sig.Need {
			x := get(f)
			x.needers = append(x.needers, s.ID)
			x.lo, x.hi = max(x.lo, 1), x.hi+1
		}
		for _, g := range s.Sig.OneOf {
			for _, f := range g {
				x := get(f)
				x.allowed = append(x.allowed, s.ID)
				x.hi++
			}
		}
		for _, f := range s.Sig.Allow {
			x := get(f)
			x.allowed = append(x.allowed, s.ID)
			x.hi++
		}
		for _, f := range s.Sig.Deny {
			get(f).deniers = append(get(f).deniers, s.ID)
		}
	}
	return t
}

// accounts reports whether a claim of the statement needs or allows f.
func (x *tally) accounts() bool { return x != nil && (len(x.needers) > 0 || len(x.allowed) > 0) }

// ruleWords checks the rule words against the signatures: every needed
// feature is there, none contradicts a claim, each is accounted for, and
// the negations are as many as the claims account for.
func (w *stmtCheck) ruleWords() {
	occ := w.otherwise(w.contrapositives(w.everyoneWords(w.Reading.Occurrences())))
	by := map[Feature][]Occurrence{}
	for _, o := range occ {
		by[o.Feature] = append(by[o.Feature], o)
	}
	t := tallies(w.Claims)
	w.missing(by, t)
	negs := w.subjectNegations(occ, w.Reading.Negations(occ)) // each negation and the word it negates, read once
	turned, nots := w.deniedNegated(occ, t, negs)
	// the negations of a must a claim states: braces would not help them
	// (mustStated), so the advice leaves braces out
	mustNots := map[int]bool{}
	for _, n := range negs {
		if n.Target >= 0 && occ[n.Target].Feature == Must && w.mustStated(t) {
			mustNots[n.Not.match] = true
		}
	}
	w.contradicting(slices.DeleteFunc(slices.Clone(occ), func(o Occurrence) bool { return turned[o.match] || nots[o.match] }), t, mustNots)
	w.deniedBeside(by)
	w.negatedTargets(occ, by, negs, turned)
	w.negations(slices.DeleteFunc(slices.Clone(by[Not]), func(o Occurrence) bool { return nots[o.match] }), t[Not])
	w.negatedOnly(by, occ, negs)
	w.exceptedOnly(by)
	w.conditionSides(by)
	w.conditionActs(occ)
	w.concessions(occ)
	w.alternatives(by)
	w.alternativesSaid(by)
	w.joints(by)
	w.wholes(by)
	w.everyone(by)
	w.conditioned(by)
	w.actors(by)
	w.bracedNegations()
}

// negatedTargets reports each negation that negates a rule word no claim
// of the statement may negate (Signature.Negates, Negated): "the player
// with the most books does not win" negates WIN, which a claim allows
// only as it stands. Two negations of one word cancel. The claims still
// account for every negation by count (negations).
func (w *stmtCheck) negatedTargets(occ []Occurrence, by map[Feature][]Occurrence, negs []Negation, turned map[int]bool) {
	times := map[int]int{}
	for _, n := range negs {
		times[n.Target]++
	}
	for _, n := range negs {
		if n.Target >= 0 && turned[occ[n.Target].match] {
			continue // the claim's own pole said by denying the other (deniedNegated)
		}
		// Two negations of one word cancel ("nothing stops you asking
		// again").
		if n.Target < 0 || times[n.Target]%2 == 0 {
			continue
		}
		times[n.Target] = 0 // reported once
		o := occ[n.Target]
		ok := false
		for _, s := range w.Claims {
			ok = ok || slices.Contains(s.Sig.Negates, o.Feature) || slices.Contains(s.Sig.Negated, o.Feature)
			for _, b := range s.Sig.NegatesBeside {
				ok = ok || b.Feature == o.Feature && w.sameSentence(o, by[b.Topic])
			}
		}
		if ok {
			continue
		}
		var states []string
		for _, s := range w.Claims {
			if slices.Contains(s.Sig.Need, o.Feature) || slices.Contains(s.Sig.Allow, o.Feature) || slices.Contains(s.Sig.Needs(), o.Feature) {
				states = append(states, s.ID)
			}
		}
		what := "which none of the statement's claims (" + strings.Join(w.claimIDs(), ", ") + ") states negated"
		claimID := ""
		if len(states) > 0 {
			claimID = states[0]
			what = "which claim " + strings.Join(slices.Compact(states), ", ") + " states as it stands: the negation says the opposite"
		}
		if o.Feature == Must && claimID != "" {
			// "need not" never restates a must: braces would not help
			// (mustStated; no claim here may negate it)
			w.fail(claimID, fmt.Sprintf("%q negates %s (%q), %s; state the rule as the claim has it",
				n.Not.Words, o.Feature.Upper(), o.Words, what))
			continue
		}
		w.fail(claimID, fmt.Sprintf("%q negates %s (%q), %s; write a negation that states no rule in braces, {%s}",
			n.Not.Words, o.Feature.Upper(), o.Words, what, w.braceWord(n.Not)))
	}
}

// deniedNegated returns the occurrences of a feature a claim denies that
// a negation negates, once, where no claim of the statement needs or
// allows the feature, and those negations, each before the word it
// negates: denying the pole a claim denies states the claim's own ("lay them down at once, not later":
// WAITS denied; "one card, not all of them"). Such a word contradicts no
// claim, and the claims account for its negation.
func (w *stmtCheck) deniedNegated(occ []Occurrence, t map[Feature]*tally, negs []Negation) (turned, nots map[int]bool) {
	turned, nots = map[int]bool{}, map[int]bool{}
	times := map[int]int{}
	for _, n := range negs {
		if n.Target >= 0 {
			times[n.Target]++
		}
	}
	for _, n := range negs {
		if n.Target < 0 || times[n.Target] != 1 {
			continue
		}
		x := t[occ[n.Target].Feature]
		if x == nil || len(x.deniers) == 0 || x.accounts() {
			continue
		}
		if w.Reading.matches[n.Not.match].start() > w.Reading.matches[occ[n.Target].match].start() {
			continue // a negation after the word may be another's ("face cachée, sans les faire voir")
		}
		turned[occ[n.Target].match], nots[n.Not.match] = true, true
	}
	return turned, nots
}

// subjectNegations returns negs with each negation of a rule word no
// claim may negate turned to the nearest rule word before it in its
// clause that a claim states only negated (Signature.Negated): that one
// is its subject, what does not bring the rule word about ("que se acabe
// el pozo no termina la partida": the pond running out is what does not
// end the game). A negation with no such word before it keeps its target
// ("the player with the most books does not win").
func (w *stmtCheck) subjectNegations(occ []Occurrence, negs []Negation) []Negation {
	negated, negatable := map[Feature]bool{}, map[Feature]bool{}
	for _, s := range w.Claims {
		for _, f := range s.Sig.Negated {
			negated[f], negatable[f] = true, true
		}
		for _, f := range s.Sig.Negates {
			negatable[f] = true
		}
	}
	if len(negated) == 0 {
		return negs
	}
	needed := map[Feature]bool{}
	for _, s := range w.Claims {
		for _, f := range s.Sig.Needs() {
			needed[f] = true
		}
	}
	out := slices.Clone(negs)
	for i, n := range out {
		if n.Target < 0 || negatable[occ[n.Target].Feature] {
			continue
		}
		at := w.Reading.matches[n.Not.match].start()
		for j := len(occ) - 1; j >= 0; j-- {
			from := w.Reading.matches[occ[j].match].start()
			if from >= at || !negated[occ[j].Feature] || occ[j].Feature == Any {
				// (an ANY before a negation stands over it: Negations)
				continue
			}
			if w.Reading.tokens[from].clause == w.Reading.tokens[at].clause || !needed[occ[n.Target].Feature] && w.opensWith(from, w.Reading.matches[occ[n.Target].match].start()) {
				out[i].Target = j
			}
			break
		}
		if out[i].Target != n.Target || needed[occ[n.Target].Feature] {
			continue // (a negation of what a claim needs stays on it: "…, not booking every rank")
		}
		// the condition right after what it negates: "la partie ne se
		// termine pas quand la pioche est vide" is "not when the pond is
		// empty"
		if j, ok := w.conditionAfter(occ, n, negated); ok {
			out[i].Target = j
		}
	}
	return out
}

// opensWith reports whether the token from stands in a clause that opens
// the sentence of token verb and comes right before verb's clause, which
// verb opens: a subject clause and the verb it is the subject of ("Dass
// der Teich leer ist, beendet das Spiel nicht"; not "…, así que no ves").
func (w *stmtCheck) opensWith(from, verb int) bool {
	t, a := w.Reading.tokens[from], w.Reading.tokens[verb]
	if t.sentence != a.sentence || t.clause != a.clause-1 || w.Reading.tokens[verb-1].clause == a.clause {
		return false
	}
	for k := from - 1; k >= 0 && w.Reading.tokens[k].sentence == t.sentence; k-- {
		if w.Reading.tokens[k].clause != t.clause {
			return false
		}
	}
	return true
}

// conditionAfter returns the first occurrence after what n negates and n
// itself, in their sentence, of a feature a claim states only negated,
// where it stands in the clause a condition (IF) heads that starts right
// after them, with nothing but words that state nothing between; ok is
// false where there is none.
func (w *stmtCheck) conditionAfter(occ []Occurrence, n Negation, negated map[Feature]bool) (int, bool) {
	tm, nm := w.Reading.matches[occ[n.Target].match], w.Reading.matches[n.Not.match]
	last := max(tm.used[len(tm.used)-1], nm.used[len(nm.used)-1])
	for _, c := range w.conditions() {
		if c.phrase.src.Kind != ConditionWord {
			continue
		}
		first := c.start()
		if first <= last || w.Reading.tokens[first].sentence != w.Reading.tokens[last].sentence {
			continue
		}
		for k := last + 1; k < first; k++ {
			if t := w.Reading.tokens[k]; !t.marked && !w.Reading.lx.isNeutral(t.word) {
				return 0, false
			}
		}
		from, to, _ := w.Reading.headed(first, c.used[len(c.used)-1])
		for j, o := range occ {
			if negated[o.Feature] && w.Reading.within(o, from, to) {
				return j, true
			}
		}
		return 0, false
	}
	return 0, false
}

// missing reports each needed feature (and group) the text lacks.
func (w *stmtCheck) missing(by map[Feature][]Occurrence, t map[Feature]*tally) {
	for _, s := range w.Claims {
		for _, f := range s.Sig.Need {
			if len(by[f]) == 0 {
				w.fail(s.ID, w.notStated(s.ID, []Feature{f}))
			}
		}
		for _, b := range s.Sig.NeedsBeside {
			if len(by[b.Feature]) == 0 && len(by[b.Topic]) > 0 {
				w.fail(s.ID, w.notStated(s.ID, []Feature{b.Feature}))
			}
		}
		for _, g := range s.Sig.OneOf {
			found := false
			for _, f := range g {
				found = found || len(by[f]) > 0
			}
			if !found {
				w.fail(s.ID, w.notStated(s.ID, g))
			}
		}
	}
}

// notStated says that claim id is not stated: none of the phrases of fs.
func (w *stmtCheck) notStated(id string, fs []Feature) string {
	var names, phrases []string
	for _, f := range fs {
		names = append(names, f.Upper())
		for _, p := range w.Reading.lx.phrasesOf(f, 4) {
			phrases = append(phrases, strconv.Quote(p))
		}
	}
	file := w.Reading.lx.fileOf(fs[0])
	if file == "" {
		file = "locale/" + string(w.Reading.lx.code) + "/words.yaml"
	}
	for _, f := range fs {
		if words, in, ok := w.Reading.swallowed(f); ok {
			return fmt.Sprintf("claim %s is not stated: it needs %s, and the text's %q, a phrase of %s, is read inside %q, a longer phrase of %s (where the phrases overlap, the longest wins: leave %q out of %s's phrase in %s, or write the two apart)",
				id, strings.Join(names, " or "), words, f.Upper(), in.phrase.src.Text, in.phrase.src.Feature.Upper(), words, in.phrase.src.Feature.Upper(), in.phrase.src.Pos)
		}
	}
	return fmt.Sprintf("claim %s is not stated: it needs %s, and none of %s … is in the text (if the text says it in other words, add them to %s under features: %s: [\"…\"])",
		id, strings.Join(names, " or "), strings.Join(phrases, ", "), file, fs[0])
}

// swallowed returns the words of a phrase of feature f that the text
// holds but that a longer rule word's phrase took (in): "più quartetti",
// a phrase of MOST, holds BOOK's "quartetti". The longest phrase wins
// where phrases overlap, so f is not read there.
func (r Reading) swallowed(f Feature) (words string, in match, ok bool) {
	m := matcher{toks: r.tokens, lx: r.lx}
	owner := make([]int, len(r.tokens))
	for i := range owner {
		owner[i] = -1
	}
	for k, c := range r.matches {
		for _, u := range c.used {
			owner[u] = k
		}
	}
	for pi := range r.lx.phrases {
		p := &r.lx.phrases[pi]
		if p.src.Kind != RuleWord || p.src.Feature != f {
			continue
		}
		for i := range r.tokens {
			if !m.matchAt(p, i) {
				continue
			}
			for _, u := range m.used {
				if k := owner[u]; k >= 0 && r.matches[k].phrase.src.Kind == RuleWord && r.matches[k].phrase.src.Feature != f {
					return r.span(m.used[0], m.used[len(m.used)-1]), r.matches[k], true
				}
			}
		}
	}
	return "", match{}, false
}

// contradicting reports each rule word that contradicts a claim, and
// each that no claim accounts for.
func (w *stmtCheck) contradicting(occ []Occurrence, t map[Feature]*tally, mustNots map[int]bool) {
	seen := map[Feature]bool{}
	for _, o := range occ {
		x := t[o.Feature]
		if w.Reading.lx.features.Topic(o.Feature) || x.accounts() || seen[o.Feature] {
			continue
		}
		if o.Feature == Unless {
			if !w.scopesOverNeeded(o, occ) {
				continue // the condition of the sentences after it ("Unless …. Then you go again.")
			}
			seen[o.Feature] = true
			w.fail("", fmt.Sprintf("%q turns the rule of its sentence round (UNLESS: it holds when its clause does not), and none of the statement's claims (%s) has such an exception: write the condition with \"if\" as the claims state it",
				o.Words, strings.Join(w.claimIDs(), ", ")))
			continue
		}
		denied := x != nil && len(x.deniers) > 0
		if !denied && w.headsCondition(o) {
			continue // "as soon as the pond is empty": a condition here, not AT-ONCE
		}
		seen[o.Feature] = true
		if denied {
			d := x.deniers[0]
			w.fail(d, fmt.Sprintf("%q says %s, which contradicts claim %s%s", o.Words, o.Feature.Upper(), d, w.needsOf(d)))
			continue
		}
		if mustNots[o.match] {
			w.fail("", fmt.Sprintf("%q says %s, which none of the statement's claims (%s) states: it negates a must a claim states, so state the rule as the claim has it",
				o.Words, o.Feature.Upper(), strings.Join(w.claimIDs(), ", ")))
			continue
		}
		w.fail("", fmt.Sprintf("%q says %s, which none of the statement's claims (%s) states: bind the claim that states it, or write the word in braces, {%s}, if it states no rule here",
			o.Words, o.Feature.Upper(), strings.Join(w.claimIDs(), ", "), w.braceWord(o)))
	}
}

// deniedBeside reports a feature one claim denies and another of the
// statement states, said in the clause of the first claim's own words and
// not the other's: "the next card goes face down to start the discard
// pile; the rest, face down too, is the stock" turns the first card down,
// though the stock's claim states its cards hidden. A clause holding
// words of both claims, or of neither, is not read.
func (w *stmtCheck) deniedBeside(by map[Feature][]Occurrence) {
	clauseOf := func(o Occurrence) int { return w.Reading.tokens[w.Reading.matches[o.match].start()].clause }
	// own: the features only claim s needs, among the statement's claims
	own := func(s ClaimSig, except Feature) []Feature {
		var out []Feature
		for _, f := range s.Sig.Needs() {
			if f == except {
				continue
			}
			shared := false
			for _, o := range w.Claims {
				if o.ID != s.ID && (slices.Contains(o.Sig.Needs(), f) || slices.Contains(o.Sig.Allow, f)) {
					shared = true
				}
			}
			if !shared {
				out = append(out, f)
			}
		}
		return out
	}
	inClause := func(fs []Feature, c int) bool {
		for _, f := range fs {
			for _, o := range by[f] {
				if clauseOf(o) == c {
					return true
				}
			}
		}
		return false
	}
	for _, a := range w.Claims {
		for _, f := range a.Sig.Deny {
			var stating []ClaimSig
			for _, b := range w.Claims {
				if b.ID != a.ID && (slices.Contains(b.Sig.Needs(), f) || slices.Contains(b.Sig.Allow, f)) {
					stating = append(stating, b)
				}
			}
			if len(stating) == 0 {
				continue // contradicting reports it
			}
			for _, o := range by[f] {
				c := clauseOf(o)
				if !inClause(own(a, f), c) {
					continue
				}
				theirs := false
				for _, b := range stating {
					theirs = theirs || inClause(own(b, f), c)
				}
				if !theirs {
					w.fail(a.ID, fmt.Sprintf("%q says %s in the clause of claim %s's words, which contradicts it (claim %s states it of another thing): say it of that thing, or write the other pole here",
						o.Words, f.Upper(), a.ID, stating[0].ID))
					break
				}
			}
		}
	}
}

// headsCondition reports whether the words of o are all words of one of
// the locale's condition heads in the statement (conditions: if): "as
// soon as", "sobald", "dès que" say AT-ONCE where a claim states it, and
// where none does they head the condition a rule holds in.
func (w *stmtCheck) headsCondition(o Occurrence) bool {
	used := w.Reading.matches[o.match].used
	for _, m := range w.conditions() {
		if m.phrase.src.Kind == ConditionWord && !w.Reading.tokens[m.start()].quoted && containsAll(m.used, used) {
			return true
		}
	}
	return false
}

// containsAll reports whether every element of sub is in set.
func containsAll(set, sub []int) bool {
	for _, k := range sub {
		if !slices.Contains(set, k) {
			return false
		}
	}
	return true
}

// needsOf describes what claim id needs, with phrases: " (it needs ALL: "every", "all")".
func (w *stmtCheck) needsOf(id string) string {
	for _, s := range w.Claims {
		if s.ID != id {
			continue
		}
		fs := s.Sig.Needs()
		if len(fs) == 0 {
			return ""
		}
		var parts []string
		for _, f := range fs {
			var ph []string
			for _, p := range w.Reading.lx.phrasesOf(f, 3) {
				ph = append(ph, strconv.Quote(p))
			}
			parts = append(parts, f.Upper()+" ("+strings.Join(ph, ", ")+")")
		}
		return ", which needs " + strings.Join(parts, ", ")
	}
	return ""
}

// negations: the text negates as often as its claims account for.
func (w *stmtCheck) negations(nots []Occurrence, x *tally) {
	lo, hi := 0, 0
	if x != nil {
		lo, hi = x.lo, x.hi
	}
	n := len(nots)
	if n == 0 || (n >= lo && n <= hi) || (x.accounts() == false) {
		return
	}
	if n > hi {
		words := make([]string, n)
		for i, o := range nots {
			words[i] = strconv.Quote(o.Words)
		}
		w.fail("", fmt.Sprintf("the text negates %d times (%s), its claims (%s) account for %d: a negation more says the opposite; write one that states no rule in braces, {%s}",
			n, strings.Join(words, ", "), strings.Join(w.claimIDs(), ", "), hi, w.braceWord(nots[len(nots)-1])))
	}
}

// negatedOnly: a feature a claim only states negated ("not when the pond
// runs dry") follows a negation in its sentence, or is the word a
// negation after it negates (Swedish puts it after the verb: "frågan
// göms inte"), or stands in the clause a concession heads, which says the
// same: "even if the pond runs dry" is "not when the pond runs dry".
func (w *stmtCheck) negatedOnly(by map[Feature][]Occurrence, occ []Occurrence, negs []Negation) {
	targeted := func(o Occurrence) bool {
		for _, n := range negs {
			if n.Target >= 0 && occ[n.Target].match == o.match {
				return true
			}
		}
		return false
	}
	// A negation that negates another word of o's feature is that word's:
	// "not when the pond runs dry, or when somebody runs out of cards"
	// leaves the second case said as it stands. One inside o's words is
	// o's all the same ("spelet tar inte slut när sjön torkar ut").
	free := func(o Occurrence) []Occurrence {
		used := w.Reading.matches[o.match].used
		var out []Occurrence
		for _, n := range negs {
			at := w.Reading.matches[n.Not.match].start()
			inside := at > used[0] && at < used[len(used)-1]
			if inside || n.Target < 0 || occ[n.Target].match == o.match || occ[n.Target].Feature != o.Feature {
				out = append(out, n.Not)
			}
		}
		return out
	}
	for _, s := range w.Claims {
		for _, f := range s.Sig.Negated {
			for _, o := range by[f] {
				if _, conceded := w.conceded(occ, o); !w.negatedAt(o, free(o)) && !targeted(o) && !conceded {
					w.fail(s.ID, fmt.Sprintf("%q says %s without a negation before it, but claim %s says it does not hold", o.Words, f.Upper(), s.ID))
				}
			}
		}
	}
}

// exceptedOnly: the pole a claim states only as its exception ("the card
// stays hidden unless it is the rank you asked for": SHOWN for a wish)
// stands in a sentence that a condition ("unless") turns round.
func (w *stmtCheck) exceptedOnly(by map[Feature][]Occurrence) {
	for _, s := range w.Claims {
		for _, f := range s.Sig.Excepted {
			for _, o := range by[f] {
				if !w.sameSentence(o, by[Unless]) {
					w.fail(s.ID, fmt.Sprintf("%q says %s with no condition (UNLESS) in its sentence to turn it round, but claim %s says the opposite: write the other word, or the exception", o.Words, f.Upper(), s.ID))
				}
			}
		}
	}
}

// sameSentence reports whether one of others stands in o's full
// sentence (its colons and semicolons do not end it).
func (w *stmtCheck) sameSentence(o Occurrence, others []Occurrence) bool {
	at := w.Reading.period(w.Reading.matches[o.match].start())
	for _, n := range others {
		if w.Reading.period(w.Reading.matches[n.match].start()) == at {
			return true
		}
	}
	return false
}

// negatedAt reports whether a negation comes before o in its sentence, or
// stands inside o's words ("tar inte slut").
func (w *stmtCheck) negatedAt(o Occurrence, nots []Occurrence) bool {
	used := w.Reading.matches[o.match].used
	at, end := used[0], used[len(used)-1]
	for _, n := range nots {
		s := w.Reading.matches[n.match].start()
		if s < at && w.Reading.sentence(s) == w.Reading.sentence(at) || s > at && s < end {
			return true
		}
	}
	return false
}

// claimIDs lists the ids of the statement's claims.
func (w *stmtCheck) claimIDs() []string {
	var out []string
	for _, s := range w.Claims {
		if !slices.Contains(out, s.ID) {
			out = append(out, s.ID)
		}
	}
	return out
}

// braceWord returns the word of o that, written in braces, leaves the
// text without o's feature at o's words: "empty" of "is empty" (bracing
// "is" would leave "empty", which says EMPTY alone), "dealer" of "the
// dealer". It tries the words from the last; when no single word does,
// it braces each.
func (w *stmtCheck) braceWord(o Occurrence) string {
	m := w.Reading.matches[o.match]
	toks := make([]token, len(w.Reading.tokens))
	for i := len(m.used) - 1; i >= 0; i-- {
		copy(toks, w.Reading.tokens)
		toks[m.used[i]].marked = true
		if !readsAt(read(w.Reading.lx, toks), o.Feature, m.used) {
			return toks[m.used[i]].written
		}
	}
	parts := make([]string, len(m.used))
	for i, u := range m.used {
		parts[i] = w.Reading.tokens[u].written
	}
	return strings.Join(parts, "} {")
}

// readsAt reports whether r reads feature f in any of the tokens at.
func readsAt(r Reading, f Feature, at []int) bool {
	for _, o := range r.Occurrences() {
		if o.Feature != f {
			continue
		}
		for _, u := range r.matches[o.match].used {
			if slices.Contains(at, u) {
				return true
			}
		}
	}
	return false
}

// scopesOverNeeded reports whether the condition o ("unless") stands in
// the sentence of a feature one of the statement's claims needs: it then
// turns that rule round ("unless you draw the rank you asked for, you go
// again"), which only a claim that allows UNLESS states. A condition in
// a sentence of its own is the exception of the sentence after it; a
// topic a claim needs is what a rule speaks of, not a rule it turns round
// ("unless you drew the rank you asked for. Then …": ASK).
func (w *stmtCheck) scopesOverNeeded(o Occurrence, occ []Occurrence) bool {
	at := w.Reading.sentence(w.Reading.matches[o.match].start())
	for _, p := range occ {
		if w.Reading.sentence(w.Reading.matches[p.match].start()) != at || w.Reading.lx.features.Topic(p.Feature) {
			continue
		}
		for _, s := range w.Claims {
			if slices.Contains(s.Sig.Need, p.Feature) {
				return true
			}
			for _, g := range s.Sig.OneOf {
				if slices.Contains(g, p.Feature) {
					return true
				}
			}
		}
	}
	return false
}
