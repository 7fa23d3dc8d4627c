package layout

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/layout/internal/truetype"
)

// The flags of a simple glyph's points (TrueType glyf table).
const (
	flagXShort   = 0x02
	flagYShort   = 0x04
	flagRepeat   = 0x08
	flagXSame    = 0x10 // with flagXShort: the byte is positive
	flagYSame    = 0x20 // with flagYShort: the byte is positive
	flagYMask    = flagYShort | flagYSame
	glyfHeader   = 10
	headLocaAt   = 50 // indexToLocFormat in the head table
	maxpGlyphsAt = 4  // numGlyphs in the maxp table
)

// raiseGlyph returns the glyf and loca tables of the font with simple
// glyph gi moved up by dy font units (down for a negative dy), the loca
// table in the long format, and the head table set to say so. Every other
// glyph is copied as it is.
func raiseGlyph(ttf []byte, gi int, dy int) (glyf, loca, head []byte, err error) {
	tables, err := truetype.ReadTables(ttf)
	if err != nil {
		return nil, nil, nil, err
	}
	be := binary.BigEndian
	head, maxp, oldLoca, oldGlyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < headLocaAt+2 || len(maxp) < maxpGlyphsAt+2 || oldGlyf == nil {
		return nil, nil, nil, errors.New("font: no head, maxp or glyf table")
	}
	n := int(be.Uint16(maxp[maxpGlyphsAt:]))
	long := be.Uint16(head[headLocaAt:]) == 1
	offset := func(i int) (int, error) {
		if long {
			if 4*i+4 > len(oldLoca) {
				return 0, errors.New("font: loca cut short")
			}
			return int(be.Uint32(oldLoca[4*i:])), nil
		}
		if 2*i+2 > len(oldLoca) {
			return 0, errors.New("font: loca cut short")
		}
		return 2 * int(be.Uint16(oldLoca[2*i:])), nil
	}
	if gi < 0 || gi >= n {
		return nil, nil, nil, fmt.Errorf("font: no glyph %d", gi)
	}
	loca = make([]byte, 0, 4*(n+1))
	glyf = make([]byte, 0, len(oldGlyf)+64)
	for i := range n {
		from, err := offset(i)
		if err != nil {
			return nil, nil, nil, err
		}
		to, err := offset(i + 1)
		if err != nil || from > to || to > len(oldGlyf) {
			return nil, nil, nil, fmt.Errorf("font: glyph %d out of the glyf table", i)
		}
		data := oldGlyf[from:to]
		if i == gi {
			if data, err = moveSimple(data, dy); err != nil {
				return nil, nil, nil, fmt.Errorf("font: glyph %d: %w", gi, err)
			}
		}
		loca = be.AppendUint32(loca, uint32(len(glyf)))
		glyf = append(glyf, data...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	loca = be.AppendUint32(loca, uint32(len(glyf)))
	head = append([]byte(nil), head...)
	be.PutUint16(head[headLocaAt:], 1)
	return glyf, loca, head, nil
}

// moveSimple returns a simple glyph moved up by dy: its bounds and the
// first point's y (the others are relative to it), every y then written
// in two bytes.
func moveSimple(g []byte, dy int) ([]byte, error) {
	be := binary.BigEndian
	if len(g) < glyfHeader || int16(be.Uint16(g)) < 0 {
		return nil, errors.New("not a simple glyph")
	}
	contours := int(be.Uint16(g))
	p := glyfHeader + 2*contours
	if p+2 > len(g) || contours == 0 {
		return nil, errors.New("glyph cut short")
	}
	points := int(be.Uint16(g[p-2:])) + 1
	p += 2 + int(be.Uint16(g[p:]))
	flagStart := p
	flags := make([]byte, 0, points)
	for len(flags) < points {
		if p >= len(g) {
			return nil, errors.New("flags cut short")
		}
		f := g[p]
		p++
		flags = append(flags, f)
		if f&flagRepeat != 0 && p < len(g) {
			for range g[p] {
				flags = append(flags, f)
			}
			p++
		}
	}
	flags = flags[:points]
	xStart := p
	for _, f := range flags {
		switch {
		case f&flagXShort != 0:
			p++
		case f&flagXSame == 0:
			p += 2
		}
	}
	xs := g[xStart:p]
	ys := make([]int, points)
	for i, f := range flags {
		switch {
		case f&flagYShort != 0 && p < len(g):
			ys[i] = int(g[p])
			if f&flagYSame == 0 {
				ys[i] = -ys[i]
			}
			p++
		case f&flagYShort == 0 && f&flagYSame == 0 && p+1 < len(g):
			ys[i] = int(int16(be.Uint16(g[p:])))
			p += 2
		case f&flagYShort == 0 && f&flagYSame != 0:
		default:
			return nil, errors.New("y coordinates cut short")
		}
	}
	ys[0] += dy
	out := append([]byte(nil), g[:glyfHeader]...)
	be.PutUint16(out[4:], uint16(int16(be.Uint16(g[4:]))+int16(dy)))
	be.PutUint16(out[8:], uint16(int16(be.Uint16(g[8:]))+int16(dy)))
	out = append(out, g[glyfHeader:flagStart]...)
	for _, f := range flags {
		out = append(out, (f&^flagRepeat)&^flagYMask)
	}
	out = append(out, xs...)
	for _, y := range ys {
		out = be.AppendUint16(out, uint16(int16(y)))
	}
	return out, nil
}
