package pdf

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/rulecard/rulecard/layout"
)

func TestFamiliesAreNamedByFaceAndEncoding(t *testing.T) {
	for face := range 5 {
		for enc := range 6 {
			if got, want := family(layout.Face(face), enc), "f"+strconv.Itoa(face)+"e"+strconv.Itoa(enc); got != want {
				t.Errorf("face %d, encoding %d: %s, want %s", face, enc, got, want)
			}
		}
	}
}

func TestShowWritesTheLineFpdfsTextWrites(t *testing.T) {
	pieces := []struct {
		x, y  layout.Millimetres
		codes string
	}{{10, 20, "Go Fish"}, {0, 0, "(a\\b)"}, {297, 210, "\r\x7f\xe9"}, {-3.125, 105.005, "x"}, {148.5, 1e7, ")("}}
	files := make([][]byte, 2)
	for i := range files {
		doc := newDoc("L", 210, 297)
		doc.AddPage()
		p := pen{doc: doc}
		for _, pc := range pieces {
			if i == 0 {
				p.piece = append(p.piece[:0], pc.codes...)
				p.show(pc.x, pc.y)
			} else {
				doc.Text(float64(pc.x), float64(pc.y), pc.codes)
			}
		}
		doc.SetTextColor(200, 0, 0) // left to fpdf's Text, which writes the color
		if i == 0 {
			p.piece = append(p.piece[:0], "red"...)
			p.show(5, 5)
		} else {
			doc.Text(5, 5, "red")
		}
		files[i] = fpdfFile(t, doc, false)
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Errorf("show and fpdf's Text write different files:\n%q\n%q", files[0], files[1])
	}
}
