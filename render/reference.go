package render

import (
	"bytes"
	"fmt"
	"path/filepath"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
	layoutref "github.com/rulecard/rulecard/layout/reference"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference"
)

// Reference is one locale's rules reference, rendered.
type Reference struct {
	// Pages is the number of pages of the PDF (0 when none was asked for).
	Pages int
	Files []File
}

// Reference builds the rules reference of card in locale loc from its
// check's report and its games' facts, and renders it on paper as each of
// formats (PDF and HTML), into files named
// dir/<card>.<locale>.reference.<format>. An error names the card and the
// locale.
func (d *Driver) Reference(card *content.Card, loc locale.Code, rep *claim.Report, facts *reference.Facts,
	paper layout.Paper, formats []Format, dir string) (*Reference, error) {
	ref, err := reference.Build(reference.Input{Card: card, Locale: loc, Report: rep, Facts: facts,
		Version: d.opt.Version, Date: d.opt.Date})
	if err != nil {
		return nil, err
	}
	base := filepath.Join(dir, card.ID+"."+string(loc)+".reference")
	out := &Reference{}
	for _, f := range formats {
		var buf bytes.Buffer
		switch f {
		case PDF:
			var doc *layoutref.Document
			if doc, err = layoutref.Compose(ref, paper, d.fonts); err == nil {
				out.Pages = len(doc.Pages)
				meta := pdf.Meta{Title: doc.Title + " · " + ref.Subtitle, Author: "rulecard", Date: d.opt.Date}
				err = pdf.WriteReference(&buf, doc, meta)
			}
		case HTML:
			err = d.ref.Write(&buf, ref, d.fonts, paper, html.Meta{Description: ref.Meta})
		default:
			err = fmt.Errorf("a reference has no format %s", f)
		}
		if err != nil {
			return nil, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		out.Files = append(out.Files, File{Path: base + "." + f.String(), Data: buf.Bytes(), Format: f})
	}
	return out, nil
}
