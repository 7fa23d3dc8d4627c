package layout

import (
	"unicode"

	"github.com/rulecard/rulecard/layout/hyph"
)

// softHyphen in the words marks where a word may be broken (with a
// hyphen); it is never printed. A word that holds one breaks only there.
const softHyphen = '\u00ad'

// hyphen is the character set at the end of a line that breaks a word
// (Hyphen).
const hyphen = '-'

// hyphenate marks where the paragraph's words may be broken by the
// language's patterns (none when p is nil): every word of letters, unless
// it holds a soft hyphen already, is next to a digit, or has two capitals
// or more (a word set in capitals, an abbreviation). Each mark carries the
// width of the hyphen, in the face of the letter before it.
func (fs *Fonts) hyphenate(gs []glyph, p *hyph.Patterns) {
	if p == nil {
		return
	}
	for i := 0; i < len(gs); {
		if !unicode.IsLetter(gs[i].r) {
			i++
			continue
		}
		j := i
		for j < len(gs) && unicode.IsLetter(gs[j].r) {
			j++
		}
		if hyphenatable(gs, i, j) {
			var word []rune
			for _, g := range gs[i:j] {
				word = append(word, g.r)
			}
			for _, k := range p.Points(string(word)) {
				gs[i+k].hyph = true
				gs[i+k].hyw = fs.Face(gs[i+k-1].face).Advance(hyphen)
			}
		}
		i = j
	}
}

// hyphenatable reports whether the word of glyphs [i, j) may be broken
// by the patterns.
func hyphenatable(gs []glyph, i, j int) bool {
	if i > 0 && unicode.IsDigit(gs[i-1].r) || j < len(gs) && unicode.IsDigit(gs[j].r) {
		return false
	}
	caps := 0
	for _, g := range gs[i:j] {
		if g.hyph {
			return false
		}
		if unicode.IsUpper(g.r) {
			caps++
		}
	}
	return caps < 2
}

// lineRuns returns the runs of line sp of a paragraph, starting at x on
// the baseline y: with a hyphen at its end when it breaks a word.
func lineRuns(gs []glyph, sp span, x, y Millimetres, size Points) []TextRun {
	out := runs(gs[sp.start:sp.end], x, y, size)
	if sp.hyph && len(out) > 0 && sp.end < len(gs) {
		last := &out[len(out)-1]
		last.Text += string(hyphen)
		last.Width += Millimetres(gs[sp.end].hyw) * size.Millimetres()
	}
	return out
}
