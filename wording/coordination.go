package wording

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// alternatives checks that where the statement binds two claims that
// each state one of several alternatives (Signature.Alternative), the
// words between their features, in a sentence, join them with "or": a
// word of the locale's coordination: and: between them, with no word of
// or: and no condition word that starts a condition of its own ("…, and
// when the pond runs dry"), makes one condition of two ("a player is out
// and the pond is empty") and says another rule.
func (w *stmtCheck) alternatives(by map[Feature][]Occurrence) {
	var claims []ClaimSig
	for _, s := range w.Claims {
		if len(s.Sig.Alternative) > 0 {
			claims = append(claims, s)
		}
	}
	if len(claims) < 2 || len(w.Reading.lx.words[AndWord]) == 0 {
		return
	}
	// the alternatives' words by where they start, with the claims
	// whose they are (a feature two claims share is both's)
	type at struct {
		last   int
		claims []string
		words  string
	}
	pos := map[int]*at{}
	for _, s := range claims {
		for _, f := range s.Sig.Alternative {
			for _, o := range by[f] {
				m := w.Reading.matches[o.match]
				x := pos[m.start()]
				if x == nil {
					x = &at{last: m.used[len(m.used)-1], words: o.Words}
					pos[m.start()] = x
				}
				if !slices.Contains(x.claims, s.ID) {
					x.claims = append(x.claims, s.ID)
				}
			}
		}
	}
	starts := slices.Sorted(maps.Keys(pos))
	conds := map[int]bool{} // the tokens that head a condition of their own
	for _, m := range w.conditions() {
		if m.phrase.src.Kind == ConditionWord {
			conds[m.start()] = true
		}
	}
	for i := 1; i < len(starts); i++ {
		a, b := pos[starts[i-1]], pos[starts[i]]
		ca, cb := twoClaims(a.claims, b.claims)
		if cb == "" || a.last >= starts[i] || w.Reading.sentence(a.last) != w.Reading.sentence(starts[i]) {
			continue
		}
		and, or := "", false
		for k := a.last + 1; k < starts[i]; k++ {
			t := w.Reading.tokens[k]
			switch {
			case t.quoted:
			case w.Reading.lx.listed(OrWord, t.word) || conds[k]:
				or = true
			case w.Reading.lx.listed(AndWord, t.word) && and == "":
				and = t.shown
			}
		}
		if and != "" && !or {
			w.fail(cb, fmt.Sprintf("%q joins %q and %q into one condition, but claims %s and %s each state one of two alternatives, either enough: join them with %s",
				and, a.words, b.words, ca, cb, w.Reading.lx.wordList(OrWord)))
		}
	}
}

// alternativesSaid checks that where two claims or more each state one of
// several alternatives by the same feature that each needs (EMPTY of "a
// player has no cards left or the pond runs out"), the statement says it
// once for each: said once, it states one alternative, and the other
// claim's is missing or turned round ("a player has cards left or the
// pond runs out").
func (w *stmtCheck) alternativesSaid(by map[Feature][]Occurrence) {
	need := map[Feature][]string{}
	var order []Feature
	for _, s := range w.Claims {
		for _, f := range s.Sig.Alternative {
			if !slices.Contains(s.Sig.Needs(), f) {
				continue
			}
			if need[f] == nil {
				order = append(order, f)
			}
			need[f] = append(need[f], s.ID)
		}
	}
	for _, f := range order {
		if ids := need[f]; len(ids) > 1 && len(by[f]) > 0 && len(by[f]) < len(ids) {
			times := fmt.Sprintf("%d times", len(by[f]))
			if len(by[f]) == 1 {
				times = "once"
			}
			w.fail(ids[len(ids)-1], fmt.Sprintf("%s is said %s, but claims %s each state an alternative by it: say it for each (%q)",
				f.Upper(), times, strings.Join(ids, ", "), by[f][0].Words))
		}
	}
}

// joints checks that where a claim states conditions that must all hold
// (Signature.Joint), two of them in a sentence are not joined by "or":
// the last word of the locale's coordination between them (and: or or:)
// is not one of or: ("if you cannot play or there is nothing to draw"
// makes either enough). A word between them that joins something else
// ("a card of its suit or rank, and there is nothing to draw") is not
// the last.
func (w *stmtCheck) joints(by map[Feature][]Occurrence) {
	for _, s := range w.Claims {
		if len(s.Sig.Joint) < 2 {
			continue
		}
		type at struct {
			start, last int
			f           Feature
			words       string
		}
		var xs []at
		for _, f := range s.Sig.Joint {
			for _, o := range by[f] {
				m := w.Reading.matches[o.match]
				xs = append(xs, at{m.start(), m.used[len(m.used)-1], f, o.Words})
			}
		}
		slices.SortFunc(xs, func(a, b at) int { return a.start - b.start })
		for i := 1; i < len(xs); i++ {
			a, b := xs[i-1], xs[i]
			if a.f == b.f || a.last >= b.start || w.Reading.sentence(a.last) != w.Reading.sentence(b.start) {
				continue
			}
			or := ""
			for k := a.last + 1; k < b.start; k++ {
				t := w.Reading.tokens[k]
				switch {
				case t.quoted:
				case w.Reading.lx.listed(OrWord, t.word):
					or = t.shown
				case w.Reading.lx.listed(AndWord, t.word):
					or = ""
				}
			}
			if or != "" {
				w.fail(s.ID, fmt.Sprintf("%q makes either of %q and %q enough, but claim %s needs both: join them with %s",
					or, a.words, b.words, s.ID, w.Reading.lx.wordList(AndWord)))
			}
		}
	}
}

// wordList quotes the locale's words of a kind (OrWord: those that join
// alternatives; AndWord: those that join things that hold together).
func (lx *Lexicon) wordList(kind PhraseKind) string {
	var ws []string
	for w := range lx.words[kind] {
		ws = append(ws, fmt.Sprintf("%q", w))
	}
	slices.Sort(ws)
	return strings.Join(ws, " or ")
}

// twoClaims returns a claim of as and another of bs, or "" for the
// second when every claim of both is the one claim.
func twoClaims(as, bs []string) (string, string) {
	for _, x := range as {
		for _, y := range bs {
			if x != y {
				return x, y
			}
		}
	}
	return "", ""
}

// wholes checks that each thing a claim speaks of in full
// (Signature.Whole) stands unnarrowed: no player named (a possessive, a
// pronoun: "his refusals", "that player's refusals") and no word of the
// locale's narrowing: ("its", "that") in the two words before it, nor
// after it behind a word that makes an object ("the refusals of that
// player", "the refusals for its rank").
func (w *stmtCheck) wholes(by map[Feature][]Occurrence) {
	for _, s := range w.Claims {
		for _, f := range s.Sig.Whole {
			for _, o := range by[f] {
				if at, ok := w.Reading.narrowed(o, w.players()); ok {
					w.fail(s.ID, fmt.Sprintf("%q narrows %q to one player's or one rank's, but claim %s speaks of every one: write it whole (%s)",
						at, o.Words, s.ID, w.phraseList(All, 2)))
				}
			}
		}
	}
}

// narrowed returns the words that narrow o, and whether any does.
func (r Reading) narrowed(o Occurrence, ms []mention) (string, bool) {
	m := r.matches[o.match]
	first, last := m.start(), m.used[len(m.used)-1]
	clause := r.tokens[first].clause
	names := func(k int) bool {
		if r.lx.listed(NarrowingWord, r.tokens[k].word) {
			return true
		}
		for _, x := range ms {
			if x.from <= k && k <= x.to && x.role != "" && x.role != Anyone {
				return true
			}
		}
		return false
	}
	for k := first - 1; k >= max(0, first-2); k-- {
		if r.tokens[k].clause != clause || r.tokens[k].quoted {
			break
		}
		if names(k) {
			return r.span(k, last), true
		}
	}
	for k := last + 1; k < len(r.tokens) && k <= last+3; k++ {
		if r.tokens[k].clause != clause {
			break
		}
		if !r.lx.objectMarker(r.tokens[k].word) {
			continue
		}
		for j := k + 1; j < len(r.tokens) && j <= k+2 && r.tokens[j].clause == clause; j++ {
			if names(j) {
				return r.span(first, j), true
			}
		}
	}
	return "", false
}

// everyoneWords returns occ without the quantifiers (ALL, EACH) that
// say a feature a claim states of every player (Signature.Everyone) of
// every player, in its clause: "if every other hand is empty" says EMPTY
// of all, and the claim accounts for the "every". It records which of
// the feature's occurrences a quantifier, a negation of the player ("no
// other player's hand") or the other players named (the Others role)
// says of every player, and which one an ANY in its clause says of one
// ("if any of the others is out of cards"), for everyone.
func (w *stmtCheck) everyoneWords(occ []Occurrence) []Occurrence {
	var fs []Feature
	for _, s := range w.Claims {
		fs = append(fs, s.Sig.Everyone...)
	}
	if len(fs) == 0 {
		return occ
	}
	r := w.Reading
	clauseOf := func(o Occurrence) int { return r.tokens[r.matches[o.match].start()].clause }
	negs := r.Negations(occ)
	w.ofEveryone, w.quantified = map[int]bool{}, map[int]bool{}
	drop := map[int]bool{}
	for j, o := range occ {
		if !slices.Contains(fs, o.Feature) {
			continue
		}
		c, all, any := clauseOf(o), false, false
		for k, q := range occ {
			if clauseOf(q) != c {
				continue
			}
			switch q.Feature {
			case All, Each:
				all, drop[q.match] = true, true
			case Not:
				all = all || !slices.ContainsFunc(negs, func(n Negation) bool { return n.Not.match == q.match && n.Target == j })
			case Any:
				any = any || !targeted(negs, k)
			}
		}
		for _, m := range w.players() {
			if m.guessed || r.tokens[m.from].clause != c {
				continue
			}
			all = all || m.role == Others
		}
		w.ofEveryone[o.match] = all && !any
		w.quantified[o.match] = all || any
	}
	if len(drop) == 0 {
		return occ
	}
	return slices.DeleteFunc(slices.Clone(occ), func(o Occurrence) bool { return drop[o.match] })
}

// everyone reports an act or a state a claim states of every player
// (Signature.Everyone) said of one player (everyoneWords): "if a player
// passes, the hand is blocked" makes one pass enough, and "if another
// player's hand is empty, play moves on" one empty hand.
func (w *stmtCheck) everyone(by map[Feature][]Occurrence) {
	for _, s := range w.Claims {
		for _, f := range s.Sig.Everyone {
			for _, o := range by[f] {
				if !w.ofEveryone[o.match] {
					w.fail(s.ID, fmt.Sprintf("%q says %s with no word for every player in its clause (all, each, nobody, the others), but claim %s states it of every player: one player's is another rule",
						o.Words, f.Upper(), s.ID))
					return
				}
			}
		}
	}
}

// conditioned reports a feature a claim states only under its condition
// (Signature.Conditioned) said in a sentence that says none of the
// condition's features (Signature.When): the rule holds always there. A
// question just before asks the condition ("Pioche vide ? Le tour passe
// au joueur suivant.").
func (w *stmtCheck) conditioned(by map[Feature][]Occurrence) {
	free := map[Feature]bool{} // accounted for as they stand by a claim
	for _, s := range w.Claims {
		for _, f := range append(s.Sig.Needs(), s.Sig.Allow...) {
			if !slices.Contains(s.Sig.Conditioned, f) {
				free[f] = true
			}
		}
	}
	for _, s := range w.Claims {
		for _, f := range s.Sig.Conditioned {
			if free[f] {
				continue
			}
			for _, o := range by[f] {
				at := w.Reading.sentence(w.Reading.matches[o.match].start())
				asked := w.Reading.afterQuestion(w.Reading.matches[o.match].start())
				said := false
				for _, c := range s.Sig.When {
					for _, co := range by[c] {
						in := w.Reading.sentence(w.Reading.matches[co.match].start())
						said = said || in == at || asked && in == at-1
					}
				}
				if !said {
					var when []string
					for _, c := range s.Sig.When {
						when = append(when, c.Upper())
					}
					w.fail(s.ID, fmt.Sprintf("%q says %s, which claim %s states only when %s: its sentence does not say when, so it states the rule always",
						o.Words, f.Upper(), s.ID, strings.Join(when, " or ")))
					return
				}
			}
		}
	}
}
