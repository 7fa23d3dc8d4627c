package pdf

import (
	"fmt"
	"io"
	"unicode/utf16"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/reference"
)

// WriteReference renders a composed rules reference to w as a PDF of
// portrait pages: the text in subsets of the document's fonts, as for
// sheets, hearts and diamonds in red, the outline as bookmarks and the
// contents as links to the places they name. The title defaults to the
// document's, the subject to what it is.
func WriteReference(w io.Writer, d *reference.Document, meta Meta) error {
	doc, err := referenceFpdf(d, meta)
	if err != nil {
		return err
	}
	return output(w, doc)
}

// referenceFpdf draws d as an fpdf document, not yet finished.
func referenceFpdf(d *reference.Document, meta Meta) (*fpdf.Fpdf, error) {
	if d == nil || d.Fonts == nil {
		return nil, fmt.Errorf("pdf: reference has no fonts")
	}
	faces, err := prepareFaces(d.Fonts, d.TextRuns())
	if err != nil {
		return nil, err
	}
	doc := newDoc("P", d.Size.W, d.Size.H)
	if meta.Subject == "" {
		meta.Subject = d.Subject
	}
	setMeta(doc, d.Title, string(d.Locale), meta)
	addFonts(doc, faces)
	links := referenceLinks(doc, d)
	mark := 0
	for i, pg := range d.Pages {
		doc.AddPage()
		for ; mark < len(d.Outline) && d.Outline[mark].Page == i; mark++ {
			m := d.Outline[mark]
			doc.Bookmark(utf16BE(m.Title), m.Level, float64(m.Y))
		}
		drawReferenceStrokes(doc, pg.Strokes)
		for _, run := range pg.Runs {
			cr, cg, cb := run.Color.RGB()
			doc.SetTextColor(cr, cg, cb)
			draw(doc, d.Fonts, faces[run.Face], run.TextRun)
		}
		for _, l := range pg.Links {
			doc.Link(float64(l.Rect.Min.X), float64(l.Rect.Min.Y), float64(l.Rect.Dx()), float64(l.Rect.Dy()),
				links[target{l.Page, l.Y}])
		}
	}
	return doc, nil
}

// target is a place a link leads to: a page index and a height on it.
type target struct {
	page int
	y    layout.Millimetres
}

// referenceLinks makes one fpdf link for each place the document's links
// lead to.
func referenceLinks(doc *fpdf.Fpdf, d *reference.Document) map[target]int {
	out := map[target]int{}
	for _, pg := range d.Pages {
		for _, l := range pg.Links {
			t := target{l.Page, l.Y}
			if _, ok := out[t]; !ok {
				id := doc.AddLink()
				doc.SetLink(id, float64(l.Y), l.Page+1)
				out[t] = id
			}
		}
	}
	return out
}

// drawReferenceStrokes strokes a page's solid lines as the sheet's are.
func drawReferenceStrokes(doc *fpdf.Fpdf, strokes []reference.Stroke) {
	lines := make([]layout.Stroke, len(strokes))
	for i, r := range strokes {
		lines[i] = layout.Stroke{From: r.From, To: r.To, Width: r.Width, Gray: r.Gray}
	}
	drawStrokes(doc, lines)
}

// utf16BE encodes s as a PDF text string: UTF-16BE after a byte order
// mark, as bookmarks need for characters beyond ASCII (fpdf writes a
// bookmark's bytes as they are when the fonts are not its UTF-8 ones).
func utf16BE(s string) string {
	units := utf16.Encode([]rune(s))
	b := make([]byte, 2, 2+2*len(units))
	b[0], b[1] = 0xFE, 0xFF
	for _, u := range units {
		b = append(b, byte(u>>8), byte(u))
	}
	return string(b)
}
