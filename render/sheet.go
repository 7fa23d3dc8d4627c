package render

import (
	"bytes"
	"fmt"
	"path/filepath"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
	"github.com/rulecard/rulecard/layout/png"
	"github.com/rulecard/rulecard/locale"
)

// Compose sets card in locale loc on paper, at the driver's panel size.
func (d *Driver) Compose(card *content.Card, loc locale.Code, paper layout.Paper) (*layout.Sheet, error) {
	return layout.Compose(card, loc, layout.Options{Paper: paper, Panel: d.opt.Panel, Fonts: d.fonts})
}

// RenderSheet renders sheet s of card as format f.
func (d *Driver) RenderSheet(card *content.Card, s *layout.Sheet, f Format) ([]byte, error) {
	var buf bytes.Buffer
	subject := card.Locales[s.Locale].Statements[card.Tagline.ID].Plain()
	var err error
	switch f {
	case PDF:
		err = pdf.Write(&buf, s, pdf.Meta{Title: s.Title, Subject: subject, Author: "rulecard", Date: d.opt.Date})
	case HTML:
		err = d.html.Write(&buf, s, card, html.Meta{Description: subject})
	case PNG:
		err = png.Write(&buf, s, d.opt.DPI)
	default:
		err = fmt.Errorf("a sheet has no format %s", f)
	}
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Sheet composes card in locale loc on paper and renders it as each of
// formats, into files named dir/<card>.<locale>.<format>. An error names
// the card and the locale.
func (d *Driver) Sheet(card *content.Card, loc locale.Code, paper layout.Paper, formats []Format, dir string) (*layout.Sheet, []File, error) {
	s, err := d.Compose(card, loc, paper)
	if err != nil {
		return nil, nil, err
	}
	base := filepath.Join(dir, card.ID+"."+string(loc))
	var files []File
	for _, f := range formats {
		data, err := d.RenderSheet(card, s, f)
		if err != nil {
			return nil, nil, fmt.Errorf("%s (%s): %w", card.ID, loc, err)
		}
		files = append(files, File{Path: base + "." + f.String(), Data: data, Format: f})
	}
	return s, files, nil
}
