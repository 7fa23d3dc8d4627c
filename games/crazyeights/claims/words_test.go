package claims

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// wordsEdit is a statement's new words in English on a card (a shipped
// card's id, or a directory), and what the check must say: "" for
// nothing (the words pass), else words of the refusal.
type wordsEdit struct {
	card, stmt, text string
	says             string
}

// checkEdit checks the card with one statement's English words replaced,
// without games, and returns the error.
func checkEdit(t *testing.T, e wordsEdit) error {
	t.Helper()
	load := content.LoadShipped
	if strings.Contains(e.card, "/") {
		load = content.Load
	}
	c, err := load(e.card)
	if err != nil {
		t.Fatal(err)
	}
	c.Locales["en"].Statements[e.stmt] = content.Text{{Text: e.text}}
	_, err = claim.Check(c, claim.Options{Games: -1, Locales: []locale.Code{"en"}})
	return err
}

// TestTheWordsOfEachPowerAreReadByRankAndPole: a power's statement must
// name its rank (sevens do not draw two where twos do); stacking and not
// stacking are opposite poles, each refusing the other's words; the
// wild rank and the draw rule are read as the rules make them.
func TestTheWordsOfEachPowerAreReadByRankAndPole(t *testing.T) {
	const house = "../testdata/house"
	for _, e := range []wordsEdit{
		{house, "twos", "A two makes the next player draw two cards, and that ends their turn.", ""},
		{house, "twos", "A seven makes the next player draw two cards, and that ends their turn.", `"a seven" says SEVENS, which contradicts claim twos.draw-two`},
		{house, "twos", "An eight makes the next player draw two cards.", "contradicts claim twos.draw-two"},
		{house, "twos-stack", "You may not stack twos.", `"may not" negates STACK ("stack"), which claim draw-two.stack states as it stands`},
		{house, "twos-stack", "Twos never stack: the player after them draws four.", "negates STACK"},
		{house, "twos-stack", "Unless they play a seven of their own: then the player after them draws four, and so on.", "SEVENS"},
		{house, "twos-stack", "Twos stack: a two played on a two passes the draw on, and the next player draws four.", ""},
		{house, "aces", "An ace reverses the direction of play; with two players, its player plays again.", ""},
		{house, "aces", "A queen reverses the direction of play; with two players, its player plays again.", "QUEENS"},
		{"mau-mau", "sevens-stack", "You may not stack sevens.", "negates STACK"},
		{"mau-mau", "sevens", "A two makes the next player draw two cards, and that ends their turn.", "contradicts claim sevens.draw-two"},
		{"mau-mau", "eights", "A queen makes the next player miss their turn.", "contradicts claim eights.skip"},
		{"mau-mau", "wild", "Jacks are wild: play one on any card, even on another eight, and name the suit to follow.", "EIGHTS"},
		{"mau-mau", "penalty-values", "A jack scores 10; a king or queen 50; an ace 1; any other card its face value.", "read in order, 10 follows the words of a wild card"},
		{"mau-mau", "penalty-values", "A king or queen scores 10; a jack 50; an ace 1; any other card its face value.", ""},
		{"crazy-eights", "draw", "If you cannot play, draw one card; then play.", "needs UNTIL-PLAY"},
		{"crazy-eights", "draw-instead", "You may not draw when you could play.", "INSTEAD"},
		{"crazy-eights", "stock-out", "When the stock runs out, pass.", "PASS"},
		{"crazy-eights", "end-blocked", "If every player passes in turn, the hand is blocked: the player with the most penalty points wins.", "MOST"},
		{"crazy-eights", "penalty-values", "An eight scores 10; a king, queen or jack 50; an ace 1; any other card its face value.", "read in order"},
		// a number written out at another card's words, its value placed
		// elsewhere: the ace's ten
		{"crazy-eights", "penalty-values", "Cards left in hand count: 50 for each eight, 10 for each king, queen or jack, 10 for an ace, and the face value for anything else.", "read in order"},
		{"crazy-eights", "penalty-values", "Cards left in hand count: 50 for each eight, 10 for each king, queen or jack, 1 for an ace, and the face value for anything else.", ""},
		{"crazy-eights", "deal-first-wild", "If that card is a jack, put it back in the stock and turn the next one.", "JACKS"},
	} {
		t.Run(e.card+"/"+e.stmt+"/"+e.text, func(t *testing.T) {
			t.Parallel()
			err := checkEdit(t, e)
			switch {
			case e.says == "" && err != nil:
				t.Errorf("its words are refused:\n%v", err)
			case e.says != "" && !errors.Is(err, claim.ErrContradiction):
				t.Errorf("the wrong words pass (error %v)", err)
			case e.says != "" && !strings.Contains(err.Error(), e.stmt+" (en)"):
				t.Errorf("the error does not name the statement:\n%v", err)
			case e.says != "" && !strings.Contains(err.Error(), e.says):
				t.Errorf("the error does not say %q:\n%v", e.says, err)
			}
		})
	}
}

// TestNotStackingIsReadAsThePoleOfStacking: a card whose twos do not
// stack states it with the words stacking's statement refuses, and
// refuses stacking's words.
func TestNotStackingIsReadAsThePoleOfStacking(t *testing.T) {
	c, err := content.Load("../testdata/house")
	if err != nil {
		t.Fatal(err)
	}
	c.Options, c.OptionPos = []string{"twos-draw-two", "aces-reverse"}, c.OptionPos[:2]
	for _, sec := range c.Sections {
		for i := range sec.Statements {
			if sec.Statements[i].ID == "twos-stack" {
				sec.Statements[i].Claims[0].ID = "draw-two.no-stack"
			}
		}
	}
	for text, says := range map[string]string{
		"You may not stack twos.":                       "",
		"A two cannot be answered with another two.":    "",
		"Twos stack: the player after them draws four.": "STACK",
	} {
		c.Locales["en"].Statements["twos-stack"] = content.Text{{Text: text}}
		_, err := claim.Check(c, claim.Options{Games: -1, Locales: []locale.Code{"en"}})
		switch {
		case says == "" && err != nil:
			t.Errorf("%q is refused:\n%v", text, err)
		case says != "" && (err == nil || !strings.Contains(err.Error(), says)):
			t.Errorf("%q: error %v, want one naming %s", text, err, says)
		}
	}
}
