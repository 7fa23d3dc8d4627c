package wording

import (
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestAlternativesAreJoinedByOr: two claims that each state one of two
// alternatives, either enough, are refused when "and" alone joins them,
// in every shipped locale; "or", "either … or", and an "and" followed by
// a condition of its own ("and when …") keep them apart.
func TestAlternativesAreJoinedByOr(t *testing.T) {
	out := ClaimSig{ID: "end.player-out", Sig: Signature{Need: []Feature{Empty}, Allow: []Feature{GameEnds}, Alternative: []Feature{Empty}}}
	dry := ClaimSig{ID: "end.stock-out", Sig: Signature{Need: []Feature{Empty}, Allow: []Feature{GameEnds}, Alternative: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "The game ends when a hand is empty or the pack is empty.", false},
		{"en", "The game ends when a hand is empty and the pack is empty.", true},
		{"en", "The game ends when a hand is empty, and when the pack is empty.", false},
		{"de", "Das Spiel endet, wenn eine Hand leer ist oder der Stapel leer ist.", false},
		{"de", "Das Spiel endet, wenn eine Hand leer ist und der Stapel leer ist.", true},
		{"sv", "Spelet tar slut när en hand är tom eller högen är tom.", false},
		{"sv", "Spelet tar slut när en hand är tom och högen är tom.", true},
		{"fr", "La partie se termine quand une main est vide ou la pioche est vide.", false},
		{"fr", "La partie se termine quand une main est vide et la pioche est vide.", true},
		{"es", "La partida termina cuando una mano está vacía o el mazo está vacío.", false},
		{"es", "La partida termina cuando una mano está vacía y el mazo está vacío.", true},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: []ClaimSig{out, dry}}
		got := says(&st, "into one condition")
		if got != c.refused {
			t.Errorf("%s %q: refused as one condition %v, want %v (%v)", c.code, c.text, got, c.refused, st.Check())
		}
	}
}

// TestEachAlternativeIsSaid: two claims that each state an alternative
// by the same feature need it said once for each; said once, one
// alternative is missing ("a hand is full or the pack is empty").
func TestEachAlternativeIsSaid(t *testing.T) {
	out := ClaimSig{ID: "end.player-out", Sig: Signature{Need: []Feature{Empty}, Allow: []Feature{GameEnds}, Alternative: []Feature{Empty}}}
	dry := ClaimSig{ID: "end.stock-out", Sig: Signature{Need: []Feature{Empty}, Allow: []Feature{GameEnds}, Alternative: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		claims  []ClaimSig
		refused bool
	}{
		{"en", "The game ends when a hand is empty or the pack is empty.", []ClaimSig{out, dry}, false},
		{"en", "The game ends when a hand is full or the pack is empty.", []ClaimSig{out, dry}, true},
		{"en", "The game ends when the pack is empty.", []ClaimSig{dry}, false},
		{"sv", "Spelet tar slut när en hand är full eller högen är tom.", []ClaimSig{out, dry}, true},
		{"de", "Das Spiel endet, wenn eine Hand leer ist oder der Stapel leer ist.", []ClaimSig{out, dry}, false},
	} {
		st := Statement{Reading: sharedLexicon(t, c.code).Read(text(c.text)), Claims: c.claims}
		if got := says(&st, "say it for each"); got != c.refused {
			t.Errorf("%s %q: refused for an alternative unsaid %v, want %v (%v)", c.code, c.text, got, c.refused, st.Check())
		}
	}
}

// TestJointConditionsAreNotJoinedByOr: a claim whose conditions must all
// hold is refused where "or" is the last word joining two of them, in
// every shipped locale; "and", and an "or" inside one of them followed
// by "and", keep them joint.
func TestJointConditionsAreNotJoinedByOr(t *testing.T) {
	c := ClaimSig{ID: "pass.both", Sig: Signature{Need: []Feature{Not, Empty}, Negates: []Feature{Empty}, Joint: []Feature{Not, Empty}}}
	for _, x := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "If you cannot play and the pack is empty, pass.", false},
		{"en", "If you cannot play or the pack is empty, pass.", true},
		{"en", "If the pack is empty or you cannot play, pass.", true},
		{"en", "If you cannot play this or that, and the pack is empty, pass.", false},
		{"de", "Kannst du nicht legen und ist der Stapel leer, passt du.", false},
		{"de", "Kannst du nicht legen oder ist der Stapel leer, passt du.", true},
		{"sv", "Kan du inte lägga och är högen tom, står du över.", false},
		{"sv", "Kan du inte lägga eller är högen tom, står du över.", true},
		{"fr", "Si vous ne pouvez pas jouer et que la pioche est vide, passez.", false},
		{"fr", "Si vous ne pouvez pas jouer ou que la pioche est vide, passez.", true},
		{"es", "Si no puedes jugar y el mazo está vacío, pasas.", false},
		{"es", "Si no puedes jugar o el mazo está vacío, pasas.", true},
	} {
		st := Statement{Reading: sharedLexicon(t, x.code).Read(text(x.text)), Claims: []ClaimSig{c}}
		if got := says(&st, "needs both"); got != x.refused {
			t.Errorf("%s %q: refused as either enough %v, want %v (%v)", x.code, x.text, got, x.refused, st.Check())
		}
	}
}

// TestAnActOfEveryPlayerIsSaidOfEveryPlayer: a claim that states an act of
// every player (Signature.Everyone) is refused where the text says it of
// one ("if a player passes"), and not where its clause says who in full
// (all, each, nobody) or the text does not say the act at all.
func TestAnActOfEveryPlayerIsSaidOfEveryPlayer(t *testing.T) {
	blocked := ClaimSig{ID: "end.blocked", Sig: Signature{Need: []Feature{GameEnds}, Allow: []Feature{TurnEnds, All, Each, Not, Player}, Everyone: []Feature{TurnEnds}}}
	for _, c := range []struct {
		text    string
		refused bool
	}{
		{"If a player's turn ends, the game ends.", true},
		{"If every player's turn ends, the game ends.", false},
		{"The game ends when nobody can play and each turn ends.", false},
		// the negation of another clause does not say who ends a turn
		{"The game ends when nobody can play, and then a turn ends.", true},
		{"The game ends.", false},
	} {
		lx := sharedLexicon(t, "en")
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{blocked}}
		refused := says(&st, "of every player")
		if refused != c.refused {
			t.Errorf("%q: refused %v, want %v (%v)", c.text, refused, c.refused, st.Check())
		}
	}
}

// TestWhatEveryPlayerDoesIsSaidOfEveryPlayerInItsSentence: a feature a
// claim states of every player (Signature.Everyone) needs, in its own
// sentence, a quantifier, a negation or the other players named; a
// quantifier in another sentence does not reach it.
func TestWhatEveryPlayerDoesIsSaidOfEveryPlayerInItsSentence(t *testing.T) {
	allEmpty := ClaimSig{ID: "turn.all-empty", Sig: Signature{Need: []Feature{TurnEnds}, Allow: []Feature{Empty, All, Each}, Everyone: []Feature{Empty}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "If all {hands} are empty, your turn ends.", false},
		{"en", "If the others have empty {hands}, your turn ends.", false},
		{"en", "If a {hand} is empty, your turn ends.", true},
		{"en", "If all {hands} are empty, your turn ends. If a {hand} is empty, your turn ends.", true},
		{"sv", "Om alla andra har tomma {händer}, går turen vidare.", false},
		{"sv", "Om din {hand} är tom, går turen vidare.", true},
	} {
		wantRefused(t, c.code, c.text, []ClaimSig{allEmpty}, c.refused)
	}
	// beside a claim that an empty hand turns round (Requirement.Lacks),
	// the empty hands of all are still the everyone's, quantifier and all
	needsCards := ClaimSig{ID: "draw.needs-cards", Sig: Signature{OneOf: [][]Feature{{Only, Not}}, Allow: []Feature{Draw, Not},
		Negates: []Feature{Draw}, Requires: []Requirement{{Act: Draw, Lacks: Empty}}}}
	allEmpty.Sig.Need = append(allEmpty.Sig.Need, Not)
	wantRefused(t, "en", "With all {hands} empty, nobody can draw, so your turn ends.", []ClaimSig{needsCards, allEmpty}, false)
	wantRefused(t, "en", "With any {hand} empty, nobody can draw, so your turn ends.", []ClaimSig{needsCards, allEmpty}, true)
}
