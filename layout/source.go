package layout

import (
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout/hyph"
)

// source is a paragraph of the card: shaped once (advances in ems), then
// broken anew at each type size the fit tries.
type source struct {
	role    Role
	section string
	id      string
	// scale is the type size relative to the body size.
	scale float64
	// gap is the space before the paragraph in lines of body text; it is
	// dropped at the top of a panel.
	gap float64
	// first and rest indent the first and the other lines, in ems of the
	// paragraph's own size.
	first, rest float64
	// keep holds the paragraph on the same panel as the first lines of the
	// next one (the title, a heading: never the last line of a panel).
	keep bool
	gs   []glyph
	// para is gs prepared for breaking, made when first broken.
	para *para
	// sepAt and defAt, in a glossary entry, index the separator's and the
	// definition's first glyphs; 0 elsewhere. sep is the separator.
	sepAt, defAt int
	sep          rune
}

// sources turns the card's words in one locale into paragraphs in reading
// order: the title and the tagline, then each section's heading and
// statements. Every paragraph but the title and the headings may be
// hyphenated by pats (the locale's patterns; nil for none).
func sources(fs *Fonts, card *content.Card, loc *content.Locale, pats *hyph.Patterns) []source {
	reg := fs.Face(Regular)
	bulletIndent := reg.Advance(bullet) + 0.55
	hang := 1.0
	out := []source{
		{role: Title, scale: titleScale, keep: true, gs: fs.shape(nil, loc.Title, Bold)},
		{role: Tagline, id: card.Tagline.ID, scale: 1, gap: taglineGap,
			gs: fs.shape(nil, loc.Statements[card.Tagline.ID], Regular)},
	}
	for i, sec := range card.Sections {
		gap := headingGap
		if i == 0 {
			gap = coverGap
		}
		out = append(out, source{role: Heading, section: sec.ID, scale: headingScale,
			gap: gap, keep: true, gs: fs.shape(nil, loc.Sections[sec.ID], Bold)})
		for j, st := range sec.Statements {
			s := source{section: sec.ID, id: st.ID, scale: 1, gap: statementGap}
			if j == 0 {
				s.gap = 0.2
			}
			switch sec.Kind {
			case content.List:
				s.role, s.first, s.rest = Item, bulletIndent, bulletIndent
				s.gs = fs.shape(nil, loc.Statements[st.ID], Regular)
			case content.Glossary:
				s.role, s.rest, s.sep = Term, hang, dashOf(loc)
				s.gs, s.sepAt, s.defAt = glossed(fs, loc.Glossary[st.ID], s.sep)
			default:
				s.role = Prose
				s.gs = fs.shape(nil, loc.Statements[st.ID], Regular)
			}
			out = append(out, s)
		}
	}
	for i := range out {
		markBreaks(out[i].gs)
		if out[i].role != Title && out[i].role != Heading {
			fs.hyphenate(out[i].gs, pats)
		}
	}
	return out
}

// glossed shapes a glossary entry as one paragraph: the term in bold, a
// spaced dash, the definition. It returns the glyphs and the indexes of
// the dash and of the definition's first glyph.
func glossed(fs *Fonts, g content.Glossed, dash rune) (gs []glyph, sepAt, defAt int) {
	gs = fs.shape(nil, g.Term, Bold)
	reg := fs.Face(Regular)
	sp := glyph{r: ' ', face: Regular, adv: reg.Advance(' ')}
	sepAt = len(gs) + 1
	gs = append(gs, sp, glyph{r: dash, face: Regular, adv: reg.Advance(dash)}, sp)
	defAt = len(gs)
	gs = fs.shape(gs, g.Def, Regular)
	if defAt < len(gs) {
		gs[defAt].glue = true // the dash stays with the definition's first word
	}
	return gs, sepAt, defAt
}

// dashOf returns the mark a locale sets between a glossary term and its
// definition: its dash, or definitionMark.
func dashOf(loc *content.Locale) rune {
	if r := []rune(loc.Dash); len(r) == 1 {
		return r[0]
	}
	return definitionMark
}
