package wording

import (
	"fmt"
	"strings"
)

// conditionScope returns the tokens [from, to) of the clause that the
// condition o (UNLESS) heads: the words it turns round, apart from the
// main clause it is the exception of. A condition after its main clause
// ("your turn ends unless you drew the rank you asked for") heads the rest
// of its sentence; one that opens its sentence ("unless you drew the rank
// you asked for, your turn ends") heads the words up to the first comma
// after it, or the whole sentence when none follows (then its main clause
// is the sentence after it: "Unless …. Then you go again."). A sentence
// ends at . ! ? ; or : (token.sentence).
func (r Reading) conditionScope(o Occurrence) (from, to int) {
	m := r.matches[o.match]
	from = m.start()
	sent := r.tokens[from].sentence
	to = from
	for to < len(r.tokens) && r.tokens[to].sentence == sent {
		to++
	}
	if !r.opens(from) {
		return from, to
	}
	for k := m.used[len(m.used)-1] + 1; k < to; k++ {
		if t := r.tokens[k]; !t.quoted && strings.Contains(t.sep, ",") {
			return from, k
		}
	}
	return from, to
}

// opens reports whether token i opens its sentence: one word at most
// stands before it there, and that one states nothing ("but unless",
// "men utom om"). A condition after a clause of words that state
// nothing ("it is that rank unless …") follows its main clause.
func (r Reading) opens(i int) bool {
	before := 0
	for k := i - 1; k >= 0 && r.tokens[k].sentence == r.tokens[i].sentence; k-- {
		t := r.tokens[k]
		before++
		if before > 1 || !t.marked && !r.lx.isNeutral(t.word) {
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

// conditionSides checks that each feature a claim states in the main
// clause of its exception (Signature.Main) stands outside every clause a
// condition (UNLESS) heads, and each it states in the condition
// (Signature.Condition) inside the one of its sentence: "you drew the rank
// you asked for unless your turn ends" swaps the rule and its exception of
// "your turn ends unless you drew the rank you asked for", and says the
// opposite.
func (w *stmtCheck) conditionSides(by map[Feature][]Occurrence) {
	type scope struct {
		cond     Occurrence
		from, to int
	}
	var scopes []scope
	for _, u := range by[Unless] {
		from, to := w.Reading.conditionScope(u)
		scopes = append(scopes, scope{u, from, to})
	}
	if len(scopes) == 0 {
		return
	}
	for _, s := range w.Claims {
		for _, f := range s.Sig.Main {
			for _, o := range by[f] {
				for _, sc := range scopes {
					if w.Reading.within(o, sc.from, sc.to) {
						w.fail(s.ID, fmt.Sprintf("%q says %s inside the condition %q heads, but claim %s states it in the main clause, as the rule the condition is the exception of: the rule and its exception have swapped sides",
							o.Words, f.Upper(), sc.cond.Words, s.ID))
						break
					}
				}
			}
		}
		for _, f := range s.Sig.Condition {
			for _, o := range by[f] {
				at := w.Reading.sentence(w.Reading.matches[o.match].start())
				inside, condHere := false, false
				for _, sc := range scopes {
					if w.Reading.sentence(sc.from) == at {
						condHere = true
						inside = inside || w.Reading.within(o, sc.from, sc.to)
					}
				}
				if condHere && !inside {
					w.fail(s.ID, fmt.Sprintf("%q says %s outside the condition of its sentence, but claim %s states it as the condition: the rule and its exception have swapped sides",
						o.Words, f.Upper(), s.ID))
				}
			}
		}
	}
}
