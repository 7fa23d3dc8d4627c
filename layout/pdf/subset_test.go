package pdf

import (
	"bytes"
	"compress/zlib"
	"io"
	"math/rand/v2"
	"testing"
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
	for _, r := range "zebra\u202f» 😀Aa😀\U0001F0A1\uffff\x00" {
		s.add(r)
	}
	want := []rune("\x00 Aaberz»\u202f\uffff\U0001F0A1😀")
	if got := s.sorted(); string(got) != string(want) {
		t.Errorf("sorted %q, want %q", string(got), string(want))
	}
}
