package layout

import (
	"encoding/binary"

	"golang.org/x/image/font/sfnt"
)

// eachGlyph calls set with every character of the BMP the font maps and
// its glyph, in the order of the characters. The map is read from the
// font's Unicode format 4 subtable when it has one, else by asking the
// font for every character.
func eachGlyph(f *sfnt.Font, b *sfnt.Buffer, tables map[string][]byte, set func(r rune, g uint16)) {
	if sub := findFormat4(tables["cmap"]); sub != nil && walkFormat4(sub, set) {
		return
	}
	for r := range rune(0x10000) {
		if r >= 0xd800 && r < 0xe000 {
			continue
		}
		if gi, err := f.GlyphIndex(b, r); err == nil && gi != 0 {
			set(r, uint16(gi))
		}
	}
}

// findFormat4 returns the first Unicode subtable of format 4 of a cmap table
// (platform 3 encoding 1, or platform 0 encoding 3); nil when it has none.
func findFormat4(cmap []byte) []byte {
	be := binary.BigEndian
	if len(cmap) < 4 {
		return nil
	}
	for i := range int(be.Uint16(cmap[2:])) {
		rec := cmap[min(len(cmap), 4+8*i):]
		if len(rec) < 8 {
			return nil
		}
		plat, enc, off := be.Uint16(rec), be.Uint16(rec[2:]), int(be.Uint32(rec[4:]))
		if (plat == 3 && enc == 1) || (plat == 0 && enc == 3) {
			if off+4 <= len(cmap) && be.Uint16(cmap[off:]) == 4 {
				return cmap[off:]
			}
		}
	}
	return nil
}

// walkFormat4 calls set with every character of a format 4 subtable that
// it maps to a glyph (segments of characters mapped by a delta or through
// the glyph array), in the segments' order; false, with no call made, when
// the subtable does not hold together.
func walkFormat4(sub []byte, set func(r rune, g uint16)) bool {
	be := binary.BigEndian
	if len(sub) < 14 {
		return false
	}
	sub = sub[:min(int(be.Uint16(sub[2:])), len(sub))]
	n := int(be.Uint16(sub[6:])) / 2
	ends, starts, deltas, ranges := 14, 16+2*n, 16+4*n, 16+6*n
	if ranges+2*n > len(sub) {
		return false
	}
	segment := func(i int) (start, end int, delta uint16, ro int) {
		return int(be.Uint16(sub[starts+2*i:])), min(int(be.Uint16(sub[ends+2*i:])), 0xfffe),
			be.Uint16(sub[deltas+2*i:]), int(be.Uint16(sub[ranges+2*i:]))
	}
	for i := range n {
		if start, end, _, ro := segment(i); ro != 0 && start <= end && ranges+2*i+ro+2*(end-start)+2 > len(sub) {
			return false // the glyph array ends before the segment does
		}
	}
	for i := range n {
		start, end, delta, ro := segment(i)
		for c := start; c <= end; c++ {
			if c >= 0xd800 && c < 0xe000 {
				continue
			}
			g := uint16(c) + delta
			if ro != 0 {
				if g = be.Uint16(sub[ranges+2*i+ro+2*(c-start):]); g != 0 {
					g += delta
				}
			}
			if g != 0 {
				set(rune(c), g)
			}
		}
	}
	return true
}
