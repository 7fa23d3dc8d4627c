package truetype

import (
	"errors"
	"fmt"
	"slices"
)

// Mapping is one character of a subset and the glyph the font sets it in.
type Mapping struct {
	Rune  rune
	Glyph uint16
}

// subsetTables are the tables a subset keeps: those a PDF reader needs of
// an embedded TrueType font, with the names and OS/2 metrics. The others
// (kerning, device metrics, glyph names) are left out.
var subsetTables = []string{"OS/2", "cvt ", "fpgm", "gasp", "hhea", "maxp", "name", "prep"}

// Composite glyph flags (glyf table).
const (
	argsAreWords  = 0x0001
	haveScale     = 0x0008
	moreParts     = 0x0020
	haveXYScale   = 0x0040
	haveTwoByTwo  = 0x0080
	glyfHeaderLen = 10
)

// Subset returns a font file with only the glyphs of chars (sorted by
// rune, each rune once, all in the Basic Multilingual Plane), the .notdef
// glyph and the glyphs their composites are made of. Glyphs keep their
// numbers: a glyph left out is empty, with no advance, so the loca and
// hmtx tables keep their length (and compress to little). The character
// map is a new one with chars alone (Windows Unicode, format 4), the post
// table keeps no glyph names, and the tables no PDF reader needs go.
func Subset(ttf []byte, chars []Mapping) ([]byte, error) {
	tables, err := ReadTables(ttf)
	if err != nil {
		return nil, err
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < headLocaAt+2 || len(maxp) < maxpGlyphsAt+2 || glyf == nil {
		return nil, errors.New("font: no head, maxp or glyf table")
	}
	glyphs, err := readLoca(loca, glyf, int(be.Uint16(maxp[maxpGlyphsAt:])), be.Uint16(head[headLocaAt:]) == 1)
	if err != nil {
		return nil, err
	}
	keep, err := closure(glyphs, chars)
	if err != nil {
		return nil, err
	}
	out := make(map[string][]byte, len(subsetTables)+6)
	for _, tag := range subsetTables {
		if data, ok := tables[tag]; ok {
			out[tag] = data
		}
	}
	var long bool
	out["glyf"], out["loca"], long = keptGlyphs(glyphs, keep)
	out["head"] = slices.Clone(head)
	be.PutUint16(out["head"][headLocaAt:], 0)
	if long {
		be.PutUint16(out["head"][headLocaAt:], 1)
	}
	if out["hmtx"], err = keptMetrics(tables["hmtx"], tables["hhea"], keep); err != nil {
		return nil, err
	}
	if post := tables["post"]; len(post) >= 32 {
		out["post"] = slices.Clone(post[:32])
		be.PutUint32(out["post"], 0x00030000)
	}
	if out["cmap"], err = CharMap(chars); err != nil {
		return nil, err
	}
	return Assemble(out), nil
}

// readLoca returns each of the n glyphs' bytes in glyf, as loca places
// them (in its long or short format).
func readLoca(loca, glyf []byte, n int, long bool) ([][]byte, error) {
	width := 2
	if long {
		width = 4
	}
	if len(loca) < width*(n+1) {
		return nil, errors.New("font: loca cut short")
	}
	offset := func(i int) int {
		if long {
			return int(be.Uint32(loca[4*i:]))
		}
		return 2 * int(be.Uint16(loca[2*i:]))
	}
	glyphs := make([][]byte, n)
	for i := range glyphs {
		from, to := offset(i), offset(i+1)
		if from > to || to > len(glyf) {
			return nil, fmt.Errorf("font: glyph %d out of the glyf table", i)
		}
		glyphs[i] = glyf[from:to]
	}
	return glyphs, nil
}

// closure marks the glyphs a subset keeps: .notdef, every glyph of chars,
// and every glyph a kept composite glyph is made of.
func closure(glyphs [][]byte, chars []Mapping) ([]bool, error) {
	keep := make([]bool, len(glyphs))
	todo := make([]uint16, 0, len(chars)+1)
	todo = append(todo, 0)
	for _, c := range chars {
		todo = append(todo, c.Glyph)
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if int(g) >= len(glyphs) {
			return nil, fmt.Errorf("font: no glyph %d", g)
		}
		if keep[g] {
			continue
		}
		keep[g] = true
		parts, err := components(glyphs[g])
		if err != nil {
			return nil, fmt.Errorf("font: glyph %d: %w", g, err)
		}
		todo = append(todo, parts...)
	}
	return keep, nil
}

// components returns the glyphs a composite glyph is made of (none for a
// simple or empty glyph).
func components(g []byte) ([]uint16, error) {
	if len(g) < glyfHeaderLen || int16(be.Uint16(g)) >= 0 {
		return nil, nil
	}
	var parts []uint16
	for p := glyfHeaderLen; ; {
		if p+4 > len(g) {
			return nil, errors.New("composite glyph cut short")
		}
		flags := be.Uint16(g[p:])
		parts = append(parts, be.Uint16(g[p+2:]))
		p += 4 + 2
		if flags&argsAreWords != 0 {
			p += 2
		}
		switch {
		case flags&haveScale != 0:
			p += 2
		case flags&haveXYScale != 0:
			p += 4
		case flags&haveTwoByTwo != 0:
			p += 8
		}
		if flags&moreParts == 0 {
			return parts, nil
		}
	}
}

// keptGlyphs returns the glyf and loca tables of the kept glyphs, each
// glyph on an even offset, the others empty; loca is in the short format
// unless the glyphs need the long one (long is then true).
func keptGlyphs(glyphs [][]byte, keep []bool) (glyf, loca []byte, long bool) {
	size := 0
	for i, g := range glyphs {
		if keep[i] {
			size += (len(g) + 1) &^ 1
		}
	}
	long = size/2 > 0xffff
	width := 2
	if long {
		width = 4
	}
	glyf = make([]byte, 0, size)
	loca = make([]byte, 0, width*(len(glyphs)+1))
	for i, g := range glyphs {
		loca = appendOffset(loca, len(glyf), long)
		if keep[i] {
			glyf = append(glyf, g...)
			if len(g)%2 != 0 {
				glyf = append(glyf, 0)
			}
		}
	}
	return glyf, appendOffset(loca, len(glyf), long), long
}

// appendOffset appends a glyph's offset to loca in its short or long
// format.
func appendOffset(loca []byte, off int, long bool) []byte {
	if long {
		return be.AppendUint32(loca, uint32(off))
	}
	return be.AppendUint16(loca, uint16(off/2))
}

// keptMetrics returns the hmtx table with the advance and left side
// bearing of every glyph left out set to zero, but for the last advance
// the table holds: the glyphs after it take it as theirs.
func keptMetrics(hmtx, hhea []byte, keep []bool) ([]byte, error) {
	if len(hhea) < hheaMetricAt+2 {
		return nil, errors.New("font: no hhea table")
	}
	metrics := int(be.Uint16(hhea[hheaMetricAt:]))
	if metrics > len(keep) || len(hmtx) < 4*metrics+2*(len(keep)-metrics) {
		return nil, errors.New("font: hmtx cut short")
	}
	out := slices.Clone(hmtx)
	for i, k := range keep {
		switch {
		case k:
		case i < metrics-1:
			clear(out[4*i : 4*i+4])
		case i == metrics-1:
			clear(out[4*i+2 : 4*i+4])
		default:
			at := 4*metrics + 2*(i-metrics)
			clear(out[at : at+2])
		}
	}
	return out, nil
}
