package wording

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/yamlfile"
)

// closedLexicon compiles words from YAML with the core features.
func closedLexicon(t *testing.T, src string) (*Lexicon, error) {
	t.Helper()
	var p yamlfile.Problems
	w := &Words{}
	ReadFile(&p, []byte(src), "words.yaml", "en", CoreFeatures(), w)
	if err := p.Err(); err != nil {
		return nil, err
	}
	return Compile("en", w, CoreFeatures()), nil
}

// TestALocaleThatListsNeutralWordsIsReadClosed: with a neutral: list,
// every word of a statement must be read (a phrase, a number or article,
// a neutral word, a word in braces); a word that is none is named, with
// the file to add it to. Without one, the locale is read open.
func TestALocaleThatListsNeutralWordsIsReadClosed(t *testing.T) {
	const words = "locale: en\narticles: [a]\nnumbers:\n  words: [zero, one, two]\nfeatures:\n  turn-ends: [ends]\n  turn: [your turn, turn]\n"
	open, err := closedLexicon(t, words)
	if err != nil {
		t.Fatal(err)
	}
	closed, err := closedLexicon(t, words+"neutral:\n  - the|and\n  - then\n  - card*\n")
	if err != nil {
		t.Fatal(err)
	}
	if open.Closed() || !closed.Closed() {
		t.Fatalf("Closed: open %v, closed %v", open.Closed(), closed.Closed())
	}
	for _, c := range []struct {
		text   []Span
		unread []string
	}{
		{text("Then your turn ends."), nil},
		{text("Then your turn ends and the cards move."), []string{"move"}},
		{text("Then your turn ends, and you steal a card."), []string{"you", "steal"}},
		{[]Span{{Text: "Then your turn ends, and "}, {Text: "you steal", Marked: true}, {Text: " a card."}}, nil},
		{text("Then your turn ends twice, Steal steal."), []string{"twice", "steal"}},
	} {
		got := closed.Read(c.text).Unread()
		if !slices.Equal(got, c.unread) {
			t.Errorf("%v: unread %q, want %q", c.text, got, c.unread)
		}
		st := Statement{Reading: closed.Read(c.text), Claims: []ClaimSig{{ID: "turn.end", Sig: Signature{Need: []Feature{Turn, TurnEnds}}}}}
		var msgs []string
		for _, p := range st.Check() {
			if strings.Contains(p.Message, "cannot read") {
				msgs = append(msgs, p.Message)
			}
		}
		if (len(msgs) > 0) != (c.unread != nil) || len(msgs) > 1 {
			t.Errorf("%v: problems %q, want one naming %q", c.text, msgs, c.unread)
		}
		for _, m := range msgs {
			if !strings.Contains(m, "words.yaml") || !strings.Contains(m, `"`+c.unread[0]+`"`) {
				t.Errorf("%v: %q names neither the word nor the file", c.text, m)
			}
		}
		if st := (Statement{Reading: open.Read(c.text), Claims: st.Claims, Asserted: st.Asserted}); len(st.Check()) > 0 && c.unread == nil {
			t.Errorf("%v read open: %v", c.text, st.Check())
		}
	}
	if _, err := closedLexicon(t, words+"neutral:\n  - two ... words\n"); err == nil || !strings.Contains(err.Error(), "words side by side (no ...)") {
		t.Errorf("a neutral entry with a gap: %v", err)
	}
}

// TestWordsSideBySideThatStateNoRuleTogetherAreReadAsNone: a neutral
// entry of several words is read as a phrase: the longest wins, so it
// hides a rule word or a number inside it ("turn ends" in "the turn ends
// of the table"), and loses to a rule word's phrase of as many words; its
// words alone, elsewhere, keep what they state.
func TestWordsSideBySideThatStateNoRuleTogetherAreReadAsNone(t *testing.T) {
	const words = "locale: en\narticles: [a]\nnumbers:\n  words: [zero, one, two]\nfeatures:\n  turn-ends: [ends, turn ends]\n  turn: [turn]\n" +
		"neutral:\n  - the|of|at|table|seat\n  - ends of the table\n  - one at a time\n  - turn ends\n"
	lx, err := closedLexicon(t, words)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text     string
		features []Feature
		numbers  int
	}{
		{"A seat at the ends of the table.", nil, 0},
		{"One at a time.", nil, 0},
		{"One seat ends.", []Feature{TurnEnds}, 1},
		{"The turn ends.", []Feature{TurnEnds}, 0}, // a rule word's phrase of as many words wins
	} {
		r := lx.Read(text(c.text))
		var got []Feature
		for _, o := range r.Occurrences() {
			got = append(got, o.Feature)
		}
		if !slices.Equal(got, c.features) || len(r.Numerals(false)) != c.numbers || len(r.Unread()) > 0 {
			t.Errorf("%q: features %v, numerals %v, unread %v; want %v, %d numbers", c.text, got, r.Numerals(false), r.Unread(), c.features, c.numbers)
		}
	}
}

// TestAPhraseInsideALongerOneIsNamed: where a claim's needed feature is
// said, but inside a longer phrase of another feature (the longest wins),
// the message names both phrases and where the longer one is written,
// not "none of … is in the text".
func TestAPhraseInsideALongerOneIsNamed(t *testing.T) {
	lx, err := closedLexicon(t, "locale: en\nfeatures:\n  most: [most, most wins]\n  win: [wins]\nneutral:\n  - the|count\n")
	if err != nil {
		t.Fatal(err)
	}
	claim := ClaimSig{ID: "most.wins", Sig: Signature{Need: []Feature{Win}, Allow: []Feature{Most}}}
	for _, c := range []struct{ text, want string }{
		{"the most wins count", `"wins", a phrase of WIN, is read inside "most wins", a longer phrase of MOST`},
		{"the most count", "none of \"wins\""},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{claim}}
		ps := st.Check()
		if len(ps) != 1 || !strings.Contains(ps[0].Message, c.want) {
			t.Errorf("%q: %v, want one problem saying %s", c.text, ps, c.want)
		}
		if len(ps) == 1 && strings.Contains(c.want, "inside") && !strings.Contains(ps[0].Message, "words.yaml:") {
			t.Errorf("%q: %q names no file and line", c.text, ps[0].Message)
		}
	}
}

// TestTheWordsThatHeadAConditionAreRead: the words of a condition that
// holds (conditions: if:) are read, though the locale reads them apart
// from the rule words and lists none of them as neutral ("as long as");
// those of a phrase that heads none (not-if:) are not, since it may state
// a rule the rule words must read.
func TestTheWordsThatHeadAConditionAreRead(t *testing.T) {
	lx, err := closedLexicon(t, "locale: en\nfeatures:\n  turn-ends: [ends]\n  turn: [your turn, turn]\n"+
		"conditions:\n  if: [as long as, if]\n  not-if: [save if]\nneutral:\n  - the|you|play|it|is\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text   string
		unread string // as the message quotes them
	}{
		{"As long as you play it, your turn ends.", ""},
		{"If you play it, your turn ends.", ""},
		{"Save if you play it, your turn ends.", `"save", "if"`},
		{"As long as you play it, your turn ends, as long as it is long.", `"long"`},
	} {
		st := Statement{Reading: lx.Read(text(c.text)), Claims: []ClaimSig{{ID: "turn.end", Sig: Signature{Need: []Feature{Turn, TurnEnds}}}}}
		got := ""
		for _, p := range st.Check() {
			if _, rest, ok := strings.Cut(p.Message, "cannot read: "); ok {
				got, _, _ = strings.Cut(rest, ";")
			}
		}
		if got != c.unread {
			t.Errorf("%q: unread %s, want %s", c.text, got, c.unread)
		}
	}
}

// TestANeutralPhraseMayHoldAWordInBraces: a word written in braces in a
// neutral phrase ("still {no}") fits only a word the text writes in
// braces, so the phrase reads a worked example's words ("they still have
// {no} sevens") and never hides a negation written plainly; a phrase of
// a rule word may hold none.
func TestANeutralPhraseMayHoldAWordInBraces(t *testing.T) {
	const words = "locale: en\nfeatures:\n  not: [no, not]\n  go-again: [still]\nneutral:\n  - they|have|sevens\n  - still have {no}\n"
	lx, err := closedLexicon(t, words)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text  []Span
		feats []Feature
	}{
		{[]Span{{Text: "they still have "}, {Text: "no", Marked: true}, {Text: " sevens"}}, nil},
		{text("they still have no sevens"), []Feature{GoAgain, Not}},
		{text("they still keep no sevens"), []Feature{GoAgain, Not}},
	} {
		var got []Feature
		for _, o := range lx.Read(c.text).Occurrences() {
			got = append(got, o.Feature)
		}
		if !slices.Equal(got, c.feats) {
			t.Errorf("%v: features %v, want %v", c.text, got, c.feats)
		}
	}
	for _, bad := range []string{"features:\n  not: [\"still {no}\"]\n", "neutral:\n  - \"{no} still\"\n"} {
		if _, err := closedLexicon(t, "locale: en\n"+bad); err == nil || !strings.Contains(err.Error(), "braces") {
			t.Errorf("%q: %v, want an error about braces", bad, err)
		}
	}
}
