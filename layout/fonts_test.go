package layout

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulecard/rulecard/layout/internal/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// testFonts returns the Go fonts. An error fails the test.
func testFonts(tb testing.TB) *Fonts {
	tb.Helper()
	fonts, err := LoadGoFonts()
	if err != nil {
		tb.Fatal(err)
	}
	return fonts
}

func TestTheGoFontsSetTheHyphenInTheirTextHyphenAndNoOtherCharacterChanges(t *testing.T) {
	fs := testFonts(t)
	originals := [4][]byte{goregular.TTF, gobold.TTF, goitalic.TTF, gobolditalic.TTF}
	for i, face := range Faces {
		ours, err := sfnt.Parse(fs.Face(face).TTF)
		if err != nil {
			t.Fatalf("%s: the changed file does not parse: %v", face, err)
		}
		orig, err := sfnt.Parse(originals[i])
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		glyph := func(f *sfnt.Font, r rune) sfnt.GlyphIndex {
			gi, err := f.GlyphIndex(&b, r)
			if err != nil {
				t.Fatalf("%s %U: %v", face, r, err)
			}
			return gi
		}
		changed := 0
		for r := rune(0); r < 0x10000; r++ {
			if r >= 0xd800 && r < 0xe000 {
				continue
			}
			got, want := glyph(ours, r), glyph(orig, r)
			if to, ok := goFontFix.glyphs[r]; ok {
				want = glyph(orig, to)
			}
			if got != want {
				t.Errorf("%s %U: glyph %d, want %d", face, r, got, want)
			}
			if got != glyph(orig, r) {
				changed++
			}
		}
		if changed != len(goFontFix.glyphs) {
			t.Errorf("%s: %d characters set in other glyphs, want %d", face, changed, len(goFontFix.glyphs))
		}
		ff := fs.Face(face)
		if h, d := ff.Advance('-'), ff.Advance('–'); h >= d*0.75 {
			t.Errorf("%s: the hyphen is %.3f em, the en dash %.3f em", face, h, d)
		}
	}
}

func TestTheGoFontsMiddleDotStandsAtTheMiddleOfTheXHeight(t *testing.T) {
	fs := testFonts(t)
	for _, face := range Faces {
		f, err := sfnt.Parse(fs.Face(face).TTF)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		upem := fixed.Int26_6(f.UnitsPerEm())
		m, err := f.Metrics(&b, upem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		gi, err := f.GlyphIndex(&b, '·')
		if err != nil || gi == 0 {
			t.Fatalf("%s: no middle dot: %v", face, err)
		}
		bb, adv, err := f.GlyphBounds(&b, gi, upem, font.HintingNone)
		if err != nil {
			t.Fatal(err)
		}
		mid, xh := -float64(bb.Min.Y+bb.Max.Y)/2, float64(m.XHeight)
		if mid < 0.45*xh || mid > 0.55*xh {
			t.Errorf("%s: the middle dot's middle is at %.0f units, the x-height %.0f", face, mid, xh)
		}
		if w := bb.Max.X - bb.Min.X; w <= 0 || w > adv {
			t.Errorf("%s: the middle dot's ink is %d units wide in an advance of %d", face, w, adv)
		}
	}
}

// readFormat4 sets glyphs (65,536 long, all 0) to the glyph of every
// character of the BMP as the font's format 4 subtable maps it; false when
// it has none or the subtable does not hold together.
func readFormat4(ttf []byte, glyphs []uint16) bool {
	tables, err := truetype.ReadTables(ttf)
	if err != nil {
		return false
	}
	sub := findFormat4(tables["cmap"])
	return sub != nil && walkFormat4(sub, func(r rune, g uint16) { glyphs[r] = g })
}

// TestReadFormat4 reads each Go face's cmap by its segments and finds
// every character of the BMP mapped to the glyph the sfnt package gives.
func TestReadFormat4(t *testing.T) {
	for i, ttf := range [][]byte{goregular.TTF, gobold.TTF, goitalic.TTF, gobolditalic.TTF} {
		got := make([]uint16, 0x10000)
		if !readFormat4(ttf, got) {
			t.Fatalf("face %d: no format 4 subtable read", i)
		}
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		mapped := 0
		for r := range rune(0x10000) {
			want := uint16(0)
			if r < 0xd800 || r >= 0xe000 {
				if gi, err := f.GlyphIndex(&b, r); err == nil {
					want = uint16(gi)
				}
			}
			if got[r] != want {
				t.Fatalf("face %d: %U maps to glyph %d, the font says %d", i, r, got[r], want)
			}
			if want != 0 {
				mapped++
			}
		}
		if mapped < 500 {
			t.Fatalf("face %d: only %d characters mapped", i, mapped)
		}
	}
	if readFormat4([]byte("not a font"), make([]uint16, 0x10000)) {
		t.Fatal("a file that is no font read as a cmap")
	}
}

func TestEveryCharacterHasTheGlyphAndAdvanceTheFontGivesIt(t *testing.T) {
	fs := testFonts(t)
	for _, face := range Faces {
		ff := fs.Face(face)
		f, err := sfnt.Parse(ff.TTF)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		ppem := fixed.Int26_6(f.UnitsPerEm())
		if a, err := f.GlyphAdvance(&b, 0, ppem, font.HintingNone); err != nil || int(a) != ff.MissingWidth {
			t.Errorf("%s: missing width %d, the font's .notdef %d (%v)", face, ff.MissingWidth, a, err)
		}
		mapped := 0
		for r := range rune(0x10000) {
			gi, err := f.GlyphIndex(&b, r)
			if err != nil || gi == 0 || (r >= 0xd800 && r < 0xe000) {
				if g, ok := ff.Glyph(r); ff.Has(r) || ok || g != 0 {
					t.Errorf("%s: %U is in the advance table or has a glyph (%d), not in the font", face, r, g)
				}
				continue
			}
			mapped++
			a, err := f.GlyphAdvance(&b, gi, ppem, font.HintingNone)
			if g, ok := ff.Glyph(r); err != nil || !ok || g != uint16(gi) || ff.AdvanceUnits(r) != int(a) {
				t.Fatalf("%s: %U is glyph %d (%v) advance %d, the font says %d advance %d (%v)",
					face, r, g, ok, ff.AdvanceUnits(r), gi, a, err)
			}
		}
		if mapped < 500 {
			t.Fatalf("%s: only %d characters mapped", face, mapped)
		}
		for _, r := range "aZ0é€\u202f▲" { // the sheet's own marks and spaces among them
			if g, ok := ff.Glyph(r); !ok || g == 0 {
				t.Errorf("%s: %q has no glyph", face, r)
			}
		}
	}
}

// TestEmbeddedGoFontsAreTheFixedGoFonts remakes the embedded font files
// from golang.org/x/image/font/gofont with goFontFix: they must be the
// same bytes (-update writes them).
func TestEmbeddedGoFontsAreTheFixedGoFonts(t *testing.T) {
	for _, c := range []struct {
		name           string
		orig, embedded []byte
	}{
		{"Go-Regular.ttf", goregular.TTF, goRegular},
		{"Go-Bold.ttf", gobold.TTF, goBold},
		{"Go-Italic.ttf", goitalic.TTF, goItalic},
		{"Go-Bold-Italic.ttf", gobolditalic.TTF, goBoldItalic},
	} {
		want, err := fixedGoFont(c.orig)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if *update {
			if err := os.WriteFile(filepath.Join("fonts", c.name), want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !bytes.Equal(c.embedded, want) {
			t.Errorf("fonts/%s is not the Go font with goFontFix (go test ./layout -run TestEmbeddedGoFonts -update)", c.name)
		}
	}
}
