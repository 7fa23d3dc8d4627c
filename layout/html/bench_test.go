package html

import (
	"io"
	"testing"
)

// BenchmarkRenderHTML renders the composed English card to HTML with one
// Renderer, as a build does: the template parsed and the fonts encoded
// once.
func BenchmarkRenderHTML(b *testing.B) {
	c := englishA4(b)
	_, r := shared(b)
	if err := r.Write(io.Discard, c.Sheet, c.Card, Meta{}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := r.Write(io.Discard, c.Sheet, c.Card, Meta{}); err != nil {
			b.Fatal(err)
		}
	}
}
