package html

import (
	"errors"
	"html/template"
	"io"
	"sync"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/reference/document"
	"github.com/rulecard/rulecard/templates"
)

// ReferenceRenderer writes rules references as HTML pages: self-contained
// like the sheets (the fonts as data: URIs, the style sheet inline, no
// script, a content security policy that forbids scripts and remote
// loads), but flowing, for the browser to break into lines and pages. It
// parses its template once, as a sheet Renderer does. It is safe for
// concurrent use.
type ReferenceRenderer struct {
	page pageTemplate
}

// referencePage is the reference's page template, parsed once (as
// sheetPage).
var referencePage = sync.OnceValues(func() (pageTemplate, error) {
	return parsePageTemplate(templates.Reference, "reference", templates.ReferenceCSS)
})

// NewReferenceRenderer parses the embedded reference template and reads
// its style sheet (templates.FS), once in a process.
func NewReferenceRenderer() (*ReferenceRenderer, error) {
	page, err := referencePage()
	if err != nil {
		return nil, err
	}
	return &ReferenceRenderer{page: page}, nil
}

// Write renders ref to w as one HTML page that prints on paper in
// portrait, its text in fonts (the faces it uses, embedded).
func (r *ReferenceRenderer) Write(w io.Writer, ref *document.Reference, fonts *layout.Fonts, paper layout.Paper, meta Meta) error {
	if ref == nil {
		return errors.New("html: no reference")
	}
	if fonts == nil {
		return errors.New("html: reference has no fonts")
	}
	p := newReferencePage(ref, meta)
	p.CSS = r.page.css
	p.PageCSS = referencePageCSS(paper)
	p.FontCSS = fontCSS(fonts, p.faces)
	return r.page.execute(w, p)
}

// referencePageCSS asks for the paper in portrait, with margins.
func referencePageCSS(paper layout.Paper) template.CSS {
	name := "A4"
	if paper == layout.Letter {
		name = "letter"
	}
	return template.CSS("@page{size:" + name + " portrait;margin:18mm 20mm 20mm}\n")
}
