package html

import (
	"bufio"
	"fmt"
	"html/template"
	"io"
	"io/fs"

	"github.com/rulecard/rulecard/templates"
)

// pageTemplate is an embedded page template, parsed, and its style sheet.
type pageTemplate struct {
	tmpl *template.Template
	name string       // the template that writes the page
	css  template.CSS // the embedded style sheet, trusted
}

// parsePageTemplate parses the embedded template file, which must define
// the template name, and reads the style sheet cssFile (templates.FS).
func parsePageTemplate(file, name, cssFile string) (pageTemplate, error) {
	fsys := templates.FS()
	tmpl, err := template.ParseFS(fsys, file)
	if err != nil {
		return pageTemplate{}, fmt.Errorf("html: %w", err)
	}
	if tmpl.Lookup(name) == nil {
		return pageTemplate{}, fmt.Errorf("html: %s defines no template %q", file, name)
	}
	css, err := fs.ReadFile(fsys, cssFile)
	if err != nil {
		return pageTemplate{}, fmt.Errorf("html: %w", err)
	}
	return pageTemplate{tmpl: tmpl, name: name, css: template.CSS(css)}, nil
}

// execute writes the page with data to w, buffered.
func (t pageTemplate) execute(w io.Writer, data any) error {
	bw := bufio.NewWriterSize(w, 32<<10)
	if err := t.tmpl.ExecuteTemplate(bw, t.name, data); err != nil {
		return fmt.Errorf("html: %w", err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("html: %w", err)
	}
	return nil
}
