package layout

// blocks groups the placed lines of flow f into blocks: one per source
// and panel (a statement split across two panels gives two), a glossary
// entry giving a Term and a Definition block.
func (c *composer) blocks(f *flow) []Block {
	var out []Block
	for i := 0; i < len(f.placed); {
		j := i + 1
		for j < len(f.placed) && f.placed[j].src == f.placed[i].src && f.placed[j].panel == f.placed[i].panel {
			j++
		}
		out = c.appendBlocks(out, f, f.placed[i:j])
		i = j
	}
	return out
}

// lineStart returns where line li of source s starts: the panel's text
// edge plus the line's indent.
func (c *composer) lineStart(s *source, li, panel int, em Millimetres) Millimetres {
	ind := s.rest
	if li == 0 {
		ind = s.first
	}
	return c.box.left[panel] + Millimetres(ind)*em
}

// appendBlocks appends the blocks of one source's lines on one panel.
func (c *composer) appendBlocks(out []Block, f *flow, group []placement) []Block {
	first := group[0]
	s := &c.srcs[first.src]
	size := Points(float64(f.size) * s.scale)
	em := size.Millimetres()
	lines := f.lines[first.src]
	b := Block{Role: s.role, Panel: first.panel, Section: s.section, ID: s.id, Continued: first.line > 0}
	if s.role == Term {
		return c.appendEntry(out, b, s, lines, group, size)
	}
	for _, pl := range group {
		sp := lines[pl.line]
		x := c.lineStart(s, pl.line, pl.panel, em)
		b.Lines = append(b.Lines, Line{Baseline: pl.baseline, Runs: lineRuns(s.gs, sp, x, pl.baseline, size), Hyphenated: sp.hyph})
	}
	if s.role == Item && first.line == 0 {
		b.Marker = c.mark(bullet, Pt(c.box.left[first.panel], first.baseline), size)
	}
	return append(out, b)
}

// appendEntry appends a glossary entry's lines on one panel as a Term
// block and a Definition block; they share the line where the term ends
// and the definition, after its dash, begins.
func (c *composer) appendEntry(out []Block, b Block, s *source, lines []span, group []placement, size Points) []Block {
	em := size.Millimetres()
	term, def := b, b
	term.Role, def.Role = Term, Definition
	def.Continued = lines[group[0].line].start > s.defAt
	for _, pl := range group {
		sp := lines[pl.line]
		x := c.lineStart(s, pl.line, pl.panel, em)
		if r := partRuns(s.gs, sp, 0, s.sepAt-1, x, pl.baseline, size); r != nil {
			term.Lines = append(term.Lines, Line{Baseline: pl.baseline, Runs: r, Hyphenated: sp.hyph && sp.end < s.sepAt})
		}
		if r := partRuns(s.gs, sp, s.defAt, len(s.gs), x, pl.baseline, size); r != nil {
			def.Lines = append(def.Lines, Line{Baseline: pl.baseline, Runs: r, Hyphenated: sp.hyph})
		}
		if sp.start <= s.sepAt && s.sepAt < sp.end {
			dx := Millimetres(advance(s.gs[sp.start:s.sepAt])) * em
			def.Marker = c.mark(s.sep, Pt(x+dx, pl.baseline), size)
		}
	}
	if len(term.Lines) > 0 {
		out = append(out, term)
	}
	if len(def.Lines) > 0 {
		out = append(out, def)
	}
	return out
}

// partRuns returns the runs of glyphs [a, b) of a paragraph that lie on
// line sp, which starts at x; nil when none do.
func partRuns(gs []glyph, sp span, a, b int, x, y Millimetres, size Points) []TextRun {
	lo, hi := max(sp.start, a), min(sp.end, b)
	if lo >= hi {
		return nil
	}
	x += Millimetres(advance(gs[sp.start:lo])) * size.Millimetres()
	part := span{start: lo, end: hi, hyph: sp.hyph && hi == sp.end}
	return lineRuns(gs, part, x, y, size)
}

// advance returns the glyphs' total advance in ems.
func advance(gs []glyph) float64 {
	w := 0.0
	for _, g := range gs {
		w += g.adv
	}
	return w
}

// mark returns a marker run: one regular character at pos.
func (c *composer) mark(r rune, pos Point, size Points) *TextRun {
	ff := c.fonts.Face(Regular)
	return &TextRun{Pos: pos, Face: Regular, Size: size, Text: string(r), Width: Millimetres(ff.Advance(r)) * size.Millimetres()}
}
