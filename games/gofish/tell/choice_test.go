package tell

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

func TestAChoiceIsReadAsANumberOrAPlayerAndARank(t *testing.T) {
	c := engine.Choice{Seat: 1,
		Claims: []cards.Rank{7},
		Asks:   []engine.Ask{{Of: 0, Rank: 12}, {Of: 2, Rank: 10, Dead: true}, {Of: 2, Rank: 1}}}
	tl := Teller{Names: []string{"Ana", "Sam", "Cy"}}
	for _, tt := range []struct {
		in   string
		want engine.Move
		err  string
	}{
		{in: "1", want: engine.Move{Kind: engine.MoveClaim, By: 1, Rank: 7}},
		{in: " 2 ", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 0, Rank: 12}},
		{in: "3", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 2, Rank: 10}},
		{in: "ana queens", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 0, Rank: 12}},
		{in: "ANA q", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 0, Rank: 12}},
		{in: "cy 10s", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 2, Rank: 10}},
		{in: "cy tens", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 2, Rank: 10}},
		{in: "cy ace", want: engine.Move{Kind: engine.MoveAsk, By: 1, Of: 2, Rank: 1}},
		{in: "0", err: "choose a number from 1 to 4"},
		{in: "5", err: "choose a number from 1 to 4"},
		{in: "cy", err: `type a number, or a player and a rank ("ben 7"), or q`},
		{in: "ana 7", err: `"ana 7" is not one of the asks listed`},
		{in: "sam queens", err: `"sam queens" is not one of the asks listed`},
		{in: "bob queens", err: `"bob queens" is not one of the asks listed`},
	} {
		m, err := tl.ParseChoice(c, tt.in)
		switch {
		case tt.err != "" && (err == nil || err.Error() != tt.err):
			t.Errorf("ParseChoice(%q) = %v, %v; want the error %q", tt.in, m, err, tt.err)
		case tt.err == "" && (err != nil || m != tt.want):
			t.Errorf("ParseChoice(%q) = %+v, %v; want %+v", tt.in, m, err, tt.want)
		}
	}
}

func TestAnAskForACardIsChosenOnlyByItsNumber(t *testing.T) {
	c := engine.Choice{Seat: 0, Asks: []engine.Ask{{Of: 1, Rank: 12, Card: mustCard(t, "QH")}}}
	tl := Teller{Names: []string{"Sam", "Ben"}}
	if m, err := tl.ParseChoice(c, "1"); err != nil || m.Kind != engine.MoveAskCard || m.Card != c.Asks[0].Card {
		t.Errorf("ParseChoice(1) = %+v, %v", m, err)
	}
	if _, err := tl.ParseChoice(c, "ben queens"); err == nil || !strings.Contains(err.Error(), "not one of the asks") {
		t.Errorf("a rank for an ask of a card: %v", err)
	}
}

// mustCard parses a card token or fails the test.
func mustCard(t *testing.T, s string) cards.Card {
	t.Helper()
	c, err := cards.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
