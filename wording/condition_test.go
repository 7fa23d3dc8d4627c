package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestAConditionKeepsItsSide: a claim whose rule has an exception states
// which features stand in the main clause (Signature.Main) and which in
// the clause the condition heads (Signature.Condition); a sentence that
// swaps them says the opposite and is refused, in every shipped locale;
// the condition moved to the front of the sentence, its sides kept, is
// not.
func TestAConditionKeepsItsSide(t *testing.T) {
	turnEnds := ClaimSig{ID: "turn.ends-unless", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Unless, Draw}, Main: []Feature{TurnEnds}}}
	goAgain := ClaimSig{ID: "waits.unless-again", Sig: Signature{Need: []Feature{Waits, GoAgain}, Allow: []Feature{Unless, Draw},
		Main: []Feature{Waits}, Condition: []Feature{GoAgain}}}
	for _, c := range []struct {
		code    locale.Code
		claim   ClaimSig
		text    string
		swapped bool
	}{
		{"en", turnEnds, "Your turn ends unless you draw a wish.", false},
		{"en", turnEnds, "Unless you draw a wish, your turn ends.", false},
		{"en", turnEnds, "But unless you draw a wish, your turn ends.", false},
		{"en", turnEnds, "You draw a wish unless your turn ends.", true},
		{"en", turnEnds, "Unless your turn ends, you draw a wish.", true},
		{"en", turnEnds, "It is a wish unless your turn ends.", true},
		{"en", goAgain, "It waits until your next turn unless you go again.", false},
		{"en", goAgain, "You go again unless it waits until your next turn.", true},
		{"sv", turnEnds, "Din tur är slut, utom om du drar ett önskekort.", false},
		{"sv", turnEnds, "Du drar ett önskekort, utom om din tur är slut.", true},
		{"de", turnEnds, "Dein Zug ist vorbei, es sei denn, du ziehst eine Wunschkarte.", false},
		{"de", turnEnds, "Du ziehst eine Wunschkarte, es sei denn, dein Zug ist vorbei.", true},
		{"fr", turnEnds, "Votre tour est fini, sauf si vous piochez une pêche miraculeuse.", false},
		{"fr", turnEnds, "Vous piochez une pêche miraculeuse, sauf si votre tour est fini.", true},
		{"es", turnEnds, "Tu turno termina, a menos que robes una pesca milagrosa.", false},
		{"es", turnEnds, "Robas una pesca milagrosa, a menos que tu turno termine.", true},
	} {
		lx := sharedLexicon(t, c.code)
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{c.claim}}
		swapped := false
		for _, p := range st.Check() {
			swapped = swapped || strings.Contains(p.Message, "swapped sides")
		}
		if swapped != c.swapped {
			t.Errorf("%s %q: refused as swapped %v, want %v (%v)", c.code, c.text, swapped, c.swapped, st.Check())
		}
	}
}
