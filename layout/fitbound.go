package layout

import "math"

// A type size too large for the card is ruled out without breaking its
// lines, from a bound on how tall the card stands at that size: fit
// skips it as paginate would (see cannotFit). Only the smallest size is
// always set, so that an overflow names what overflows.

// fewestLines returns a number of lines that source s's paragraph is never
// set in fewer of at body size size, however breakLines or balance breaks
// it: 0 for an empty paragraph, else 1 or more. Every line is at most its
// measure wide (and 1e-9 ems, the fit's tolerance) when no glyph is wider
// than a line, and all the lines hold the paragraph's advance less one
// space at each break (shape collapses white space), so L lines need
//
//	advance - (L-1)*space <= first + (L-1)*rest + L*1e-9.
func (c *composer) fewestLines(s *source, size Points) int {
	p := s.paragraph()
	if len(p.gs) == 0 {
		return 0
	}
	first, rest := c.measures(s, size)
	if p.widest > min(first, rest) || rest+p.space <= 0 {
		return 1
	}
	x := (p.at[len(p.gs)] - first - 1e-9) / (rest + p.space + 1e-9) // at most L-1
	if x <= 0 {
		return 1
	}
	return 1 + int(math.Ceil(x-1e-7)) // the margin for rounding keeps it at most L
}

// cannotFit reports whether the card surely does not fit the four panels
// at body size size. A panel holds lines [j, k) only when their height
// less what their gaps may shrink is at most the panel's (galley.fits);
// summed over four panels, the galley's height from its first baseline to
// its last, less what all its gaps may shrink and less the three steps
// from line to line where the panels break (less what their gaps may
// shrink: it is counted in the whole), is then at most four panels'
// height (the ascent and descent that each panel adds only make it
// taller). The bound stacks each paragraph's fewest lines (fewer lines
// stand no taller, and the gaps are the same) and takes the largest step
// between two lines for each of the three.
func (c *composer) cannotFit(size Points) bool {
	var end, gaps, step Millimetres
	started, ok := false, true
	c.stack(size, func(si int) int { return c.fewestLines(&c.srcs[si], size) },
		func(_, _ int, m vmetrics, at, g Millimetres) {
			if started { // the step to this line, less what its gap may shrink
				step = max(step, at-end-gapShrink*(g-gaps))
			}
			step = max(step, m.below+m.above) // between two lines of the paragraph, however many
			end, gaps, started = at, g, true
			ok = ok && m.asc+m.desc >= 0
		})
	return ok && end-gapShrink*gaps-3*step > 4*(c.box.bottom-c.box.top)+1e-6
}
