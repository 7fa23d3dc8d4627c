package pdf

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/klauspost/compress/zlib"
	"hash/fnv"
	"math"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/truetype"
)

// firstCode is the first character code a simple font may use here: fpdf
// writes widths for codes 32 to 255.
const firstCode = 32

// code is where a character is set: in which of a face's encodings, and
// with which byte.
type code struct {
	enc  int
	char byte
}

// faceFont is one face's characters on a sheet, prepared for fpdf: a
// subset of the face's font file holding just those characters, and the
// single-byte encodings (of up to 224 characters each) they are set in.
// The first encoding keeps WinAnsi codes where it can; every other code
// names its character in the encoding's Differences ("uni25B2"), so text
// extraction gives back the characters.
type faceFont struct {
	z     []byte   // the subset TrueType file, zlib-compressed
	defs  [][]byte // one fpdf font definition (JSON) per encoding
	codes map[rune]code
}

// fontDef is fpdf's font definition of a TrueType font with an encoding,
// as AddFontFromBytes reads it.
type fontDef struct {
	Tp           string
	Name         string
	Desc         fpdf.FontDescType
	Up, Ut       int
	Cw           []int
	Enc          string
	Diff         string
	File         string
	OriginalSize int
}

// newFaceFont subsets face ff to runes (sorted, distinct) and plans their
// encodings. The subset is made from the glyph numbers layout read from
// the face (see the package's doc).
func newFaceFont(ff *layout.FontFace, runes []rune, z *compressor) (*faceFont, error) {
	chars := make([]truetype.Mapping, 0, len(runes))
	for _, r := range runes {
		if g, ok := ff.Glyph(r); ok {
			chars = append(chars, truetype.Mapping{Rune: r, Glyph: g})
		}
	}
	cut, err := truetype.Subset(ff.TTF, chars)
	if err != nil {
		return nil, fmt.Errorf("font %s: cannot make a subset: %w", ff.Name, err)
	}
	packed, err := z.compress(cut)
	if err != nil {
		return nil, err
	}
	name := subsetTag(ff.PostScriptName, runes) + "+" + ff.PostScriptName
	f := &faceFont{z: packed}
	var pages [][]rune
	f.codes, pages = planCodes(runes)
	for i, page := range pages {
		def, err := json.Marshal(fontDef{
			Tp: "TrueType", Name: name, Desc: descriptor(ff), Up: -100, Ut: 50,
			Cw: widths(ff, page, f.codes, i), Enc: "cp1252", Diff: differences(page, f.codes, i),
			File: name + ".z", OriginalSize: len(cut), // ".z" tells fpdf the file is compressed
		})
		if err != nil {
			return nil, err
		}
		f.defs = append(f.defs, def)
	}
	return f, nil
}

// compressor makes zlib streams (RFC 1950) at the fastest level, the
// level fpdf compresses the pages at: the subsets are made anew for every
// document, and a higher level buys a few percent of their size. One
// writer serves every subset of a document, reset for each: a new one
// takes a megabyte.
type compressor struct{ w *zlib.Writer }

// compress returns data as a zlib stream.
func (c *compressor) compress(data []byte) ([]byte, error) {
	var b bytes.Buffer
	if c.w == nil {
		w, err := zlib.NewWriterLevel(&b, zlib.BestSpeed)
		if err != nil {
			return nil, err
		}
		c.w = w
	} else {
		c.w.Reset(&b)
	}
	if _, err := c.w.Write(data); err != nil {
		return nil, err
	}
	if err := c.w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// planCodes gives every rune a code: WinAnsi's own code where it has one,
// else the next code the first encoding leaves free; when that is full,
// the next encoding's. It returns the codes and each encoding's runes.
func planCodes(runes []rune) (map[rune]code, [][]rune) {
	codes := make(map[rune]code, len(runes))
	var used [256]bool
	pages := [][]rune{nil}
	var rest []rune
	for _, r := range runes {
		if c, ok := standardCode(r); ok {
			codes[r] = code{0, c}
			used[c] = true
			pages[0] = append(pages[0], r)
		} else {
			rest = append(rest, r)
		}
	}
	enc, next := 0, firstCode
	for _, r := range rest {
		for next < 256 && used[next] {
			next++
		}
		if next == 256 {
			enc, next, used = enc+1, firstCode, [256]bool{}
			pages = append(pages, nil)
		}
		codes[r] = code{enc, byte(next)}
		used[next] = true
		pages[enc] = append(pages[enc], r)
	}
	return codes, pages
}

// differences lists encoding enc's codes that are not WinAnsi's own, with
// their characters' glyph names, as fpdf's Diff: "128 /uni25B2 ...".
func differences(page []rune, codes map[rune]code, enc int) string {
	var b strings.Builder
	for _, r := range page {
		c := codes[r]
		if std, ok := standardCode(r); ok && enc == 0 && std == c.char {
			continue
		}
		fmt.Fprintf(&b, "%d /uni%04X ", c.char, r)
	}
	return strings.TrimSpace(b.String())
}

// widths returns the advance widths of encoding enc's 256 codes in
// thousandths of an em (unused codes get the .notdef width).
func widths(ff *layout.FontFace, page []rune, codes map[rune]code, enc int) []int {
	cw := make([]int, 256)
	missing := thousandths(ff, ff.MissingWidth)
	for i := range cw {
		cw[i] = missing
	}
	for _, r := range page {
		cw[codes[r].char] = thousandths(ff, ff.AdvanceUnits(r))
	}
	return cw
}

// thousandths converts font units to thousandths of an em.
func thousandths(ff *layout.FontFace, v int) int {
	return int(math.Round(float64(v) * 1000 / float64(ff.UnitsPerEm)))
}

// descriptor returns the face's PDF font descriptor values.
func descriptor(ff *layout.FontFace) fpdf.FontDescType {
	flags, stem := 1<<5, 80 // non-symbolic
	if ff.ItalicAngle != 0 {
		flags |= 1 << 6
	}
	if strings.Contains(ff.PostScriptName, "Bold") {
		stem = 140
	}
	d := fpdf.FontDescType{
		Ascent: thousandths(ff, ff.Ascent), Descent: thousandths(ff, ff.Descent),
		CapHeight: thousandths(ff, ff.CapHeight), Flags: flags, ItalicAngle: int(math.Round(ff.ItalicAngle)),
		StemV: stem, MissingWidth: thousandths(ff, ff.MissingWidth),
	}
	d.FontBBox.Xmin, d.FontBBox.Ymin = thousandths(ff, ff.BBox[0]), thousandths(ff, ff.BBox[1])
	d.FontBBox.Xmax, d.FontBBox.Ymax = thousandths(ff, ff.BBox[2]), thousandths(ff, ff.BBox[3])
	return d
}

// subsetTag returns the six capital letters that name a subset, derived
// from the font and the characters it holds (so equal subsets share it).
func subsetTag(font string, runes []rune) string {
	h := fnv.New64a()
	h.Write([]byte(font))
	h.Write([]byte(string(runes)))
	v := h.Sum64()
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = 'A' + byte(v%26)
		v /= 26
	}
	return string(tag)
}
