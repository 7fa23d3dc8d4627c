package layout

import "math"

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
	// splits counts the statements carried on from one panel to the next.
	splits int
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
	first, rest := c.measures(s, size)
	if s.role == Title || s.role == Tagline || s.role == Heading {
		return s.paragraph().balance(first)
	}
	return s.paragraph().breakLines(first, rest)
}

// measures returns the widths of source s's first and other lines at body
// size size, in ems of its own size (a balanced paragraph, the title, the
// tagline or a heading, is set at the first).
func (c *composer) measures(s *source, size Points) (first, rest float64) {
	em := float64(Points(float64(size) * s.scale).Millimetres())
	w := float64(c.box.width) / em
	if s.role == Title || s.role == Tagline || s.role == Heading {
		return w, w
	}
	return w - s.first, w - s.rest
}

// paragraph returns s's glyphs prepared for breaking, made on first use.
func (s *source) paragraph() *para {
	if s.para == nil {
		s.para = newPara(s.gs)
	}
	return s.para
}

// galleyLine is one line of the galley: the card's lines in reading
// order, before they are put on panels.
type galleyLine struct {
	src, line int
	asc, desc Millimetres
	// at is the distance from the galley's first baseline to this line's
	// when every line so far is on one panel (gaps included): the height
	// from line j to line k on a panel is at[k] - at[j]. gaps is the part
	// of it that is gaps between paragraphs, which a full panel may
	// shrink (by up to gapShrink of each).
	at, gaps Millimetres
	// start says whether a panel may start at this line, and at what cost.
	start breakKind
}

// breakKind says whether a panel may start at a line of the galley.
type breakKind uint8

const (
	// never: the line is glued to the one before (after a heading, inside
	// a short statement, next to a hyphenated line, one line from a
	// statement's end).
	never breakKind = iota
	// between: the line starts a statement; a panel may start here freely.
	between
	// inside: the line is inside a statement that fits no panel; it may
	// be split here, with a continuation mark.
	inside
	// optional: inside a statement that would fit a panel; allowed only
	// when splits are (see fit), at a cost.
	optional
)

// galley is the card broken into lines at one body size.
type galley struct {
	size  Points
	lines [][]span
	all   []galleyLine
	boxH  Millimetres
}

// galleyAt breaks every source at body size size and measures the lines.
func (c *composer) galleyAt(size Points) *galley {
	g := &galley{size: size, lines: make([][]span, len(c.srcs)), boxH: c.box.bottom - c.box.top}
	n := 0
	for i := range c.srcs {
		g.lines[i] = c.breakSource(&c.srcs[i], size)
		n += len(g.lines[i])
	}
	g.all = make([]galleyLine, 0, n)
	// The lines stand one under the other: each with its source's metrics,
	// its distance from the first line's baseline and the gaps between
	// paragraphs within that distance (see galleyLine).
	var at, gaps, below Millimetres
	for si := range c.srcs {
		m := c.metrics(&c.srcs[si], size)
		for li := range g.lines[si] {
			if len(g.all) > 0 {
				at += below + m.above
				if li == 0 {
					at += m.gap
					gaps += m.gap
				}
			}
			g.all = append(g.all, galleyLine{src: si, line: li, asc: m.asc, desc: m.desc, at: at, gaps: gaps})
			below = m.below
		}
	}
	c.markStarts(g)
	return g
}

// gapShrink is how much of each gap between paragraphs a full panel may
// take away (the gaps of one panel shrink alike, no more than it needs).
const gapShrink = 0.6

// height returns how tall lines [j, k) of the galley stand on one panel,
// from the first line's ascent to the last line's descent, with the gaps
// at their full size.
func (g *galley) height(j, k int) Millimetres {
	return g.all[j].asc + g.all[k-1].at - g.all[j].at + g.all[k-1].desc
}

// shrinkable returns how much lines [j, k) may give up of their gaps.
func (g *galley) shrinkable(j, k int) Millimetres {
	return gapShrink * (g.all[k-1].gaps - g.all[j].gaps)
}

// fits reports whether lines [j, k) fit on one panel, their gaps shrunk
// if they must be, and the share of what may shrink that they need to (0
// when they fit as they are).
func (g *galley) fits(j, k int) (ok bool, squeeze float64) {
	over := g.height(j, k) - g.boxH
	if over <= 1e-9 {
		return true, 0
	}
	sh := g.shrinkable(j, k)
	if over > sh+1e-9 {
		return false, 0
	}
	return true, float64(over / sh)
}

// markStarts decides where a panel may start: before a statement, unless
// the paragraph before is kept with it (the title, a heading); inside a
// statement only at a line boundary that leaves two lines or more on each
// side and does not follow a hyphenated line, freely when the statement
// (with the heading it follows) is taller than a panel, else only as an
// optional split.
func (c *composer) markStarts(g *galley) {
	first := 0 // index in g.all of the current source's first line
	for si := range c.srcs {
		n := len(g.lines[si])
		if n == 0 {
			continue
		}
		kept := si > 0 && c.srcs[si-1].keep
		if first > 0 && !kept {
			g.all[first].start = between
		}
		if !c.srcs[si].keep {
			kind := optional
			if c.tooTall(g, si, first, kept) {
				kind = inside
			}
			for li := 2; li <= n-2; li++ {
				if !g.lines[si][li-1].hyph {
					g.all[first+li].start = kind
				}
			}
		}
		first += n
	}
}

// tooTall reports whether source si (its lines from galley index first)
// cannot stand on one panel: alone, or after the heading it is kept with.
func (c *composer) tooTall(g *galley, si, first int, kept bool) bool {
	end := first + len(g.lines[si])
	if ok, _ := g.fits(first, end); !ok {
		return true
	}
	if kept {
		ok, _ := g.fits(first-len(g.lines[si-1]), end)
		return !ok
	}
	return false
}

// splitCost is what carrying a statement on to the next panel costs
// against the balance of the panels (at most 4, the sum of four squared
// fills): any split costs more than any balance.
const splitCost = 10

// squeezeCost is what shrinking a panel's gaps as far as they go costs
// against the balance: it is done only where it spares a split or a size.
const squeezeCost = 0.5

// paginate puts the galley's lines on the four panels: it chooses the
// panel breaks, among those markStarts allows (optional splits only with
// splits set), so that every panel fits and the panels are as even as
// they can be: the fewest splits first, then the least sum of squared
// fills. Panels may stay empty at the end.
func (c *composer) paginate(g *galley, splits bool) *flow {
	n := len(g.all)
	const panels = 4
	inf := math.Inf(1)
	cost := make([][panels + 1]float64, n+1)
	from := make([][panels + 1]int, n+1)
	for k := range cost {
		for p := range cost[k] {
			cost[k][p] = inf
		}
	}
	cost[0][0] = 0
	for p := range panels {
		for j := 0; j <= n; j++ {
			if cost[j][p] == inf || (j > 0 && j < n && !g.startsOK(j, splits)) {
				continue
			}
			if j == n {
				relax(cost, from, n, p+1, cost[j][p], j)
				continue
			}
			for k := j + 1; k <= n; k++ {
				ok, squeeze := g.fits(j, k)
				if !ok {
					break
				}
				if k < n && !g.startsOK(k, splits) {
					continue
				}
				fill := min(float64(g.height(j, k)/g.boxH), 1)
				v := cost[j][p] + fill*fill + squeeze*squeezeCost
				if k < n && g.all[k].start != between {
					v += splitCost
				}
				relax(cost, from, k, p+1, v, j)
			}
		}
	}
	f := &flow{size: g.size, lines: g.lines}
	if cost[n][panels] == inf {
		f.over = c.overflowOf(g, cost)
		return f
	}
	c.place(g, f, from)
	return f
}

// relax lowers cost[k][p] to v, coming from line j, when v is lower.
func relax(cost [][5]float64, from [][5]int, k, p int, v float64, j int) {
	if v < cost[k][p] {
		cost[k][p], from[k][p] = v, j
	}
}

// startsOK reports whether a panel may start at galley line k.
func (g *galley) startsOK(k int, splits bool) bool {
	switch g.all[k].start {
	case between, inside:
		return true
	case optional:
		return splits
	}
	return false
}

// place sets the placements and fills of f from the chosen breaks.
func (c *composer) place(g *galley, f *flow, from [][5]int) {
	var starts [5]int
	starts[4] = len(g.all)
	for p := 4; p > 0; p-- {
		starts[p-1] = from[starts[p]][p]
	}
	f.placed = make([]placement, 0, len(g.all))
	for p := range 4 {
		j, k := starts[p], starts[p+1]
		if j == k {
			continue
		}
		if j > 0 && g.all[j].line > 0 {
			f.splits++
		}
		_, squeeze := g.fits(j, k)
		shrink := Millimetres(squeeze * gapShrink)
		top := c.box.top + g.all[j].asc
		for i := j; i < k; i++ {
			y := top + g.all[i].at - g.all[j].at - shrink*(g.all[i].gaps-g.all[j].gaps)
			f.placed = append(f.placed, placement{g.all[i].src, g.all[i].line, p, y})
		}
		f.fill[p] = min(float64(g.height(j, k)/g.boxH), 1)
	}
}

// overflowOf names what does not fit: from the farthest line at which
// one of the first three panels can end, the first line that does not fit
// the panel it would start, and how much taller than the panels left the
// rest of the card is.
func (c *composer) overflowOf(g *galley, cost [][5]float64) *overflow {
	start, left := 0, 4
	for k := 1; k < len(g.all); k++ {
		if !g.startsOK(k, true) {
			continue
		}
		for p := 1; p <= 3; p++ {
			if cost[k][p] < math.Inf(1) {
				start, left = k, 4-p
				break
			}
		}
	}
	bad := start
	for bad+1 < len(g.all) {
		if ok, _ := g.fits(start, bad+1); !ok {
			break
		}
		bad++
	}
	by := g.height(start, len(g.all)) - g.shrinkable(start, len(g.all)) - Millimetres(left)*g.boxH
	return &overflow{section: c.srcs[g.all[bad].src].section, by: max(by, 0.01)}
}
