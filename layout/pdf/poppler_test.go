package pdf

import (
	"bytes"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
)

// testDate is the fixed date of the test renders.
var testDate = time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)

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
	for _, m := range wordRE.FindAllStringSubmatch(popplertest.Run(t, "pdftotext", "-bbox", path, "-"), -1) {
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
