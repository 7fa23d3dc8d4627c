// Package templates embeds the HTML template and the style sheet that the
// HTML backend (layout/html) renders sheets with. It holds no logic: the
// backend parses the template once and inlines the style sheet into every
// page it writes.
package templates

import (
	"embed"
	"io/fs"
)

//go:embed sheet.html.tmpl sheet.css
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
)

// FS returns the embedded template and style sheet, read-only.
func FS() fs.FS { return files }
