package wording

import (
	"strings"
	"testing"
)

// TestABracedNegationStillSaysTheOpposite: a negation written in braces
// that negates a must a claim states as it stands ("need not") is refused
// all the same; one of another rule word (a restatement), one whose rule
// word is braced too, one a claim may negate, or one that negates no
// claim's word, is read as stating nothing.
func TestABracedNegationStillSaysTheOpposite(t *testing.T) {
	lx := sharedLexicon(t, "en")
	wins := ClaimSig{ID: "winner.most", Sig: Signature{Need: []Feature{Most, Win}}}
	must := ClaimSig{ID: "draw.must", Sig: Signature{Need: []Feature{Must, Draw}}}
	mayNot := ClaimSig{ID: "draw.may-not", Sig: Signature{Need: []Feature{Must, Draw}, Allow: []Feature{Not}, Negates: []Feature{Must}}}
	braced := func(parts ...string) []Span {
		var out []Span
		for _, p := range parts {
			if s, ok := strings.CutPrefix(p, "{"); ok {
				out = append(out, Span{Text: strings.TrimSuffix(s, "}"), Marked: true})
				continue
			}
			out = append(out, Span{Text: p})
		}
		return out
	}
	for _, c := range []struct {
		spans   []Span
		claim   ClaimSig
		refused bool
	}{
		{braced("You do ", "{not}", " have to draw."), must, true},
		{braced("You have to draw."), must, false},
		// the must braced too: an example's words
		{braced("You draw; ", "{not}", " ", "{must}", " is what the others say."), must, false},
		// a claim that may negate it
		{braced("You do ", "{not}", " have to draw."), mayNot, false},
		// a braced negation of another rule word: a restatement, the
		// author's to say
		{braced("The player with the most cards does ", "{not}", " win."), wins, false},
		// a negation of no claim's word
		{braced("The player with the most cards wins — ", "{nobody}", " has to count them."), wins, false},
	} {
		st := Statement{Reading: lx.Read(c.spans), Claims: []ClaimSig{c.claim}}
		if got := says(&st, "written in braces"); got != c.refused {
			var words []string
			for _, s := range c.spans {
				words = append(words, s.Text)
			}
			t.Errorf("%q (%s): refused as a braced negation %v, want %v; problems %v", strings.Join(words, ""), c.claim.ID, got, c.refused, st.Check())
		}
	}
}

// TestANegatedMustIsNotAdvisedBraces: the check never advises braces for
// a negation of a must a claim states, since a braced one is refused all
// the same (bracedNegations): its advice says to state the rule.
func TestANegatedMustIsNotAdvisedBraces(t *testing.T) {
	lx := sharedLexicon(t, "en")
	must := ClaimSig{ID: "draw.must", Sig: Signature{Need: []Feature{Must, Draw}}}
	st := Statement{Reading: lx.Read(text("You do not have to draw.")), Claims: []ClaimSig{must}}
	ps := st.Check()
	if len(ps) == 0 {
		t.Fatal("a negated must passed")
	}
	for _, p := range ps {
		if strings.Contains(p.Message, "{") {
			t.Errorf("advises braces: %s", p.Message)
		}
	}
}
