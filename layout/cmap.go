package layout

import (
	"encoding/binary"

	"github.com/rulecard/rulecard/layout/internal/truetype"
	"golang.org/x/image/font/sfnt"
)

// glyphTable returns the glyph of every character of the BMP the font
// maps (0 for the rest). The table is read from the font's Unicode format
// 4 subtable when it has one (a walk over its segments), else by asking
// the font for every character. It fills and returns glyphs (65,536
// long) when it is given one.
func glyphTable(f *sfnt.Font, b *sfnt.Buffer, ttf []byte, glyphs []uint16) []uint16 {
	if len(glyphs) != 0x10000 {
		glyphs = make([]uint16, 0x10000)
	}
	clear(glyphs)
	if !readFormat4(ttf, glyphs) {
		clear(glyphs)
		for r := range rune(0x10000) {
			if r >= 0xd800 && r < 0xe000 {
				continue
			}
			if gi, err := f.GlyphIndex(b, r); err == nil {
				glyphs[r] = uint16(gi)
			}
		}
	}
	return glyphs
}

// readFormat4 sets glyphs (65,536 long, all 0) to the glyph of every
// character of the BMP as the font's cmap maps it, read from its first
// Unicode subtable of format 4 (platform 3 encoding 1, or platform 0
// encoding 3); false when it has none or the subtable does not hold
// together.
func readFormat4(ttf []byte, glyphs []uint16) bool {
	tables, err := truetype.ReadTables(ttf)
	if err != nil {
		return false
	}
	cmap := tables["cmap"]
	be := binary.BigEndian
	if len(cmap) < 4 {
		return false
	}
	for i := range int(be.Uint16(cmap[2:])) {
		rec := cmap[min(len(cmap), 4+8*i):]
		if len(rec) < 8 {
			return false
		}
		plat, enc, off := be.Uint16(rec), be.Uint16(rec[2:]), int(be.Uint32(rec[4:]))
		if (plat == 3 && enc == 1) || (plat == 0 && enc == 3) {
			if off+4 <= len(cmap) && be.Uint16(cmap[off:]) == 4 {
				return parseFormat4(cmap[off:], glyphs)
			}
		}
	}
	return false
}

// parseFormat4 reads a format 4 subtable into glyphs: segments of
// characters mapped by a delta or through the glyph array.
func parseFormat4(sub []byte, glyphs []uint16) bool {
	be := binary.BigEndian
	if len(sub) < 14 {
		return false
	}
	length := min(int(be.Uint16(sub[2:])), len(sub))
	sub = sub[:length]
	n := int(be.Uint16(sub[6:])) / 2
	ends, starts, deltas, ranges := 14, 16+2*n, 16+4*n, 16+6*n
	if ranges+2*n > len(sub) {
		return false
	}
	for i := range n {
		end, start := int(be.Uint16(sub[ends+2*i:])), int(be.Uint16(sub[starts+2*i:]))
		delta, ro := be.Uint16(sub[deltas+2*i:]), int(be.Uint16(sub[ranges+2*i:]))
		for c := start; c <= end && c < 0xffff; c++ {
			if c >= 0xd800 && c < 0xe000 {
				continue
			}
			g := uint16(c) + delta
			if ro != 0 {
				at := ranges + 2*i + ro + 2*(c-start)
				if at+2 > len(sub) {
					return false
				}
				if g = be.Uint16(sub[at:]); g != 0 {
					g += delta
				}
			}
			glyphs[c] = g
		}
	}
	return true
}
