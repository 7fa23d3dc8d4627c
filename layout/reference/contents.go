package reference

import (
	"strconv"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/reference/document"
)

// contentsID is the anchor of the table of contents.
const contentsID = "contents"

// pageColumn is the width kept for the page numbers of the contents.
const pageColumn Millimetres = 12

// cover returns the boxes of the first page: the title, the subtitle,
// the line of what was proven when, and the table of contents, whose
// entries lead to the parts and the statements. The first part then
// starts on a new page.
func (c *composer) cover() []box {
	s := &c.set
	title := s.para(c.ref.Title, "", style{size: 30, face: layout.Bold, leading: 1.25})
	title.marks = []Mark{{Title: c.ref.Title.Plain(), Level: 0, ID: "top"}}
	out := []box{
		title,
		s.para(document.Plain(c.ref.Subtitle), "", style{size: 16, leading: 1.3, before: 1}),
		s.para(document.Plain(c.ref.Meta), "", style{size: 9.5, leading: 1.35, before: 3, color: Grey}),
	}
	h := s.para(document.Plain(c.ref.Contents), "", style{size: 13, face: layout.Bold, leading: 1.3, before: 12, keep: true})
	h.strokes = append(h.strokes, Stroke{From: layout.Pt(0, h.height+1), To: layout.Pt(s.width, h.height+1), Width: 0.35})
	h.height += 2.5
	h.marks = []Mark{{Title: c.ref.Contents, Level: 0, ID: contentsID}}
	out = append(out, h)
	for _, p := range c.ref.Parts {
		out = append(out, c.entry(p.Number, p.Heading, p.ID, 0))
		for _, b := range p.Blocks {
			if b.Kind == document.Statement && b.Label != "" {
				out = append(out, c.entry(b.Label, b.Text.Plain(), b.ID, 1))
			}
		}
	}
	return out
}

// entry is one line of the contents: a number, the words (cut to fit
// the line) and, once known, the page number, the whole line leading to
// the anchor.
func (c *composer) entry(number, words, target string, level int) box {
	s := &c.set
	st := style{size: 10, face: layout.Bold, leading: 1.3, before: 1.8, labelFace: layout.Bold, indent: numbers}
	if level > 0 {
		st = style{size: 8.5, leading: 1.25, before: 0.1, label: numbers, labelFace: layout.Regular, indent: numbers + 9}
	}
	text := s.fit(words, st.face, st.size, s.width-st.indent-pageColumn)
	b := s.para(content.Text{{Text: text}}, number, st)
	b.keep = level == 0 // a part's entry stays with its first statement's
	b.links = []boxLink{{rect: layout.Rect{Max: layout.Pt(s.width, b.height)}, target: target}}
	_, base := s.lineMetrics(st.size, st.leading)
	b.fill = func(anchors map[string]Mark) []Run {
		a, ok := anchors[target]
		if !ok {
			return nil
		}
		num := strconv.Itoa(a.Page + 1)
		w := s.fonts.Face(st.face).Width(num, st.size)
		return []Run{s.run(num, st.face, st.size, s.width-w, base, Black)}
	}
	return b
}

// table sets a table: the header row in bold, the first column's labels
// broken to fit, the figures right-aligned in columns as wide as the
// widest, with rules under the header and the last row.
func (c *composer) table(grid [][]string) box {
	s := &c.set
	size := layout.Points(9.5)
	lead, base := s.lineMetrics(size, 1.3)
	if len(grid) == 0 {
		return box{}
	}
	cols := len(grid[0]) - 1
	colW := Millimetres(18)
	for i, row := range grid {
		face := layout.Regular
		if i == 0 {
			face = layout.Bold
		}
		for _, cell := range row[1:] {
			colW = max(colW, s.fonts.Face(face).Width(cell, size)+4)
		}
	}
	labelW := s.width - Millimetres(cols)*colW
	b := box{before: 2.5}
	y := Millimetres(0)
	for i, row := range grid {
		face := layout.Regular
		if i == 0 {
			face = layout.Bold
		}
		lines := s.fonts.BreakParagraph(content.Text{{Text: row[0]}}, face, size, labelW-3, labelW-3)
		for k, line := range lines {
			for _, r := range line {
				r.Pos = layout.Pt(r.Pos.X, y+Millimetres(k)*lead+base)
				b.runs = append(b.runs, Run{TextRun: r})
			}
		}
		for j, cell := range row[1:] {
			w := s.fonts.Face(face).Width(cell, size)
			right := labelW + Millimetres(j+1)*colW
			b.runs = append(b.runs, s.run(cell, face, size, right-w, y+base, Black))
		}
		y += Millimetres(max(len(lines), 1)) * lead
		if i == 0 || i == len(grid)-1 {
			b.strokes = append(b.strokes, Stroke{From: layout.Pt(0, y+0.6), To: layout.Pt(s.width, y+0.6), Width: 0.25})
			y += 1.2
		}
		if i > 0 {
			b.cuts = append(b.cuts, y)
		}
	}
	b.height = y
	return b
}
