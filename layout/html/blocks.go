package html

import (
	"html/template"
	"strings"

	"github.com/rulecard/rulecard/layout"
)

// builder turns the sheet's blocks into the page's groups.
type builder struct {
	p   *page
	asc float64 // the regular face's ascent, in ems
}

// The tags of groups and items.
const (
	tagH1 = "h1"
	tagH2 = "h2"
	tagP  = "p"
	tagUL = "ul"
	tagOL = "ol"
	tagDL = "dl"
	tagLI = "li"
	tagDT = "dt"
	tagDD = "dd"
)

// groupTag is the element a block of the role goes in.
func groupTag(r layout.Role) string {
	switch r {
	case layout.Title:
		return tagH1
	case layout.Heading, layout.Instructions:
		return tagH2
	case layout.Item:
		return tagUL
	case layout.Step:
		return tagOL
	case layout.Term, layout.Definition:
		return tagDL
	}
	return tagP
}

// itemTag is the element of a block inside a list group, "" elsewhere.
func itemTag(r layout.Role) string {
	switch r {
	case layout.Item, layout.Step:
		return tagLI
	case layout.Term:
		return tagDT
	case layout.Definition:
		return tagDD
	}
	return ""
}

// baseFace is the face a block of the role is set in: the face its
// element has in the style sheet.
func baseFace(r layout.Role) layout.Face {
	switch r {
	case layout.Title, layout.Heading, layout.Instructions, layout.Term, layout.FoldLabel, layout.TearLabel:
		return layout.Bold
	}
	return layout.Regular
}

// isList reports whether a group of the tag holds one item per block.
func isList(tag string) bool { return tag == tagUL || tag == tagOL || tag == tagDL }

// add appends blk to groups (those of one panel, or of the spare paper):
// into the last group when both are entries of one list (the same kind
// and section), else as a new group.
// Lines are placed relative to x0, the left edge of their container.
func (b *builder) add(groups []group, blk *layout.Block, x0 layout.Millimetres) []group {
	tag := groupTag(blk.Role)
	it := b.item(blk, x0)
	if n := len(groups); n > 0 && isList(tag) {
		last := &groups[n-1]
		if last.Kind == tag && last.section == blk.Section {
			last.Items = append(last.Items, it)
			return groups
		}
	}
	g := group{Kind: tag, section: blk.Section, Items: []item{it}}
	if !isList(tag) {
		g.Class, it.Class = it.Class, ""
		g.Items[0] = it
	}
	return append(groups, g)
}

// item builds a block's marker and lines. Its class names the role where
// the element does not, and "cont" on the part of a statement that
// carries on from the panel before.
func (b *builder) item(blk *layout.Block, x0 layout.Millimetres) item {
	base := baseFace(blk.Role)
	it := item{Kind: itemTag(blk.Role), Lines: make([]line, 0, len(blk.Lines))}
	switch blk.Role {
	case layout.Title, layout.Heading, layout.Item, layout.Step, layout.Term, layout.Definition:
	default:
		it.Class = blk.Role.String()
	}
	if blk.Continued {
		if it.Class != "" {
			it.Class += " "
		}
		it.Class += "cont"
	}
	if blk.Marker != nil {
		m := b.line([]layout.TextRun{*blk.Marker}, base, x0, true)
		it.Marker = &m
	}
	for _, l := range blk.Lines {
		if len(l.Runs) > 0 {
			ln := b.line(l.Runs, base, x0, false)
			if l.Hyphenated {
				ln.Runs = hyphenRun(ln.Runs)
			}
			it.Lines = append(it.Lines, ln)
		}
	}
	return it
}

// line builds one positioned line of the text layer: its box's left edge
// at the first run's x, its top one ascent above the baseline (a line
// turned to read upwards turns about the left end of its baseline). A
// marker (one run) sets its face by its class, a line's runs theirs by
// strong and em.
func (b *builder) line(runs []layout.TextRun, base layout.Face, x0 layout.Millimetres, marker bool) line {
	first := runs[0]
	size := first.Size.Millimetres()
	st := make([]byte, 0, 64)
	st = appendText(st, "left:", first.Pos.X-x0)
	st = appendText(st, ";top:", first.Pos.Y-layout.Millimetres(b.asc)*size)
	st = append(st, ";font-size:"...)
	st = appendNum(st, float64(first.Size)*textScale)
	st = append(st, "pt"...)
	l := line{Style: template.CSS(st), Runs: make([]run, 0, len(runs))}
	if first.Angle == 90 {
		l.Class = "r90"
	}
	for _, r := range runs {
		b.p.faces |= 1 << r.Face
		if marker {
			l.Class = faceClass(r.Face, base)
			l.Runs = append(l.Runs, run{Text: r.Text})
		} else {
			l.Runs = append(l.Runs, textRun(r.Text, r.Face, base))
		}
	}
	return l
}

// hyphenRun sets the hyphen the layout added at the end of a line's last
// run apart, in the run's face: it is drawn, but a screen reader and a
// copy skip it.
func hyphenRun(runs []run) []run {
	last := runs[len(runs)-1]
	text, ok := strings.CutSuffix(last.Text, layout.Hyphen)
	if !ok {
		return runs
	}
	hy := last
	hy.Text, hy.Hyphen = layout.Hyphen, true
	if text == "" {
		return append(runs[:len(runs)-1], hy)
	}
	runs[len(runs)-1].Text = text
	return append(runs, hy)
}

// textRun is text in face within an element set in base: strong and em
// for what face adds, a class for what it takes away.
func textRun(text string, face, base layout.Face) run {
	add := face &^ base
	return run{Text: text, Strong: add.IsBold(), Em: add.IsItalic(), Class: faceClass(face&base, base)}
}

// faceClass is the class that sets face within an element set in base:
// b and i add bold and italic, n and u take them away.
func faceClass(face, base layout.Face) string {
	var c string
	switch {
	case face.IsBold() && !base.IsBold():
		c = "b"
	case !face.IsBold() && base.IsBold():
		c = "n"
	}
	italic := ""
	switch {
	case face.IsItalic() && !base.IsItalic():
		italic = "i"
	case !face.IsItalic() && base.IsItalic():
		italic = "u"
	}
	if c != "" && italic != "" {
		return c + " " + italic
	}
	return c + italic
}

// fixGlossaries keeps each definition list valid where a glossary entry
// is split across panels: a definition that carries on from the panel
// before, with no term on this panel, becomes a paragraph before the
// list, and a term whose definition starts on the next panel a paragraph
// after it.
func fixGlossaries(groups []group) []group {
	var out []group
	for _, g := range groups {
		if g.Kind != tagDL {
			out = append(out, g)
			continue
		}
		items := g.Items
		for len(items) > 0 && items[0].Kind == tagDD {
			out = append(out, orphan(items[0], "definition"))
			items = items[1:]
		}
		var tail []group
		for len(items) > 0 && items[len(items)-1].Kind == tagDT {
			tail = append([]group{orphan(items[len(items)-1], "term")}, tail...)
			items = items[:len(items)-1]
		}
		if len(items) > 0 {
			g.Items = items
			out = append(out, g)
		}
		out = append(out, tail...)
	}
	return out
}

// orphan turns a glossary item into a paragraph of the class.
func orphan(it item, class string) group {
	if it.Class != "" {
		class += " " + it.Class
	}
	it.Kind, it.Class = "", ""
	return group{Kind: tagP, Class: class, Items: []item{it}}
}
