package layout

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout/internal/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Face is one of the four faces of a font family. Its bits match
// content.Style: Face(style) is the face a run of that style is set in.
type Face uint8

// The four faces.
const (
	Regular    Face = Face(content.Regular)
	Bold       Face = Face(content.Bold)
	Italic     Face = Face(content.Italic)
	BoldItalic Face = Face(content.Bold | content.Italic)
)

// Faces lists the four faces in order: regular, bold, italic, bold italic.
var Faces = [4]Face{Regular, Bold, Italic, BoldItalic}

// String names the face: "regular", "bold", "italic", "bold-italic".
func (f Face) String() string {
	switch f {
	case Bold:
		return "bold"
	case Italic:
		return "italic"
	case BoldItalic:
		return "bold-italic"
	}
	return "regular"
}

// IsBold reports whether the face is bold.
func (f Face) IsBold() bool { return f&Bold != 0 }

// IsItalic reports whether the face is italic.
func (f Face) IsItalic() bool { return f&Italic != 0 }

// Fonts is a family of four TrueType faces, parsed once: their bytes (for
// backends to embed), their names and metrics, and the glyph of every
// character of the Basic Multilingual Plane they hold.
// A Fonts is read-only after loading and safe for concurrent use.
type Fonts struct {
	faces [4]*FontFace
}

// FontFace is one parsed face. Vertical metrics are in font units (y up,
// as in the font); divide by UnitsPerEm for ems.
type FontFace struct {
	// Name is the full name, "Go Regular"; PostScriptName has no spaces,
	// "GoRegular".
	Name, PostScriptName string
	// TTF holds the font file.
	TTF []byte
	// UnitsPerEm is the size of the em square in font units.
	UnitsPerEm int
	// Ascent and Descent are the typographic ascent (above the baseline,
	// positive) and descent (below it, negative); CapHeight is the height
	// of flat capitals.
	Ascent, Descent, CapHeight int
	// BBox is the union of the glyphs' bounds: xmin, ymin, xmax, ymax.
	BBox [4]int
	// ItalicAngle is the slant in degrees counter-clockwise from vertical
	// (negative for a face slanting right).
	ItalicAngle float64
	// MissingWidth is the advance of the .notdef glyph, in font units.
	MissingWidth int

	glyphs map[rune]uint16 // the glyph of every character the face maps
	adv    advances        // the glyphs' advances, read from the font file
}

// LoadGoFonts parses the Go fonts (Go Regular, Go Bold, Go Italic, Go Bold
// Italic) of golang.org/x/image/font/gofont as this package embeds them,
// with their hyphen set in a better glyph of their own and their middle
// dot moved down (see fonts/README.md): the faces' files carry the
// change, so every backend draws what the layout measured.
func LoadGoFonts() (*Fonts, error) { return goFonts() }

// goFonts parses the Go fonts once a process: a Fonts is only read once
// made, so every driver of a process (a check of many cards, a preview
// rebuilt on every save) shares one.
var goFonts = sync.OnceValues(func() (*Fonts, error) {
	return NewFonts(goRegular, goBold, goItalic, goBoldItalic)
})

// NewFonts parses four TrueType files: regular, bold, italic and bold
// italic, in that order.
func NewFonts(regular, bold, italic, boldItalic []byte) (*Fonts, error) {
	var fs Fonts
	for i, ttf := range [4][]byte{regular, bold, italic, boldItalic} {
		f, err := parseFace(ttf)
		if err != nil {
			return nil, fmt.Errorf("font %s: %w", Faces[i], err)
		}
		fs.faces[i] = f
	}
	return &fs, nil
}

// Face returns the parsed face f.
func (fs *Fonts) Face(f Face) *FontFace { return fs.faces[f&3] }

// parseFace reads a face's names, metrics and advance table.
func parseFace(ttf []byte) (*FontFace, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	tables, err := truetype.ReadTables(ttf)
	if err != nil {
		return nil, err
	}
	var b sfnt.Buffer
	upem := int(f.UnitsPerEm())
	ppem := fixed.Int26_6(upem) // so that 26.6 results read as font units
	ff := &FontFace{TTF: ttf, UnitsPerEm: upem}
	if ff.Name, err = f.Name(&b, sfnt.NameIDFull); err != nil {
		return nil, fmt.Errorf("name: %w", err)
	}
	if ff.PostScriptName, err = f.Name(&b, sfnt.NameIDPostScript); err != nil {
		return nil, fmt.Errorf("postscript name: %w", err)
	}
	m, err := f.Metrics(&b, ppem, font.HintingNone)
	if err != nil {
		return nil, fmt.Errorf("metrics: %w", err)
	}
	ff.Ascent, ff.Descent, ff.CapHeight = int(m.Ascent), -int(m.Descent), int(m.CapHeight)
	bb, err := f.Bounds(&b, ppem, font.HintingNone)
	if err != nil {
		return nil, fmt.Errorf("bounds: %w", err)
	}
	ff.BBox = [4]int{int(bb.Min.X), -int(bb.Max.Y), int(bb.Max.X), -int(bb.Min.Y)}
	if p := f.PostTable(); p != nil {
		ff.ItalicAngle = p.ItalicAngle
	}
	adv, err := newAdvances(tables, f.NumGlyphs())
	if err != nil {
		return nil, err
	}
	ff.MissingWidth, _ = adv.of(0)
	ff.adv = adv
	return ff, ff.readGlyphs(f, &b, tables)
}

// readGlyphs fills the glyph table for every rune of the BMP the font
// maps, each glyph one with an advance.
func (ff *FontFace) readGlyphs(f *sfnt.Font, b *sfnt.Buffer, tables map[string][]byte) error {
	ff.glyphs = map[rune]uint16{}
	var err error
	eachGlyph(f, b, tables, func(r rune, g uint16) {
		if _, ok := ff.adv.of(g); !ok {
			err = cmp.Or(err, fmt.Errorf("advance of %U: no glyph %d", r, g))
			return
		}
		ff.glyphs[r] = g
	})
	return err
}

// advances reads glyphs' advance widths from a font's hmtx table.
type advances struct {
	hmtx            []byte
	metrics, glyphs int // the table's advances, the font's glyphs
}

// newAdvances returns the advances of a font of n glyphs with tables.
func newAdvances(tables map[string][]byte, n int) (advances, error) {
	hhea, hmtx := tables["hhea"], tables["hmtx"]
	if len(hhea) < 36 {
		return advances{}, errors.New("font: no hhea table")
	}
	metrics := int(binary.BigEndian.Uint16(hhea[34:])) // numberOfHMetrics
	if metrics == 0 || len(hmtx) < 4*metrics {
		return advances{}, errors.New("font: hmtx cut short")
	}
	return advances{hmtx, metrics, n}, nil
}

// of returns glyph g's advance in font units (the last advance of the
// table for the glyphs after it); false when the font has no glyph g.
func (a advances) of(g uint16) (int, bool) {
	if int(g) >= a.glyphs {
		return 0, false
	}
	return int(binary.BigEndian.Uint16(a.hmtx[4*min(int(g), a.metrics-1):])), true
}

// Has reports whether the face holds a glyph for r.
func (ff *FontFace) Has(r rune) bool {
	_, ok := ff.glyphs[r]
	return ok
}

// Glyph returns the index in the font file (TTF) of the glyph r is set
// in, and whether the face maps r.
func (ff *FontFace) Glyph(r rune) (uint16, bool) {
	g, ok := ff.glyphs[r]
	return g, ok
}

// Advance returns r's advance width in ems (the .notdef glyph's for a
// rune the face lacks). No kerning is applied, ever.
func (ff *FontFace) Advance(r rune) float64 {
	return float64(ff.AdvanceUnits(r)) / float64(ff.UnitsPerEm)
}

// AdvanceUnits returns r's advance width in font units.
func (ff *FontFace) AdvanceUnits(r rune) int {
	g, ok := ff.glyphs[r]
	if !ok {
		return ff.MissingWidth
	}
	a, _ := ff.adv.of(g)
	return a
}

// Width returns the width of s set in the face at size, in millimetres.
func (ff *FontFace) Width(s string, size Points) Millimetres {
	var em float64
	for _, r := range s {
		em += ff.Advance(r)
	}
	return Millimetres(em) * size.Millimetres()
}

// ascentMM returns the face's ascent at size, in millimetres.
func (ff *FontFace) ascentMM(size Points) Millimetres {
	return Millimetres(float64(ff.Ascent)/float64(ff.UnitsPerEm)) * size.Millimetres()
}

// descentMM returns the face's descent at size, in millimetres, positive.
func (ff *FontFace) descentMM(size Points) Millimetres {
	return Millimetres(float64(-ff.Descent)/float64(ff.UnitsPerEm)) * size.Millimetres()
}
