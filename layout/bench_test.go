package layout

import (
	"testing"

	"github.com/rulecard/rulecard/content"
)

// BenchmarkCompose composes the shipped English Go Fish card on A4 with
// fonts loaded once.
func BenchmarkCompose(b *testing.B) {
	fonts := testFonts(b)
	card := shippedCard(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compose(card, "en", Options{Fonts: fonts}); err != nil {
			b.Fatal(err)
		}
	}
}

// shippedCard loads the shipped Go Fish card.
func shippedCard(tb testing.TB) *content.Card {
	tb.Helper()
	card, err := content.LoadShipped("gofish")
	if err != nil {
		tb.Fatal(err)
	}
	return card
}

// BenchmarkLoadGoFonts parses the four Go faces, as every build does once.
func BenchmarkLoadGoFonts(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadGoFonts(); err != nil {
			b.Fatal(err)
		}
	}
}
