package pdf

import (
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
)

// testFonts returns the Go fonts.
func testFonts(tb testing.TB) *layout.Fonts { return sheettest.Fonts(tb) }

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
type sheetCase = sheettest.Case

// shippedCases composes every shipped card in every locale on each paper.
func shippedCases(tb testing.TB, papers ...layout.Paper) []sheetCase {
	tb.Helper()
	return sheettest.Shipped(tb, papers...)
}
