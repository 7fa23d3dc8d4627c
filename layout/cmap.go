package layout

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// goFontGlyphs are the characters the Go fonts set with another of their
// own glyphs. Their hyphen-minus is as wide as their minus sign (0.58 em,
// wider than their en dash: "32-card" reads "32–card"), while the glyph
// they map to the soft hyphen is a text hyphen (0.33 em); U+2010, the
// typographer's hyphen, is not in them. Their middle dot stands at the
// x-height, near the top of a lower-case letter; the bullet operator's
// dot stands at its middle. The characters stay what they are: text
// extraction, search and screen readers get the hyphen-minus and the
// middle dot back.
var goFontGlyphs = map[rune]rune{
	'-':      '\u00ad',
	'\u00b7': '\u2219',
}

// glyphTable returns the glyph of every character of the BMP the font
// maps (0 for the rest), with every character of use that the font holds
// set with the glyph of the character it maps to.
func glyphTable(f *sfnt.Font, b *sfnt.Buffer, use map[rune]rune) []uint16 {
	glyphs := make([]uint16, 0x10000)
	for r := range rune(0x10000) {
		if r >= 0xd800 && r < 0xe000 {
			continue
		}
		if gi, err := f.GlyphIndex(b, r); err == nil {
			glyphs[r] = uint16(gi)
		}
	}
	for from, to := range use {
		if glyphs[from] != 0 && glyphs[to] != 0 {
			glyphs[from] = glyphs[to]
		}
	}
	return glyphs
}

// format4 builds a cmap table holding one format 4 subtable that maps
// each character of the BMP to glyphs[c] (0: not mapped), for platforms
// (0, 3) and (3, 1). Each segment is a run of characters whose glyphs
// follow one another, so every segment is a delta and none needs the
// glyph array.
func format4(glyphs []uint16) ([]byte, error) {
	type seg struct{ start, end, delta uint16 }
	var segs []seg
	for c := 0; c < 0xffff; c++ {
		g := glyphs[c]
		if g == 0 {
			continue
		}
		delta := uint16(int(g) - c)
		if n := len(segs); n > 0 && int(segs[n-1].end) == c-1 && segs[n-1].delta == delta {
			segs[n-1].end = uint16(c)
			continue
		}
		segs = append(segs, seg{uint16(c), uint16(c), delta})
	}
	segs = append(segs, seg{0xffff, 0xffff, 1})
	n := len(segs)
	length := 16 + 8*n
	if length > 0xffff {
		return nil, errors.New("cmap: too many segments for format 4")
	}
	search := 1
	for search*2 <= n {
		search *= 2
	}
	sub := make([]byte, 0, length)
	be := binary.BigEndian
	sub = be.AppendUint16(sub, 4)
	sub = be.AppendUint16(sub, uint16(length))
	sub = be.AppendUint16(sub, 0) // language
	sub = be.AppendUint16(sub, uint16(2*n))
	sub = be.AppendUint16(sub, uint16(2*search))
	sub = be.AppendUint16(sub, uint16(log2(search)))
	sub = be.AppendUint16(sub, uint16(2*n-2*search))
	for _, s := range segs {
		sub = be.AppendUint16(sub, s.end)
	}
	sub = be.AppendUint16(sub, 0) // reserved pad
	for _, s := range segs {
		sub = be.AppendUint16(sub, s.start)
	}
	for _, s := range segs {
		sub = be.AppendUint16(sub, s.delta)
	}
	for range segs {
		sub = be.AppendUint16(sub, 0) // idRangeOffset
	}
	const header = 4 + 2*8
	out := make([]byte, 0, header+len(sub))
	out = be.AppendUint16(out, 0) // version
	out = be.AppendUint16(out, 2)
	for _, enc := range [][2]uint16{{0, 3}, {3, 1}} {
		out = be.AppendUint16(out, enc[0])
		out = be.AppendUint16(out, enc[1])
		out = be.AppendUint32(out, header)
	}
	return append(out, sub...), nil
}

// log2 returns the base-2 logarithm of a power of two.
func log2(v int) int {
	n := 0
	for v > 1 {
		v >>= 1
		n++
	}
	return n
}

// tableRecord is one entry of a font's table directory.
type tableRecord struct {
	tag  string
	data []byte
}

// replaceTable returns the font file ttf with table tag's data replaced:
// every table copied, each on a four-byte boundary, their checksums and
// the head table's checksum adjustment computed anew.
func replaceTable(ttf []byte, tag string, data []byte) ([]byte, error) {
	be := binary.BigEndian
	if len(ttf) < 12 {
		return nil, errors.New("font: too short")
	}
	num := int(be.Uint16(ttf[4:]))
	if len(ttf) < 12+16*num {
		return nil, errors.New("font: table directory cut short")
	}
	tables := make([]tableRecord, 0, num)
	for i := range num {
		rec := ttf[12+16*i:]
		off, n := int(be.Uint32(rec[8:])), int(be.Uint32(rec[12:]))
		if off < 0 || n < 0 || off+n > len(ttf) {
			return nil, fmt.Errorf("font: table %q out of the file", rec[:4])
		}
		t := tableRecord{tag: string(rec[:4]), data: ttf[off : off+n]}
		if t.tag == tag {
			t.data = data
		}
		tables = append(tables, t)
	}
	slices.SortFunc(tables, func(a, b tableRecord) int { return compareTags(a.tag, b.tag) })
	out := make([]byte, 12+16*num, len(ttf)+len(data))
	copy(out, ttf[:12])
	headAt := -1
	for i, t := range tables {
		off := len(out)
		if t.tag == "head" {
			headAt = off
			t.data = slices.Clone(t.data)
			if len(t.data) >= 12 {
				be.PutUint32(t.data[8:], 0)
			}
		}
		out = append(out, t.data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		rec := out[12+16*i:]
		copy(rec, t.tag)
		be.PutUint32(rec[4:], checksum(t.data))
		be.PutUint32(rec[8:], uint32(off))
		be.PutUint32(rec[12:], uint32(len(t.data)))
	}
	if headAt >= 0 {
		be.PutUint32(out[headAt+8:], 0xb1b0afba-checksum(out))
	}
	return out, nil
}

// compareTags orders table tags as a font's directory lists them.
func compareTags(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// checksum is the TrueType checksum of data: the sum of its big-endian
// 32-bit words, the last one padded with zeros.
func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var w [4]byte
		copy(w[:], data[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
