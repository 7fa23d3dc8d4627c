package pdf

import (
	"bytes"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/rulecard/rulecard/layout"
)

// testDate is the fixed date of the test renders.
var testDate = time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)

// tool returns the path of a poppler tool, failing the test when it is
// missing (make test installs poppler-utils first).
func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s not found: run make test, which installs poppler-utils", name)
	}
	return p
}

// run runs a poppler tool and returns its standard output.
func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(tool(t, name), args...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, stderr.String())
	}
	return out.String()
}

// renderFile writes s as a PDF in a temporary directory and returns its
// path.
func renderFile(t *testing.T, s *layout.Sheet) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "card.pdf")
	var buf bytes.Buffer
	if err := Write(&buf, s, Meta{Date: testDate, Subject: "Go Fish rules card"}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// word is one word pdftotext -bbox found, its box in points from the
// page's top-left corner.
type word struct {
	xMin, yMin, xMax, yMax float64
	text                   string
}

var wordRE = regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>`)

// words returns every word of the PDF at path with its box.
func words(t *testing.T, path string) []word {
	t.Helper()
	var out []word
	for _, m := range wordRE.FindAllStringSubmatch(run(t, "pdftotext", "-bbox", path, "-"), -1) {
		w := word{text: html.UnescapeString(m[5])}
		for i, p := range []*float64{&w.xMin, &w.yMin, &w.xMax, &w.yMax} {
			*p, _ = strconv.ParseFloat(m[i+1], 64)
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		t.Fatal("pdftotext found no words")
	}
	return out
}

// pt converts millimetres to points.
func pt(mm layout.Millimetres) float64 { return float64(mm.Points()) }

// grayImage is a grey-scale raster: 0 black, 255 white.
type grayImage struct {
	w, h int
	pix  []byte
	dpi  float64
}

// rasterize renders page 1 of the PDF at dpi, in grey.
func rasterize(t *testing.T, path string, dpi int) *grayImage {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "page")
	run(t, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-singlefile", path, prefix)
	data, err := os.ReadFile(prefix + ".pgm")
	if err != nil {
		t.Fatal(err)
	}
	var w, h, maxv int
	var n int
	fields := 0
	i := 2 // after "P5"
	for fields < 3 {
		for data[i] == ' ' || data[i] == '\n' || data[i] == '\r' || data[i] == '\t' {
			i++
		}
		n = 0
		for data[i] >= '0' && data[i] <= '9' {
			n = n*10 + int(data[i]-'0')
			i++
		}
		switch fields {
		case 0:
			w = n
		case 1:
			h = n
		case 2:
			maxv = n
		}
		fields++
	}
	if string(data[:2]) != "P5" || maxv != 255 {
		t.Fatalf("not an 8-bit PGM: %q max %d", data[:2], maxv)
	}
	i++ // the single white space after the header
	return &grayImage{w: w, h: h, pix: data[i : i+w*h], dpi: float64(dpi)}
}

// px converts millimetres to pixels.
func (g *grayImage) px(mm float64) float64 { return mm / 25.4 * g.dpi }

// dark reports whether the pixel at (x, y) is dark.
func (g *grayImage) dark(x, y int) bool { return g.pix[y*g.w+x] < 110 }
