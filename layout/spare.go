package layout

import (
	"strconv"

	"github.com/rulecard/rulecard/content"
)

// The spare paper's typography and the look of the drawn lines, in points
// and millimetres. The spare paper is set at fixed sizes: only the card is
// fitted.
const (
	spareSize     Points = 10 // instructions, legend and scale captions
	spareHeadSize Points = 11 // the instructions' heading
	labelSize     Points = 7  // fold and tear labels

	// spareTop is the distance from the strip's bottom edge to the top of
	// the instructions; labelGap from that edge to the labels' tops.
	spareTop Millimetres = 13
	labelGap Millimetres = 1.6
	// sheetMargin keeps the spare paper's text clear of the sheet's right
	// and bottom edges.
	sheetMargin Millimetres = 8

	foldWidth Millimetres = 0.35
	tearWidth Millimetres = 0.4
	barWidth  Millimetres = 0.5
	tickWidth Millimetres = 0.3
	// scaleLength is the scale bar's length: measured on the print, it
	// shows whether the sheet was printed at 100 %.
	scaleLength Millimetres = 50
	sampleLen   Millimetres = 18 // a whole number of both dash patterns, ending on a dash
)

// foldDash and tearDash are the dash patterns of fold lines (even dashes)
// and fold-and-tear edges (long dash, dot), in mm, on then off.
func foldDash() []Millimetres { return []Millimetres{3, 2} }
func tearDash() []Millimetres { return []Millimetres{7, 1.5, 1, 1.5} }

// spare draws the folds and tears with their labels, and sets the spare
// paper: the instructions on the left, the legend and the scale bar on
// the right.
func (c *composer) spare(s *Sheet, loc *content.Locale) error {
	sw := loc.Sheet
	c.foldsAndTears(s, sw)
	top := c.panel.H + spareTop
	bottom := c.instructions(s, sw, top)
	if b := c.legendAndScale(s, sw, top); b > bottom {
		bottom = b
	}
	if limit := s.Paper.Size().H - sheetMargin; bottom > limit {
		return &PanelError{Panel: c.panel, Paper: s.Paper, Short: bottom - limit}
	}
	return nil
}

// foldsAndTears draws the three fold lines, labelled below the strip, and
// the two fold-and-tear edges: the bottom of the strip, across the whole
// sheet, and the right edge of panel 4.
func (c *composer) foldsAndTears(s *Sheet, sw content.SheetWords) {
	w, h := c.panel.W, c.panel.H
	paper := s.Paper.Size()
	labelY := h + labelGap + c.fonts.Face(Bold).ascentMM(labelSize)
	for i := 1; i <= 3; i++ {
		x := Millimetres(i) * w
		s.Strokes = append(s.Strokes, Stroke{From: Pt(x, 0), To: Pt(x, h), Kind: Fold, Width: foldWidth, Dash: foldDash()})
		c.label(s, FoldLabel, sw.Fold, x, labelY, 0)
	}
	s.Strokes = append(s.Strokes, Stroke{From: Pt(0, h), To: Pt(paper.W, h), Kind: FoldTear, Width: tearWidth, Dash: tearDash()})
	c.label(s, TearLabel, sw.FoldTear, w/2, labelY, 0)
	c.label(s, TearLabel, sw.FoldTear, 3.5*w, labelY, 0)
	if x := 4 * w; x < paper.W {
		s.Strokes = append(s.Strokes, Stroke{From: Pt(x, 0), To: Pt(x, h), Kind: FoldTear, Width: tearWidth, Dash: tearDash()})
		if paper.W-x >= 2*labelGap+labelSize.Millimetres()+sheetMargin/2 {
			c.label(s, TearLabel, sw.FoldTear, x+labelGap+c.fonts.Face(Bold).ascentMM(labelSize), h/2, 90)
		}
	}
}

// label adds a one-line bold label centred on x (angle 0) or, turned to
// read upwards (angle 90), centred on y; nothing when text is empty.
func (c *composer) label(s *Sheet, role Role, text string, x, y Millimetres, angle int) {
	if text == "" {
		return
	}
	width := c.fonts.Face(Bold).Width(text, labelSize)
	pos := Pt(x-width/2, y)
	if angle == 90 {
		pos = Pt(x, y+width/2)
	}
	run := TextRun{Pos: pos, Face: Bold, Size: labelSize, Text: text, Width: width, Angle: angle}
	s.Blocks = append(s.Blocks, Block{Role: role, Panel: -1, Lines: []Line{{Baseline: y, Runs: []TextRun{run}}}})
}

// column sets paragraphs down a column of the spare paper.
type column struct {
	c        *composer
	sheet    *Sheet
	x, width Millimetres
	baseline Millimetres // the last line's baseline
}

// add sets t (its runs' faces with add's bits added) at size, starting a
// gap (in lines) below the last line, with every line indented by indent
// mm, and adds it to the sheet as a block with the marker (when it has
// words). It returns the first line's baseline: an empty text still takes
// a line.
func (col *column) add(role Role, t content.Text, add Face, size Points, gap float64, indent Millimetres, marker string) Millimetres {
	em := size.Millimetres()
	gs := markBreaks(col.c.fonts.shape(nil, t, add))
	w := float64((col.width - indent) / em)
	b := Block{Role: role, Panel: -1}
	first := col.baseline + Millimetres(gap)*em*leading + em*leading
	lines := breakLines(gs, w, w)
	if role == Instructions {
		lines = balance(gs, w)
	}
	y := first
	for i, sp := range lines {
		if i > 0 {
			y += em * leading
		}
		b.Lines = append(b.Lines, Line{Baseline: y, Runs: lineRuns(gs, sp, col.x+indent, y, size), Hyphenated: sp.hyph})
	}
	col.baseline = y
	if len(b.Lines) > 0 {
		if marker != "" {
			b.Marker = &TextRun{Pos: Pt(col.x, first), Face: Bold, Size: size, Text: marker,
				Width: col.c.fonts.Face(Bold).Width(marker, size)}
		}
		col.sheet.Blocks = append(col.sheet.Blocks, b)
	}
	return first
}

// instructions sets the printing and folding instructions from top down
// the left column: the heading, the numbered steps, the notes. It returns
// how low they reach.
func (c *composer) instructions(s *Sheet, sw content.SheetWords, top Millimetres) Millimetres {
	right := 2*c.panel.W - gutter
	col := &column{c: c, sheet: s, x: c.box.left[0], width: right - c.box.left[0]}
	col.baseline = top + c.fonts.Face(Bold).ascentMM(spareHeadSize) - spareHeadSize.Millimetres()*leading
	col.add(Instructions, sw.Instructions, Bold, spareHeadSize, 0, 0, "")
	reg := c.fonts.Face(Regular)
	indent := reg.Width("0.", spareSize) + spareSize.Millimetres()*0.6
	for i, step := range sw.Steps {
		col.add(Step, step, Regular, spareSize, 0.35, indent, strconv.Itoa(i+1)+".")
	}
	for _, note := range sw.Notes {
		col.add(Note, note, Regular, spareSize, 0.6, 0, "")
	}
	return col.baseline + reg.descentMM(spareSize)
}

// legendAndScale sets, down the right column from top, a sample of each
// line kind with its caption, then the 50 mm scale bar with its end ticks
// and caption. It returns how low they reach.
func (c *composer) legendAndScale(s *Sheet, sw content.SheetWords, top Millimetres) Millimetres {
	x := c.box.left[2]
	paper := s.Paper.Size()
	col := &column{c: c, sheet: s, x: x + sampleLen + 4, width: paper.W - sheetMargin - (x + sampleLen + 4)}
	reg := c.fonts.Face(Regular)
	capMid := Millimetres(float64(reg.CapHeight)/float64(reg.UnitsPerEm)) * spareSize.Millimetres() / 2
	col.baseline = top + reg.ascentMM(spareSize) - spareSize.Millimetres()*leading
	for i, kind := range []StrokeKind{Fold, FoldTear} {
		caption, width, dash := sw.LegendFold, foldWidth, foldDash()
		if kind == FoldTear {
			caption, width, dash = sw.LegendTear, tearWidth, tearDash()
		}
		gap := 0.0
		if i > 0 {
			gap = 0.9
		}
		y := col.add(Legend, content.Text{{Text: caption}}, Regular, spareSize, gap, 0, "") - capMid
		s.Strokes = append(s.Strokes, Stroke{From: Pt(x, y), To: Pt(x+sampleLen, y), Kind: kind,
			Width: width, Dash: dash, Sample: true})
	}
	barY := col.baseline + 9
	c.scaleBar(s, x, barY)
	col.x, col.width = x, paper.W-sheetMargin-x
	col.baseline = barY + 2.5
	col.add(Scale, content.Text{{Text: sw.Scale}}, Regular, spareSize, 0.2, 0, "")
	return col.baseline + reg.descentMM(spareSize)
}

// scaleBar draws the 50 mm bar from (x, y) to the right, with a tick at
// each end and every 10 mm (the end ticks longer).
func (c *composer) scaleBar(s *Sheet, x, y Millimetres) {
	s.Strokes = append(s.Strokes, Stroke{From: Pt(x, y), To: Pt(x+scaleLength, y), Kind: ScaleBar, Width: barWidth})
	for t := Millimetres(0); t <= scaleLength; t += 10 {
		half := Millimetres(1.2)
		if t == 0 || t == scaleLength {
			half = 2.5
		}
		s.Strokes = append(s.Strokes, Stroke{From: Pt(x+t, y-half), To: Pt(x+t, y+half), Kind: ScaleBar, Width: tickWidth})
	}
}
