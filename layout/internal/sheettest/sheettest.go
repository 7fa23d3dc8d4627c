// Package sheettest composes the shipped cards for the tests of the
// backends, layout/pdf, layout/png and layout/html. It is imported only by
// tests.
package sheettest

import (
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
)

// Fonts returns the Go fonts. An error fails the test.
func Fonts(tb testing.TB) *layout.Fonts {
	tb.Helper()
	fonts, err := layout.LoadGoFonts()
	if err != nil {
		tb.Fatal(err)
	}
	return fonts
}

// Case is one sheet the tests render: a shipped card in one of its
// locales on a paper, composed in the Go fonts.
type Case struct {
	Card   *content.Card
	Locale locale.Code
	Paper  layout.Paper
	Sheet  *layout.Sheet
}

// Name names the case as a file would: "gofish.sv.a4".
func (c Case) Name() string { return c.Card.ID + "." + string(c.Locale) + "." + c.Paper.String() }

// Words returns the card's words in the case's locale.
func (c Case) Words() *content.Locale { return c.Card.Locales[c.Locale] }

// Shipped composes every shipped card in every locale on each paper. An
// error, or no shipped card at all, fails the test.
func Shipped(tb testing.TB, papers ...layout.Paper) []Case {
	tb.Helper()
	fonts := Fonts(tb)
	cards, err := content.Shipped()
	if err != nil {
		tb.Fatal(err)
	}
	var out []Case
	for _, card := range cards {
		for _, loc := range card.LocaleOrder {
			for _, paper := range papers {
				s, err := layout.Compose(card, loc, layout.Options{Paper: paper, Fonts: fonts})
				if err != nil {
					tb.Fatal(err)
				}
				out = append(out, Case{card, loc, paper, s})
			}
		}
	}
	if len(out) == 0 {
		tb.Fatal("no shipped cards")
	}
	return out
}

// Example returns the shipped gofish card and its English sheet, composed
// in the Go fonts on the default paper as layout's ExampleCompose shows:
// the sheet the backends' Example functions render. An Example has no
// testing.TB, so an error panics.
func Example() (*content.Card, *layout.Sheet) {
	fonts, err := layout.LoadGoFonts()
	if err != nil {
		panic(err)
	}
	card, err := content.LoadShipped("gofish")
	if err != nil {
		panic(err)
	}
	sheet, err := layout.Compose(card, "en", layout.Options{Fonts: fonts})
	if err != nil {
		panic(err)
	}
	return card, sheet
}
