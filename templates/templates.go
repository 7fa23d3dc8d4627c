// Package templates embeds the HTML templates and the style sheets that
// the HTML backend (layout/html) renders sheets and rules references
// with. It holds no logic: the backend parses each template once and
// inlines its style sheet into every page it writes.
package templates

import (
	"embed"
	"io/fs"
)

//go:embed sheet.html.tmpl sheet.css reference.html.tmpl reference.css
var files embed.FS

// The names of the embedded files in FS.
const (
	// Sheet is the html/template source of a page: one card in one locale,
	// the sheet drawn at true size with the on-screen help above it. It
	// defines the template "page" and the partials it calls.
	Sheet = "sheet.html.tmpl"
	// SheetCSS is the style sheet inlined into every page: the sheet's
	// fixed typography, the screen view and the print view. Lengths that
	// depend on the sheet (paper, panel, font metrics) are added by the
	// backend.
	SheetCSS = "sheet.css"
	// Reference is the html/template source of a rules reference: one
	// card in one locale as a document that flows. It defines the
	// template "reference" and the partials it calls.
	Reference = "reference.html.tmpl"
	// ReferenceCSS is the style sheet inlined into every reference; the
	// backend adds the page size and the fonts.
	ReferenceCSS = "reference.css"
)

// FS returns the embedded template and style sheet, read-only.
func FS() fs.FS { return files }
