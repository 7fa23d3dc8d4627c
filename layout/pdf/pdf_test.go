package pdf

import (
	"bytes"
	"errors"
	"math"
	"os"
	"strings"
	"testing"
	"unicode"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/popplertest"
)

func TestThePDFIsOneLandscapePageOfThePaperTitledInItsLanguage(t *testing.T) {
	sizes := map[layout.Paper]string{layout.A4: "841.89 x 595.28 pts", layout.Letter: "792 x 612 pts"}
	for _, c := range shippedCases(t, layout.A4, layout.Letter) {
		path := renderFile(t, c.Sheet)
		info := popplertest.Run(t, "pdfinfo", path)
		for _, want := range []string{"Pages:           1", "Page size:       " + sizes[c.Paper],
			"Title:           " + c.Words().Title.Plain(), "Creator:         rulecard", "Subject:         Go Fish rules card",
			"CreationDate:    Wed May  1 12:00:00 2024 UTC"} {
			if !strings.Contains(info, want) {
				t.Errorf("%s: pdfinfo lacks %q:\n%s", c.Name(), want, info)
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if want := "/Lang (" + c.Locale + ")"; !bytes.Contains(data, []byte(want)) {
			t.Errorf("%s: the catalog lacks %s", c.Name(), want)
		}
	}
}

// joinHyphenated joins again, in pdftotext's raw text, every word the
// layout hyphenated at a line's end: the line's last word, its hyphen and
// the line break become the word's first part alone, in the order the
// lines are drawn. A hyphenated line the text lacks fails the test.
func joinHyphenated(t *testing.T, text string, s *layout.Sheet) string {
	t.Helper()
	var b strings.Builder
	for _, blk := range s.Blocks {
		for _, l := range blk.Lines {
			if !l.Hyphenated {
				continue
			}
			last := l.Runs[len(l.Runs)-1].Text
			frag := last[strings.LastIndexByte(last, ' ')+1:]
			i := strings.Index(text, frag+"\n")
			if i < 0 {
				t.Errorf("pdftotext lacks the hyphenated line end %q", frag)
				continue
			}
			b.WriteString(text[:i+len(frag)-len(layout.Hyphen)])
			text = text[i+len(frag)+1:]
		}
	}
	b.WriteString(text)
	return b.String()
}

// squeeze drops all white space, so that text compares across line breaks.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func TestPdftotextFindsEveryStatementAndTheFoldLabels(t *testing.T) {
	for _, c := range shippedCases(t, layout.A4) {
		loc := c.Words()
		text := squeeze(joinHyphenated(t, popplertest.Run(t, "pdftotext", "-raw", renderFile(t, c.Sheet), "-"), c.Sheet))
		want := []string{loc.Title.Plain(), loc.Statements[c.Card.Tagline.ID].Plain(), loc.Sheet.Fold, loc.Sheet.FoldTear,
			loc.Sheet.LegendFold, loc.Sheet.LegendTear, loc.Sheet.Scale, loc.Sheet.Instructions.Plain()}
		for _, sec := range c.Card.Sections {
			want = append(want, loc.Sections[sec.ID].Plain())
			for _, st := range sec.Statements {
				if g, ok := loc.Glossary[st.ID]; ok {
					want = append(want, g.Term.Plain(), g.Def.Plain())
				} else {
					want = append(want, loc.Statements[st.ID].Plain())
				}
			}
		}
		for _, step := range loc.Sheet.Steps {
			want = append(want, step.Plain())
		}
		for _, w := range want {
			if !strings.Contains(text, squeeze(w)) {
				t.Errorf("%s: pdftotext lacks %q", c.Name(), w)
			}
		}
		if n := strings.Count(text, squeeze(loc.Sheet.Fold)); n != 3 {
			t.Errorf("%s: %d fold labels %q, want 3", c.Name(), n, loc.Sheet.Fold)
		}
	}
}

func TestEveryFontIsEmbeddedAsASubset(t *testing.T) {
	for _, c := range shippedCases(t, layout.A4) {
		out := popplertest.Run(t, "pdffonts", renderFile(t, c.Sheet))
		lines := strings.Split(strings.TrimSpace(out), "\n")[2:]
		if len(lines) < 2 {
			t.Fatalf("%s: pdffonts lists %d fonts, want regular and bold at least:\n%s", c.Name(), len(lines), out)
		}
		for _, l := range lines {
			f := strings.Fields(l)
			// name type encoding emb sub uni object ID
			if len(f) < 8 || f[len(f)-5] != "yes" || f[len(f)-4] != "yes" || !strings.Contains(f[0], "+Go") {
				t.Errorf("%s: font not an embedded subset of a Go font: %s", c.Name(), l)
			}
		}
	}
}

func TestNoTextWithinSixMillimetresOfTheTopAndLeftEdges(t *testing.T) {
	for _, c := range shippedCases(t, layout.A4, layout.Letter) {
		for _, w := range words(t, renderFile(t, c.Sheet)) {
			if w.xMin < pt(6) || w.yMin < pt(6) {
				t.Errorf("%s: word %q at (%.1f, %.1f) pt is within 6 mm of the top or left edge", c.Name(), w.text, w.xMin, w.yMin)
			}
		}
	}
}

func TestNoTextCrossesAFoldOrItsGutter(t *testing.T) {
	for _, c := range shippedCases(t, layout.A4, layout.Letter) {
		s := c.Sheet
		n := 0
		for _, w := range words(t, renderFile(t, s)) {
			if w.yMin >= pt(s.Panel.H) || w.xMin >= pt(4*s.Panel.W) {
				continue // the spare paper, torn off
			}
			n++
			for i := 1; i <= 4; i++ {
				fold := pt(layout.Millimetres(i) * s.Panel.W)
				if w.xMax > fold-pt(3.5) && w.xMin < fold+pt(3.5) {
					t.Errorf("%s: word %q [%.1f, %.1f] pt crosses the fold at %.1f pt or its gutter",
						c.Name(), w.text, w.xMin, w.xMax, fold)
				}
			}
		}
		if n < 100 {
			t.Errorf("%s: only %d words on the strip", c.Name(), n)
		}
	}
}

func TestTwoRendersAreByteIdentical(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	date, ok, err := layout.SourceDate(func(k string) string {
		if k == "SOURCE_DATE_EPOCH" {
			return "1700000000"
		}
		return ""
	})
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	s := englishSheet(t)
	var a, b, c bytes.Buffer
	for _, out := range []*bytes.Buffer{&a, &b} {
		if err := Write(out, s, Meta{Date: date}); err != nil {
			t.Fatal(err)
		}
	}
	if err := Write(&c, englishSheet(t), Meta{Date: date}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) || !bytes.Equal(a.Bytes(), c.Bytes()) {
		t.Error("renders of the same sheet differ")
	}
	if !bytes.Contains(a.Bytes(), []byte("D:20231114221320")) {
		t.Error("the PDF's dates are not SOURCE_DATE_EPOCH's")
	}
}

func TestCharactersBeyondOneEncodingAreSplitAcrossFonts(t *testing.T) {
	fonts := testFonts(t)
	var many []rune
	for r := rune(0x100); len(many) < 300 && r < 0x500; r++ {
		if fonts.Face(layout.Regular).Has(r) && unicode.IsLetter(r) {
			many = append(many, r)
		}
	}
	s := &layout.Sheet{Paper: layout.A4, Panel: layout.PokerPanel(), Size: 8, Locale: "xx", Title: "many", Fonts: fonts}
	for i := 0; i < len(many); i += 30 {
		text := string(many[i:min(i+30, len(many))])
		y := layout.Millimetres(20 + i/3)
		run := layout.TextRun{Pos: layout.Pt(20, y), Face: layout.Regular, Size: 8, Text: text,
			Width: fonts.Face(layout.Regular).Width(text, 8)}
		s.Blocks = append(s.Blocks, layout.Block{Role: layout.Prose, Lines: []layout.Line{{Baseline: y, Runs: []layout.TextRun{run}}}})
	}
	path := renderFile(t, s)
	if got, want := squeeze(popplertest.Run(t, "pdftotext", "-raw", path, "-")), string(many); got != want {
		t.Errorf("pdftotext gives\n%q\nwant\n%q", got, want)
	}
	if n := strings.Count(popplertest.Run(t, "pdffonts", path), "GoRegular"); n != 2 {
		t.Errorf("%d fonts for %d characters, want 2", n, len(many))
	}
}

// failing is a writer that always fails.
type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteReportsErrors(t *testing.T) {
	if err := Write(failing{}, englishSheet(t), Meta{}); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("writing to a failing writer: %v", err)
	}
	if err := Write(&bytes.Buffer{}, &layout.Sheet{}, Meta{}); err == nil {
		t.Error("a sheet without fonts rendered")
	}
}

func TestTheRasterShowsDashedFoldAndTearLinesWhereTheyBelong(t *testing.T) {
	for _, c := range shippedCases(t, layout.A4, layout.Letter) {
		s := c.Sheet
		g := popplertest.Rasterize(t, renderFile(t, s), 150)
		w, h := float64(s.Panel.W), float64(s.Panel.H)
		for _, tc := range []struct {
			name         string
			vertical     bool
			at, from, to float64
		}{
			{"fold 1", true, w, 2, h - 2},
			{"fold 2", true, 2 * w, 2, h - 2},
			{"fold 3", true, 3 * w, 2, h - 2},
			{"right tear", true, 4 * w, 2, h - 2},
			{"bottom tear", false, h, 2, 4*w - 2},
		} {
			pos, switches, err := g.LineAt(tc.vertical, tc.at, tc.from, tc.to)
			if err != nil {
				t.Errorf("%s: %s: %v", c.Name(), tc.name, err)
				continue
			}
			if math.Abs(pos-tc.at) > 0.3 {
				t.Errorf("%s: %s at %.2f mm, want %.2f ± 0.3", c.Name(), tc.name, pos, tc.at)
			}
			if switches < 20 {
				t.Errorf("%s: %s switches dark and light %d times: not dashed", c.Name(), tc.name, switches)
			}
		}
	}
}

func TestTheScaleBarMeasuresFiftyMillimetresOnThePage(t *testing.T) {
	s := englishSheet(t)
	var bar layout.Stroke
	for _, r := range s.Strokes {
		if r.Kind == layout.ScaleBar && r.From.Y == r.To.Y {
			bar = r
		}
	}
	g := popplertest.Rasterize(t, renderFile(t, s), 300)
	// Two millimetres above the bar only the long end ticks are drawn.
	y := int(g.Px(float64(bar.From.Y) - 2))
	var cols []float64
	for x := int(g.Px(float64(bar.From.X) - 3)); x < int(g.Px(float64(bar.To.X)+3)); x++ {
		if g.Dark(x, y) {
			cols = append(cols, float64(x)+0.5)
		}
	}
	if len(cols) < 2 {
		t.Fatal("no end ticks found")
	}
	var left, right []float64
	for _, c := range cols {
		if c < g.Px(float64(bar.From.X)+25) {
			left = append(left, c)
		} else {
			right = append(right, c)
		}
	}
	mean := func(v []float64) float64 {
		sum := 0.0
		for _, x := range v {
			sum += x
		}
		return sum / float64(len(v))
	}
	if len(left) == 0 || len(right) == 0 {
		t.Fatalf("end ticks at %v", cols)
	}
	if got := (mean(right) - mean(left)) / g.DPI * 25.4; math.Abs(got-50) > 0.2 {
		t.Errorf("end ticks %.2f mm apart, want 50", got)
	}
}
