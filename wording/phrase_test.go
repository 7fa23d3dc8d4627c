package wording

import (
	"slices"
	"testing"
)

// TestWordsReadTellsWhichMarkedWordsTheCheckReads holds the braces check's
// reading to the phrases: a form of a word, any of its | forms, a word a *
// form starts, in any case; not a word of none of them.
func TestWordsReadTellsWhichMarkedWordsTheCheckReads(t *testing.T) {
	w := Words{Phrases: []Phrase{{Text: "no|not a single"}, {Text: "draw* ... card"}, {Text: "go-fish"}}}
	words := []string{"not", "single", "drawing", "draw", "fish", "cards", "dra", "nothing", "sing"}
	want := []bool{true, true, true, true, true, false, false, false, false}
	if got := w.Reads(words); !slices.Equal(got, want) {
		t.Errorf("Reads(%q)\n got %v\nwant %v", words, got, want)
	}
	if got := (&Words{}).Reads([]string{"a"}); !slices.Equal(got, []bool{false}) {
		t.Errorf("no phrases: %v", got)
	}
}
