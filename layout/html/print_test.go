package html

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
	"github.com/rulecard/rulecard/layout/pdf"
)

// printed is one case printed twice: by Chromium from our HTML and by
// layout/pdf, both as files of the test's.
type printed struct {
	sheetCase
	chromium, ours string
}

// printPair is a case's two prints: Chromium's and layout/pdf's.
type printPair struct{ chromium, ours []byte }

var (
	printsMu sync.Mutex
	prints   map[string]printPair // by the case's name
)

// printCases lists the cases the print tests print: the shipped cases
// as sized keeps them, and the split one. Chromium prints the page as it
// lays it out, which TestTheBrowserSetsEveryLineWhereTheLayoutDid checks
// for every case, for print too; what printing adds turns on the paper
// (the page's size, the lines drawn) and the locale's words.
func printCases(t *testing.T) []sheetCase {
	t.Helper()
	return append(sized(t, shippedCases(t), sheetKey), splitA4(t))
}

// printAll prints each of printCases once for the test binary, in
// subtests of the first test that asks, with Chromium from our HTML in
// one tab and with layout/pdf: the print tests read the same prints.
// Chromium's are kept for people to look at.
func printAll(t *testing.T) map[string]printPair {
	t.Helper()
	printsMu.Lock()
	defer printsMu.Unlock()
	if prints != nil {
		return prints
	}
	cases := printCases(t)
	tabOf := tabForEach(t)
	out := map[string]printPair{}
	for _, c := range cases {
		t.Run("print "+c.Name(), func(t *testing.T) {
			ctx := tabOf(t)
			open(t, ctx, writeTemp(t, c.Name()+".html", render(t, c, Meta{})))
			data := printPDF(t, ctx)
			keep(t, c.Name()+".chromium.pdf", data)
			var ours bytes.Buffer
			if err := pdf.Write(&ours, c.Sheet, pdf.Meta{}); err != nil {
				t.Fatal(err)
			}
			out[c.Name()] = printPair{data, ours.Bytes()}
		})
	}
	if len(out) != len(cases) {
		t.Fatal("a case could not be printed")
	}
	prints = out
	return prints
}

// printBoth returns the case's two prints, of printAll's, as files of
// the test's.
func printBoth(t *testing.T, prints map[string]printPair, c sheetCase) printed {
	t.Helper()
	p, ok := prints[c.Name()]
	if !ok {
		t.Fatalf("%s is not printed", c.Name())
	}
	return printed{c, writeTemp(t, "chromium.pdf", p.chromium), writeTemp(t, "ours.pdf", p.ours)}
}

func TestChromiumPrintsExactlyOnePageOfThePaperInLandscape(t *testing.T) {
	want := map[layout.Paper][2]float64{layout.A4: {841.89, 595.28}, layout.Letter: {792, 612}}
	prints := printAll(t)
	for _, c := range sized(t, shippedCases(t), sheetKey) {
		t.Run(c.Name(), func(t *testing.T) {
			p := printBoth(t, prints, c)
			pages, w, h := popplertest.Info(t, p.chromium)
			if pages != 1 {
				t.Errorf("Chromium printed %d pages, want 1", pages)
			}
			size := want[c.Paper]
			if math.Abs(w-size[0]) > 0.5 || math.Abs(h-size[1]) > 0.5 {
				t.Errorf("page is %g x %g pt, want %g x %g", w, h, size[0], size[1])
			}
			if text := popplertest.TextIn(t, p.chromium, 0, 0, 400, 400); strings.Contains(text, c.Card.Locales[c.Locale].Sheet.ScreenTitle) {
				t.Error("the on-screen help is printed")
			}
		})
	}
}

func TestChromiumPrintsTheFoldsTearsAndScaleWhereOurPDFHasThem(t *testing.T) {
	prints := printAll(t)
	for _, c := range sized(t, shippedCases(t), sheetKey) {
		t.Run(c.Name(), func(t *testing.T) {
			p := printBoth(t, prints, c)
			theirs, ours := popplertest.Rasterize(t, p.chromium, 150), popplertest.Rasterize(t, p.ours, 150)
			for _, l := range foldAndTearLines(c.Sheet) {
				got, switches, err := theirs.LineAt(l.vertical, l.at, l.from, l.to)
				if err != nil {
					t.Errorf("Chromium: %s: %v", l.name, err)
					continue
				}
				want, _, err := ours.LineAt(l.vertical, l.at, l.from, l.to)
				if err != nil {
					t.Fatalf("our PDF: %s: %v", l.name, err)
				}
				if math.Abs(got-want) > 0.5 {
					t.Errorf("%s at %.2f mm in Chromium's print, %.2f mm in ours", l.name, got, want)
				}
				if switches < 20 {
					t.Errorf("%s switches dark and light %d times in Chromium's print: not dashed", l.name, switches)
				}
			}
			if got := scaleLength(t, theirs, c.Sheet); math.Abs(got-50) > 0.25 {
				t.Errorf("Chromium's scale bar is %.2f mm long, want 50", got)
			}
		})
	}
}

func TestChromiumPrintsEachPanelsTextAsOurPDFDoes(t *testing.T) {
	prints := printAll(t)
	for _, c := range printCases(t) {
		t.Run(c.Name(), func(t *testing.T) {
			p := printBoth(t, prints, c)
			for i := range c.Sheet.Areas {
				r := c.Sheet.PanelRect(i)
				x, y, w, h := float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
				got, want := popplertest.TextIn(t, p.chromium, x, y, w, h), popplertest.TextIn(t, p.ours, x, y, w, h)
				if got != want {
					t.Errorf("panel %d: Chromium prints\n%q\nour PDF\n%q", i+1, got, want)
				}
				if len(want) < 100 {
					t.Errorf("panel %d: only %q", i+1, want)
				}
			}
			// The spare paper's words, in any order: the labels come last
			// in the HTML, for reading.
			size := c.Sheet.Paper.Size()
			top := float64(c.Sheet.Panel.H) + 0.5
			got := words(popplertest.TextIn(t, p.chromium, 0, top, float64(size.W), float64(size.H)-top))
			want := words(popplertest.TextIn(t, p.ours, 0, top, float64(size.W), float64(size.H)-top))
			if !slices.Equal(got, want) {
				t.Errorf("spare paper: Chromium prints the words\n%q\nour PDF\n%q", got, want)
			}
		})
	}
}

// words returns the words of s, sorted.
func words(s string) []string {
	w := strings.Fields(s)
	slices.Sort(w)
	return w
}

// foldLine is a drawn fold or tear line to find on a raster, in mm.
type foldLine struct {
	name         string
	vertical     bool
	at, from, to float64
}

// foldAndTearLines lists the sheet's three folds and two tears.
func foldAndTearLines(s *layout.Sheet) []foldLine {
	w, h := float64(s.Panel.W), float64(s.Panel.H)
	return []foldLine{
		{"fold 1", true, w, 2, h - 2},
		{"fold 2", true, 2 * w, 2, h - 2},
		{"fold 3", true, 3 * w, 2, h - 2},
		{"right tear", true, 4 * w, 2, h - 2},
		{"bottom tear", false, h, 2, 4*w - 2},
	}
}

// scaleLength measures the scale bar on a raster: the distance between
// its end ticks, found above the bar where only they reach.
func scaleLength(t *testing.T, g *popplertest.Gray, s *layout.Sheet) float64 {
	t.Helper()
	var bar layout.Stroke
	for _, r := range s.Strokes {
		if r.Kind == layout.ScaleBar && r.From.Y == r.To.Y {
			bar = r
		}
	}
	y := float64(bar.From.Y)
	left, _, err := g.LineAt(true, float64(bar.From.X), y-2.3, y-0.8)
	if err != nil {
		t.Fatalf("scale bar, left end: %v", err)
	}
	right, _, err := g.LineAt(true, float64(bar.To.X), y-2.3, y-0.8)
	if err != nil {
		t.Fatalf("scale bar, right end: %v", err)
	}
	return right - left
}
