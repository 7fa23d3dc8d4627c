package pdf

import (
	"bytes"
	"compress/zlib"
	"encoding/json"
	"io"
	"math/rand/v2"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"github.com/rulecard/rulecard/layout"
)

func TestZlibCompressWritesWhatCompressZlibReadsBack(t *testing.T) {
	random := make([]byte, 70000)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range random {
		random[i] = byte(rng.IntN(256))
	}
	font := testFonts(t).Face(0).TTF
	for name, in := range map[string][]byte{
		"empty":  {},
		"short":  []byte("BT /F1 7.00 Tf ET"),
		"font":   font,
		"random": random,
	} {
		z, err := zlibCompress(in)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r, err := zlib.NewReader(bytes.NewReader(z))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(got, in) {
			t.Errorf("%s: read back %d bytes of %d (%v)", name, len(got), len(in), err)
		}
		if name == "font" && len(z) > len(in)*3/4 {
			t.Errorf("the font compressed to %d bytes of %d", len(z), len(in))
		}
	}
}

func TestARuneSetGivesItsRunesSortedOnceEach(t *testing.T) {
	var s runeSet
	for _, r := range "zebra\u202f» 😀Aa😀\U0001F0A1\uffff\x00\u3000\u2fff\u3000\u3000日本日" {
		s.add(r)
	}
	want := []rune("\x00 Aaberz»\u202f\u2fff\u3000日本\uffff\U0001F0A1😀")
	if got := s.sorted(); string(got) != string(want) {
		t.Errorf("sorted %q, want %q", string(got), string(want))
	}
}

func TestAFontDefinitionIsWrittenAsEncodingJSONMarshalsIt(t *testing.T) {
	// Each string has one thing to escape, or none.
	odd := fontDef{Tp: `Type"1`, Name: "a<b", Up: -100, Ut: 0, Cw: nil,
		Desc: fpdf.FontDescType{Ascent: 1, Descent: -2, CapHeight: 3, Flags: 1 << 40, ItalicAngle: -12, StemV: 80, MissingWidth: 5},
		Enc:  ">", Diff: "32 /uni0020 &", File: `x\y.z`, OriginalSize: 1 << 33}
	odder := fontDef{Tp: "\u2028", Name: "é", Enc: "\x01", Diff: "\x7f", File: "\xff"}
	odd.Desc.FontBBox.Xmin, odd.Desc.FontBBox.Ymax = -7, 9
	empty := fontDef{Cw: []int{}}
	defs := []fontDef{odd, odder, empty, {Cw: []int{-1, 0, 1}}}
	// and every definition of every face of the shipped sheets, read back
	r := NewRenderer()
	for _, c := range shippedCases(t, layout.A4) {
		faces, err := r.faces(c.Sheet.Fonts, c.Sheet.Runs())
		if err != nil {
			t.Fatal(err)
		}
		for _, ff := range faces {
			for _, js := range ff.defs {
				var d fontDef
				if err := json.Unmarshal(js, &d); err != nil {
					t.Fatalf("%s: %v: %s", c.Name(), err, js)
				}
				defs = append(defs, d)
			}
		}
	}
	for _, d := range defs {
		want, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.appendJSON([]byte("x")); string(got) != "x"+string(want) {
			t.Errorf("written\n%s\nencoding/json writes\n%s", got[1:], want)
		}
	}
	if len(defs) < 4+2*len(shippedCases(t, layout.A4)) {
		t.Errorf("%d definitions tried", len(defs))
	}
}
