package layout

import (
	"fmt"
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout/hyph"
	"github.com/rulecard/rulecard/locale"
)

// boundCase is a card in a locale on a paper and panel, as Compose sets it.
type boundCase struct {
	name  string
	card  *content.Card
	code  locale.Code
	paper Paper
	panel Size
}

// boundCases are every shipped card in every locale on both papers, the
// pseudo-locales that run a fifth to four fifths longer than English, and
// the English card on a narrower panel.
func boundCases(t *testing.T) []boundCase {
	cards, err := content.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var out []boundCase
	for _, card := range cards {
		for _, code := range card.LocaleOrder {
			for _, paper := range []Paper{A4, Letter} {
				out = append(out, boundCase{fmt.Sprintf("%s.%s.%s", card.ID, code, paper), card, code, paper, PokerPanel()})
			}
		}
	}
	for _, grow := range []float64{0.2, 0.4, 0.6, 0.8} {
		out = append(out, boundCase{fmt.Sprintf("pseudo %.1f", grow), pseudoLocale(testFonts(t), shippedCard(t), grow), "xx", A4, PokerPanel()})
	}
	return append(out, boundCase{"narrow", shippedCard(t), "en", A4, Size{W: 50, H: 80}})
}

// composerOf sets up the composer Compose would for the case.
func composerOf(t *testing.T, tc boundCase) *composer {
	pats, err := hyph.For(string(tc.code))
	if err != nil {
		t.Fatal(err)
	}
	c := &composer{fonts: testFonts(t), panel: tc.panel, box: newTextBox(tc.panel)}
	c.srcs = sources(c.fonts, tc.card, tc.card.Locales[tc.code], pats)
	return c
}

func TestASizeRuledOutByTheBoundIsOnePaginateFindsTooLarge(t *testing.T) {
	ruledOut, sizes := 0, 0
	for _, tc := range boundCases(t) {
		c := composerOf(t, tc)
		for k := range int((maxSize-minSize)/sizeStep) + 1 {
			size := sizeAt(k)
			for i := range c.srcs {
				s := &c.srcs[i]
				if lb, n := c.fewestLines(s, size), len(c.breakSource(s, size)); lb > n || (lb == 0) != (n == 0) {
					t.Fatalf("%s at %v pt: paragraph %d (%s %q) takes %d lines, the bound says at least %d",
						tc.name, float64(size), i, s.role, s.id, n, lb)
				}
			}
			sizes++
			if !c.cannotFit(size) {
				continue
			}
			ruledOut++
			if f := c.paginate(c.galleyAt(size), true); f.over == nil {
				t.Errorf("%s: %v pt ruled out, and the card fits at it", tc.name, float64(size))
			}
		}
	}
	t.Logf("%d of %d sizes ruled out", ruledOut, sizes)
	if ruledOut < sizes/10 {
		t.Errorf("only %d of %d sizes ruled out: the bound does nothing", ruledOut, sizes)
	}
}
