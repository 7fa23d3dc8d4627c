package claims

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// TestAPackWordBelongsToTheSizeNearestIt: packRole holds each pack size
// to the pack word nearest it, unless that word is nearer another size;
// words that name no pack (a language whose words list none) name none.
func TestAPackWordBelongsToTheSizeNearestIt(t *testing.T) {
	var p yamlfile.Problems
	w := &wording.Words{}
	wording.ReadFile(&p, []byte("locale: en\nnumbers:\n  words: [zero, one]\nfeatures:\n  short: [piquet pack]\n  full: [full pack]\n"), "words.yaml", "en", features(), w)
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	lx := wording.Compile("en", w, features())
	none := wording.Compile("en", &wording.Words{}, features())
	sizes := game.Params{List: []int{32, 52}}
	for _, c := range []struct {
		lx    *wording.Lexicon
		text  string
		wrong string // a word of the problem, or "" for none
	}{
		{lx, "a full pack of 52, or a piquet pack of 32", ""},
		{lx, "52 cards, or a piquet pack of 32", ""},
		{lx, "32 cards, or a piquet pack of 52", "52"},
		{lx, "a piquet pack of 52 cards, or 32", "52"},
		{none, "a pacco da 52 carte o da 32", ""},
	} {
		r := c.lx.Read([]wording.Span{{Text: c.text}})
		got := packRole(r, r.Numerals(false), sizes)
		switch {
		case c.wrong == "" && len(got) > 0:
			t.Errorf("%q: %v, want none", c.text, got)
		case c.wrong != "" && (len(got) != 1 || !strings.Contains(got[0].Message, "next to "+c.wrong)):
			t.Errorf("%q: %v, want one next to %s", c.text, got, c.wrong)
		}
	}
}
