package pdf

import (
	"sync"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
)

var (
	fontsOnce sync.Once
	fontsVal  *layout.Fonts
	fontsErr  error
)

// testFonts returns the Go fonts, loaded once for the package's tests.
func testFonts(tb testing.TB) *layout.Fonts {
	tb.Helper()
	fontsOnce.Do(func() { fontsVal, fontsErr = layout.LoadGoFonts() })
	if fontsErr != nil {
		tb.Fatal(fontsErr)
	}
	return fontsVal
}

// composed composes the shipped Go Fish card in English on paper.
func composed(tb testing.TB, paper layout.Paper) *layout.Sheet {
	tb.Helper()
	card, err := content.LoadShipped("gofish")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := layout.Compose(card, "en", layout.Options{Paper: paper, Fonts: testFonts(tb)})
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// englishSheet is the English card on A4.
func englishSheet(tb testing.TB) *layout.Sheet { return composed(tb, layout.A4) }

// sheetCase is one sheet the tests render: a shipped card in one of its
// locales on a paper.
type sheetCase struct {
	card   *content.Card
	locale string
	paper  layout.Paper
	sheet  *layout.Sheet
}

// name names the case as a file would: "gofish.sv.a4".
func (c sheetCase) name() string { return c.card.ID + "." + c.locale + "." + c.paper.String() }

// words returns the case's locale's words.
func (c sheetCase) words() *content.Locale { return c.card.Locales[c.locale] }

// shippedCases composes every shipped card in every locale on each paper.
func shippedCases(tb testing.TB, papers ...layout.Paper) []sheetCase {
	tb.Helper()
	cards, err := content.Shipped()
	if err != nil {
		tb.Fatal(err)
	}
	var out []sheetCase
	for _, card := range cards {
		for _, loc := range card.LocaleOrder {
			for _, paper := range papers {
				s, err := layout.Compose(card, loc, layout.Options{Paper: paper, Fonts: testFonts(tb)})
				if err != nil {
					tb.Fatal(err)
				}
				out = append(out, sheetCase{card, loc, paper, s})
			}
		}
	}
	if len(out) == 0 {
		tb.Fatal("no shipped cards")
	}
	return out
}
