package truetype

import (
	"errors"
	"math/bits"
)

// segment is a run of a format 4 character map: the characters first to
// last, each set in its glyph: the character plus delta (modulo 65,536).
type segment struct {
	first, last, delta uint16
}

// CharMap returns a cmap table that maps chars (sorted by rune, each
// once, none beyond U+FFFE) alone: one subtable of format 4, for Unicode
// (platform 0 encoding 3) and Windows Unicode (platform 3 encoding 1).
// Consecutive characters whose glyphs are consecutive share a segment,
// so no segment needs the glyph array.
func CharMap(chars []Mapping) ([]byte, error) {
	var segs []segment
	for _, c := range chars {
		if c.Rune < 0 || c.Rune >= 0xffff {
			return nil, errors.New("cmap: a character beyond the Basic Multilingual Plane")
		}
		r, delta := uint16(c.Rune), c.Glyph-uint16(c.Rune)
		if n := len(segs); n > 0 && segs[n-1].last+1 == r && segs[n-1].delta == delta {
			segs[n-1].last = r
			continue
		}
		segs = append(segs, segment{r, r, delta})
	}
	segs = append(segs, segment{0xffff, 0xffff, 1}) // the closing segment maps to .notdef
	n := len(segs)
	if 16+8*n > 0xffff {
		return nil, errors.New("cmap: too many segments for format 4")
	}
	const header = 4 + 2*8 // version, count and two encoding records
	out := make([]byte, header+16+8*n)
	be.PutUint16(out[2:], 2)
	for i, enc := range [2][2]uint16{{0, 3}, {3, 1}} {
		be.PutUint16(out[4+8*i:], enc[0])
		be.PutUint16(out[6+8*i:], enc[1])
		be.PutUint32(out[8+8*i:], header)
	}
	sub := out[header:]
	pow := 1 << (bits.Len(uint(n)) - 1) // the largest power of two <= n
	be.PutUint16(sub, 4)
	be.PutUint16(sub[2:], uint16(len(sub)))
	be.PutUint16(sub[6:], uint16(2*n))
	be.PutUint16(sub[8:], uint16(2*pow))
	be.PutUint16(sub[10:], uint16(bits.Len(uint(pow))-1))
	be.PutUint16(sub[12:], uint16(2*(n-pow)))
	for i, s := range segs {
		be.PutUint16(sub[14+2*i:], s.last)
		be.PutUint16(sub[16+2*n+2*i:], s.first)
		be.PutUint16(sub[16+4*n+2*i:], s.delta)
		// idRangeOffset (at 16+6*n) stays 0: every glyph is by delta
	}
	return out, nil
}
