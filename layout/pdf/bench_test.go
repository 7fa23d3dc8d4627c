package pdf

import (
	"io"
	"testing"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
)

// BenchmarkRenderPDF renders the composed English card to PDF: its font
// subsets made, the page drawn and the file written.
func BenchmarkRenderPDF(b *testing.B) {
	s := englishSheet(b)
	meta := Meta{Date: time.Unix(1700000000, 0)}
	b.ReportAllocs()
	for b.Loop() {
		if err := Write(io.Discard, s, meta); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFirstSheet is the layout work of a build's first sheet: the
// fonts loaded, the English card composed on A4 and rendered (the card
// itself is loaded once, outside).
func BenchmarkFirstSheet(b *testing.B) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		b.Fatal(err)
	}
	meta := Meta{Date: time.Unix(1700000000, 0)}
	b.ReportAllocs()
	for b.Loop() {
		fonts, err := layout.LoadGoFonts()
		if err != nil {
			b.Fatal(err)
		}
		s, err := layout.Compose(card, "en", layout.Options{Fonts: fonts})
		if err != nil {
			b.Fatal(err)
		}
		if err := Write(io.Discard, s, meta); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFpdfUTF8Fonts is the road not taken, for comparison: the same
// runs set through fpdf's UTF-8 font path, one AddUTF8FontFromBytes for
// each face the sheet uses, as fpdf requires in every document.
func BenchmarkFpdfUTF8Fonts(b *testing.B) {
	s := englishSheet(b)
	runs := s.Runs()
	used := map[layout.Face]bool{}
	for _, r := range runs {
		used[r.Face] = true
	}
	b.ReportAllocs()
	for b.Loop() {
		doc := fpdf.New("L", "mm", "A4", "")
		doc.SetCatalogSort(true)
		for _, f := range layout.Faces {
			if used[f] {
				doc.AddUTF8FontFromBytes("go", fpdfStyle(f), s.Fonts.Face(f).TTF)
			}
		}
		doc.AddPage()
		for _, r := range runs {
			doc.SetFont("go", fpdfStyle(r.Face), float64(r.Size))
			doc.Text(float64(r.Pos.X), float64(r.Pos.Y), r.Text)
		}
		if err := doc.Output(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// fpdfStyle is fpdf's style string for a face.
func fpdfStyle(f layout.Face) string {
	return map[layout.Face]string{layout.Regular: "", layout.Bold: "B", layout.Italic: "I", layout.BoldItalic: "BI"}[f]
}
