package reference

import (
	"strings"
	"unicode/utf8"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
)

// box is a set paragraph (or a heading, a table, a contents entry): its
// runs and strokes relative to its top-left corner, x from the text area's
// left edge and y from the box's top, and how it joins the flow.
type box struct {
	runs    []Run
	strokes []Stroke
	// links lead from an area of the box to an anchor.
	links []boxLink
	// marks are the anchors the box carries (a bookmark when Title is
	// set), at its top.
	marks []Mark
	// height is the box's height; cuts are the heights at which it may be
	// split across pages (after each line but the last).
	height Millimetres
	cuts   []Millimetres
	// before is the space above the box, dropped at the top of a page;
	// keep holds the box on the page of the next one; newPage starts it
	// on a new page.
	before  Millimetres
	keep    bool
	newPage bool
	// step marks a worked example's step: a chain may break between two
	// steps rather than leave much of a page empty.
	step bool
	// fill, when set, is called once every anchor's page is known, for
	// the runs that depend on them (a contents entry's page number),
	// placed as the box's own.
	fill func(anchors map[string]Mark) []Run
}

// Millimetres is a length on a page (layout.Millimetres).
type Millimetres = layout.Millimetres

// boxLink is an area of a box that leads to an anchor.
type boxLink struct {
	rect   layout.Rect
	target string
}

// style is how a kind of block is set.
type style struct {
	size layout.Points
	face layout.Face // added to every run's own style
	// indent is where the text starts, label where a label starts (both
	// from the text area's left edge); labelFace sets the label.
	indent, label Millimetres
	labelFace     layout.Face
	// before is the space above; leading the distance between baselines
	// in type sizes.
	before  Millimetres
	leading float64
	color   Color
	keep    bool
}

// setter sets paragraphs in the document's fonts, in the text area's
// width.
type setter struct {
	fonts *layout.Fonts
	width Millimetres
}

// lineMetrics returns a line's height and its baseline's distance below
// the line's top, for a type size and leading: the regular face's ascent
// and descent centred in the line.
func (s *setter) lineMetrics(size layout.Points, leading float64) (lead, base Millimetres) {
	ff := s.fonts.Face(layout.Regular)
	em := size.Millimetres()
	asc := Millimetres(float64(ff.Ascent)/float64(ff.UnitsPerEm)) * em
	desc := Millimetres(float64(-ff.Descent)/float64(ff.UnitsPerEm)) * em
	lead = em * Millimetres(leading)
	return lead, asc + (lead-asc-desc)/2
}

// para sets t in style st, with label (if any) before its first line.
func (s *setter) para(t content.Text, label string, st style) box {
	b := box{before: st.before, keep: st.keep}
	lead, base := s.lineMetrics(st.size, st.leading)
	if label != "" {
		b.runs = append(b.runs, s.run(label, st.labelFace, st.size, st.label, base, st.color))
	}
	w := s.width - st.indent
	lines := s.fonts.BreakParagraph(t, st.face, st.size, w, w)
	for i, line := range lines {
		y := Millimetres(i)*lead + base
		for _, r := range line {
			r.Pos = layout.Pt(r.Pos.X+st.indent, y)
			b.runs = append(b.runs, tint(s.fonts, r, st.color)...)
		}
		if i > 0 {
			b.cuts = append(b.cuts, Millimetres(i)*lead)
		}
	}
	b.height = Millimetres(max(len(lines), 1)) * lead
	return b
}

// run returns one run of plain text at (x, y).
func (s *setter) run(text string, face layout.Face, size layout.Points, x, y Millimetres, c Color) Run {
	return Run{TextRun: layout.TextRun{Pos: layout.Pt(x, y), Face: face, Size: size, Text: text,
		Width: s.fonts.Face(face).Width(text, size)}, Color: c}
}

// isRed reports whether r is a red suit symbol.
func isRed(r rune) bool { return r == '♥' || r == '♦' }

// tint returns the run in colour c, cut where its red suit symbols begin
// and end so that they are printed red.
func tint(fs *layout.Fonts, r layout.TextRun, c Color) []Run {
	if !strings.ContainsAny(r.Text, "♥♦") {
		return []Run{{TextRun: r, Color: c}}
	}
	var out []Run
	ff := fs.Face(r.Face)
	x := r.Pos.X
	for rest := r.Text; rest != ""; {
		red := isRed(first(rest))
		n := 0
		for n < len(rest) {
			ch, size := utf8.DecodeRuneInString(rest[n:])
			if isRed(ch) != red {
				break
			}
			n += size
		}
		piece := r
		piece.Pos.X, piece.Text, piece.Width = x, rest[:n], ff.Width(rest[:n], r.Size)
		col := c
		if red {
			col = Red
		}
		out = append(out, Run{TextRun: piece, Color: col})
		x += piece.Width
		rest = rest[n:]
	}
	return out
}

// first returns the first rune of s.
func first(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// fit returns s cut to fit width when set in face at size: whole words,
// then an ellipsis.
func (s *setter) fit(text string, face layout.Face, size layout.Points, width Millimetres) string {
	ff := s.fonts.Face(face)
	if ff.Width(text, size) <= width {
		return text
	}
	// Cut at word spaces only: a no-break space (12 000, « Va pêcher ! »)
	// holds its neighbours together, and none is left before the ellipsis.
	words := strings.Split(text, " ")
	for n := len(words) - 1; n > 0; n-- {
		t := strings.TrimRight(strings.Join(words[:n], " "), ",;:—–- \u00a0\u202f") + "…"
		if ff.Width(t, size) <= width {
			return t
		}
	}
	return "…"
}
