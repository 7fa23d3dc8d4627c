package reference

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/rulecard/rulecard/internal/referencetest"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
	"github.com/rulecard/rulecard/reference/document"
)

// squeeze drops every white space character.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// composed is a reference set on pages.
type composed struct {
	name string
	ref  *document.Reference
	doc  *Document
}

var (
	composedOnce sync.Once
	composedVal  []composed
	composedErr  error
)

// composeAll sets every shipped card's reference in every locale on A4
// and on Letter, once for the test binary: the tests share the documents
// and must not change them.
func composeAll(t *testing.T) []composed {
	t.Helper()
	fonts := sheettest.Fonts(t)
	refs := referencetest.All(t)
	composedOnce.Do(func() {
		for _, r := range refs {
			for _, paper := range []layout.Paper{layout.A4, layout.Letter} {
				d, err := Compose(r.Ref, paper, fonts)
				if err != nil {
					composedErr = fmt.Errorf("%s on %s: %w", r.Name, paper, err)
					return
				}
				composedVal = append(composedVal, composed{r.Name + "." + paper.String(), r.Ref, d})
			}
		}
	})
	if composedErr != nil {
		t.Fatal(composedErr)
	}
	return composedVal
}

func TestEveryStatementIsSetWholeOnOnePageInPortrait(t *testing.T) {
	for _, c := range composeAll(t) {
		land := c.doc.Paper.Size()
		if c.doc.Size.W != land.H || c.doc.Size.H != land.W {
			t.Errorf("%s: pages of %v, want %v in portrait", c.name, c.doc.Size, land)
		}
		if len(c.doc.Pages) < 5 {
			t.Errorf("%s: %d pages", c.name, len(c.doc.Pages))
		}
		var pages []string
		for _, p := range c.doc.Pages {
			var b strings.Builder
			for _, r := range p.Runs {
				b.WriteString(r.Text)
			}
			pages = append(pages, squeeze(b.String()))
		}
		for _, p := range c.ref.Parts {
			for _, b := range p.Blocks {
				if b.Kind != document.Statement {
					continue
				}
				words := squeeze(b.Label + b.Text.Plain())
				found := false
				for _, pg := range pages {
					found = found || strings.Contains(pg, words)
				}
				if !found {
					t.Errorf("%s: statement %s is not set whole on one page", c.name, b.ID)
				}
			}
		}
	}
}

func TestEveryRunLiesInsideItsPagesMargins(t *testing.T) {
	for _, c := range composeAll(t) {
		area := layout.Rect{Min: layout.Pt(marginSide-0.01, marginTop-0.01),
			Max: layout.Pt(c.doc.Size.W-marginSide+0.01, c.doc.Size.H-footerY+3)}
		for i, p := range c.doc.Pages {
			for _, r := range p.Runs {
				if b := r.Bounds(c.doc.Fonts); !area.Contains(b) {
					t.Errorf("%s: page %d: %q at %v leaves the text area %v", c.name, i+1, r.Text, b, area)
				}
			}
		}
	}
}

func TestTheOutlineAndTheContentsLeadToEveryPartAndStatement(t *testing.T) {
	for _, c := range composeAll(t) {
		marks := map[string]Mark{}
		for _, m := range c.doc.Outline {
			marks[m.ID] = m
		}
		for _, p := range c.ref.Parts {
			if m, ok := marks[p.ID]; !ok || m.Level != 0 || !strings.Contains(m.Title, p.Heading) {
				t.Errorf("%s: part %s has the bookmark %+v", c.name, p.ID, m)
			}
		}
		for _, id := range c.ref.Statements() {
			if m, ok := marks[id]; !ok || m.Level != 1 {
				t.Errorf("%s: statement %s has the bookmark %+v", c.name, id, m)
			}
		}
		at := map[[2]float64]bool{}
		for _, m := range marks {
			at[[2]float64{float64(m.Page), float64(m.Y)}] = true
		}
		links := 0
		for _, p := range c.doc.Pages {
			for _, l := range p.Links {
				links++
				if !at[[2]float64{float64(l.Page), float64(l.Y)}] {
					t.Errorf("%s: a link leads to page %d at %v, where nothing begins", c.name, l.Page+1, l.Y)
				}
			}
		}
		if want := len(c.ref.Parts) + len(c.ref.Statements()) - 1; links != want { // the cover's line has no number
			t.Errorf("%s: %d links in the contents, want %d", c.name, links, want)
		}
	}
}

func TestHeartsAndDiamondsAreRed(t *testing.T) {
	c := composeAll(t)[0]
	red := 0
	for _, p := range c.doc.Pages {
		for _, r := range p.Runs {
			hasRed := strings.ContainsAny(r.Text, "♥♦")
			if hasRed != (r.Color == Red) {
				t.Errorf("%q is printed in colour %d", r.Text, r.Color)
			}
			if hasRed {
				red++
			}
		}
	}
	if red == 0 {
		t.Error("no heart or diamond in the worked examples")
	}
}
