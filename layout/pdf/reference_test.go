package pdf

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/rulecard/rulecard/internal/referencetest"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
	"github.com/rulecard/rulecard/layout/reference"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference/document"
)

// referenceDoc builds and composes the Go Fish card's reference in a
// locale on paper.
func referenceDoc(t *testing.T, code locale.Code, paper layout.Paper) (*document.Reference, *reference.Document) {
	t.Helper()
	var ref *document.Reference
	for _, r := range referencetest.All(t) {
		if r.Card.ID == "gofish" && r.Locale == code {
			ref = r.Ref
		}
	}
	if ref == nil {
		t.Fatalf("no reference of the shipped card gofish in %s", code)
	}
	d, err := reference.Compose(ref, paper, testFonts(t))
	if err != nil {
		t.Fatal(err)
	}
	return ref, d
}

// writeRef renders the document to a file of the test's and returns its
// path and bytes.
func writeRef(t *testing.T, d *reference.Document) (string, []byte) {
	t.Helper()
	var buf bytes.Buffer
	meta := Meta{Date: time.Date(2025, 5, 2, 0, 0, 0, 0, time.UTC)}
	if err := WriteReference(&buf, d, meta); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "reference.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, buf.Bytes()
}

// squeezed drops every white space character.
func squeezed(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func TestTheReferenceIsPortraitPagesWithEveryStatementBookmarksAndLinks(t *testing.T) {
	for _, tc := range []struct {
		locale string
		paper  layout.Paper
		size   string
	}{{"en", layout.A4, "595.28 x 841.89 pts"}, {"sv", layout.Letter, "612 x 792 pts"}} {
		ref, d := referenceDoc(t, locale.Code(tc.locale), tc.paper)
		path, data := writeRef(t, d)
		info := popplertest.Run(t, "pdfinfo", path)
		if !strings.Contains(info, tc.size) || len(d.Pages) < 5 {
			t.Errorf("%s: %d pages; pdfinfo:\n%s", tc.locale, len(d.Pages), info)
		}
		text := squeezed(popplertest.Run(t, "pdftotext", path, "-"))
		for _, p := range ref.Parts {
			for _, b := range p.Blocks {
				if b.Kind == document.Statement && !strings.Contains(text, squeezed(b.Text.Plain())) {
					t.Errorf("%s: pdftotext lacks statement %s", tc.locale, b.ID)
				}
			}
		}
		// Bookmark titles are UTF-16 with a byte order mark; one more
		// such title is the document's own.
		if n := bytes.Count(data, []byte("/Title (\xfe\xff")); n != len(d.Outline)+1 {
			t.Errorf("%s: %d bookmark titles, want %d", tc.locale, n-1, len(d.Outline))
		}
		links := 0
		for _, p := range d.Pages {
			links += len(p.Links)
		}
		if n := bytes.Count(data, []byte("/Subtype /Link")); n != links || links == 0 {
			t.Errorf("%s: %d links in the file, %d in the document", tc.locale, n, links)
		}
	}
}

func TestTheReferenceIsTheSameFileForTheSameDate(t *testing.T) {
	_, d := referenceDoc(t, "de", layout.A4)
	_, a := writeRef(t, d)
	_, b := writeRef(t, d)
	if !bytes.Equal(a, b) {
		t.Error("two renderings of one reference differ")
	}
}

func TestHeartsAndDiamondsArePrintedRed(t *testing.T) {
	_, d := referenceDoc(t, "en", layout.A4)
	path, _ := writeRef(t, d)
	prefix := filepath.Join(t.TempDir(), "page")
	popplertest.Run(t, "pdftoppm", "-png", "-r", "100", "-f", "2", "-l", "2", "-singlefile", path, prefix)
	f, err := os.Open(prefix + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	red := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r > 0x9000 && g < 0x4000 && bl < 0x4000 {
				red++
			}
		}
	}
	if red < 50 {
		t.Errorf("%d red pixels on page 2, where the worked examples show hearts and diamonds", red)
	}
}
