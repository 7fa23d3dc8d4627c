package html

import (
	"bufio"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"

	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/reference"
	"github.com/rulecard/rulecard/templates"
)

// ReferenceRenderer writes rules references as HTML pages: self-contained
// like the sheets (the fonts as data: URIs, the style sheet inline, no
// script, a content security policy that forbids scripts and remote
// loads), but flowing, for the browser to break into lines and pages. It
// parses its template once and shares the fonts' encodings with a sheet
// Renderer. It is safe for concurrent use.
type ReferenceRenderer struct {
	tmpl  *template.Template
	css   template.CSS
	fonts *Renderer // encodes and keeps the fonts
}

// NewReferenceRenderer parses the embedded reference template and reads
// its style sheet (templates.FS).
func NewReferenceRenderer() (*ReferenceRenderer, error) {
	fsys := templates.FS()
	tmpl, err := template.ParseFS(fsys, templates.Reference)
	if err != nil {
		return nil, fmt.Errorf("html: %w", err)
	}
	if tmpl.Lookup("reference") == nil {
		return nil, fmt.Errorf("html: %s defines no template \"reference\"", templates.Reference)
	}
	css, err := fs.ReadFile(fsys, templates.ReferenceCSS)
	if err != nil {
		return nil, fmt.Errorf("html: %w", err)
	}
	fonts, err := NewRenderer()
	if err != nil {
		return nil, err
	}
	return &ReferenceRenderer{tmpl: tmpl, css: template.CSS(css), fonts: fonts}, nil
}

// Write renders ref to w as one HTML page that prints on paper in
// portrait, its text in fonts (the faces it uses, embedded).
func (r *ReferenceRenderer) Write(w io.Writer, ref *reference.Reference, fonts *layout.Fonts, paper layout.Paper, meta Meta) error {
	if ref == nil {
		return errors.New("html: no reference")
	}
	if fonts == nil {
		return errors.New("html: reference has no fonts")
	}
	p := newReferencePage(ref, meta)
	p.CSS = r.css
	p.PageCSS = referencePageCSS(paper)
	p.FontCSS = r.fonts.fontCSS(fonts, p.faces)
	bw := bufio.NewWriterSize(w, 32<<10)
	if err := r.tmpl.ExecuteTemplate(bw, "reference", p); err != nil {
		return fmt.Errorf("html: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("html: %w", err)
	}
	return nil
}

// referencePageCSS asks for the paper in portrait, with margins.
func referencePageCSS(paper layout.Paper) template.CSS {
	name := "A4"
	if paper == layout.Letter {
		name = "letter"
	}
	return template.CSS("@page{size:" + name + " portrait;margin:18mm 20mm 20mm}\n")
}
