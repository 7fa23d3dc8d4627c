package reference

import (
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
)

// Document is a reference set on portrait pages: everything a backend
// draws, positioned in millimetres from each page's top-left corner (x
// right, y down). Backends read it and never measure or break text.
type Document struct {
	// Locale is the document's language; Title its plain title, Subject
	// what it is ("Rules reference").
	Locale         locale.Code
	Title, Subject string
	// Paper is the paper, used in portrait; Size the page's width and
	// height.
	Paper layout.Paper
	Size  layout.Size
	// Fonts are the faces the runs are set in (for embedding).
	Fonts *layout.Fonts
	// Pages are the pages in order.
	Pages []Page
	// Outline lists the document's bookmarks in reading order: the parts
	// (level 0) and the card's statements (level 1).
	Outline []Mark
}

// Page is one printed page.
type Page struct {
	// Runs are the page's text, in reading order.
	Runs []Run
	// Strokes are the page's drawn lines.
	Strokes []Stroke
	// Links are the page's areas that lead elsewhere in the document.
	Links []Link
}

// Color is the colour a run is printed in.
type Color uint8

// The colours of runs.
const (
	// Black is the text's colour.
	Black Color = iota
	// Red is the colour of the hearts and diamonds suit symbols.
	Red
	// Grey is the colour of secondary words: how a statement was
	// proven, the footer.
	Grey
)

// RGB returns the colour's red, green and blue, 0 to 255.
func (c Color) RGB() (r, g, b int) {
	switch c {
	case Red:
		return 0xb4, 0x10, 0x10
	case Grey:
		return 0x55, 0x55, 0x55
	}
	return 0, 0, 0
}

// Run is a positioned text run and its colour.
type Run struct {
	layout.TextRun
	Color Color
}

// Stroke is a straight line, solid.
type Stroke struct {
	From, To layout.Point
	// Width is the stroke width in millimetres; Gray its grey level, 0
	// black to 1 white.
	Width layout.Millimetres
	Gray  float64
}

// Link is an area of a page that leads to a place in the document.
type Link struct {
	// Rect is the area on its page.
	Rect layout.Rect
	// Page is the index of the page led to (from 0), Y the place on it.
	Page int
	Y    layout.Millimetres
}

// Mark is a bookmark: a titled place in the document.
type Mark struct {
	// Title is the bookmark's words; Level its depth (0 for a part).
	Title string
	Level int
	// ID is the anchor of the place (a part's or a statement's).
	ID string
	// Page is the index of its page (from 0), Y the top of its words.
	Page int
	Y    layout.Millimetres
}

// TextRuns returns every text run of the document, for the faces and
// characters a backend must embed.
func (d *Document) TextRuns() []layout.TextRun {
	var out []layout.TextRun
	for _, p := range d.Pages {
		for _, r := range p.Runs {
			out = append(out, r.TextRun)
		}
	}
	return out
}
