// Package html writes a composed layout.Sheet as one self-contained HTML
// page that prints exactly like the PDF: the same fonts (embedded as data:
// URIs), the same type size, the same panel and line breaks, the same
// fold and tear lines and the same 50 mm scale bar, all at the sheet's
// own coordinates in millimetres, with @page asking for the paper in
// landscape and no margins.
//
// The page is marked up for people as well as printers: the title is the
// h1, section headings are h2, list sections are lists, the glossary is a
// definition list, and the DOM holds the text in reading order (panel 1
// to 4, then the spare paper), each layout line an absolutely positioned
// element so the browser cannot break lines of its own. On screen a help
// box above the sheet says how to print and fold it; in print only the
// sheet appears, on exactly one page. The page runs no script and loads
// nothing: a Content-Security-Policy forbids both.
//
// The text is drawn on a layer ten times the sheet's size and scaled down:
// Chromium puts a text baseline on a whole pixel of the layer it is drawn
// in, which on a layer of the sheet's own size moves it by up to 0.13 mm;
// on the larger layer Chromium's print sets every line within 0.02 mm of
// the PDF's.
//
// A ReferenceRenderer writes a card's rules reference (layout/reference)
// as a page of the same kind, self-contained and scriptless, whose text
// flows: the browser breaks its lines and, in print, its portrait pages.
//
// The templates and the style sheets live in the templates package; every
// word is escaped by html/template.
package html
