package main

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// The advice of the check is itself tested: a mark it suggests ("write
// it in braces, {nobody}") is applied to the words it was given for, and
// the card, checked again, must parse (no exit 1, no brace refused) and
// no longer be told to mark that word.

// markAdvice finds the marks a failure suggests: "in braces, {x}" or, for
// a phrase of several words, "in braces, {x} {y}".
var (
	markAdvice = regexp.MustCompile(`in braces, ((?:\{[^{}\s]+\} ?)+)`)
	markWord   = regexp.MustCompile(`\{([^{}\s]+)\}`)
)

// suggestedMarks returns the marks the failures of out suggest, each as
// the words to write in braces, in order, each once.
func suggestedMarks(out string) [][]string {
	var marks [][]string
	seen := map[string]bool{}
	for _, m := range markAdvice.FindAllStringSubmatch(out, -1) {
		if seen[m[1]] {
			continue
		}
		seen[m[1]] = true
		var words []string
		for _, w := range markWord.FindAllStringSubmatch(m[1], -1) {
			words = append(words, w[1])
		}
		marks = append(marks, words)
	}
	return marks
}

// applyMark writes each of words in braces in text, at its first
// occurrence as a whole word not already marked (case and the apostrophe's
// form aside); it reports whether each was found.
func applyMark(text string, words []string) (string, bool) {
	for _, w := range words {
		rs, ws := []rune(text), []rune(w)
		at := -1
		for i := 0; i+len(ws) <= len(rs) && at < 0; i++ {
			if (i > 0 && (unicode.IsLetter(rs[i-1]) || rs[i-1] == '{')) ||
				(i+len(ws) < len(rs) && unicode.IsLetter(rs[i+len(ws)])) {
				continue
			}
			if sameWord(rs[i:i+len(ws)], ws) {
				at = i
			}
		}
		if at < 0 {
			return text, false
		}
		text = string(rs[:at]) + "{" + w + "}" + string(rs[at+len(ws):])
	}
	return text, true
}

// sameWord reports whether a and b are one word, case and the form of
// their apostrophes aside.
func sameWord(a, b []rune) bool {
	norm := func(r rune) rune {
		if r == '’' || r == 'ʼ' {
			return '\''
		}
		return unicode.ToLower(r)
	}
	for i := range a {
		if norm(a[i]) != norm(b[i]) {
			return false
		}
	}
	return true
}

// adviceRun is one refused edit of the corpus whose failures suggest
// marks, and its output.
type adviceRun struct {
	edit corpusEdit
	i    int
	out  string
}

// checkTheAdvice applies the marks the runs' failures suggest, each word
// suggested in a locale once, one at a time, and checks the card again:
// the mark parses, and the check no longer suggests marking that word
// where the words have it once. It returns how many marks it tried.
func checkTheAdvice(t *testing.T, cards map[string]map[string][]byte, runs []adviceRun) int {
	t.Helper()
	type marked struct {
		edit  corpusEdit // with the mark applied
		of    adviceRun
		words []string
	}
	var all []marked
	seen := map[string]bool{} // each word suggested in a locale is tried once
	for _, r := range runs {
		for _, words := range suggestedMarks(r.out) {
			key := r.edit.Locale + "|" + strings.ToLower(strings.Join(words, " "))
			if seen[key] {
				continue
			}
			seen[key] = true
			e := r.edit
			var ok bool
			if e.Text, ok = applyMark(r.edit.Text, words); !ok {
				if e.Term, ok = applyMark(r.edit.Term, words); !ok {
					t.Errorf("%s %s %s (%s): the check suggests {%s}, a word the text does not have:\n%s",
						e.Card, e.Locale, e.Statement, e.Note, strings.Join(words, "} {"), firstFailure(r.out))
					continue
				}
			}
			all = append(all, marked{e, r, words})
		}
	}
	edits := make([]corpusEdit, len(all))
	for i, m := range all {
		edits[i] = m.edit
	}
	checked := runEdits(t, cards, edits)
	for i, m := range all {
		e, code, out := m.edit, checked[i].code, checked[i].out
		mark := "{" + strings.Join(m.words, "} {") + "}"
		switch {
		case code == 1 || strings.Contains(out, "must mark one word"):
			t.Errorf("%s %s %s (%s): the suggested mark %s does not parse: exit %d\n%s", e.Card, e.Locale, e.Statement, e.Note, mark, code, out)
		case once(m.of.edit.Text+" "+m.of.edit.Term, m.words[0]) && strings.Contains(out, "in braces, "+mark):
			t.Errorf("%s %s %s (%s): marked %s, the check still suggests marking it:\n%s", e.Card, e.Locale, e.Statement, e.Note, mark, firstFailure(out))
		}
	}
	return len(all)
}

// once reports whether word stands in text once, as a whole word.
func once(text, word string) bool {
	marked, ok := applyMark(text, []string{word})
	if !ok {
		return false
	}
	_, again := applyMark(strings.Replace(marked, "{"+word+"}", "", 1), []string{word})
	return !again
}

// TestSuggestedMarksAreFoundAndWritten: applyMark finds a suggested word
// as the text writes it and marks it whole, once.
func TestSuggestedMarksAreFoundAndWritten(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Nobody sees it", "{nobody} sees it"},
		{"you don’t ask, nobody", "you {don't} ask, nobody"},
		{"a {nobody} and nobody", "a {nobody} and {nobody}"},
		{"nobodyelse", ""},
	} {
		words := []string{"nobody"}
		if strings.Contains(tc.text, "don") {
			words = []string{"don't"}
		}
		got, ok := applyMark(tc.text, words)
		if tc.want == "" && ok || tc.want != "" && got != tc.want {
			t.Errorf("applyMark(%q, %v) = %q, %v; want %q", tc.text, words, got, ok, tc.want)
		}
	}
	if got := fmt.Sprint(suggestedMarks(`x; write a negation that states no rule in braces, {nobody}` + "\n" + `y, or write the word in braces, {a} {b}, if it`)); got != "[[nobody] [a b]]" {
		t.Errorf("suggestedMarks = %s", got)
	}
}
