// Package pdf writes a composed layout.Sheet as a one-page PDF with fpdf:
// the text in subsets of the sheet's own fonts, embedded, and the fold,
// tear and scale lines as drawn. It writes a composed rules reference
// (layout/reference.Document) too, as portrait pages with bookmarks and
// links (WriteReference). It is the only package that imports fpdf.
//
// The package makes its own font subsets rather than take fpdf's UTF-8
// font path (AddUTF8FontFromBytes): it is the one piece of machinery here
// kept for speed alone, because a user waits for it. fpdf's path parses
// each face's whole font file again, builds a width table of every
// character and compresses a map of every glyph, for every face of every
// document, which more than doubles the time a sheet takes to render
// (BenchmarkFpdfUTF8Fonts against BenchmarkRenderPDF). The layout has
// already read the faces' glyphs, so a subset here is the sheet's glyphs
// copied out of the font file (layout/internal/truetype), embedded as a
// simple TrueType font with single-byte encodings of its own (see
// faceFont) that text extraction maps back to the characters.
package pdf

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
)

// Meta is the document information written into the PDF. The language is
// the sheet's locale and the creator is "rulecard".
type Meta struct {
	// Title defaults to the sheet's title.
	Title string
	// Subject and Author are written when set.
	Subject string
	Author  string
	// Date is the creation and modification date; the zero time means
	// now. Set it (from SOURCE_DATE_EPOCH) for reproducible files.
	Date time.Time
}

// Write renders s to w as a one-page PDF, the page the size of s's paper
// in landscape.
func Write(w io.Writer, s *layout.Sheet, meta Meta) error {
	doc, err := sheetDoc(s, meta)
	if err != nil {
		return err
	}
	return output(w, doc)
}

// sheetDoc draws s as an fpdf document, not yet finished.
func sheetDoc(s *layout.Sheet, meta Meta) (*fpdf.Fpdf, error) {
	if s.Fonts == nil {
		return nil, fmt.Errorf("pdf: sheet has no fonts")
	}
	runs := s.Runs()
	faces, err := prepareFaces(s.Fonts, runs)
	if err != nil {
		return nil, err
	}
	// fpdf takes the portrait size and turns it for "L".
	paper := s.Paper.Size()
	doc := newDoc("L", paper.H, paper.W)
	setMeta(doc, s.Title, string(s.Locale), meta)
	addFonts(doc, faces)
	doc.AddPage()
	drawStrokes(doc, s.Strokes)
	for _, run := range runs {
		draw(doc, s.Fonts, faces[run.Face], run)
	}
	return doc, nil
}

// newDoc returns an fpdf document of the given orientation and portrait
// size in millimetres.
func newDoc(orientation string, w, h layout.Millimetres) *fpdf.Fpdf {
	return fpdf.NewCustom(&fpdf.InitType{OrientationStr: orientation, UnitStr: "mm",
		Size: fpdf.SizeType{Wd: float64(w), Ht: float64(h)}})
}

// output finishes doc and writes it to w: fpdf's sticky error, if any, is
// checked here, once per document.
func output(w io.Writer, doc *fpdf.Fpdf) error {
	if err := doc.Output(w); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// prepareFaces makes the subset of every face the runs use.
func prepareFaces(fonts *layout.Fonts, runs []layout.TextRun) (map[layout.Face]*faceFont, error) {
	used := map[layout.Face]map[rune]bool{}
	for _, run := range runs {
		if used[run.Face] == nil {
			used[run.Face] = map[rune]bool{}
		}
		for _, c := range run.Text {
			used[run.Face][c] = true
		}
	}
	out := make(map[layout.Face]*faceFont, len(used))
	var z compressor
	for face, set := range used {
		ff, err := newFaceFont(fonts.Face(face), slices.Sorted(maps.Keys(set)), &z)
		if err != nil {
			return nil, err
		}
		out[face] = ff
	}
	return out, nil
}

// family is fpdf's family name for encoding enc of a face: "f0e1".
func family(face layout.Face, enc int) string {
	return fmt.Sprintf("f%de%d", int(face), enc)
}

// addFonts adds every encoding of every prepared face to the document.
func addFonts(doc *fpdf.Fpdf, faces map[layout.Face]*faceFont) {
	for _, face := range layout.Faces {
		if ff := faces[face]; ff != nil {
			for i, def := range ff.defs {
				doc.AddFontFromBytes(family(face, i), "", def, ff.z)
			}
		}
	}
}

// setMeta writes the document information (the title defaults to title,
// the language is lang) and fixes the dates.
func setMeta(doc *fpdf.Fpdf, title, lang string, meta Meta) {
	if meta.Title != "" {
		title = meta.Title
	}
	doc.SetTitle(title, true)
	if meta.Subject != "" {
		doc.SetSubject(meta.Subject, true)
	}
	if meta.Author != "" {
		doc.SetAuthor(meta.Author, true)
	}
	doc.SetCreator("rulecard", true)
	doc.SetProducer("rulecard", true)
	doc.SetLang(lang)
	doc.SetCatalogSort(true)
	if !meta.Date.IsZero() {
		doc.SetCreationDate(meta.Date.UTC())
		doc.SetModificationDate(meta.Date.UTC())
	}
	doc.SetAutoPageBreak(false, 0)
	doc.SetMargins(0, 0, 0)
}

// drawStrokes strokes the sheet's lines with their widths, dashes and
// greys.
func drawStrokes(doc *fpdf.Fpdf, strokes []layout.Stroke) {
	doc.SetLineCapStyle("butt")
	for _, r := range strokes {
		g := int(r.Gray*255 + 0.5)
		doc.SetDrawColor(g, g, g)
		doc.SetLineWidth(float64(r.Width))
		dash := make([]float64, len(r.Dash))
		for i, d := range r.Dash {
			dash[i] = float64(d)
		}
		doc.SetDashPattern(dash, 0)
		doc.Line(float64(r.From.X), float64(r.From.Y), float64(r.To.X), float64(r.To.Y))
	}
	doc.SetDashPattern(nil, 0)
}
