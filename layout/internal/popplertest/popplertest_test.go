package popplertest

import (
	"fmt"
	"math"
	"testing"
)

// pgm builds an 8-bit binary PGM of w×h white pixels, with a dashed
// vertical line one pixel wide in column col.
func pgm(w, h, col int) []byte {
	data := fmt.Appendf(nil, "P5\n%d %d\n255\n", w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := byte(255)
			if x == col && y/4%2 == 0 {
				v = 0
			}
			data = append(data, v)
		}
	}
	return data
}

func TestParsePGMAndLineAtFindADashedLine(t *testing.T) {
	g, err := ParsePGM(pgm(100, 200, 50))
	if err != nil {
		t.Fatal(err)
	}
	if g.W != 100 || g.H != 200 || len(g.Pix) != 100*200 {
		t.Fatalf("parsed %dx%d with %d pixels", g.W, g.H, len(g.Pix))
	}
	g.DPI = 25.4 // a pixel a millimetre
	if !g.Dark(50, 0) || g.Dark(50, 4) || g.Dark(49, 0) {
		t.Error("Dark misreads the dashes")
	}
	pos, switches, err := g.LineAt(true, 50, 10, 190)
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(pos-50.5) > 1e-9 || switches < 40 {
		t.Errorf("line at %g mm with %d switches, want 50.5 mm, dashed", pos, switches)
	}
	if _, _, err := g.LineAt(true, 20, 10, 190); err == nil {
		t.Error("found a line where there is none")
	}
}

func TestParsePGMRejectsOtherImages(t *testing.T) {
	for _, data := range [][]byte{
		[]byte("P6\n1 1\n255\n\x00\x00\x00"),
		[]byte("P5\n2 2\n65535\n\x00\x00\x00\x00\x00\x00\x00\x00"),
		[]byte("P5\n4 4\n255\n\x00"),
	} {
		if _, err := ParsePGM(data); err == nil {
			t.Errorf("%q parsed", data)
		}
	}
}
