package layout

import (
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// Options are Compose's choices. The zero Paper is A4 and a zero Panel is
// the poker panel; Fonts is required.
type Options struct {
	// Paper is the sheet, used in landscape.
	Paper Paper
	// Panel is the size of one of the strip's four panels.
	Panel Size
	// Fonts are the faces to set and measure the text in.
	Fonts *Fonts
}

// composer holds what Compose works from: the fonts, the text area of the
// panels and the card's paragraphs, shaped once.
type composer struct {
	fonts *Fonts
	panel Size
	box   textBox
	srcs  []source
}

// Compose sets card in the locale on a sheet: it checks that the fonts
// hold every character, fits the largest body size from 9 pt down (in
// 0.25 pt steps) at which the card fits the four panels, and lays out the
// instructions, legend and scale bar on the spare paper. Below 6 pt it
// fails naming the section that overflows and by how much.
func Compose(card *content.Card, code locale.Code, opt Options) (*Sheet, error) {
	if opt.Fonts == nil {
		return nil, errors.New("compose: no fonts")
	}
	loc, ok := card.Locales[code]
	if !ok {
		return nil, fmt.Errorf("card %s has no locale %q", card.ID, code)
	}
	if opt.Panel == (Size{}) {
		opt.Panel = PokerPanel()
	}
	if err := StripFits(opt.Paper, opt.Panel); err != nil {
		return nil, err
	}
	if err := checkGlyphs(opt.Fonts, card, loc); err != nil {
		return nil, err
	}
	pats, err := patternsOf(loc)
	if err != nil {
		return nil, err
	}
	c := &composer{fonts: opt.Fonts, panel: opt.Panel, box: newTextBox(opt.Panel)}
	c.srcs = sources(opt.Fonts, card, loc, pats)
	f, err := c.fit()
	if err != nil {
		return nil, positioned(err, card, loc)
	}
	s := &Sheet{
		Paper:  opt.Paper,
		Panel:  opt.Panel,
		Size:   f.size,
		Locale: code,
		Title:  loc.Title.Plain(),
		Fonts:  opt.Fonts,
		Fill:   f.fill,
	}
	switch {
	case loc.Hyphenation.Data != nil:
		s.Hyphenation = loc.Hyphenation.File
	case pats != nil:
		s.Hyphenation = ShippedPatterns
	}
	for i := range s.Areas {
		s.Areas[i] = Rect{Min: Pt(c.box.left[i], c.box.top), Max: Pt(c.box.left[i]+c.box.width, c.box.bottom)}
	}
	s.Blocks = c.blocks(f)
	marks := c.continuationMarks(f, s.Blocks)
	if err := c.spare(s, loc); err != nil {
		return nil, fmt.Errorf("card %s (%s): %w", card.ID, code, err)
	}
	s.Strokes = append(s.Strokes, marks...)
	return s, nil
}

// sizeAt returns the k-th body size tried: 9 pt, 8.75 pt, ... 6 pt.
func sizeAt(k int) Points { return maxSize - Points(k)*sizeStep }

// keepSteps is what keeping every statement that fits a panel whole is
// worth, in size steps: the fit takes a size up to this many steps below
// the largest at which the card fits with splits before it splits one.
const keepSteps = 2

// fit returns the flow at the largest body size that fits, trying 9 pt,
// 8.75 pt, ... 6 pt in turn, so the size is the largest that fits even
// where line breaks make fitting not monotonic in the size. It weighs
// keeping statements whole against the type size: it finds the largest
// size at which the card fits when statements may be split at line
// boundaries, and takes the largest size at most keepSteps below it at
// which no statement that fits a panel is split; only when there is none
// does it split (as few statements as it can).
func (c *composer) fit() (*flow, error) {
	n := int((maxSize-minSize)/sizeStep) + 1
	var last *flow
	for k := range n {
		g := c.galleyAt(sizeAt(k))
		split := c.paginate(g, true)
		if split.over != nil {
			last = split
			continue
		}
		for kk := k; kk < min(n, k+keepSteps+1); kk++ {
			if kk > k {
				g = c.galleyAt(sizeAt(kk))
			}
			if f := c.paginate(g, false); f.over == nil {
				return f, nil
			}
		}
		return split, nil
	}
	return nil, &overflowError{section: last.over.section, by: last.over.by}
}

// overflowError is a card that does not fit the four panels even at the
// smallest type size.
type overflowError struct {
	section string // the section that overflows; "" for the cover
	by      Millimetres
}

func (e *overflowError) Error() string {
	where := "the cover (title and tagline)"
	if e.section != "" {
		where = fmt.Sprintf("section %q", e.section)
	}
	return fmt.Sprintf("%s overflows the fourth panel by %s mm at %s pt, the smallest type size",
		where, trimFloat(float64(e.by)), trimFloat(float64(minSize)))
}

// positioned prefixes an overflow with where the overflowing section is
// declared in card.yaml and which locale file overflows; a cover that
// overflows (a title too long for any panel) with where the locale file
// gives the title, which card.yaml does not hold.
func positioned(err error, card *content.Card, loc *content.Locale) error {
	var oe *overflowError
	if !errors.As(err, &oe) {
		return fmt.Errorf("card %s (%s): %w", card.ID, loc.Code, err)
	}
	if pos, ok := loc.Pos["title"]; ok && oe.section == "" {
		return fmt.Errorf("%s: %w", pos, err)
	}
	pos := card.Pos
	for _, sec := range card.Sections {
		if sec.ID == oe.section {
			pos = sec.Pos
		}
	}
	return fmt.Errorf("%s: %w, with the words of %s", pos, err, loc.File)
}
