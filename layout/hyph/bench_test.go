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

// BenchmarkCardWords loads the English patterns and finds the points of
// every word of the English card, as a sheet's layout does.
func BenchmarkCardWords(b *testing.B) {
	words := strings.FieldsFunc(readFile(b, "../../content/cards/gofish/en.yaml"),
		func(r rune) bool { return !unicode.IsLetter(r) })
	b.ReportAllocs()
	for b.Loop() {
		p, err := For("en")
		if err != nil {
			b.Fatal(err)
		}
		for _, w := range words {
			p.Points(w)
		}
	}
}
