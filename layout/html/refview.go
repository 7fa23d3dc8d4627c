package html

import (
	"cmp"
	"html/template"
	"strings"
	"unicode/utf8"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/reference/document"
)

// refPage is the reference template's data.
type refPage struct {
	Lang, Title, Description string
	// CSS is the embedded style sheet, PageCSS the paper, FontCSS the
	// fonts (in pieces); all are built here, never from the card's words.
	CSS, PageCSS template.CSS
	FontCSS      []template.CSS
	// Heading is the title; Subtitle and Meta the lines under it.
	Heading                  []refRun
	Subtitle, Meta, Contents string
	TOC                      []tocEntry
	Parts                    []refPart

	sep   string // between a glossary term or a claim's label and its text
	faces uint8  // the faces the page sets text in, a bit per layout.Face
}

// tocEntry is a line of the contents and the lines under it.
type tocEntry struct {
	ID, Number, Text string
	Sub              []tocEntry
}

// refPart is a part of the reference and its groups of blocks.
type refPart struct {
	ID, Number, Heading, Lang string
	NewPage                   bool
	Groups                    []refNode
}

// refNode is an element of a part: a group (statement, list, glossary,
// table, paragraph, subheading) or, inside a statement, a claim, an
// example, its steps, a paragraph.
type refNode struct {
	// Sep, on a glossary entry or a claim, is the locale's spaced dash
	// set between its term or label and its text.
	Kind, ID, Label, Lang, Sep string
	Runs, Def                  []refRun
	Children                   []refNode
	Head                       []string
	Rows                       [][]string
}

// refRun is text in one style; Red marks a red suit symbol.
type refRun struct {
	Text            string
	Strong, Em, Red bool
}

// tocWords is how many characters of a statement the contents show.
const tocWords = 72

// newReferencePage builds the template's data; the caller adds the CSS.
func newReferencePage(ref *document.Reference, meta Meta) *refPage {
	p := &refPage{Lang: string(ref.Locale), Title: meta.Title, Description: meta.Description,
		Subtitle: ref.Subtitle, Meta: ref.Meta, Contents: ref.Contents, sep: cmp.Or(ref.Sep, " — ")}
	if p.Title == "" {
		p.Title = ref.Title.Plain() + " · " + ref.Subtitle
	}
	p.faces = 1<<layout.Regular | 1<<layout.Bold
	p.Heading = p.runs(ref.Title)
	for _, part := range ref.Parts {
		e := tocEntry{ID: part.ID, Number: part.Number, Text: part.Heading}
		rp := refPart{ID: part.ID, Number: part.Number, Heading: part.Heading, Lang: string(part.Lang), NewPage: part.NewPage}
		for i := 0; i < len(part.Blocks); {
			var n refNode
			n, i = p.group(part.Blocks, i)
			rp.Groups = append(rp.Groups, n)
		}
		for _, b := range part.Blocks {
			if b.Kind == document.Statement && b.Label != "" {
				e.Sub = append(e.Sub, tocEntry{ID: b.ID, Number: b.Label, Text: shorten(b.Text.Plain(), tocWords)})
			}
		}
		p.TOC = append(p.TOC, e)
		p.Parts = append(p.Parts, rp)
	}
	return p
}

// group returns the group that starts at block i of a part, and the index
// of the block after it: a statement with what follows it up to the next
// statement, a run of items or of glossary entries, or one block.
func (p *refPage) group(bs []document.Block, i int) (refNode, int) {
	b := bs[i]
	switch b.Kind {
	case document.Statement:
		n := refNode{Kind: "statement", ID: b.ID, Label: b.Label, Runs: p.runs(b.Text)}
		j := i + 1
		for ; j < len(bs) && isInner(bs[j].Kind); j++ {
			n.Children = p.inner(n.Children, bs[j])
		}
		return n, j
	case document.Item, document.Entry:
		n := refNode{Kind: "list"}
		if b.Kind == document.Entry {
			n.Kind = "glossary"
		}
		j := i
		for ; j < len(bs) && bs[j].Kind == b.Kind; j++ {
			n.Children = append(n.Children, refNode{Runs: p.runs(bs[j].Text), Def: p.runs(bs[j].Def), Sep: p.sep})
		}
		return n, j
	case document.Table:
		n := refNode{Kind: "table"}
		if len(b.Grid) > 0 {
			n.Head, n.Rows = b.Grid[0], b.Grid[1:]
		}
		return n, i + 1
	case document.Subheading:
		return refNode{Kind: "subheading", Runs: p.runs(b.Text)}, i + 1
	}
	return refNode{Kind: "para", Runs: p.runs(b.Text), Lang: string(b.Lang)}, i + 1
}

// isInner reports whether a block of the kind belongs to the statement
// before it.
func isInner(k document.Kind) bool {
	switch k {
	case document.Proven, document.RestsOn, document.Claim, document.ExampleHead, document.Setup, document.Step:
		return true
	}
	return false
}

// inner adds a block of a statement to its children: a claim opens a
// claim, an example's head opens an example in the last claim, steps
// gather in the example's list.
func (p *refPage) inner(kids []refNode, b document.Block) []refNode {
	n := refNode{Kind: b.Kind.String(), Label: b.Label, Lang: string(b.Lang), Runs: p.runs(b.Text), Sep: p.sep}
	if b.Kind == document.Proven || b.Kind == document.ExampleHead {
		p.faces |= 1 << layout.Italic
	}
	last := func(ns []refNode, kind string) *refNode {
		if len(ns) > 0 && ns[len(ns)-1].Kind == kind {
			return &ns[len(ns)-1]
		}
		return nil
	}
	claim := last(kids, "claim")
	switch {
	case b.Kind == document.Claim || claim == nil:
		return append(kids, n)
	case b.Kind == document.ExampleHead:
		claim.Children = append(claim.Children, refNode{Kind: "example", Children: []refNode{n}})
		return kids
	}
	ex := last(claim.Children, "example")
	if ex == nil {
		claim.Children = append(claim.Children, n)
		return kids
	}
	if b.Kind == document.Step {
		steps := last(ex.Children, "steps")
		if steps == nil {
			ex.Children = append(ex.Children, refNode{Kind: "steps", Lang: string(b.Lang)})
			steps = &ex.Children[len(ex.Children)-1]
		}
		steps.Children = append(steps.Children, n)
		return kids
	}
	ex.Children = append(ex.Children, n)
	return kids
}

// runs turns styled text into the page's runs, each red suit symbol a
// run of its own, and notes the faces used.
func (p *refPage) runs(t content.Text) []refRun {
	var out []refRun
	for _, r := range t {
		p.faces |= 1 << (layout.Face(r.Style) & layout.BoldItalic)
		strong, em := r.Style&content.Bold != 0, r.Style&content.Italic != 0
		for rest := r.Text; rest != ""; {
			i := strings.IndexAny(rest, "♥♦")
			switch {
			case i < 0:
				out = append(out, refRun{Text: rest, Strong: strong, Em: em})
				rest = ""
			case i > 0:
				out = append(out, refRun{Text: rest[:i], Strong: strong, Em: em})
				rest = rest[i:]
			default:
				_, n := utf8.DecodeRuneInString(rest)
				out = append(out, refRun{Text: rest[:n], Strong: strong, Em: em, Red: true})
				rest = rest[n:]
			}
		}
	}
	return out
}

// shorten cuts s to at most n characters, at a space, with an ellipsis.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n]
	cut := strings.LastIndexByte(string(r), ' ')
	if cut <= 0 {
		return string(r) + "…"
	}
	return strings.TrimRight(string(r)[:cut], ",;:—–- ") + "…"
}
