package html

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/internal/browsertest"
	"github.com/rulecard/rulecard/layout"
)

// domBox is an element's box as the browser laid it out, in millimetres
// from the sheet's top-left corner.
type domBox struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// domPanel is a panel's boxes: its scrolling area and its client area,
// in CSS pixels of the text layer, and its content box (the text area).
type domPanel struct {
	ScrollW float64 `json:"scrollW"`
	ScrollH float64 `json:"scrollH"`
	ClientW float64 `json:"clientW"`
	ClientH float64 `json:"clientH"`
}

// domLine is a line or marker element of the sheet.
type domLine struct {
	Text   string `json:"text"`
	Marker bool   `json:"marker"`
	Panel  int    `json:"panel"`
	Box    domBox `json:"box"`
}

// domSheet is what the measuring script returns.
type domSheet struct {
	Sheet  domBox     `json:"sheet"`
	Panels []domPanel `json:"panels"`
	Lines  []domLine  `json:"lines"`
}

// measureJS measures the sheet, its panels and every line in the page.
const measureJS = `(() => {
	const mm = 25.4 / 96, sheet = document.querySelector("main.sheet").getBoundingClientRect();
	const box = e => { const r = e.getBoundingClientRect();
		return {x: (r.left - sheet.left) * mm, y: (r.top - sheet.top) * mm, w: r.width * mm, h: r.height * mm}; };
	const panels = [...document.querySelectorAll(".sheet .panel")];
	return {
		sheet: {x: sheet.left * mm, y: sheet.top * mm, w: sheet.width * mm, h: sheet.height * mm},
		panels: panels.map(p => ({scrollW: p.scrollWidth, scrollH: p.scrollHeight, clientW: p.clientWidth, clientH: p.clientHeight})),
		lines: [...document.querySelectorAll(".sheet .l, .sheet .m")].map(e => ({
			text: e.textContent, marker: e.classList.contains("m"),
			panel: panels.indexOf(e.closest(".panel")), box: box(e)})),
	};
})()`

// wantLine is a line or marker of the layout, where the browser should
// set it.
type wantLine struct {
	text             string
	panel            int
	x, baseline, w   float64
	asc, desc, angle float64
	used             bool
}

// wantLines lists every line and marker of the sheet.
func wantLines(s *layout.Sheet) map[string][]*wantLine {
	ff := s.Fonts.Face(layout.Regular)
	em := func(size layout.Points) (float64, float64) {
		u := float64(size.Millimetres()) / float64(ff.UnitsPerEm)
		return float64(ff.Ascent) * u, float64(-ff.Descent) * u
	}
	out := map[string][]*wantLine{}
	add := func(panel int, runs []layout.TextRun) {
		var text strings.Builder
		for _, r := range runs {
			text.WriteString(r.Text)
		}
		first, last := runs[0], runs[len(runs)-1]
		asc, desc := em(first.Size)
		w := &wantLine{text: text.String(), panel: panel, x: float64(first.Pos.X), baseline: float64(first.Pos.Y),
			w: float64(last.Pos.X + last.Width - first.Pos.X), asc: asc, desc: desc, angle: float64(first.Angle)}
		out[w.text] = append(out[w.text], w)
	}
	for _, b := range s.Blocks {
		if b.Marker != nil {
			add(b.Panel, []layout.TextRun{*b.Marker})
		}
		for _, l := range b.Lines {
			add(b.Panel, l.Runs)
		}
	}
	return out
}

// box is where the line's element should be: from the ascent above the
// baseline to the descent below it, turned about the baseline's left end
// when the line reads upwards.
func (w *wantLine) box() domBox {
	if w.angle == 90 {
		return domBox{X: w.x - w.asc, Y: w.baseline - w.w, W: w.asc + w.desc, H: w.w}
	}
	return domBox{X: w.x, Y: w.baseline - w.asc, W: w.w, H: w.asc + w.desc}
}

// lineTolerance is how far, in mm, a line's box may be from where the
// layout set it: a hundredth of the body text's line spacing.
const lineTolerance = 0.03

func TestTheBrowserSetsEveryLineWhereTheLayoutDid(t *testing.T) {
	tabOf := tabForEach(t)
	for _, c := range append(shippedCases(t), splitA4(t)) {
		t.Run(c.Name(), func(t *testing.T) {
			ctx := tabOf(t)
			open(t, ctx, writeTemp(t, "card.html", render(t, c, Meta{})))
			for _, m := range []string{"screen", "print"} {
				media(t, ctx, m)
				checkLines(t, m, c.Sheet, browsertest.Eval[domSheet](t, ctx, measureJS))
			}
		})
	}
}

// checkLines compares the measured sheet with the layout: the sheet's
// size, every panel within its box, every line where the layout set it,
// as wide as the layout measured it, inside its panel's text area.
func checkLines(t *testing.T, media string, s *layout.Sheet, got domSheet) {
	t.Helper()
	size := s.Paper.Size()
	if math.Abs(got.Sheet.W-float64(size.W)) > 0.01 || math.Abs(got.Sheet.H-float64(size.H)) > 0.01 {
		t.Errorf("%s: the sheet is %.2f x %.2f mm, want %v", media, got.Sheet.W, got.Sheet.H, size)
	}
	if len(got.Panels) != len(s.Areas) {
		t.Fatalf("%s: %d panels, want %d", media, len(got.Panels), len(s.Areas))
	}
	for i, p := range got.Panels {
		if p.ScrollH > p.ClientH || p.ScrollW > p.ClientW {
			t.Errorf("%s: panel %d overflows: scrolls %gx%g px in %gx%g", media, i+1, p.ScrollW, p.ScrollH, p.ClientW, p.ClientH)
		}
	}
	want := wantLines(s)
	worst := 0.0
	for _, l := range got.Lines {
		w := nearest(want[l.Text], l.Box)
		if w == nil {
			t.Errorf("%s: line %q is not in the layout (or is there twice)", media, l.Text)
			continue
		}
		w.used = true
		wb := w.box()
		d := max(math.Abs(l.Box.X-wb.X), math.Abs(l.Box.Y-wb.Y), math.Abs(l.Box.W-wb.W), math.Abs(l.Box.H-wb.H))
		worst = max(worst, d)
		if d > lineTolerance || l.Panel != w.panel {
			t.Errorf("%s: line %q at %s in panel %d, want %s in panel %d", media, l.Text, l.Box, l.Panel+1, wb, w.panel+1)
		}
		if w.panel >= 0 && !inside(l.Box, s.Areas[w.panel]) {
			t.Errorf("%s: line %q at %s leaves the text area %v", media, l.Text, l.Box, s.Areas[w.panel])
		}
	}
	for _, ws := range want {
		for _, w := range ws {
			if !w.used {
				t.Errorf("%s: the layout's line %q is not in the page", media, w.text)
			}
		}
	}
	t.Logf("%s: %d lines, the farthest %.4f mm from the layout", media, len(got.Lines), worst)
}

// nearest returns the unused candidate nearest to the box.
func nearest(ws []*wantLine, b domBox) *wantLine {
	var best *wantLine
	bestD := math.Inf(1)
	for _, w := range ws {
		wb := w.box()
		if d := math.Hypot(wb.X-b.X, wb.Y-b.Y); !w.used && d < bestD {
			best, bestD = w, d
		}
	}
	return best
}

// inside reports whether the box lies in the rectangle, give or take the
// tolerance.
func inside(b domBox, r layout.Rect) bool {
	return b.X >= float64(r.Min.X)-lineTolerance && b.Y >= float64(r.Min.Y)-lineTolerance &&
		b.X+b.W <= float64(r.Max.X)+lineTolerance && b.Y+b.H <= float64(r.Max.Y)+lineTolerance
}

// String formats the box in millimetres.
func (b domBox) String() string {
	return fmt.Sprintf("(%.3f,%.3f)+%.3fx%.3f", b.X, b.Y, b.W, b.H)
}
