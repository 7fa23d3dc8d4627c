package html

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

// popplerRun runs a poppler tool and returns its standard output; a
// missing tool fails the test (make test installs poppler-utils).
func popplerRun(t *testing.T, name string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s not found: run make test, which installs poppler-utils", name)
	}
	cmd := exec.Command(path, args...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, stderr.String())
	}
	return out.String()
}

// pdfInfo returns the PDF's page count and the first page's size in
// points, as pdfinfo reports them.
func pdfInfo(t *testing.T, path string) (pages int, w, h float64) {
	t.Helper()
	for _, l := range strings.Split(popplerRun(t, "pdfinfo", path), "\n") {
		k, v, _ := strings.Cut(l, ":")
		v = strings.TrimSpace(v)
		switch k {
		case "Pages":
			pages, _ = strconv.Atoi(v)
		case "Page size":
			if _, err := fmt.Sscanf(v, "%g x %g pts", &w, &h); err != nil {
				t.Fatalf("pdfinfo page size %q: %v", v, err)
			}
		}
	}
	return pages, w, h
}

// textIn returns the text pdftotext finds in a rectangle of page 1, in
// millimetres from the top-left corner, its white space collapsed.
func textIn(t *testing.T, path string, x, y, w, h float64) string {
	t.Helper()
	pt := func(mm float64) string { return strconv.Itoa(int(math.Round(mm / 25.4 * 72))) }
	out := popplerRun(t, "pdftotext", "-raw", "-f", "1", "-l", "1",
		"-x", pt(x), "-y", pt(y), "-W", pt(w), "-H", pt(h), path, "-")
	return strings.Join(strings.Fields(out), " ")
}

// grayImage is a grey raster of a page: 0 black, 255 white.
type grayImage struct {
	w, h int
	pix  []byte
	dpi  float64
}

// rasterize renders page 1 of the PDF at dpi, in grey.
func rasterize(t *testing.T, path string, dpi int) *grayImage {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "page")
	popplerRun(t, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-singlefile", path, prefix)
	data, err := os.ReadFile(prefix + ".pgm")
	if err != nil {
		t.Fatal(err)
	}
	g, err := parsePGM(data)
	if err != nil {
		t.Fatal(err)
	}
	g.dpi = float64(dpi)
	return g
}

// parsePGM reads an 8-bit binary PGM (P5).
func parsePGM(data []byte) (*grayImage, error) {
	var magic string
	var w, h, maxv int
	r := bytes.NewReader(data)
	if _, err := fmt.Fscan(r, &magic, &w, &h, &maxv); err != nil || magic != "P5" {
		return nil, fmt.Errorf("pgm header %q: %v", magic, err)
	}
	start := len(data) - r.Len() + 1 // one white space after the header
	if maxv != 255 || start+w*h > len(data) {
		return nil, fmt.Errorf("not an 8-bit %dx%d PGM", w, h)
	}
	return &grayImage{w: w, h: h, pix: data[start : start+w*h]}, nil
}

// px converts millimetres to pixels.
func (g *grayImage) px(mm float64) int { return int(mm / 25.4 * g.dpi) }

// dark reports whether the pixel at (x, y) is dark.
func (g *grayImage) dark(x, y int) bool { return g.pix[y*g.w+x] < 110 }

// lineAt finds a straight line near want (mm) along one axis: it scans
// the pixel columns (vertical) or rows within 1.5 mm of want over the span
// from..to (mm) and returns the centre, in mm, of those dark over at least
// a third of the span, and how often the darkest of them switches between
// dark and light (a dashed line switches often).
func (g *grayImage) lineAt(vertical bool, want, from, to float64) (pos float64, switches int, err error) {
	var sum, n float64
	best := -1.0
	a, b := g.px(from), g.px(to)
	for c := g.px(want - 1.5); c <= g.px(want+1.5); c++ {
		dark, sw, prev := 0, 0, false
		for i := a; i < b; i++ {
			x, y := c, i
			if !vertical {
				x, y = i, c
			}
			d := g.dark(x, y)
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
	return sum / n / g.dpi * 25.4, switches, nil
}
