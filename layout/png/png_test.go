package png

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	stdpng "image/png"
	"testing"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
)

// englishA4 is the shipped Go Fish card in English on A4.
func englishA4(t *testing.T) *layout.Sheet {
	t.Helper()
	for _, c := range sheettest.Shipped(t, layout.A4) {
		if c.Card.ID == "gofish" && c.Locale == "en" {
			return c.Sheet
		}
	}
	t.Fatal("no gofish.en sheet")
	return nil
}

// TestWriteIsAGreyPNGOfThePaperAtItsResolution decodes what Write writes:
// the paper's size in landscape at the resolution, grey, white paper with
// ink on it, and a pHYs chunk that gives the resolution back.
func TestWriteIsAGreyPNGOfThePaperAtItsResolution(t *testing.T) {
	s := englishA4(t)
	for _, tt := range []struct {
		dpi  DPI
		w, h int
		ppm  uint32
	}{
		{dpi: 150, w: 1754, h: 1241, ppm: 5906}, // 297 × 210 mm
		{dpi: 72, w: 842, h: 596, ppm: 2835},
	} {
		var buf bytes.Buffer
		if err := Write(&buf, s, tt.dpi); err != nil {
			t.Fatal(err)
		}
		img, err := stdpng.Decode(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		g, ok := img.(*image.Gray)
		if !ok {
			t.Fatalf("%d dpi: decoded a %T, want *image.Gray", tt.dpi, img)
		}
		if g.Rect.Dx() != tt.w || g.Rect.Dy() != tt.h {
			t.Errorf("%d dpi: %v, want %dx%d", tt.dpi, g.Rect.Size(), tt.w, tt.h)
		}
		if g.Pix[0] != 0xff || g.Pix[len(g.Pix)-1] != 0xff {
			t.Errorf("%d dpi: the corners are not white paper", tt.dpi)
		}
		if dark := countDark(g); dark < len(g.Pix)/100 {
			t.Errorf("%d dpi: only %d dark pixels of %d", tt.dpi, dark, len(g.Pix))
		}
		x, y, unit, ok := phys(buf.Bytes())
		if !ok || x != tt.ppm || y != tt.ppm || unit != 1 {
			t.Errorf("%d dpi: pHYs %d×%d per unit %d (found %v), want %d per metre", tt.dpi, x, y, unit, ok, tt.ppm)
		}
	}
}

// countDark counts the pixels darker than mid-grey.
func countDark(g *image.Gray) int {
	n := 0
	for _, v := range g.Pix {
		if v < 128 {
			n++
		}
	}
	return n
}

// phys finds the pHYs chunk of a PNG file.
func phys(data []byte) (x, y uint32, unit byte, ok bool) {
	for i := 8; i+8 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i:]))
		if i+12+n > len(data) {
			break
		}
		if string(data[i+4:i+8]) == "pHYs" && n == 9 {
			c := data[i+8:]
			return binary.BigEndian.Uint32(c), binary.BigEndian.Uint32(c[4:]), c[8], true
		}
		i += 12 + n
	}
	return 0, 0, 0, false
}

// TestWriteIsDeterministic draws the same sheet twice and gets the same
// bytes.
func TestWriteIsDeterministic(t *testing.T) {
	s := englishA4(t)
	var a, b bytes.Buffer
	for _, buf := range []*bytes.Buffer{&a, &b} {
		if err := Write(buf, s, DefaultDPI); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("the same sheet drawn twice gives different files")
	}
}

// TestResolutionOutOfRangeIsRefused covers the bounds of DPI.
func TestResolutionOutOfRangeIsRefused(t *testing.T) {
	s := englishA4(t)
	for _, d := range []DPI{0, -150, MinDPI - 1, MaxDPI + 1, 1 << 20} {
		var buf bytes.Buffer
		if err := Write(&buf, s, d); !errors.Is(err, ErrDPI) {
			t.Errorf("%d dpi: %v, want ErrDPI", d, err)
		}
		if buf.Len() != 0 {
			t.Errorf("%d dpi: wrote %d bytes", d, buf.Len())
		}
	}
	for _, d := range []DPI{MinDPI, DefaultDPI, MaxDPI} {
		if err := d.Check(); err != nil {
			t.Errorf("%d dpi: %v", d, err)
		}
	}
}

// TestRuleGreyAndDashes draws single lines on an empty sheet: a solid
// black line covers its width and length, a grey one is grey, a dashed
// one has gaps where its pattern says.
func TestRuleGreyAndDashes(t *testing.T) {
	base := englishA4(t)
	sheet := func(r layout.Stroke) *image.Gray {
		s := &layout.Sheet{Paper: base.Paper, Panel: base.Panel, Fonts: base.Fonts, Strokes: []layout.Stroke{r}}
		img, err := Image(s, 254) // 10 pixels a millimetre
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
	at := func(g *image.Gray, xmm, ymm float64) byte { return g.GrayAt(int(xmm*10), int(ymm*10)).Y }
	solid := sheet(layout.Stroke{From: layout.Pt(10, 20), To: layout.Pt(60, 20), Width: 1})
	if at(solid, 30, 20.25) != 0 || at(solid, 30, 19.75) != 0 {
		t.Error("a 1 mm black line is not black across its width")
	}
	if at(solid, 30, 21.2) != 0xff || at(solid, 9.5, 20.2) != 0xff || at(solid, 60.5, 20.2) != 0xff {
		t.Error("a line inks beyond its width or past its butt ends")
	}
	grey := sheet(layout.Stroke{From: layout.Pt(10, 20), To: layout.Pt(60, 20), Width: 1, Gray: 0.5})
	if v := at(grey, 30, 20.2); v < 120 || v > 135 {
		t.Errorf("a line of grey 0.5 is %d, want about 128", v)
	}
	dashed := sheet(layout.Stroke{From: layout.Pt(10, 20), To: layout.Pt(10, 60), Width: 1, Dash: []layout.Millimetres{3, 2}})
	for _, tt := range []struct {
		y   float64
		ink bool
	}{{21.5, true}, {24, false}, {26.5, true}, {29, false}, {59, false}, {56.5, true}} {
		if got := at(dashed, 10.2, tt.y) == 0; got != tt.ink {
			t.Errorf("dashed 3 on 2 off from y=20: ink at y=%g is %v, want %v", tt.y, got, tt.ink)
		}
	}
}
