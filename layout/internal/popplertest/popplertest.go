// Package popplertest holds the test helpers that read PDFs with the
// poppler tools (pdfinfo, pdftotext, pdftoppm), shared by the tests of
// layout/pdf and layout/html. It is imported only by tests.
//
// A missing poppler tool fails the test, never skips it: make test
// installs poppler-utils first.
package popplertest

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Run runs the poppler tool name with args and returns its standard
// output. A missing tool or a failing run fails the test.
func Run(tb testing.TB, name string, args ...string) string {
	tb.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		tb.Fatalf("%s not found: run make test, which installs poppler-utils", name)
	}
	cmd := exec.Command(path, args...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		tb.Fatalf("%s %v: %v\n%s", name, args, err, stderr.String())
	}
	return out.String()
}

// Info returns the page count of the PDF at path and its first page's
// size in points, as pdfinfo reports them.
func Info(tb testing.TB, path string) (pages int, w, h float64) {
	tb.Helper()
	for _, l := range strings.Split(Run(tb, "pdfinfo", path), "\n") {
		k, v, _ := strings.Cut(l, ":")
		v = strings.TrimSpace(v)
		switch k {
		case "Pages":
			pages, _ = strconv.Atoi(v)
		case "Page size":
			if _, err := fmt.Sscanf(v, "%g x %g pts", &w, &h); err != nil {
				tb.Fatalf("pdfinfo page size %q: %v", v, err)
			}
		}
	}
	return pages, w, h
}

// TextIn returns the text pdftotext finds in a rectangle of page 1 of the
// PDF at path, x, y, w and h in millimetres from the page's top-left
// corner (rounded to whole points), its white space collapsed to single
// spaces.
func TextIn(tb testing.TB, path string, x, y, w, h float64) string {
	tb.Helper()
	pt := func(mm float64) string { return strconv.Itoa(int(math.Round(mm / 25.4 * 72))) }
	out := Run(tb, "pdftotext", "-raw", "-f", "1", "-l", "1",
		"-x", pt(x), "-y", pt(y), "-W", pt(w), "-H", pt(h), path, "-")
	return strings.Join(strings.Fields(out), " ")
}

// Gray is a grey-scale raster of a page: 0 black, 255 white.
type Gray struct {
	W, H int     // size in pixels
	Pix  []byte  // W×H samples, row by row from the top-left corner
	DPI  float64 // pixels per inch
}

// Rasterize renders page 1 of the PDF at path in grey at dpi, with
// pdftoppm -gray.
func Rasterize(tb testing.TB, path string, dpi int) *Gray {
	tb.Helper()
	prefix := filepath.Join(tb.TempDir(), "page")
	Run(tb, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-singlefile", path, prefix)
	data, err := os.ReadFile(prefix + ".pgm")
	if err != nil {
		tb.Fatal(err)
	}
	g, err := ParsePGM(data)
	if err != nil {
		tb.Fatal(err)
	}
	g.DPI = float64(dpi)
	return g
}

// ParsePGM reads an 8-bit binary PGM (P5), as pdftoppm -gray writes it.
// The raster's DPI is left zero: the file does not say.
func ParsePGM(data []byte) (*Gray, error) {
	var magic string
	var w, h, maxv int
	r := bytes.NewReader(data)
	if _, err := fmt.Fscan(r, &magic, &w, &h, &maxv); err != nil || magic != "P5" {
		return nil, fmt.Errorf("pgm header %q: %v", magic, err)
	}
	start := len(data) - r.Len() + 1 // one white space after the header
	if maxv != 255 || w < 0 || h < 0 || start+w*h > len(data) {
		return nil, fmt.Errorf("not an 8-bit %dx%d PGM", w, h)
	}
	return &Gray{W: w, H: h, Pix: data[start : start+w*h]}, nil
}

// Px converts millimetres to pixels, unrounded.
func (g *Gray) Px(mm float64) float64 { return mm / 25.4 * g.DPI }

// Dark reports whether the pixel at (x, y) is dark: below 110.
func (g *Gray) Dark(x, y int) bool { return g.Pix[y*g.W+x] < 110 }

// LineAt finds a straight line near want (mm) along one axis: it scans the
// pixel columns (vertical) or rows within 1.5 mm of want over the span
// from..to (mm) and returns the centre, in mm, of those dark over at least
// a third of the span, and how often the darkest of them switches between
// dark and light (a dashed line switches often). It fails when no column
// or row is dark enough.
func (g *Gray) LineAt(vertical bool, want, from, to float64) (pos float64, switches int, err error) {
	c0, c1 := int(g.Px(want-1.5)), int(g.Px(want+1.5))
	a, b := int(g.Px(from)), int(g.Px(to))
	var sum, n float64
	best := -1.0
	for c := c0; c <= c1; c++ {
		dark, sw, prev := 0, 0, false
		for i := a; i < b; i++ {
			x, y := c, i
			if !vertical {
				x, y = i, c
			}
			d := g.Dark(x, y)
			if d {
				dark++
			}
			if i > a && d != prev {
				sw++
			}
			prev = d
		}
		frac := float64(dark) / float64(b-a)
		if frac >= 1.0/3 {
			sum += float64(c) + 0.5
			n++
		}
		if frac > best {
			best, switches = frac, sw
		}
	}
	if n == 0 {
		return 0, 0, fmt.Errorf("no line near %.1f mm", want)
	}
	return sum / n / g.DPI * 25.4, switches, nil
}
