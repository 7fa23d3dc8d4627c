package truetype

import (
	"os"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// goRegular returns layout's Go Regular font file and the font parsed.
func goRegular(t *testing.T) ([]byte, *sfnt.Font) {
	t.Helper()
	ttf, err := os.ReadFile("../../fonts/Go-Regular.ttf")
	if err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	return ttf, f
}

// mappings returns the characters of text, sorted and once each, with
// their glyphs in f.
func mappings(t *testing.T, f *sfnt.Font, text string) []Mapping {
	t.Helper()
	rs := []rune(text)
	slices.Sort(rs)
	rs = slices.Compact(rs)
	var b sfnt.Buffer
	out := make([]Mapping, len(rs))
	for i, r := range rs {
		g, err := f.GlyphIndex(&b, r)
		if err != nil || g == 0 {
			t.Fatalf("%q is not in the font", r)
		}
		out[i] = Mapping{r, uint16(g)}
	}
	return out
}

// withComposite returns ttf (which has no composite glyph) with the glyph
// of 'é' made a composite of the glyphs of 'e' and '´', the accent's
// scaled by one, to see that a subset keeps a composite's parts.
func withComposite(t *testing.T, ttf []byte, f *sfnt.Font) []byte {
	t.Helper()
	tables, err := ReadTables(ttf)
	if err != nil {
		t.Fatal(err)
	}
	glyphs, err := readLoca(tables["loca"], tables["glyf"], int(be.Uint16(tables["maxp"][maxpGlyphsAt:])),
		be.Uint16(tables["head"][headLocaAt:]) == 1)
	if err != nil {
		t.Fatal(err)
	}
	m := mappings(t, f, "e´é")
	e, acute, eAcute := m[0].Glyph, m[1].Glyph, m[2].Glyph
	if m[0].Rune != 'e' || m[1].Rune != '´' {
		t.Fatalf("mappings %v out of order", m)
	}
	comp := []byte{0xff, 0xff} // a composite: numberOfContours -1
	comp = append(comp, glyphs.glyph(int(eAcute))[2:glyfHeaderLen]...)
	comp = be.AppendUint16(comp, argsAreWords|0x0002|moreParts) // words, x and y offsets
	comp = be.AppendUint16(comp, e)
	comp = be.AppendUint32(comp, 0)
	comp = be.AppendUint16(comp, 0x0002|haveScale) // byte offsets, a scale
	comp = be.AppendUint16(comp, acute)
	comp = append(comp, 0, 0, 0x40, 0) // no offset, scale 1.0 (2.14)
	all := make([][]byte, glyphs.n)
	keep := make([]bool, glyphs.n)
	for i := range all {
		all[i], keep[i] = glyphs.glyph(i), true
	}
	all[eAcute] = comp
	tables["glyf"], tables["loca"], _ = glyfAndLoca(all, keep)
	tables["head"] = slices.Clone(tables["head"])
	be.PutUint16(tables["head"][headLocaAt:], 0)
	return Assemble(tables)
}

// glyfAndLoca returns the glyf and loca tables keptGlyphs writes of the
// glyphs kept of glyphs, and whether loca takes the long format.
func glyfAndLoca(glyphs [][]byte, keep []bool) (glyf, loca []byte, long bool) {
	all := glyphTable{loca: make([]byte, 0, 4*(len(glyphs)+1)), n: len(glyphs), long: true}
	for _, g := range glyphs {
		all.loca = be.AppendUint32(all.loca, uint32(len(all.glyf)))
		all.glyf = append(all.glyf, g...)
	}
	all.loca = be.AppendUint32(all.loca, uint32(len(all.glyf)))
	return keptGlyphs(all, keep)
}

// parsedSubset returns the subset of ttf for chars, and the subset parsed.
func parsedSubset(t *testing.T, ttf []byte, chars []Mapping) ([]byte, *sfnt.Font) {
	t.Helper()
	cut, err := Subset(ttf, chars)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := sfnt.Parse(cut)
	if err != nil {
		t.Fatalf("the subset does not parse: %v", err)
	}
	return cut, sub
}

const subsetText = "Go Fish: 2–4 players, « Va pêcher ! » Åke föll; 50 mm ▲ FOLD ▼ ·"

func TestASubsetSetsItsCharactersInTheFontsOwnOutlinesAndAdvances(t *testing.T) {
	ttf, orig := goRegular(t)
	chars := mappings(t, orig, subsetText)
	cut, sub := parsedSubset(t, ttf, chars)
	var b, bo sfnt.Buffer
	ppem := fixed.Int26_6(orig.UnitsPerEm())
	for _, c := range chars {
		g, err := sub.GlyphIndex(&b, c.Rune)
		if err != nil || uint16(g) != c.Glyph {
			t.Errorf("%q: glyph %d in the subset (%v), %d in the font", c.Rune, g, err, c.Glyph)
			continue
		}
		want, err := orig.LoadGlyph(&bo, g, ppem, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := sub.LoadGlyph(&b, g, ppem, nil)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%q: the subset's outline differs from the font's (%v)", c.Rune, err)
		}
		wa, _ := orig.GlyphAdvance(&bo, g, ppem, font.HintingNone)
		ga, err := sub.GlyphAdvance(&b, g, ppem, font.HintingNone)
		if err != nil || ga != wa {
			t.Errorf("%q: advance %v in the subset, %v in the font", c.Rune, ga, wa)
		}
	}
	if g, err := sub.GlyphIndex(&b, 'z'); err != nil || g != 0 {
		t.Errorf("'z', not in the subset, maps to glyph %d (%v)", g, err)
	}
	if len(cut) > len(ttf)/4 {
		t.Errorf("the subset is %d bytes of the font's %d", len(cut), len(ttf))
	}
}

func TestASubsetKeepsTheGlyphsACompositeIsMadeOf(t *testing.T) {
	ttf, orig := goRegular(t)
	ttf = withComposite(t, ttf, orig)
	orig, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	chars := mappings(t, orig, "é")
	_, sub := parsedSubset(t, ttf, chars)
	var b, bo sfnt.Buffer
	ppem := fixed.Int26_6(orig.UnitsPerEm())
	g := sfnt.GlyphIndex(chars[0].Glyph)
	want, err := orig.LoadGlyph(&bo, g, ppem, nil)
	if err != nil || len(want) == 0 {
		t.Fatalf("the composite does not load from the font (%v)", err)
	}
	if got, err := sub.LoadGlyph(&b, g, ppem, nil); err != nil || !slices.Equal(got, want) {
		t.Errorf("the composite's outline in the subset differs from the font's (%v)", err)
	}
	for _, r := range "e´" {
		if g, err := sub.GlyphIndex(&b, r); err != nil || g != 0 {
			t.Errorf("%q, a part but not a character of the subset, maps to glyph %d (%v)", r, g, err)
		}
	}
}

func TestASubsetLeavesOutTheGlyphsItDoesNotUse(t *testing.T) {
	ttf, orig := goRegular(t)
	cut, err := Subset(ttf, mappings(t, orig, "ab"))
	if err != nil {
		t.Fatal(err)
	}
	tables, err := ReadTables(cut)
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range []string{"post", "glyf", "loca", "cmap", "hmtx"} {
		if tables[tag] == nil {
			t.Errorf("the subset has no %s table", tag)
		}
	}
	if n := len(tables["glyf"]); n > 600 {
		t.Errorf("the glyf table of .notdef, a and b is %d bytes", n)
	}
	if v := be.Uint32(tables["post"]); v != 0x00030000 {
		t.Errorf("post table version %#x, want 3 (no glyph names)", v)
	}
}

func TestAssembleWritesEveryChecksum(t *testing.T) {
	ttf, orig := goRegular(t)
	cut, err := Subset(ttf, mappings(t, orig, subsetText))
	if err != nil {
		t.Fatal(err)
	}
	if sum := checksum(cut); sum != 0xb1b0afba {
		t.Errorf("the file's checksum is %#x, want 0xb1b0afba", sum)
	}
	for i := range int(be.Uint16(cut[4:])) {
		rec := cut[12+16*i:]
		off, n := be.Uint32(rec[8:]), be.Uint32(rec[12:])
		data := slices.Clone(cut[off : off+n])
		if string(rec[:4]) == "head" {
			clear(data[headAdjustAt : headAdjustAt+4])
		}
		if off%4 != 0 || checksum(data) != be.Uint32(rec[4:]) {
			t.Errorf("table %q at %d: checksum %#x, recorded %#x", rec[:4], off, checksum(data), be.Uint32(rec[4:]))
		}
	}
}

func TestSubsetRejectsWhatIsNotAFont(t *testing.T) {
	ttf, _ := goRegular(t)
	for name, in := range map[string][]byte{
		"empty":        nil,
		"text":         []byte("not a font, not at all"),
		"directory":    ttf[:100],
		"a glyph over": ttf,
	} {
		chars := []Mapping{{'a', 68}}
		if name == "a glyph over" {
			chars = []Mapping{{'a', 60000}}
		}
		if _, err := Subset(in, chars); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestKeptGlyphsTakeTheLongLocaWhenTheShortOneCannotReach(t *testing.T) {
	big := make([]byte, 0x11000) // two of these pass what a short loca reaches (0x1FFFE)
	glyphs := [][]byte{big, {1, 2, 3}, big, big[:7]}
	for _, tc := range []struct {
		keep []bool
		long bool
	}{
		{[]bool{true, true, false, true}, false},
		{[]bool{true, true, true, true}, true},
	} {
		glyf, loca, long := glyfAndLoca(glyphs, tc.keep)
		if long != tc.long {
			t.Fatalf("keep %v: long %v, want %v", tc.keep, long, tc.long)
		}
		rl, err := readLoca(loca, glyf, len(glyphs), long)
		if err != nil {
			t.Fatal(err)
		}
		for i := range rl.n {
			g, want := rl.glyph(i), 0
			if tc.keep[i] {
				want = (len(glyphs[i]) + 1) &^ 1 // padded to an even length
			}
			if len(g) != want {
				t.Errorf("keep %v: glyph %d is %d bytes, want %d", tc.keep, i, len(g), want)
			}
		}
	}
}

// BenchmarkSubset makes the subset of Go Regular for a sheet's worth of
// characters, as layout/pdf does for each face of a sheet.
func BenchmarkSubset(b *testing.B) {
	ttf, err := os.ReadFile("../../fonts/Go-Regular.ttf")
	if err != nil {
		b.Fatal(err)
	}
	f, err := sfnt.Parse(ttf)
	if err != nil {
		b.Fatal(err)
	}
	var buf sfnt.Buffer
	var chars []Mapping
	for r := rune(' '); r < 0x17f; r++ {
		if g, err := f.GlyphIndex(&buf, r); err == nil && g != 0 {
			chars = append(chars, Mapping{r, uint16(g)})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Subset(ttf, chars); err != nil {
			b.Fatal(err)
		}
	}
}
