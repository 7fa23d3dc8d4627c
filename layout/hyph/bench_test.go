package hyph

import (
	"os"
	"strings"
	"testing"
	"unicode"
)

// readFile returns the file's text; an error fails the test.
func readFile(tb testing.TB, path string) string {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return string(data)
}

// BenchmarkCardWordsFresh finds the points of every word of the English
// card with patterns that have seen no word yet, as a fresh process does.
func BenchmarkCardWordsFresh(b *testing.B) {
	words := strings.FieldsFunc(readFile(b, "../../content/cards/gofish/en.yaml"),
		func(r rune) bool { return !unicode.IsLetter(r) })
	data, lines, ok := table("en")
	if !ok {
		b.Fatal("no English table")
	}
	b.ReportAllocs()
	for b.Loop() {
		p, err := load(data, lines)
		if err != nil {
			b.Fatal(err)
		}
		for _, w := range words {
			p.Points(w)
		}
	}
}
