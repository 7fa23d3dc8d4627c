package layout

import (
	"github.com/rulecard/rulecard/layout/internal/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// fontFix is a change to a font's file: characters set with the glyph of
// another character, and characters whose glyph is moved up or down so
// that it stands at the middle of the x-height. The characters stay what
// they are: text extraction, search and screen readers get them back.
type fontFix struct {
	glyphs map[rune]rune
	centre []rune
}

// goFontFix mends two marks of the Go fonts. Their hyphen-minus is as wide
// as their minus sign (0.58 em, wider than their en dash: "32-card" reads
// "32–card"), while the glyph they map to the soft hyphen is a text hyphen
// (0.33 em); U+2010, the typographer's hyphen, is not in them. Their
// middle dot stands at the x-height, near the top of a lower-case letter,
// where it should stand at its middle. They lack the narrow no-break
// space (U+202F, French before ; : ! ? and inside « »): it is added to
// their character map with the no-break space's glyph.
var goFontFix = &fontFix{
	glyphs: map[rune]rune{'-': '\u00ad', '\u202f': '\u00a0'},
	centre: []rune{'\u00b7'},
}

// apply returns the font file ttf changed by the fix: glyphs is the
// character-to-glyph table with the fix's glyphs in it, xHeight the
// font's x-height in font units.
func (fix *fontFix) apply(f *sfnt.Font, b *sfnt.Buffer, ttf []byte, glyphs []uint16, xHeight int) ([]byte, error) {
	repl := map[string][]byte{}
	if len(fix.glyphs) > 0 {
		var chars []truetype.Mapping
		for c, g := range glyphs[:0xffff] {
			if g != 0 {
				chars = append(chars, truetype.Mapping{Rune: rune(c), Glyph: g})
			}
		}
		cmap, err := truetype.CharMap(chars)
		if err != nil {
			return nil, err
		}
		repl["cmap"] = cmap
	}
	for _, r := range fix.centre {
		gi := glyphs[r]
		if gi == 0 || xHeight <= 0 {
			continue
		}
		upem := fixed.Int26_6(f.UnitsPerEm())
		bb, _, err := f.GlyphBounds(b, sfnt.GlyphIndex(gi), upem, font.HintingNone)
		if err != nil {
			return nil, err
		}
		mid := -int(bb.Min.Y+bb.Max.Y) / 2 // font units, y up
		if ttf, err = replaceTables(ttf, repl); err != nil {
			return nil, err
		}
		glyf, loca, head, err := raiseGlyph(ttf, int(gi), xHeight/2-mid)
		if err != nil {
			return nil, err
		}
		repl = map[string][]byte{"glyf": glyf, "loca": loca, "head": head}
	}
	return replaceTables(ttf, repl)
}

// replaceTables returns the font file ttf with the tables of repl put in
// place of its own (truetype.Assemble writes it).
func replaceTables(ttf []byte, repl map[string][]byte) ([]byte, error) {
	tables, err := truetype.ReadTables(ttf)
	if err != nil {
		return nil, err
	}
	for tag, data := range repl {
		if _, ok := tables[tag]; ok {
			tables[tag] = data
		}
	}
	return truetype.Assemble(tables), nil
}

// fixedGoFont returns the Go font file ttf changed by goFontFix.
func fixedGoFont(ttf []byte) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var b sfnt.Buffer
	m, err := f.Metrics(&b, fixed.Int26_6(f.UnitsPerEm()), font.HintingNone)
	if err != nil {
		return nil, err
	}
	tables, err := truetype.ReadTables(ttf)
	if err != nil {
		return nil, err
	}
	glyphs := make([]uint16, 0x10000)
	eachGlyph(f, &b, tables, func(r rune, g uint16) { glyphs[r] = g })
	for from, to := range goFontFix.glyphs {
		if glyphs[to] != 0 {
			glyphs[from] = glyphs[to] // a character the font lacks is added
		}
	}
	return goFontFix.apply(f, &b, ttf, glyphs, int(m.XHeight))
}
