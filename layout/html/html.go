package html

import (
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/templates"
)

// Meta is what the page says about itself beyond the sheet. The page's
// language is the sheet's locale.
type Meta struct {
	// Title is the page's <title>; empty means the sheet's title.
	Title string
	// Description, when set, is written as the page's meta description.
	Description string
}

// Renderer writes sheets as HTML pages. It parses the template once and
// uses it for every page. It is safe for concurrent use.
type Renderer struct {
	page pageTemplate
}

// sheetPage is the sheet's page template, parsed once: a template is
// not changed once parsed and may be executed by several goroutines at
// once, so every renderer of the process shares it.
var sheetPage = sync.OnceValues(func() (pageTemplate, error) {
	return parsePageTemplate(templates.Sheet, "page", templates.SheetCSS)
})

// NewRenderer parses the embedded page template and reads the style
// sheet (templates.FS), once in a process.
func NewRenderer() (*Renderer, error) {
	page, err := sheetPage()
	if err != nil {
		return nil, err
	}
	return &Renderer{page: page}, nil
}

// Write renders s, a sheet composed from card, to w as one HTML page. The
// on-screen help is the card's words in the sheet's locale
// (Locale.Sheet.ScreenTitle and Screen).
func (r *Renderer) Write(w io.Writer, s *layout.Sheet, card *content.Card, meta Meta) error {
	if s == nil || s.Fonts == nil {
		return errors.New("html: sheet has no fonts")
	}
	if card == nil {
		return errors.New("html: no card")
	}
	loc, ok := card.Locales[s.Locale]
	if !ok {
		return fmt.Errorf("html: card %s has no locale %q", card.ID, s.Locale)
	}
	p := newPage(s, loc.Sheet, meta)
	p.CSS = r.page.css
	p.FontCSS = fontCSS(s.Fonts, p.faces)
	return r.page.execute(w, p)
}
