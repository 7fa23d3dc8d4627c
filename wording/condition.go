package wording

import (
	"fmt"
	"slices"
	"strings"
)

// conditionScope returns the tokens [from, to) of the clause that the
// condition o (UNLESS) heads: the words it turns round, apart from the
// main clause it is the exception of. A condition after its main clause
// ("your turn ends unless you drew the rank you asked for") heads the rest
// of its sentence, up to a dash or a comma and a joining word if one
// follows; one that opens its sentence ("unless you drew the rank you
// asked for, your turn ends") heads the words up to the first comma after
// it, or the whole sentence when none follows (then its main clause is
// the sentence after it: "Unless …. Then you go again."). A sentence ends
// at . ! ? ; or : (token.sentence).
func (r Reading) conditionScope(o Occurrence) (from, to int) {
	m := r.matches[o.match]
	from, to, _ = r.headed(m.start(), m.used[len(m.used)-1])
	return from, to
}

// headed returns the tokens [from, to) of the clause a condition whose
// words are the tokens [first, last] heads (see conditionScope), and
// whether a comma ends it: false for a condition that opens its sentence
// with no comma after it, which heads the whole sentence. In a sentence
// with no comma after the condition, a dash ends it ("if you draw the
// rank you asked for — a wish — you go again"); with one, the comma does
// ("if you draw it — a wish — and it completes a book, …").
func (r Reading) headed(first, last int) (from, to int, comma bool) {
	from = first
	sent := r.tokens[from].sentence
	to = from
	for to < len(r.tokens) && r.tokens[to].sentence == sent {
		to++
	}
	if !r.opens(from) {
		// after its main clause: up to a dash that sets the next clause
		// apart ("hidden unless it is that rank — and you go again"), or
		// a comma and a word that joins one (conditions: joins:)
		for k := last + 1; k < to; k++ {
			t := r.tokens[k]
			if !t.quoted && (strings.ContainsAny(t.sep, "—–") || strings.Contains(t.sep, "--") || strings.Contains(t.sep, ",") && r.lx.listed(ClauseJoinWord, t.word)) {
				return from, k, true
			}
		}
		return from, to, true
	}
	dash := -1
	for k := last + 1; k < to; k++ {
		t := r.tokens[k]
		if t.quoted {
			continue
		}
		if strings.Contains(t.sep, ",") {
			return from, k, true
		}
		if dash < 0 && (strings.ContainsAny(t.sep, "—–") || strings.Contains(t.sep, "--")) {
			dash = k
		}
	}
	if dash >= 0 {
		return from, dash, true
	}
	return from, to, false
}

// ifScopes returns the clauses that the conditions that hold head ("if
// you draw the rank you asked for, …"), read with the locale's
// conditions: words apart from the rule words. A condition word in an
// UNLESS phrase ("except if") or in quotes heads none here, nor does one
// that opens its sentence with no comma after it: where its clause ends
// is not written. A condition phrase (conditions: phrases:, "bei leerem
// Teich") is a condition of its own words.
func (r Reading) ifScopes(unless []Occurrence, conds []match) []condScope {
	inUnless := map[int]bool{}
	for _, u := range unless {
		for _, k := range r.matches[u.match].used {
			inUnless[k] = true
		}
	}
	var out []condScope
	for _, m := range conds {
		first, last := m.start(), m.used[len(m.used)-1]
		if m.phrase.src.Kind == ConditionPhrase && !r.tokens[first].quoted && !inUnless[first] {
			out = append(out, condScope{words: r.span(first, last), from: first, to: last + 1})
			continue
		}
		if m.phrase.src.Kind != ConditionWord || r.tokens[first].quoted || inUnless[first] {
			continue
		}
		if from, to, comma := r.headed(first, last); comma {
			out = append(out, condScope{words: r.span(first, last), from: from, to: to})
		}
	}
	return append(out, r.invertedScopes()...)
}

// invertedScopes returns the conditions written with the verb first and
// no condition word, as Swedish and German write them ("drar du den
// valör du frågade efter, får du fråga igen", "hat er welche, gibt er
// dir alle"): a sentence whose verb opens it (after a word that joins
// it, "men", "aber"), its subject a pronoun that may follow its verb
// (actors: after-verb:), is a condition up to the comma after which the
// main clause puts its verb before its subject too ("…, får du"). Without
// that comma the clause is not read as one: "kortet du drar" is a noun
// and its relative clause, not a verb and its subject. A locale that
// lists no such pronoun has none.
func (r Reading) invertedScopes() []condScope {
	if len(r.lx.words[SubjectAfterWord]) == 0 {
		return nil
	}
	after := func(i int) bool { return r.lx.listed(SubjectAfterWord, r.tokens[i].word) }
	var out []condScope
	for s := 0; s < len(r.tokens); {
		e := s
		for e < len(r.tokens) && r.tokens[e].sentence == r.tokens[s].sentence {
			e++
		}
		first := s
		if first < e && r.lx.listed(ClauseJoinWord, r.tokens[first].word) {
			first++
		}
		if first+2 < e && !r.tokens[first].quoted && !r.tokens[first].marked && !after(first) && after(first+1) {
			end := -1
			for k := first + 2; k+1 < e && end < 0; k++ {
				if t := r.tokens[k]; !t.quoted && strings.Contains(t.sep, ",") && !r.lx.listed(ClauseJoinWord, t.word) && after(k+1) {
					end = k
				}
			}
			if end > 0 {
				out = append(out, condScope{words: r.span(first, first+1), from: first, to: end})
			}
		}
		s = e
	}
	return out
}

// condScope is the clause a condition heads: UNLESS (it holds when its
// clause does not) or one that holds (IF).
type condScope struct {
	words    string
	unless   bool
	from, to int
}

// name returns the condition's kind as messages show it.
func (c condScope) name() string {
	if c.unless {
		return "UNLESS"
	}
	return "IF"
}

// opens reports whether token i opens its sentence: one word at most
// stands before it there, and that one states nothing ("but unless",
// "men utom om"), or a few words that state nothing set apart by a comma
// ("ahora bien, si …", "in that case, if …"). A condition after a clause
// of words that state nothing ("it is that rank unless …") follows its
// main clause.
func (r Reading) opens(i int) bool {
	most := 1
	if strings.Contains(r.tokens[i].sep, ",") {
		most = 3
	}
	before := 0
	for k := i - 1; k >= 0 && r.tokens[k].sentence == r.tokens[i].sentence; k-- {
		t := r.tokens[k]
		before++
		if before > most || !t.marked && !r.lx.isNeutral(t.word) {
			return false
		}
	}
	return true
}

// within reports whether o's words stand in the tokens [from, to).
func (r Reading) within(o Occurrence, from, to int) bool {
	m := r.matches[o.match]
	return m.start() >= from && m.used[len(m.used)-1] < to
}

// conditionSides checks that each claim's features stand on the side of
// its sentence's conditions that the claim states them on:
//   - a feature the claim states in the main clause (Signature.Main)
//     never in the clause a condition heads: "you drew the rank you asked
//     for unless your turn ends" swaps the rule and its exception of "your
//     turn ends unless you drew the rank you asked for", and "if you go
//     again, you drew the rank you asked for" the rule and its condition;
//   - one it states as a condition that does not hold (Signature.Condition,
//     "unless you go again") inside the clause an UNLESS of its sentence
//     heads, where it has one, and never in one only an IF heads ("a book
//     waits if you go again" turns the condition round);
//   - one it states as a condition that holds (Signature.When, "if you
//     draw the rank you asked for") never in the clause an UNLESS heads
//     whose sentence states the claim's main clause ("unless you draw the
//     rank you asked for, go again"); an UNLESS whose rule stands in
//     another sentence or statement ("Your turn ends. Unless you drew the
//     rank you asked for. Then you go again.") is not this claim's.
//
// A feature another claim of the statement states on that side is not
// held to the first claim's.
func (w *stmtCheck) conditionSides(by map[Feature][]Occurrence) {
	var scopes []condScope
	for _, u := range by[Unless] {
		from, to := w.Reading.conditionScope(u)
		scopes = append(scopes, condScope{words: u.Words, unless: true, from: from, to: to})
	}
	scopes = append(scopes, w.Reading.ifScopes(by[Unless], w.conditions())...)
	if len(scopes) == 0 {
		return
	}
	stated := func(f Feature, field func(Signature) []Feature) bool {
		for _, s := range w.Claims {
			if slices.Contains(field(s.Sig), f) {
				return true
			}
		}
		return false
	}
	inside := func(o Occurrence, unless bool) (condScope, bool) {
		for _, sc := range scopes {
			if sc.unless == unless && w.Reading.within(o, sc.from, sc.to) {
				return sc, true
			}
		}
		return condScope{}, false
	}
	cond := func(s Signature) []Feature { return s.Condition }
	when := func(s Signature) []Feature { return s.When }
	for _, s := range w.Claims {
		for _, f := range s.Sig.Main {
			for _, o := range by[f] {
				for _, unless := range []bool{true, false} {
					sc, in := inside(o, unless)
					if !in || unless && stated(f, cond) || !unless && stated(f, when) {
						continue
					}
					w.fail(s.ID, fmt.Sprintf("%q says %s inside the condition %q heads (%s), but claim %s states it in the main clause, as the rule the condition is the %s of: the rule and its condition have swapped sides",
						o.Words, f.Upper(), sc.words, sc.name(), s.ID, map[bool]string{true: "exception", false: "consequence"}[unless]))
					break
				}
			}
		}
		for _, f := range s.Sig.Condition {
			for _, o := range by[f] {
				at := w.Reading.sentence(w.Reading.matches[o.match].start())
				in, condHere := false, false
				for _, sc := range scopes {
					if sc.unless && w.Reading.sentence(sc.from) == at {
						condHere = true
						in = in || w.Reading.within(o, sc.from, sc.to)
					}
				}
				if condHere && !in {
					w.fail(s.ID, fmt.Sprintf("%q says %s outside the condition of its sentence, but claim %s states it as the condition: the rule and its exception have swapped sides",
						o.Words, f.Upper(), s.ID))
					continue
				}
				if sc, ok := inside(o, false); ok && !in && !stated(f, when) {
					w.fail(s.ID, fmt.Sprintf("%q says %s in a condition that holds (%q), but claim %s states it as a condition that does not hold (UNLESS): the condition is turned round",
						o.Words, f.Upper(), sc.words, s.ID))
				}
			}
		}
		for _, f := range s.Sig.When {
			for _, o := range by[f] {
				if sc, ok := inside(o, true); ok && !stated(f, cond) && w.mainBeside(s.Sig, sc, by) {
					w.fail(s.ID, fmt.Sprintf("%q says %s in a condition that does not hold (%q: UNLESS), but claim %s states it as a condition that holds (\"if\"): the condition is turned round",
						o.Words, f.Upper(), sc.words, s.ID))
				}
			}
		}
	}
}

// mainBeside reports whether a feature sig states in the main clause
// stands in the sentence of the condition sc, outside the clause it heads.
func (w *stmtCheck) mainBeside(sig Signature, sc condScope, by map[Feature][]Occurrence) bool {
	at := w.Reading.sentence(sc.from)
	for _, f := range sig.Main {
		for _, o := range by[f] {
			if w.Reading.sentence(w.Reading.matches[o.match].start()) == at && !w.Reading.within(o, sc.from, sc.to) {
				return true
			}
		}
	}
	return false
}

// conditionActs reports a thing done (a topic of kind Act: drawing,
// dealing, a game's asking or laying a book) that a condition that
// holds names ("if you draw the rank you asked for and it completes a
// book, go again") where none of the statement's claims speaks of it: the
// condition adds a requirement the claims do not state, so the rule it
// states is another one. Topics stay free elsewhere in a sentence, but
// where a claim names every act its rule speaks of (Signature.OnlyActs):
// there, another act anywhere adds a case to the rule.
func (w *stmtCheck) conditionActs(occ []Occurrence) {
	scopes := w.Reading.ifScopes(nil, w.conditions())
	only := false
	for _, s := range w.Claims {
		only = only || s.Sig.OnlyActs
	}
	if len(scopes) == 0 && !only {
		return
	}
	spoken := map[Feature]bool{}
	for _, s := range w.Claims {
		for _, fs := range [][]Feature{s.Sig.Needs(), s.Sig.Allow, s.Sig.Negated, s.Sig.Negates, s.Sig.When, s.Sig.Condition, s.Sig.Main} {
			for _, f := range fs {
				spoken[f] = true
			}
		}
	}
	seen := map[Feature]bool{}
	for _, o := range occ {
		if spoken[o.Feature] || seen[o.Feature] || w.Reading.lx.features.kind[o.Feature] != Act {
			continue
		}
		if only {
			seen[o.Feature] = true
			w.fail("", fmt.Sprintf("%q says %s, but none of the statement's claims (%s) speaks of it, and they name every act their rule holds for: it adds a case the rule does not have",
				o.Words, o.Feature.Upper(), strings.Join(w.claimIDs(), ", ")))
			continue
		}
		for _, sc := range scopes {
			if w.Reading.within(o, sc.from, sc.to) {
				seen[o.Feature] = true
				w.fail("", fmt.Sprintf("%q says %s in the condition %q heads, but none of the statement's claims (%s) speaks of it: the condition adds a requirement the rule does not have",
					o.Words, o.Feature.Upper(), sc.words, strings.Join(w.claimIDs(), ", ")))
				break
			}
		}
	}
}

// concessions checks the clauses a concession heads ("your turn ends,
// even if the card completes a book", "whether or not the pond is
// empty"): a concession says the rule beside it holds in the case it
// names too, whatever else holds, so
//   - a feature a claim names as the case its rule does not hold in
//     (Signature.Exception) contradicts it;
//   - a feature the claim's rule turns on (one it needs, its condition,
//     one its negations negate) said only there is not said of the
//     rule: "you may not ask again, whether or not the pond is empty"
//     drops the rule's condition, the empty pond, which makes it hold
//     always; "whether or not you forget, draw two cards" the call a
//     forgotten "Mau" costs.
func (w *stmtCheck) concessions(occ []Occurrence) {
	if len(w.concessionScopes(occ)) == 0 {
		return
	}
	conceded := func(o Occurrence) (concession, bool) { return w.conceded(occ, o) }
	for _, s := range w.Claims {
		for _, o := range occ {
			if sc, ok := conceded(o); ok && slices.Contains(s.Sig.Exception, o.Feature) {
				w.fail(s.ID, fmt.Sprintf("%q says %s in the concession %q heads, which says the rule holds then too; but claim %s makes that case its exception",
					o.Words, o.Feature.Upper(), sc.words, s.ID))
				break
			}
		}
		// (not what the claim states only negated: a concession says of it
		// what a negation does, "even if the pond runs dry" as "not when
		// the pond runs dry": negatedOnly)
		turns := slices.Concat(s.Sig.Needs(), s.Sig.When, s.Sig.Condition, s.Sig.Negates)
		if slices.Contains(s.Sig.Allow, Not) {
			turns = append(turns, Not) // "whether or not you forget"
		}
		for _, f := range slices.Compact(slices.Sorted(slices.Values(turns))) {
			var sc concession
			said, outside := false, false
			for _, o := range occ {
				if o.Feature != f {
					continue
				}
				said = true
				if in, ok := conceded(o); ok {
					sc = in
				} else {
					outside = true
				}
			}
			if said && !outside {
				w.fail(s.ID, fmt.Sprintf("%s is said only in the concession %q heads, which says the rule holds whatever that case is; but claim %s turns on %s: the rule loses its condition",
					f.Upper(), sc.words, s.ID, f.Upper()))
			}
		}
	}
}

// concession is the clause a concession heads, tokens [from, to), and
// its words.
type concession struct {
	words    string
	from, to int
}

// concessionScopes returns the clauses the statement's concessions head
// (a concession's words inside a rule word's phrase head none), read
// once.
func (w *stmtCheck) concessionScopes(occ []Occurrence) []concession {
	if w.conceding {
		return w.concs
	}
	w.conceding = true
	for _, m := range w.conditions() {
		first, last := m.start(), m.used[len(m.used)-1]
		if m.phrase.src.Kind != ConcessionWord || w.Reading.tokens[first].quoted || w.ruleWordAt(occ, first) {
			continue
		}
		from, to, _ := w.Reading.headed(first, last)
		w.concs = append(w.concs, concession{w.Reading.span(first, last), from, to})
	}
	return w.concs
}

// conceded returns the concession whose clause holds o, if one does.
func (w *stmtCheck) conceded(occ []Occurrence, o Occurrence) (concession, bool) {
	for _, sc := range w.concessionScopes(occ) {
		if w.Reading.within(o, sc.from, sc.to) {
			return sc, true
		}
	}
	return concession{}, false
}

// ruleWordAt reports whether token k is a word of one of the rule words
// occ: a phrase of a feature that holds a concession's words ("even when
// you could play" says INSTEAD) is that feature, not a concession.
func (w *stmtCheck) ruleWordAt(occ []Occurrence, k int) bool {
	for _, o := range occ {
		if slices.Contains(w.Reading.matches[o.match].used, k) {
			return true
		}
	}
	return false
}

// otherwise returns occ without each negation that is the whole of an
// elliptic condition, a condition word and a negation alone in a clause
// of their own ("…, leg ab; wenn nicht, passt du", "if not, pass"): it
// says "otherwise", the case a condition before it does not hold, and
// negates no word of the rule.
func (w *stmtCheck) otherwise(occ []Occurrence) []Occurrence {
	r := w.Reading
	heads := map[int]bool{} // the last token of each condition word
	for _, m := range w.conditions() {
		if m.phrase.src.Kind == ConditionWord && r.opensClause(m.start()) {
			heads[m.used[len(m.used)-1]] = true
		}
	}
	if len(heads) == 0 {
		return occ
	}
	elliptic := func(o Occurrence) bool {
		used := r.matches[o.match].used
		first, last := used[0], used[len(used)-1]
		return o.Feature == Not && first > 0 && heads[first-1] && r.tokens[first-1].clause == r.tokens[first].clause &&
			last+1 < len(r.tokens) && r.tokens[last+1].clause != r.tokens[last].clause
	}
	if !slices.ContainsFunc(occ, elliptic) {
		return occ
	}
	return slices.DeleteFunc(slices.Clone(occ), elliptic)
}
