package layout

// placement is where one line of a source went.
type placement struct {
	src, line int
	panel     int
	baseline  Millimetres
}

// overflow says what did not fit: the section of the first line that
// found no room, and how much more height the strip would need.
type overflow struct {
	section string
	by      Millimetres
}

// flow is the card set at one body size: every source's lines and where
// each went.
type flow struct {
	size   Points
	lines  [][]span
	placed []placement
	fill   [4]float64
	over   *overflow
}

// vmetrics are a source's vertical measures at one body size, in mm: the
// parts of the leading above and below the baseline, the font's ascent and
// descent, and the gap before the paragraph.
type vmetrics struct {
	above, below, asc, desc, gap Millimetres
}

// metrics returns source s's vertical measures at body size size.
func (c *composer) metrics(s *source, size Points) vmetrics {
	sz := Points(float64(size) * s.scale)
	ff := c.fonts.Face(Regular)
	lead := sz.Millimetres() * leading
	return vmetrics{
		above: lead * 0.75,
		below: lead * 0.25,
		asc:   ff.ascentMM(sz),
		desc:  ff.descentMM(sz),
		gap:   Millimetres(s.gap) * size.Millimetres() * leading,
	}
}

// breakSource breaks source s's paragraph at body size size.
func (c *composer) breakSource(s *source, size Points) []span {
	em := float64(Points(float64(size) * s.scale).Millimetres())
	w := float64(c.box.width) / em
	if s.role == Title || s.role == Tagline || s.role == Heading {
		return balance(s.gs, w)
	}
	return breakLines(s.gs, w-s.first, w-s.rest)
}

// cursor tracks the flow down the panels: the panel, the last baseline and
// how far below it that line reaches (nothing yet when empty).
type cursor struct {
	panel    int
	baseline Millimetres
	below    Millimetres
	empty    bool
}

// next returns where a line with metrics m goes after the cursor: at the
// top of an empty panel, or below the last line (with the gap when it
// starts a paragraph).
func (c *composer) next(cur cursor, m vmetrics, starts bool) Millimetres {
	if cur.empty {
		return c.box.top + m.asc
	}
	y := cur.baseline + cur.below + m.above
	if starts {
		y += m.gap
	}
	return y
}

// flowAt sets the card at body size size: it breaks every source and
// places the lines down the panels, moving to the next panel when a line
// would cross the bottom of the text area. A heading is never the last
// line of a panel, a paragraph of three lines or fewer is never split, and
// a split leaves at least two lines on each side.
func (c *composer) flowAt(size Points) *flow {
	f := &flow{size: size, lines: make([][]span, len(c.srcs))}
	n := 0
	for i := range c.srcs {
		f.lines[i] = c.breakSource(&c.srcs[i], size)
		n += len(f.lines[i])
	}
	f.placed = make([]placement, 0, n)
	cur := cursor{empty: true}
	var lowest [4]Millimetres
	for si := range c.srcs {
		s := &c.srcs[si]
		m := c.metrics(s, size)
		for li := range f.lines[si] {
			y := c.next(cur, m, li == 0)
			sj, lj := c.keepEnd(f, si, li)
			if c.reach(f, cur, size, si, li, sj, lj) > c.box.bottom && !cur.empty && f.over == nil {
				if cur.panel == 3 {
					f.over = &overflow{section: s.section}
				} else {
					cur = cursor{panel: cur.panel + 1, empty: true}
					y = c.next(cur, m, true)
				}
			}
			f.placed = append(f.placed, placement{si, li, cur.panel, y})
			cur = cursor{panel: cur.panel, baseline: y, below: m.below}
			lowest[cur.panel] = max(lowest[cur.panel], y+m.desc)
		}
	}
	for p, low := range lowest {
		if low > 0 {
			f.fill[p] = float64((low - c.box.top) / (c.box.bottom - c.box.top))
		}
	}
	if f.over != nil {
		f.over.by = lowest[3] - c.box.bottom
	}
	return f
}

// keepTo returns the last line of an n-line paragraph that must share a
// panel with line li.
func keepTo(n, li int) int {
	switch {
	case li == 0 && n <= 3:
		return n - 1
	case li == 0:
		return 1
	case li == n-2:
		return n - 1
	}
	return li
}

// keepEnd returns the last line (source and line) that must share a panel
// with line li of source si: a kept source (a heading) takes the next
// source's first lines with it.
func (c *composer) keepEnd(f *flow, si, li int) (int, int) {
	n := len(f.lines[si])
	lj := keepTo(n, li)
	if c.srcs[si].keep && lj == n-1 && si+1 < len(c.srcs) && len(f.lines[si+1]) > 0 {
		return si + 1, keepTo(len(f.lines[si+1]), 0)
	}
	return si, lj
}

// reach returns how low the lines from (si, li) to (sj, lj) reach when
// placed after cur on the same panel.
func (c *composer) reach(f *flow, cur cursor, size Points, si, li, sj, lj int) Millimetres {
	var bottom Millimetres
	for s := si; s <= sj; s++ {
		m := c.metrics(&c.srcs[s], size)
		from, to := 0, len(f.lines[s])-1
		if s == si {
			from = li
		}
		if s == sj {
			to = lj
		}
		for l := from; l <= to; l++ {
			y := c.next(cur, m, l == 0)
			cur = cursor{panel: cur.panel, baseline: y, below: m.below}
			bottom = y + m.desc
		}
	}
	return bottom
}
