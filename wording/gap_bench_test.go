package wording

import (
	"strings"
	"testing"
)

// gapPhrase returns a phrase of gaps+1 words, "a ... a ... … b": each
// "..." lets up to maxGap words stand between its two words, and the last
// word is one the statement never has, so every way to place the others
// is tried.
func gapPhrase(gaps int) string {
	return strings.Repeat("a ... ", gaps) + "b"
}

// BenchmarkReadGaps reads a statement of 60 words "a" with one phrase of
// 12 gaps ("a ... a ... … b"), which matches nowhere: a matcher that
// tries every placement of the gaps anew takes minutes.
func BenchmarkReadGaps(b *testing.B) {
	lx := Compile("en", &Words{Phrases: []Phrase{{Text: gapPhrase(12), Kind: RuleWord, Feature: Not}}}, CoreFeatures())
	statement := text(strings.TrimSpace(strings.Repeat("a ", 60)))
	b.ReportAllocs()
	for b.Loop() {
		if r := lx.Read(statement); len(r.matches) != 0 {
			b.Fatalf("matches %v", r.matches)
		}
	}
}
