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
