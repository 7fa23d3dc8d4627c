// Package pdf writes a composed layout.Sheet as a one-page PDF with fpdf:
// the text in subsets of the sheet's own fonts, embedded, and the fold,
// tear and scale lines as drawn. It writes a composed rules reference
// (layout/reference.Document) too, as portrait pages with bookmarks and
// links (Renderer.WriteReference). It is the only package that imports
// fpdf.
//
// Fonts are embedded as simple TrueType fonts with their own encodings
// rather than through fpdf's UTF-8 font path, which re-parses the whole
// font file, hashes a 65,536-entry width table and compresses a 128 KB
// glyph map for every face of every document (about 2.5 ms a face). Here
// a Renderer prepares each face's subset once per set of characters and
// every document after that only copies it.
//
// fpdf writes the pages' content uncompressed, and the package compresses
// it in fpdf's finished file (see output): fpdf's own compression makes a
// compress/flate writer for every page, 1.17 MB allocated each time.
package pdf

import (
	"fmt"
	"io"
	"strconv"
	"sync"
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

// Renderer writes sheets as PDF. It keeps the font subsets it prepares
// and reuses them for every later sheet that sets the same characters in
// the same face. It is safe for concurrent use.
type Renderer struct {
	mu    sync.Mutex
	cache map[subsetKey]*faceFont
}

// subsetKey names a prepared subset: the fonts, the face and its runes.
type subsetKey struct {
	fonts *layout.Fonts
	face  layout.Face
	runes string
}

// maxCached bounds the subsets a Renderer keeps; past it, it starts over.
const maxCached = 64

// NewRenderer returns a Renderer with nothing prepared yet.
func NewRenderer() *Renderer {
	return &Renderer{cache: map[subsetKey]*faceFont{}}
}

// Write renders s to w with a Renderer of its own (nothing is reused).
func Write(w io.Writer, s *layout.Sheet, meta Meta) error {
	return NewRenderer().Write(w, s, meta)
}

// Write renders s to w as a one-page PDF, the page the size of s's paper
// in landscape.
func (r *Renderer) Write(w io.Writer, s *layout.Sheet, meta Meta) error {
	return output(w, func(files fontFiles) (*fpdf.Fpdf, error) { return r.sheetDoc(s, meta, files) })
}

// sheetDoc draws s as an fpdf document, not yet finished, its font files'
// stand-ins kept in files (see addFonts).
func (r *Renderer) sheetDoc(s *layout.Sheet, meta Meta, files fontFiles) (*fpdf.Fpdf, error) {
	if s.Fonts == nil {
		return nil, fmt.Errorf("pdf: sheet has no fonts")
	}
	runs := s.Runs()
	faces, err := r.faces(s.Fonts, runs)
	if err != nil {
		return nil, err
	}
	// fpdf takes the portrait size and turns it for "L".
	paper := s.Paper.Size()
	doc := newDoc("L", paper.H, paper.W)
	setMeta(doc, s.Title, string(s.Locale), meta)
	addFonts(doc, faces, files)
	doc.AddPage()
	drawRules(doc, s.Rules)
	pen := pen{doc: doc}
	for _, run := range runs {
		pen.draw(s.Fonts, faces[run.Face], run)
	}
	if err := doc.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return doc, nil
}

// faces prepares (or finds) the subset of every face the runs use.
func (r *Renderer) faces(fonts *layout.Fonts, runs []layout.TextRun) (map[layout.Face]*faceFont, error) {
	var used [len(layout.Faces)]*runeSet
	for _, run := range runs {
		set := used[run.Face&3]
		if set == nil {
			set = new(runeSet)
			used[run.Face&3] = set
		}
		for _, c := range run.Text {
			set.add(c)
		}
	}
	out := make(map[layout.Face]*faceFont, len(used))
	var scratch []byte // room for a subset until it is compressed
	for _, face := range layout.Faces {
		if used[face] == nil {
			continue
		}
		runes := used[face].sorted()
		key := subsetKey{fonts, face, string(runes)}
		r.mu.Lock()
		ff := r.cache[key]
		r.mu.Unlock()
		if ff == nil {
			var err error
			if ff, err = newFaceFont(fonts.Face(face), runes, &scratch); err != nil {
				return nil, err
			}
			r.mu.Lock()
			if len(r.cache) >= maxCached {
				clear(r.cache)
			}
			r.cache[key] = ff
			r.mu.Unlock()
		}
		out[face] = ff
	}
	return out, nil
}

// family is fpdf's family name for encoding enc of a face.
func family(face layout.Face, enc int) string {
	if int(face) < len(families) && enc >= 0 && enc < len(families[face]) {
		return families[face][enc]
	}
	return "f" + strconv.Itoa(int(face)) + "e" + strconv.Itoa(enc)
}

// families are the family names of the faces' first encodings, written
// out: the pen names a family at each change of font (46 times on the
// English sheet), and made each name anew.
var families = [len(layout.Faces)][4]string{
	{"f0e0", "f0e1", "f0e2", "f0e3"},
	{"f1e0", "f1e1", "f1e2", "f1e3"},
	{"f2e0", "f2e1", "f2e2", "f2e3"},
	{"f3e0", "f3e1", "f3e2", "f3e3"},
}

// fontFiles are the compressed font files a document's file takes from
// output rather than from fpdf, by the names that stand in for them.
type fontFiles map[string][]byte

// addFonts adds every encoding of every prepared face to the document.
// With files nil, fpdf writes each face's font file. Otherwise it writes
// a stand-in, the file's name, which files maps to the file, for output to
// put in its place: fpdf made a string of each file and copied it into
// its buffer, which doubled as it filled (the English sheet's file was
// 40 KB in fpdf's buffer, 24 KB of it the two font files).
func addFonts(doc *fpdf.Fpdf, faces map[layout.Face]*faceFont, files fontFiles) {
	for _, face := range layout.Faces {
		if ff := faces[face]; ff != nil {
			file := ff.z
			if files != nil {
				file = ff.stub
				files[ff.file] = ff.z
			}
			for i, def := range ff.defs {
				doc.AddFontFromBytes(family(face, i), "", def, file)
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

// drawRules strokes the sheet's lines with their widths, dashes and greys.
func drawRules(doc *fpdf.Fpdf, rules []layout.Rule) {
	doc.SetLineCapStyle("butt")
	for _, r := range rules {
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
