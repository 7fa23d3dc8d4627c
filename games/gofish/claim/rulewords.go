package claim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/content"
)

// tally is what a statement's claims say of one feature.
type tally struct {
	needers []string // claims that need it
	allowed []string // claims that allow it (or need it in a group)
	deniers []string // claims it contradicts
	lo, hi  int      // how many negations the claims account for
}

// tallies sums the signatures of a statement's claims by feature.
func tallies(sigs []claimSig) map[content.Feature]*tally {
	t := map[content.Feature]*tally{}
	get := func(f content.Feature) *tally {
		if t[f] == nil {
			t[f] = &tally{}
		}
		return t[f]
	}
	for _, s := range sigs {
		for _, f := range s.sig.Need {
			x := get(f)
			x.needers = append(x.needers, s.id)
			x.lo, x.hi = max(x.lo, 1), x.hi+1
		}
		for _, g := range s.sig.OneOf {
			for _, f := range g {
				x := get(f)
				x.allowed = append(x.allowed, s.id)
				x.hi++
			}
		}
		for _, f := range s.sig.Allow {
			x := get(f)
			x.allowed = append(x.allowed, s.id)
			x.hi++
		}
		for _, f := range s.sig.Deny {
			get(f).deniers = append(get(f).deniers, s.id)
		}
	}
	return t
}

// accounts reports whether a claim of the statement needs or allows f.
func (x *tally) accounts() bool { return x != nil && (len(x.needers) > 0 || len(x.allowed) > 0) }

// ruleWords checks the rule words against the signatures: every needed
// feature is there, none contradicts a claim, each is accounted for, and
// the negations are as many as the claims account for.
func (w *wordCheck) ruleWords() {
	occ := w.r.features()
	by := map[content.Feature][]occurrence{}
	for _, o := range occ {
		by[o.feature] = append(by[o.feature], o)
	}
	t := tallies(w.sigs)
	w.missing(by, t)
	w.contradicting(occ, t)
	w.negatedTargets(occ)
	w.negations(by[content.Not], t[content.Not])
	w.negatedOnly(by)
}

// negatedTargets reports each negation that negates a rule word no claim
// of the statement may negate (Signature.Negates, Negated): "the player
// with the most books does not win" negates WIN, which a claim allows
// only as it stands. Two negations of one word cancel. The claims still
// account for every negation by count (negations).
func (w *wordCheck) negatedTargets(occ []occurrence) {
	negs := w.r.negations(occ)
	times := map[int]int{}
	for _, n := range negs {
		times[n.target]++
	}
	for _, n := range negs {
		// Two negations of one word cancel ("nothing stops you asking
		// again").
		if n.target < 0 || times[n.target]%2 == 0 {
			continue
		}
		times[n.target] = 0 // reported once
		o := occ[n.target]
		ok := false
		for _, s := range w.sigs {
			ok = ok || slices.Contains(s.sig.Negates, o.feature) || slices.Contains(s.sig.Negated, o.feature)
		}
		if ok {
			continue
		}
		var states []string
		for _, s := range w.sigs {
			if slices.Contains(s.sig.Need, o.feature) || slices.Contains(s.sig.Allow, o.feature) || slices.Contains(s.sig.features(), o.feature) {
				states = append(states, s.id)
			}
		}
		what := "which none of the statement's claims (" + strings.Join(w.claimIDs(), ", ") + ") states negated"
		claimID := ""
		if len(states) > 0 {
			claimID = states[0]
			what = "which claim " + strings.Join(slices.Compact(states), ", ") + " states as it stands: the negation says the opposite"
		}
		w.fail(KindWords, claimID, fmt.Sprintf("%q negates %s (%q), %s; write a negation that states no rule in braces, {%s}",
			n.not.words, o.feature.Upper(), o.words, what, w.braceWord(n.not)), nil)
	}
}

// missing reports each needed feature (and group) the text lacks.
func (w *wordCheck) missing(by map[content.Feature][]occurrence, t map[content.Feature]*tally) {
	for _, s := range w.sigs {
		for _, f := range s.sig.Need {
			if len(by[f]) == 0 {
				w.fail(KindWords, s.id, w.notStated(s.id, []content.Feature{f}), nil)
			}
		}
		for _, g := range s.sig.OneOf {
			found := false
			for _, f := range g {
				found = found || len(by[f]) > 0
			}
			if !found {
				w.fail(KindWords, s.id, w.notStated(s.id, g), nil)
			}
		}
	}
}

// notStated says that claim id is not stated: none of the phrases of fs.
func (w *wordCheck) notStated(id string, fs []content.Feature) string {
	var names, phrases []string
	for _, f := range fs {
		names = append(names, f.Upper())
		for _, p := range w.lx.phrasesOf(f, 4) {
			phrases = append(phrases, strconv.Quote(p))
		}
	}
	file := w.lx.fileOf(fs[0])
	if file == "" {
		file = "locale/" + string(w.locale) + "/words.yaml"
	}
	return fmt.Sprintf("claim %s is not stated: it needs %s, and none of %s … is in the text (if the text says it in other words, add them to %s under features: %s: [\"…\"])",
		id, strings.Join(names, " or "), strings.Join(phrases, ", "), file, fs[0])
}

// contradicting reports each rule word that contradicts a claim, and
// each that no claim accounts for.
func (w *wordCheck) contradicting(occ []occurrence, t map[content.Feature]*tally) {
	seen := map[content.Feature]bool{}
	for _, o := range occ {
		x := t[o.feature]
		if o.feature.Topic() || x.accounts() || seen[o.feature] {
			continue
		}
		seen[o.feature] = true
		if x != nil && len(x.deniers) > 0 {
			d := x.deniers[0]
			w.fail(KindWords, d, fmt.Sprintf("%q says %s, which contradicts claim %s%s", o.words, o.feature.Upper(), d, w.needsOf(d)), nil)
			continue
		}
		w.fail(KindWords, "", fmt.Sprintf("%q says %s, which none of the statement's claims (%s) states: bind the claim that states it, or write the word in braces, {%s}, if it states no rule here",
			o.words, o.feature.Upper(), strings.Join(w.claimIDs(), ", "), w.braceWord(o)), nil)
	}
}

// needsOf describes what claim id needs, with phrases: " (it needs ALL: "every", "all")".
func (w *wordCheck) needsOf(id string) string {
	for _, s := range w.sigs {
		if s.id != id {
			continue
		}
		fs := s.sig.features()
		if len(fs) == 0 {
			return ""
		}
		var parts []string
		for _, f := range fs {
			var ph []string
			for _, p := range w.lx.phrasesOf(f, 3) {
				ph = append(ph, strconv.Quote(p))
			}
			parts = append(parts, f.Upper()+" ("+strings.Join(ph, ", ")+")")
		}
		return ", which needs " + strings.Join(parts, ", ")
	}
	return ""
}

// negations: the text negates as often as its claims account for.
func (w *wordCheck) negations(nots []occurrence, x *tally) {
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
			words[i] = strconv.Quote(o.words)
		}
		w.fail(KindWords, "", fmt.Sprintf("the text negates %d times (%s), its claims (%s) account for %d: a negation more says the opposite; write one that states no rule in braces, {%s}",
			n, strings.Join(words, ", "), strings.Join(w.claimIDs(), ", "), hi, w.braceWord(nots[len(nots)-1])), nil)
	}
}

// negatedOnly: a feature a claim only states negated ("not when the pond
// runs dry") follows a negation in its sentence.
func (w *wordCheck) negatedOnly(by map[content.Feature][]occurrence) {
	for _, s := range w.sigs {
		for _, f := range s.sig.Negated {
			for _, o := range by[f] {
				if !w.negatedAt(o, by[content.Not]) {
					w.fail(KindWords, s.id, fmt.Sprintf("%q says %s without a negation before it, but claim %s says it does not hold", o.words, f.Upper(), s.id), nil)
				}
			}
		}
	}
}

// negatedAt reports whether a negation comes before o in its sentence.
func (w *wordCheck) negatedAt(o occurrence, nots []occurrence) bool {
	at := w.r.matches[o.match].start()
	for _, n := range nots {
		s := w.r.matches[n.match].start()
		if s < at && w.r.sentence(s) == w.r.sentence(at) {
			return true
		}
	}
	return false
}

// claimIDs lists the ids of the statement's claims.
func (w *wordCheck) claimIDs() []string {
	var out []string
	for _, s := range w.sigs {
		if !slices.Contains(out, s.id) {
			out = append(out, s.id)
		}
	}
	return out
}

// braceWord returns the word of o that, written in braces, leaves the
// text without o's feature at o's words: "empty" of "is empty" (bracing
// "is" would leave "empty", which says EMPTY alone), "dealer" of "the
// dealer". It tries the words from the last; when no single word does,
// it braces each.
func (w *wordCheck) braceWord(o occurrence) string {
	m := w.r.matches[o.match]
	toks := make([]token, len(w.r.tokens))
	for i := len(m.used) - 1; i >= 0; i-- {
		copy(toks, w.r.tokens)
		toks[m.used[i]].marked = true
		if !readsAt(read(w.lx, toks), o.feature, m.used) {
			return toks[m.used[i]].shown
		}
	}
	parts := make([]string, len(m.used))
	for i, u := range m.used {
		parts[i] = w.r.tokens[u].shown
	}
	return strings.Join(parts, "} {")
}

// readsAt reports whether r reads feature f in any of the tokens at.
func readsAt(r reading, f content.Feature, at []int) bool {
	for _, o := range r.features() {
		if o.feature != f {
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

// sorted returns l sorted.
func sorted(l []string) []string {
	slices.Sort(l)
	return l
}
