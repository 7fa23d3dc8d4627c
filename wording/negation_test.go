package wording

import (
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestANegationKeepsToItsSideOfACondition: a negation in the clause a
// condition heads negates a word of that clause, never the rule outside
// it; one that holds no rule word and stands just before a condition
// ("not when", "nicht schon, wenn") negates the condition's word, unless
// the condition has a negation of its own; one that holds its verb ("ne
// se termine pas quand") negates the verb.
func TestANegationKeepsToItsSideOfACondition(t *testing.T) {
	for _, c := range []struct {
		code   locale.Code
		text   string
		negate []Feature // each negation's target in reading order; "" for none
	}{
		// a negation inside a condition never reaches the main clause
		{"en", "Your turn ends when you do not hold a card.", []Feature{""}},
		{"en", "Your turn ends when you cannot draw.", []Feature{Draw}},
		{"fr", "Votre tour est fini quand vous ne pouvez pas piocher.", []Feature{Draw}},
		{"fr", "Votre tour est fini quand vous ne pouvez pas le faire.", []Feature{""}},
		// nor one outside it a word of the condition
		{"en", "Your turn does not end when you draw.", []Feature{TurnEnds}},
		{"fr", "La partie ne se termine pas quand la pioche est vide.", []Feature{GameEnds}},
		// a negation just before a condition negates the condition
		{"en", "The game ends when you draw — not when the stock is empty.", []Feature{Empty}},
		{"de", "Das Spiel endet nicht schon, wenn der Stapel leer ist, sondern erst später.", []Feature{Empty}},
		{"de", "Das Spiel endet nicht, wenn der Stapel leer ist.", []Feature{Empty}},
		// or inside the phrase of the rule word it negates
		{"sv", "Spelet är inte slut redan när leken är tom.", []Feature{Empty}},
		{"en", "The game is not over when the stock is empty.", []Feature{Empty}},
		// unless the condition negates something itself
		{"de", "Das Spiel endet nicht, wenn der Stapel nicht leer ist.", []Feature{GameEnds, Empty}},
		// a condition said in a phrase of its own (conditions: phrases:)
		// is its own words: the negation beside it negates the rule
		// after, or nothing, never the condition
		{"de", "Bei leerem Stapel ist es verboten, zu ziehen.", []Feature{""}},
		{"de", "Bei leerem Stapel darfst du nicht ziehen.", []Feature{Draw}},
		{"en", "With the stock empty, you may not draw.", []Feature{Draw}},
		// without it, the nearest word is negated
		{"de", "Mit leerem Stapel ist es verboten, zu ziehen.", []Feature{Empty}},
		// a dash sets the next clause apart: the condition after it is
		// not negated
		{"en", "It is not hidden — unless it is the rank you asked for.", []Feature{Hidden}},
		{"en", "You show it or not — if you draw, you go again.", []Feature{Shown}},
	} {
		lx := sharedLexicon(t, c.code)
		r := lx.Read(text(c.text))
		occ := r.Occurrences()
		var got []Feature
		for _, n := range r.Negations(occ) {
			f := Feature("")
			if n.Target >= 0 {
				f = occ[n.Target].Feature
			}
			got = append(got, f)
		}
		if len(got) != len(c.negate) {
			t.Errorf("%s %q: %d negations read, want %d", c.code, c.text, len(got), len(c.negate))
			continue
		}
		for i := range got {
			if got[i] != c.negate[i] {
				t.Errorf("%s %q: negation %d negates %q, want %q", c.code, c.text, i+1, got[i], c.negate[i])
			}
		}
	}
}

// TestANegationOfAClausesVerbNegatesItsSubject: a negation of a rule word
// no claim may negate, with a rule word before it in its clause that a
// claim states only negated, negates that one: "an empty pond never ends
// the game" says the game does not end when the pond is empty.
func TestANegationOfAClausesVerbNegatesItsSubject(t *testing.T) {
	end := ClaimSig{ID: "end.all-booked", Sig: Signature{Allow: []Feature{GameEnds, Not, Empty}, Negated: []Feature{Empty}}}
	open := ClaimSig{ID: "end.open", Sig: Signature{Allow: []Feature{GameEnds, Not, Empty}}}
	for _, c := range []struct {
		code    locale.Code
		claim   ClaimSig
		text    string
		refused bool
	}{
		{"en", end, "An empty pond never ends the game.", false},
		{"en", end, "The game never ends when the pond is empty.", false},
		{"en", end, "The game ends when the pond is empty.", true},
		{"en", open, "An empty pond never ends the game.", true},
		{"es", end, "Que se vacíe el pozo no termina la partida.", false},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: []ClaimSig{c.claim}}
		if refused := says(&st, "negat"); refused != c.refused {
			t.Errorf("%s %q with %s: refused for a negation %v, want %v (%v)", c.code, c.text, c.claim.ID, refused, c.refused, st.Check())
		}
	}
}

// TestANegationNegatesNoAnyBeforeIt: "any" before a negation stands over
// it ("if any other player has none": one player without), so the
// negation does not negate it; after the negation it is negated ("if
// nobody else has any").
func TestANegationNegatesNoAnyBeforeIt(t *testing.T) {
	lx := sharedLexicon(t, "en")
	for _, c := range []struct {
		text    string
		negated bool
	}{
		{"if nobody else has any", true},
		{"if any other player has none", false},
	} {
		r := lx.Read(braced(c.text))
		occ := r.Occurrences()
		negated := false
		for _, n := range r.Negations(occ) {
			negated = negated || n.Target >= 0 && occ[n.Target].Feature == Any
		}
		if negated != c.negated {
			t.Errorf("%q: ANY negated %v, want %v", c.text, negated, c.negated)
		}
	}
}
