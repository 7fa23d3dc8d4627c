package reference

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/reference/document"
)

// The page's margins and the hanging column of numbers, in millimetres.
const (
	marginTop    Millimetres = 20
	marginBottom Millimetres = 22
	marginSide   Millimetres = 20
	// footerY is the footer's baseline above the page's bottom edge.
	footerY Millimetres = 11
	// numbers is the width of the column the part and statement numbers
	// hang in; example the indent of a worked example.
	numbers Millimetres = 13
	example Millimetres = 19
	stepNum Millimetres = 6
)

// styles are how each kind of block is set.
var styles = map[document.Kind]style{
	document.Para:        {size: 10, leading: 1.35, before: 2.5},
	document.Statement:   {size: 11, leading: 1.3, before: 6, indent: numbers, labelFace: layout.Bold, keep: true},
	document.Proven:      {size: 8.5, face: layout.Italic, leading: 1.3, before: 1, indent: numbers, color: Grey, keep: true},
	document.RestsOn:     {size: 8.5, face: layout.Bold, leading: 1.3, before: 2.2, indent: numbers, keep: true},
	document.Claim:       {size: 9.5, leading: 1.3, before: 1.6, indent: numbers, keep: true},
	document.ExampleHead: {size: 8.5, face: layout.Italic, leading: 1.3, before: 1.2, indent: example, color: Grey, keep: true},
	document.Setup:       {size: 9.5, leading: 1.3, before: 0.6, indent: example, keep: true},
	document.Step:        {size: 9.5, leading: 1.3, before: 0.6, indent: example + stepNum, label: example, labelFace: layout.Bold},
	document.Subheading:  {size: 10.5, face: layout.Bold, leading: 1.3, before: 5, keep: true},
	document.Item:        {size: 10, leading: 1.35, before: 1.2, indent: 5, labelFace: layout.Regular},
	document.Entry:       {size: 10, leading: 1.35, before: 1.6, indent: 5},
}

// Compose sets the reference on pages of the paper, in portrait, with the
// fonts: a cover with the contents, then the parts, each statement kept
// with the first of its claims and each worked example kept whole where a
// page can hold it; every page has a footer with its number. It fails on
// a character the fonts lack.
func Compose(ref *document.Reference, paper layout.Paper, fonts *layout.Fonts) (*Document, error) {
	if fonts == nil {
		return nil, errors.New("reference: no fonts")
	}
	if err := checkGlyphs(ref, fonts); err != nil {
		return nil, err
	}
	land := paper.Size()
	size := layout.Size{W: land.H, H: land.W}
	c := &composer{
		ref: ref,
		set: setter{fonts: fonts, width: size.W - 2*marginSide},
		doc: &Document{Locale: ref.Locale, Title: ref.Title.Plain(), Subject: ref.Subtitle, Paper: paper, Size: size, Fonts: fonts},
	}
	boxes := c.cover()
	for i := range ref.Parts {
		pb := c.part(&ref.Parts[i])
		pb[0].newPage = pb[0].newPage || i == 0 // the first part follows the contents
		boxes = append(boxes, pb...)
	}
	c.paginate(boxes)
	c.finish()
	return c.doc, nil
}

// composer composes one document.
type composer struct {
	ref *document.Reference
	set setter
	doc *Document
	// anchors are where each anchor landed; placed the boxes as placed,
	// with their pages, for the fills.
	anchors map[string]Mark
	placed  []placedBox
}

// placedBox is a box on a page: its page and top.
type placedBox struct {
	b    *box
	page int
	top  Millimetres
}

// part returns the boxes of a part: its heading, then its blocks.
func (c *composer) part(p *document.Part) []box {
	h := c.heading(p.Number, p.Heading, p.ID)
	h.newPage = p.NewPage
	out := []box{h}
	for i := range p.Blocks {
		b := &p.Blocks[i]
		bx := c.block(b)
		if i+1 < len(p.Blocks) && keptWith(b.Kind, p.Blocks[i+1].Kind) {
			bx.keep = true
		}
		bx.step = b.Kind == document.Step
		if b.Kind == document.Statement {
			bx.marks = append(bx.marks, Mark{Title: c.markTitle(b), Level: 1, ID: b.ID})
		}
		out = append(out, bx)
	}
	return out
}

// keptWith reports whether a block of kind k stays on the page of the
// next block, of kind next, beyond what its style says: a step with the
// next step, a paragraph with the subheading or table it introduces.
func keptWith(k, next document.Kind) bool {
	return k == document.Step && next == document.Step || k == document.Para && (next == document.Subheading || next == document.Table)
}

// heading sets a part's heading: its number in the hanging column, a
// rule under it, its bookmark.
func (c *composer) heading(number, words, id string) box {
	st := style{size: 15, face: layout.Bold, leading: 1.25, before: 10, indent: numbers, labelFace: layout.Bold, keep: true}
	b := c.set.para(content.Text{{Text: words}}, number, st)
	b.strokes = append(b.strokes, Stroke{From: layout.Pt(0, b.height+1), To: layout.Pt(c.set.width, b.height+1), Width: 0.35, Gray: 0})
	b.height += 2.5
	title := words
	if number != "" {
		title = number + " " + words
	}
	b.marks = append(b.marks, Mark{Title: title, Level: 0, ID: id})
	return b
}

// markTitle is a statement's bookmark: its number and its first words.
func (c *composer) markTitle(b *document.Block) string {
	return strings.TrimSpace(b.Label + " " + c.set.fit(b.Text.Plain(), layout.Regular, 10, 90))
}

// block sets one block of a part.
func (c *composer) block(b *document.Block) box {
	switch b.Kind {
	case document.Table:
		return c.table(b.Grid)
	case document.Claim:
		t := content.Text{{Text: b.Label, Style: content.Bold}, {Text: c.ref.Sep}}
		return c.set.para(append(t, b.Text...), "", styles[document.Claim])
	case document.Entry:
		t := append(document.Emphasised(b.Text), content.Run{Text: c.ref.Sep})
		return c.set.para(append(t, b.Def...), "", styles[document.Entry])
	case document.Item:
		return c.set.para(b.Text, "•", styles[document.Item])
	case document.Statement, document.Step:
		return c.set.para(b.Text, b.Label, styles[b.Kind])
	}
	return c.set.para(b.Text, "", styles[b.Kind])
}

// checkGlyphs reports the characters of the reference the fonts lack.
func checkGlyphs(ref *document.Reference, fonts *layout.Fonts) error {
	var errs []error
	seen := map[rune]bool{}
	check := func(where, s string) {
		for _, r := range s {
			if !seen[r] && r != '\n' && !fonts.Face(layout.BoldItalic).Has(r) && !fonts.Face(layout.Regular).Has(r) {
				seen[r] = true
				errs = append(errs, fmt.Errorf("reference %s (%s): %s: character %q (%U) is not in the fonts", ref.Card, ref.Locale, where, r, r))
			}
		}
	}
	check("title", ref.Title.Plain())
	for _, p := range ref.Parts {
		check(p.ID, p.Heading)
		for _, b := range p.Blocks {
			check(p.ID, b.Label+b.Text.Plain()+b.Def.Plain())
			for _, row := range b.Grid {
				for _, cell := range row {
					check(p.ID, cell)
				}
			}
		}
	}
	return errors.Join(errs...)
}
