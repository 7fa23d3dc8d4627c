package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// sharedWords reads the shared words of a shipped locale (its folder's
// words.yaml), with the core features.
func sharedWords(t testing.TB, code locale.Code) *Words {
	t.Helper()
	f, ok := locale.Shipped().Open(code, "words.yaml")
	if !ok {
		t.Fatalf("no shared words for %s", code)
	}
	var p yamlfile.Problems
	w := &Words{}
	ReadFile(&p, f.Data, f.Path, code, CoreFeatures(), w)
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	return w
}

// sharedLexicon compiles the shared words of a shipped locale.
func sharedLexicon(t testing.TB, code locale.Code) *Lexicon {
	t.Helper()
	return Compile(code, sharedWords(t, code), CoreFeatures())
}

// text is a text of one unmarked span.
func text(s string) []Span { return []Span{{Text: s}} }

// says reports whether the check of st finds a problem whose message
// holds sub.
func says(st *Statement, sub string) bool {
	for _, p := range st.Check() {
		if strings.Contains(p.Message, sub) {
			return true
		}
	}
	return false
}

// wantRefused checks text, read in code with its braces, against claims:
// refused or not, as refused says.
func wantRefused(t *testing.T, code locale.Code, text string, claims []ClaimSig, refused bool) {
	t.Helper()
	st := Statement{Reading: sharedLexicon(t, code).Read(braced(text)), Claims: claims}
	if got := st.Check(); (len(got) > 0) != refused {
		t.Errorf("%s %q: refused %v, want %v (%v)", code, text, len(got) > 0, refused, got)
	}
}
