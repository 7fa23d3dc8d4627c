package layout

import "math"

// The costs total fit weighs breaks with. A line costs more than any mix
// of the rest, so the fewest lines always win; a hyphen is worth taking
// when it spares a line or evens out lines that are loose.
const (
	lineCost      = 10000 // every line
	raggedCost    = 2500  // times the square of a line's shortfall, as a share of the measure
	hyphenCost    = 1500  // a line that ends in a hyphen
	twoHyphenCost = 3000  // a hyphenated line after a hyphenated line
	runtCost      = 2000  // a last line of one word, when there are two lines or more
	spaceCost     = 20000 // a break at a space that is no break opportunity (a spaced dash starts the line)
)

// breakAt is a place a line may end and the next begin: the next line
// starts at glyph start (len(gs) for the paragraph's end).
type breakAt struct {
	start int
	// end is where the line before ends (the spaces at the break
	// dropped), hyph whether it ends in a hyphen; extra is the cost of
	// breaking here.
	end   int
	hyph  bool
	extra float64
	// endAt and startAt are the advances before end and start, hyw the
	// hyphen's when the line ends in one, 0 when not (set by newPara).
	endAt, startAt, hyw float64
}

// breakPoints lists the places a paragraph may break, in order, the
// paragraph's end last.
func breakPoints(gs []glyph) []breakAt {
	out := make([]breakAt, 0, len(gs)/4+1)
	for i := 1; i < len(gs); i++ {
		g := &gs[i]
		switch {
		case g.brk:
			out = append(out, breakAt{start: i, end: trimEnd(gs, i)})
		case g.hyph:
			out = append(out, breakAt{start: i, end: i, hyph: true, extra: hyphenCost})
		case gs[i-1].r == ' ' && g.r != ' ':
			out = append(out, breakAt{start: i, end: trimEnd(gs, i), extra: spaceCost})
		}
	}
	return append(out, breakAt{start: len(gs), end: trimEnd(gs, len(gs))})
}

// trimEnd returns e less the spaces before it.
func trimEnd(gs []glyph, e int) int {
	for e > 0 && gs[e-1].r == ' ' {
		e--
	}
	return e
}

// para is a paragraph prepared for breaking at any measure: its glyphs,
// the advance before each glyph and its break points, all in ems and so
// the same at every type size; best and from are room for totalFit.
type para struct {
	gs   []glyph
	at   []float64 // at[i]: the advance of glyphs [0, i)
	bps  []breakAt
	best []float64
	from []int
}

// newPara prepares the paragraph gs.
func newPara(gs []glyph) *para {
	p := &para{gs: gs, at: make([]float64, len(gs)+1)}
	for i, g := range gs {
		p.at[i+1] = p.at[i] + g.adv
	}
	if len(gs) > 0 {
		p.bps = breakPoints(gs)
	}
	for k := range p.bps {
		b := &p.bps[k]
		b.endAt, b.startAt = p.at[b.end], p.at[b.start]
		if b.hyph {
			b.hyw = gs[b.start].hyw
		}
	}
	p.best = make([]float64, len(p.bps))
	p.from = make([]int, len(p.bps))
	return p
}

// totalFit breaks the paragraph by total fit; nil when some word is
// wider than a line.
func totalFit(gs []glyph, first, rest float64) []span {
	return newPara(gs).totalFit(first, rest)
}

// totalFit breaks the paragraph by total fit, the first line first ems
// wide and the others rest; nil when some word is wider than a line.
func (p *para) totalFit(first, rest float64) []span {
	if !p.fit(first, rest) {
		return nil
	}
	return spansOf(p.gs, p.bps, p.from, p.at)
}

// fit breaks the paragraph by total fit into p.best and p.from, and
// reports whether it can be: false when some word is wider than a line
// (or there is nothing to break).
func (p *para) fit(first, rest float64) bool {
	gs, bps := p.gs, p.bps
	if len(gs) == 0 {
		return false
	}
	// best[k] is the least cost of breaking the paragraph up to break k,
	// from[k] the break before it (-1: the paragraph's start).
	best, from := p.best, p.from
	for k := range bps {
		best[k], from[k] = math.Inf(1), -2
	}
	for j := -1; j < len(bps)-1; j++ {
		start, startAt, base, limit := 0, 0.0, 0.0, first
		prevHyph := false
		if j >= 0 {
			if from[j] == -2 {
				continue
			}
			start, startAt, base, limit, prevHyph = bps[j].start, bps[j].startAt, best[j], rest, bps[j].hyph
		}
		for k := j + 1; k < len(bps); k++ {
			b := &bps[k]
			w := b.endAt - startAt + b.hyw // as (at[end] - at[start]) + hyw
			if w > limit+1e-9 {
				break
			}
			c := base + lineCost + b.extra
			if k == len(bps)-1 {
				if j >= 0 && oneWord(gs, start, b.end) {
					c += runtCost
				}
			} else {
				short := (limit - w) / limit
				c += raggedCost * short * short
				if b.hyph && prevHyph {
					c += twoHyphenCost
				}
			}
			if c < best[k] {
				best[k], from[k] = c, j
			}
		}
	}
	return from[len(bps)-1] != -2
}

// oneWord reports whether glyphs [s, e) hold one word: no break
// opportunity inside.
func oneWord(gs []glyph, s, e int) bool {
	for i := s + 1; i < e; i++ {
		if gs[i].brk {
			return false
		}
	}
	return true
}

// spansOf follows the chosen breaks back from the paragraph's end and
// returns the lines in order.
func spansOf(gs []glyph, bps []breakAt, from []int, at []float64) []span {
	n := 0
	for k := len(bps) - 1; k >= 0; k = from[k] {
		n++
	}
	lines := make([]span, n)
	for k := len(bps) - 1; k >= 0; k = from[k] {
		n--
		start := 0
		if from[k] >= 0 {
			start = bps[from[k]].start
		}
		b := bps[k]
		w := at[b.end] - at[start]
		if b.hyph {
			w += gs[b.start].hyw
		}
		lines[n] = span{start: start, end: b.end, width: w, hyph: b.hyph}
	}
	return lines
}
