package wording

import (
	"strings"
	"testing"
)

// TestABracedNegationStillSaysTheOpposite: a negation written in braces
// that negates a rule word a claim states as it stands is refused all the
// same; one whose rule word is braced too, or that a claim may negate, or
// that negates no claim's word, is read as stating nothing.
func TestABracedNegationStillSaysTheOpposite(t *testing.T) {
	lx := sharedLexicon(t, "en")
	wins := ClaimSig{ID: "winner.most", Sig: Signature{Need: []Feature{Most, Win}}}
	notWins := ClaimSig{ID: "winner.not", Sig: Signature{Need: []Feature{Most, Win}, Allow: []Feature{Not}, Negates: []Feature{Win}}}
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
		{braced("The player with the most cards does ", "{not}", " win."), wins, true},
		{braced("The player with the most cards wins."), wins, false},
		// the rule word braced too: an example's words
		{braced("The player with the most cards wins; ", "{not}", " ", "{win}", " is what the others do."), wins, false},
		// a claim that may negate it
		{braced("The player with the most cards does ", "{not}", " win."), notWins, false},
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
