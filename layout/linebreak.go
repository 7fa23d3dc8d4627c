package layout

import (
	"unicode"
	"unicode/utf8"

	"github.com/rulecard/rulecard/content"
)

// glyph is one character of a paragraph: its rune, the face it is set in
// and its advance width in ems (kerning never applies).
type glyph struct {
	r    rune
	face Face
	// glue forbids a line break before the glyph; brk allows one (set by
	// markBreaks from canBreakBefore).
	glue, brk bool
	// hyph allows a break before the glyph inside a word, with a hyphen
	// hyw ems wide (in the face of the glyph before) ending the line.
	hyph bool
	adv  float64
	hyw  float64
}

// shape appends the glyphs of t to dst: each run in its style's face with
// add's bits added (Bold for a term), white space collapsed to single
// spaces and trimmed at both ends of the paragraph. A soft hyphen inside
// a word is no glyph: it marks the next glyph as a place to hyphenate.
func (fs *Fonts) shape(dst []glyph, t content.Text, add Face) []glyph {
	start := len(dst)
	space := true // drop leading white space
	soft := false // a soft hyphen came before
	for _, run := range t {
		face := Face(run.Style)&BoldItalic | add
		ff := fs.Face(face)
		for _, r := range run.Text {
			if r == softHyphen {
				soft = len(dst) > start && !space
				continue
			}
			if unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' {
				if space {
					continue
				}
				r, space, soft = ' ', true, false
			} else {
				space = false
			}
			g := glyph{r: r, face: face, adv: ff.Advance(r)}
			if soft {
				g.hyph, g.hyw, soft = true, fs.Face(dst[len(dst)-1].face).Advance(hyphen), false
			}
			dst = append(dst, g)
		}
	}
	for len(dst) > start && dst[len(dst)-1].r == ' ' {
		dst = dst[:len(dst)-1]
	}
	return dst
}

// markBreaks marks the glyphs a line may start at, once for every size
// the paragraph is broken at.
func markBreaks(gs []glyph) []glyph {
	for i := range gs {
		gs[i].brk = canBreakBefore(gs, i)
	}
	return gs
}

// span is one broken line: glyphs [start, end) of a paragraph, without
// the spaces at the break, and its width in ems.
type span struct {
	start, end int
	width      float64
	// hyph is set when the line ends where a word was hyphenated: a
	// hyphen follows its glyphs (not counted in end, counted in width).
	hyph bool
}

// isDash reports whether a line may break after r when it joins two words
// ("go-fish", "2–4", "and/or").
func isDash(r rune) bool { return r == '-' || r == '–' || r == '—' || r == '/' }

// canBreakBefore reports whether a line may start at glyph i: after a
// space, or after a dash between two words. A spaced dash or middle dot
// ("it — and", "a · b") is kept at the end of the line before it.
func canBreakBefore(gs []glyph, i int) bool {
	if i <= 0 || i >= len(gs) || gs[i].r == ' ' || gs[i].glue {
		return false
	}
	prev := gs[i-1].r
	if prev == ' ' {
		spacedMark := (gs[i].r == '—' || gs[i].r == '–' || gs[i].r == '·') &&
			(i+1 == len(gs) || gs[i+1].r == ' ')
		return !spacedMark
	}
	if isDash(prev) && i >= 2 && gs[i-2].r != ' ' {
		r := gs[i].r
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	}
	return false
}

// breakLines breaks a paragraph (its breaks marked) into lines of at
// most first ems (the first line) and rest ems (the others), by total fit
// (Knuth and Plass, ragged right): of every way to break it at spaces,
// after dashes between words, at its hyphenation points and, failing
// those, at any space, it takes the one with the fewest lines, then the
// least cost: the square of each line's shortfall (the last line's is
// free), a hyphen, two hyphens in a row, and a last line of one word (a
// runt) each cost more. A word wider than a whole line makes it fall back
// to first fit, which breaks the word between characters.
func breakLines(gs []glyph, first, rest float64) []span {
	return newPara(gs).breakLines(first, rest)
}

// breakLines is breakLines of the prepared paragraph.
func (p *para) breakLines(first, rest float64) []span {
	if lines := p.totalFit(first, rest); lines != nil {
		return lines
	}
	return greedyLines(p.gs, first, rest)
}

// greedyLines breaks a paragraph first fit: each line takes as many
// glyphs as fit (see fitLine).
func greedyLines(gs []glyph, first, rest float64) []span {
	lines := make([]span, 0, 4)
	s := 0
	for s < len(gs) {
		limit := rest
		if len(lines) == 0 {
			limit = first
		}
		sp := fitLine(gs, s, limit)
		lines = append(lines, sp)
		s = sp.end
		for s < len(gs) && gs[s].r == ' ' {
			s++
		}
	}
	return lines
}

// balance breaks a short paragraph (a title, a heading) into as few lines
// as breakLines would at width, but with the lines as even as it can: it
// narrows the measure as long as the line count stays the same.
func balance(gs []glyph, width float64) []span {
	return newPara(gs).balance(width)
}

// balance is balance of the prepared paragraph. Its search counts the
// lines at each measure tried, and sets them at the last that kept the
// count; a paragraph whose every word fits the full measure is never
// narrowed until a word no longer does (it would be cut inside the word,
// with no hyphen: "Verrück / te Acht").
func (p *para) balance(width float64) []span {
	lines := p.breakLines(width, width)
	if len(lines) < 2 {
		return lines
	}
	whole := p.fit(width, width)
	lo, hi := width/float64(len(lines)), width
	for range 12 {
		mid := (lo + hi) / 2
		if (!whole || p.fit(mid, mid)) && p.lineCount(mid, mid) == len(lines) {
			hi = mid
		} else {
			lo = mid
		}
	}
	if hi == width {
		return lines
	}
	return p.breakLines(hi, hi)
}

// lineCount returns the number of lines breakLines sets the paragraph in,
// without making them.
func (p *para) lineCount(first, rest float64) int {
	if !p.fit(first, rest) {
		return len(greedyLines(p.gs, first, rest))
	}
	n := 0
	for k := len(p.bps) - 1; k >= 0; k = p.from[k] {
		n++
	}
	return n
}

// fitLine returns the longest line starting at glyph s that fits in limit
// ems and ends at a break opportunity (or at the paragraph's end). When
// no break opportunity fits, it breaks at any space that does (a spaced
// dash may then start a line), and failing that, inside the word.
func fitLine(gs []glyph, s int, limit float64) span {
	w := 0.0
	brk, brkW := -1, 0.0 // the last break opportunity and the width before it
	soft, softW := -1, 0.0
	i := s
	for ; i < len(gs); i++ {
		if i > s && gs[i].brk {
			brk, brkW = i, trimmedWidth(gs, s, i, w)
		} else if i > s && gs[i-1].r == ' ' && gs[i].r != ' ' {
			soft, softW = i, trimmedWidth(gs, s, i, w)
		}
		if gs[i].r != ' ' && w+gs[i].adv > limit+1e-9 {
			break
		}
		w += gs[i].adv
	}
	switch {
	case i == len(gs):
		return trimmed(gs, s, len(gs), trimmedWidth(gs, s, len(gs), w))
	case brk > s:
		return trimmed(gs, s, brk, brkW)
	case soft > s:
		return trimmed(gs, s, soft, softW)
	}
	// One word is wider than the line: break it between characters,
	// taking at least one so the paragraph always advances.
	end := max(i, s+1)
	return trimmed(gs, s, end, advance(gs[s:end]))
}

// trimmed returns the span [s, e) without the spaces at its end; w is
// its width without them.
func trimmed(gs []glyph, s, e int, w float64) span {
	for e > s+1 && gs[e-1].r == ' ' {
		e--
	}
	return span{start: s, end: e, width: w}
}

// trimmedWidth returns w, the width of glyphs [s, e), less the spaces at
// its end.
func trimmedWidth(gs []glyph, s, e int, w float64) float64 {
	for e > s && gs[e-1].r == ' ' {
		e--
		w -= gs[e].adv
	}
	return w
}

// runs turns the glyphs of a line into text runs of one face each, the
// first starting at x on the baseline y; size scales ems to millimetres.
func runs(gs []glyph, x, y Millimetres, size Points) []TextRun {
	em := size.Millimetres()
	var out []TextRun
	var buf []byte
	for i := 0; i < len(gs); {
		j, w := i, 0.0
		buf = buf[:0]
		for ; j < len(gs) && gs[j].face == gs[i].face; j++ {
			buf = utf8.AppendRune(buf, gs[j].r)
			w += gs[j].adv
		}
		out = append(out, TextRun{Pos: Pt(x, y), Face: gs[i].face, Size: size,
			Text: string(buf), Width: Millimetres(w) * em})
		x += Millimetres(w) * em
		i = j
	}
	return out
}
