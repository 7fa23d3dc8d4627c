package layout

import (
	"sync"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

var (
	fontsOnce sync.Once
	fontsVal  *Fonts
	fontsErr  error
)

// testFonts returns the Go fonts, loaded once for the package's tests.
func testFonts(tb testing.TB) *Fonts {
	tb.Helper()
	fontsOnce.Do(func() { fontsVal, fontsErr = LoadGoFonts() })
	if fontsErr != nil {
		tb.Fatal(fontsErr)
	}
	return fontsVal
}

func TestTheGoFontsSetTheHyphenAndMiddleDotInTheirTextGlyphsAndNothingElseChanges(t *testing.T) {
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
			if to, ok := goFontGlyphs[r]; ok {
				want = glyph(orig, to)
			}
			if got != want {
				t.Errorf("%s %U: glyph %d, want %d", face, r, got, want)
			}
			if got != glyph(orig, r) {
				changed++
			}
		}
		if changed != len(goFontGlyphs) {
			t.Errorf("%s: %d characters set in other glyphs, want %d", face, changed, len(goFontGlyphs))
		}
		ff := fs.Face(face)
		if h, d := ff.Advance('-'), ff.Advance('–'); h >= d*0.75 {
			t.Errorf("%s: the hyphen is %.3f em, the en dash %.3f em", face, h, d)
		}
	}
}
