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
	hmtx, hhea := tables["hmtx"], tables["hhea"]
	metrics, err := readMetrics(hmtx, hhea, len(keep))
	if err != nil {
		return nil, err
	}
	cmap, err := CharMap(chars)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
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
	out["hmtx"] = keptMetrics(hmtx, metrics, keep)
	out["cmap"] = cmap
	if post := tables["post"]; len(post) >= 32 {
		out["post"] = slices.Clone(post[:32])
		be.PutUint32(out["post"], 0x00030000)
	}
	return Assemble(out), nil
}

// glyphTable is a font's glyf table with its loca table, which places
// each of its n glyphs in it (in the long or short format).
type glyphTable struct {
	loca, glyf []byte
	n          int
	long       bool
}

// offset is where glyph i begins in glyf (i == n: where the last ends).
func (t glyphTable) offset(i int) int {
	if t.long {
		return int(be.Uint32(t.loca[4*i:]))
	}
	return 2 * int(be.Uint16(t.loca[2*i:]))
}

// glyph returns glyph i's bytes.
func (t glyphTable) glyph(i int) []byte {
	return t.glyf[t.offset(i):t.offset(i+1)]
}

// readLoca returns the n glyphs of glyf as loca places them, each checked
// to lie in glyf.
func readLoca(loca, glyf []byte, n int, long bool) (glyphTable, error) {
	t := glyphTable{loca: loca, glyf: glyf, n: n, long: long}
	width := 2
	if long {
		width = 4
	}
	if len(loca) < width*(n+1) {
		return glyphTable{}, errors.New("font: loca cut short")
	}
	for i, from := 0, t.offset(0); i < n; i++ {
		to := t.offset(i + 1)
		if from > to || to > len(glyf) {
			return glyphTable{}, fmt.Errorf("font: glyph %d out of the glyf table", i)
		}
		from = to
	}
	return t, nil
}

// closure marks the glyphs a subset keeps: .notdef, every glyph of chars,
// and every glyph a kept composite glyph is made of.
func closure(glyphs glyphTable, chars []Mapping) ([]bool, error) {
	keep := make([]bool, glyphs.n)
	todo := make([]uint16, 0, len(chars)+1)
	todo = append(todo, 0)
	for _, c := range chars {
		todo = append(todo, c.Glyph)
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if int(g) >= glyphs.n {
			return nil, fmt.Errorf("font: no glyph %d", g)
		}
		if keep[g] {
			continue
		}
		keep[g] = true
		var err error
		if todo, err = appendComponents(todo, glyphs.glyph(int(g))); err != nil {
			return nil, fmt.Errorf("font: glyph %d: %w", g, err)
		}
	}
	return keep, nil
}

// appendComponents appends the glyphs a composite glyph is made of to
// parts (none for a simple or empty glyph).
func appendComponents(parts []uint16, g []byte) ([]uint16, error) {
	if len(g) < glyfHeaderLen || int16(be.Uint16(g)) >= 0 {
		return parts, nil
	}
	for p := glyfHeaderLen; ; {
		if p+4 > len(g) {
			return parts, errors.New("composite glyph cut short")
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
// unless the glyphs need the long one (long).
func keptGlyphs(glyphs glyphTable, keep []bool) (glyf, loca []byte, long bool) {
	offsets := make([]int, 0, len(keep)+1)
	for i, k := range keep {
		offsets = append(offsets, len(glyf))
		if k {
			g := glyphs.glyph(i)
			glyf = append(glyf, g...)
			if len(g)%2 == 1 {
				glyf = append(glyf, 0)
			}
		}
	}
	offsets = append(offsets, len(glyf))
	long = len(glyf)/2 > 0xffff
	for _, off := range offsets {
		if long {
			loca = be.AppendUint32(loca, uint32(off))
		} else {
			loca = be.AppendUint16(loca, uint16(off/2))
		}
	}
	return glyf, loca, long
}

// readMetrics returns the number of advances the hmtx table holds (from
// the hhea table), having checked hmtx holds them and the left side
// bearings of the glyphs after them, n in all.
func readMetrics(hmtx, hhea []byte, n int) (int, error) {
	if len(hhea) < hheaMetricAt+2 {
		return 0, errors.New("font: no hhea table")
	}
	metrics := int(be.Uint16(hhea[hheaMetricAt:]))
	if metrics > n || len(hmtx) < 4*metrics+2*(n-metrics) {
		return 0, errors.New("font: hmtx cut short")
	}
	return metrics, nil
}

// keptMetrics returns the hmtx table with the advance and left side
// bearing of every glyph left out set to zero, but for the last advance
// the table holds (metrics of them): the glyphs after it take it as
// theirs.
func keptMetrics(hmtx []byte, metrics int, keep []bool) []byte {
	dst := slices.Clone(hmtx)
	for i, k := range keep {
		switch {
		case k:
		case i < metrics-1:
			clear(dst[4*i : 4*i+4])
		case i == metrics-1:
			clear(dst[4*i+2 : 4*i+4])
		default:
			at := 4*metrics + 2*(i-metrics)
			clear(dst[at : at+2])
		}
	}
	return dst
}
