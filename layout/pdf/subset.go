package pdf

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/adler32"
	"hash/fnv"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	"github.com/klauspost/compress/flate"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/truetype"
)

// firstCode is the first character code a simple font may use here (fpdf
// writes widths for codes 32 to 255), codesPerEncoding how many there are.
const (
	firstCode        = 32
	codesPerEncoding = 256 - firstCode
)

// code is where a character is set: in which of a face's encodings, and
// with which byte (4 bytes: a face's table of its first 256 characters'
// codes is 1 KB, not 4).
type code struct {
	enc  uint16 // there are 0x110000 / codesPerEncoding < 1<<16 encodings at most
	char byte
}

// faceFont is one face's characters on a sheet, prepared for fpdf: a
// subset of the face's font file holding just those characters, and the
// single-byte encodings (of up to 224 characters each) they are set in.
// The first encoding keeps WinAnsi codes where it can; every other code
// names its character in the encoding's Differences ("uni25B2"), so text
// extraction gives back the characters.
type faceFont struct {
	file  string   // fpdf's name for the font file; ".z" marks it compressed
	stub  []byte   // file's bytes, which stand in for z in fpdf's file (see addFonts)
	z     []byte   // the subset TrueType file, zlib-compressed
	defs  [][]byte // one fpdf font definition (JSON) per encoding
	codes map[rune]code
	low   [256]code // codes' first 256 characters, looked up without the map
}

// code returns where r is set (the zero code for a character the face's
// subset does not hold).
func (f *faceFont) code(r rune) code {
	if r >= 0 && r < rune(len(f.low)) {
		return f.low[r]
	}
	return f.codes[r]
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
// the face, not by fpdf.UTF8CutFont, which parses the whole font file
// again (1.8 MB allocated a face). It is written into *scratch's room when
// that holds it, and *scratch keeps the room it took: the subset is
// dropped once compressed, and the next face's can take its place.
func newFaceFont(ff *layout.FontFace, runes []rune, scratch *[]byte) (*faceFont, error) {
	chars := make([]truetype.Mapping, 0, len(runes))
	for _, r := range runes {
		if g, ok := ff.Glyph(r); ok {
			chars = append(chars, truetype.Mapping{Rune: r, Glyph: g})
		}
	}
	cut, err := truetype.SubsetInto(*scratch, ff.TTF, chars)
	if err != nil {
		return nil, fmt.Errorf("font %s: cannot make a subset: %w", ff.Name, err)
	}
	*scratch = cut
	z, err := zlibCompress(cut)
	if err != nil {
		return nil, err
	}
	name := subsetTag(ff.PostScriptName, runes) + "+" + ff.PostScriptName
	f := &faceFont{file: name + ".z", z: z}
	f.stub = []byte(f.file)
	var pages [][]rune
	f.codes, pages = planCodes(runes)
	for r, c := range f.codes {
		if r >= 0 && r < rune(len(f.low)) {
			f.low[r] = c
		}
	}
	for i, page := range pages {
		def := fontDef{
			Tp: "TrueType", Name: name, Desc: descriptor(ff), Up: -100, Ut: 50,
			Cw: widths(ff, page, f.codes, i), Enc: "cp1252", Diff: differences(page, f.codes, i),
			File: f.file, OriginalSize: len(cut),
		}
		f.defs = append(f.defs, def.appendJSON(nil))
	}
	return f, nil
}

// appendJSON appends the definition to b as encoding/json marshals it,
// field by field. json.Marshal spent 0.52M instructions on the two faces
// of a sheet in a fresh process, most of it building its encoder by
// reflection; this spends 0.09M (and fpdf's json.Unmarshal of the
// definitions then builds part of what Marshal had built: 0.14M saved).
func (d *fontDef) appendJSON(b []byte) []byte {
	desc, box := d.Desc, d.Desc.FontBBox
	b = appendJSONString(append(b, `{"Tp":`...), d.Tp)
	b = appendJSONString(append(b, `,"Name":`...), d.Name)
	for _, f := range []struct {
		key string
		v   int
	}{
		{`,"Desc":{"Ascent":`, desc.Ascent}, {`,"Descent":`, desc.Descent}, {`,"CapHeight":`, desc.CapHeight},
		{`,"Flags":`, desc.Flags}, {`,"FontBBox":{"Xmin":`, box.Xmin}, {`,"Ymin":`, box.Ymin}, {`,"Xmax":`, box.Xmax},
		{`,"Ymax":`, box.Ymax}, {`},"ItalicAngle":`, desc.ItalicAngle}, {`,"StemV":`, desc.StemV},
		{`,"MissingWidth":`, desc.MissingWidth}, {`},"Up":`, d.Up}, {`,"Ut":`, d.Ut},
	} {
		b = strconv.AppendInt(append(b, f.key...), int64(f.v), 10)
	}
	b = appendJSONInts(append(b, `,"Cw":`...), d.Cw)
	b = appendJSONString(append(b, `,"Enc":`...), d.Enc)
	b = appendJSONString(append(b, `,"Diff":`...), d.Diff)
	b = appendJSONString(append(b, `,"File":`...), d.File)
	b = strconv.AppendInt(append(b, `,"OriginalSize":`...), int64(d.OriginalSize), 10)
	return append(b, '}')
}

// appendJSONInts appends v as a JSON array, or null if it is nil.
func appendJSONInts(b []byte, v []int) []byte {
	if v == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, n := range v {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}

// appendJSONString appends s as a JSON string, as encoding/json writes it:
// as it is when every byte is printable ASCII that needs no escape (font
// names, encodings' differences), else through json.Marshal.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7F || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// zlibCompress returns data as a zlib stream (RFC 1950), deflated by
// klauspost/compress's stateless encoder: compress/flate's writer at its
// default level spent 8.5M instructions on the two subsets of an English
// sheet and allocated about a megabyte in every fresh process; this one
// spends 2.1M and takes 290 KB of room from its pools once, for 8 % more
// bytes (23.9 KB against 22.2 KB).
func zlibCompress(data []byte) ([]byte, error) {
	var b bytes.Buffer
	b.Grow(len(data)/2 + 64)
	b.Write([]byte{0x78, 0x01}) // deflate, 32 KB window, fastest
	if err := flate.StatelessDeflate(&b, data, true, nil); err != nil {
		return nil, err
	}
	b.Write(binary.BigEndian.AppendUint32(nil, adler32.Checksum(data)))
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
		codes[r] = code{uint16(enc), byte(next)}
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

// bitRunes is how many characters a runeSet keeps as bits: through
// U+2FFF, the alphabets, punctuation and symbols (suits, arrows, shapes)
// the cards set, in 1.5 KB (the whole Basic Multilingual Plane took 8 KB a
// face, allocated in every fresh process).
const bitRunes = 0x3000

// runeSet is a set of runes: a bit for each of the first bitRunes
// characters (a map of the few dozen a face sets took a tenth of a render
// to fill), a list for the others.
type runeSet struct {
	bits  [bitRunes / 64]uint64
	other []rune
}

// add puts r in the set.
func (s *runeSet) add(r rune) {
	if r >= 0 && r < bitRunes {
		s.bits[r>>6] |= 1 << (r & 63)
		return
	}
	if n := len(s.other); n == 0 || s.other[n-1] != r {
		s.other = append(s.other, r)
	}
}

// sorted returns the runes of the set, sorted, each once.
func (s *runeSet) sorted() []rune {
	var out []rune
	for i, w := range s.bits {
		for ; w != 0; w &= w - 1 {
			out = append(out, rune(i<<6|bits.TrailingZeros64(w)))
		}
	}
	slices.Sort(s.other)
	return append(out, slices.Compact(s.other)...)
}
