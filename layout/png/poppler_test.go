package png

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
	"github.com/rulecard/rulecard/layout/pdf"
)

// comparison is how a picture agrees with poppler's rendering of the PDF
// of the same sheet.
type comparison struct {
	// equal is the share of pixels on the same side of mid-grey.
	equal float64
	// near is the share of dark pixels, of either picture, that have a
	// dark pixel of the other within one pixel: the ink lies in the same
	// places, give or take how each rasteriser rounds an edge.
	near float64
	// worst is the largest difference in ink of any 1 mm square, in
	// hundredths of the square's full darkness, allowing the square to
	// move by a pixel: a word, a mark or a line missing or displaced.
	worst int
}

// The bounds the comparison holds the picture to. Two good rasterisers
// of the same PDF agree on about 98.5 % of pixels at mid-grey: they round
// the edges of strokes differently (poppler also sets glyphs on whole
// pixels), never the place of the ink.
const (
	minEqual     = 0.98
	minNear      = 0.999
	maxCellDelta = 15
)

// inkInPlace returns an error unless the ink lies where the other
// picture's does: nearly every dark pixel within a pixel of the other's
// ink, and no square of a millimetre with much more ink in one.
func (c comparison) inkInPlace() error {
	if c.near < minNear || c.worst > maxCellDelta {
		return fmt.Errorf("ink out of place: %v (want at least %.1f %% near, squares within %d %%)", c, 100*minNear, maxCellDelta)
	}
	return nil
}

func (c comparison) String() string {
	return fmt.Sprintf("%.2f %% of pixels equal at mid-grey; %.2f %% of dark pixels within a pixel of the other's ink; 1 mm squares differ by at most %d %% ink",
		100*c.equal, 100*c.near, c.worst)
}

// compare compares two pictures of the same size.
func compare(ours *image.Gray, theirs *popplertest.Gray) comparison {
	w, h := theirs.W, theirs.H
	a := func(x, y int) byte { return ours.Pix[y*ours.Stride+x] }
	b := func(x, y int) byte { return theirs.Pix[y*w+x] }
	var c comparison
	equal, dark, near := 0, 0, 0
	for y := range h {
		for x := range w {
			da, db := a(x, y) < 128, b(x, y) < 128
			if da == db {
				equal++
			}
			if da {
				dark++
				if darkNear(b, x, y, w, h) {
					near++
				}
			}
			if db {
				dark++
				if darkNear(a, x, y, w, h) {
					near++
				}
			}
		}
	}
	c.equal = float64(equal) / float64(w*h)
	c.near = float64(near) / float64(max(dark, 1))
	c.worst = worstCell(a, b, w, h, int(theirs.Px(1)+0.5))
	return c
}

// darkNear reports whether pic has a dark pixel within one pixel of (x, y).
func darkNear(pic func(x, y int) byte, x, y, w, h int) bool {
	for j := max(y-1, 0); j <= min(y+1, h-1); j++ {
		for i := max(x-1, 0); i <= min(x+1, w-1); i++ {
			if pic(i, j) < 128 {
				return true
			}
		}
	}
	return false
}

// worstCell returns, over the squares of side cell pixels, the largest
// difference in ink between the pictures, in hundredths of a square's full
// darkness, where the square may move by a pixel either way in a's
// picture (poppler sets glyphs on whole pixels, up and down).
func worstCell(a, b func(x, y int) byte, w, h, cell int) int {
	sa, sb := integral(a, w, h), integral(b, w, h)
	full := 255 * cell * cell
	worst := 0
	for y0 := 1; y0+cell < h; y0 += cell {
		for x0 := 1; x0+cell < w; x0 += cell {
			ib := sb.sum(x0, y0, cell)
			best := full
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					d := sa.sum(x0+dx, y0+dy, cell) - ib
					best = min(best, max(d, -d))
				}
			}
			worst = max(worst, 100*best/full)
		}
	}
	return worst
}

// table is a summed-area table of a picture's darkness (255 - grey).
type table struct {
	w int
	s []int
}

// integral returns pic's summed-area table: s[(y)(w+1)+x] is the darkness
// of the pixels above and left of (x, y).
func integral(pic func(x, y int) byte, w, h int) table {
	t := table{w: w + 1, s: make([]int, (w+1)*(h+1))}
	for y := range h {
		row := 0
		for x := range w {
			row += 255 - int(pic(x, y))
			t.s[(y+1)*t.w+x+1] = t.s[y*t.w+x+1] + row
		}
	}
	return t
}

// sum returns the darkness of the n×n square from (x, y).
func (t table) sum(x, y, n int) int {
	return t.s[(y+n)*t.w+x+n] - t.s[y*t.w+x+n] - t.s[(y+n)*t.w+x] + t.s[y*t.w+x]
}

// TestMatchesPopplerRenderingOfThePDF draws every shipped sheet on both
// papers at 150 dpi and compares it with pdftoppm's rendering of the same
// sheet's PDF.
func TestMatchesPopplerRenderingOfThePDF(t *testing.T) {
	for _, tc := range sheettest.Shipped(t, layout.A4, layout.Letter) {
		t.Run(tc.Name(), func(t *testing.T) {
			theirs := popplerRender(t, tc.Sheet, 150)
			ours, err := Image(tc.Sheet, 150)
			if err != nil {
				t.Fatal(err)
			}
			if ours.Rect.Dx() != theirs.W || ours.Rect.Dy() != theirs.H {
				t.Fatalf("picture %v, poppler's %dx%d", ours.Rect.Size(), theirs.W, theirs.H)
			}
			c := compare(ours, theirs)
			t.Log(c)
			if c.equal < minEqual {
				t.Errorf("%.2f %% of pixels equal, want at least %.0f %%", 100*c.equal, 100*minEqual)
			}
			if err := c.inkInPlace(); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestComparisonSeesMissingOrMovedInk shows the comparison is not blind:
// a sheet drawn without one bullet, without one word, or with one run
// moved by half a millimetre fails it against the PDF of the sheet as
// composed.
func TestComparisonSeesMissingOrMovedInk(t *testing.T) {
	tc := sheettest.Shipped(t, layout.A4)[0]
	theirs := popplerRender(t, tc.Sheet, 150)
	item := func(b *layout.Block) bool { return b.Role == layout.Item && len(b.Lines[0].Runs) > 1 }
	for _, m := range []struct {
		name   string
		change func(b *layout.Block) bool
	}{
		{"no bullet", func(b *layout.Block) bool {
			ok := b.Marker != nil
			b.Marker = nil
			return ok
		}},
		{"no word", func(b *layout.Block) bool {
			ok := item(b)
			if ok {
				b.Lines[0].Runs = b.Lines[0].Runs[1:]
			}
			return ok
		}},
		{"moved right", func(b *layout.Block) bool {
			ok := item(b)
			if ok {
				b.Lines[0].Runs[0].Pos.X += 0.5
			}
			return ok
		}},
		{"moved down", func(b *layout.Block) bool {
			ok := item(b)
			if ok {
				b.Lines[0].Runs[0].Pos.Y += 0.5
			}
			return ok
		}},
	} {
		s := clone(tc.Sheet)
		changed := false
		for i := range s.Blocks {
			if changed = m.change(&s.Blocks[i]); changed {
				break
			}
		}
		if !changed {
			t.Fatalf("%s: nothing to change on %s", m.name, tc.Name())
		}
		ours, err := Image(s, 150)
		if err != nil {
			t.Fatal(err)
		}
		c := compare(ours, theirs)
		if err := c.inkInPlace(); err == nil {
			t.Errorf("%s: the comparison passes a changed sheet: %v", m.name, c)
		}
	}
}

// clone copies s deep enough that its blocks, lines and runs can change.
func clone(s *layout.Sheet) *layout.Sheet {
	c := *s
	c.Blocks = append([]layout.Block(nil), s.Blocks...)
	for i := range c.Blocks {
		b := &c.Blocks[i]
		b.Lines = append([]layout.Line(nil), b.Lines...)
		for j := range b.Lines {
			b.Lines[j].Runs = append([]layout.TextRun(nil), b.Lines[j].Runs...)
		}
	}
	return &c
}

// popplerRender writes s as a PDF and renders it with pdftoppm at dpi.
func popplerRender(t *testing.T, s *layout.Sheet, dpi int) *popplertest.Gray {
	t.Helper()
	var buf bytes.Buffer
	if err := pdf.Write(&buf, s, pdf.Meta{Date: time.Unix(0, 0)}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return popplertest.Rasterize(t, path, dpi)
}
