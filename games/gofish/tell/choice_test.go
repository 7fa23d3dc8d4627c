package tell

import (
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

func TestAnAskForACardIsChosenByItsNumberOrTyped(t *testing.T) {
	c := engine.Choice{Seat: 0, Asks: []engine.Ask{
		{Of: 1, Rank: 12, Card: mustCard(t, "QH")},
		{Of: 2, Rank: 11, Card: mustCard(t, "JS")},
		{Of: 2, Rank: 10, Card: mustCard(t, "10S")},
	}}
	tl := Teller{Names: []string{"Sam", "Ben", "Cy"}}
	for _, tt := range []struct {
		in   string
		want string // the card asked for
		of   cards.Seat
		err  string
	}{
		{in: "1", want: "QH", of: 1},
		{in: "3", want: "10S", of: 2},
		{in: "cy JS", want: "JS", of: 2},
		{in: "Cy js", want: "JS", of: 2},
		{in: "cy 10s", want: "10S", of: 2},
		{in: "ben qh", want: "QH", of: 1},
		{in: "ask Cy for the jack of spades", want: "JS", of: 2},
		{in: "ask cy for jack of spades", want: "JS", of: 2},
		{in: "cy jack spades", want: "JS", of: 2},
		{in: "cy ten of spades", want: "10S", of: 2},
		{in: "ASK BEN FOR THE QUEEN OF HEARTS", want: "QH", of: 1},
		{in: "cy J of S", want: "JS", of: 2},
		{in: "ben queens", err: `"ben queens" is not one of the asks listed: ask for a card ("ben 7H")`},
		{in: "ben JS", err: `"ben JS" is not one of the asks listed`},
		{in: "cy jack of hearts", err: `"cy jack of hearts" is not one of the asks listed`},
		{in: "cy jack of stars", err: `"cy jack of stars" is not one of the asks listed`},
		{in: "cy", err: `type a number, or a player and a card ("ben 7H"), or q`},
		{in: "ask cy", err: `type a number, or a player and a card ("ben 7H"), or q`},
	} {
		m, err := tl.ParseChoice(c, tt.in)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("ParseChoice(%q) = %+v, %v; want the error %q", tt.in, m, err, tt.err)
			}
			continue
		}
		want := engine.Move{Kind: engine.MoveAskCard, By: 0, Of: tt.of, Rank: mustCard(t, tt.want).Rank(), Card: mustCard(t, tt.want)}
		if err != nil || m != want {
			t.Errorf("ParseChoice(%q) = %+v, %v; want %+v", tt.in, m, err, want)
		}
	}
}

func TestATypedAskOfARankTakesTheWordsAroundIt(t *testing.T) {
	c := engine.Choice{Seat: 0, Asks: []engine.Ask{{Of: 1, Rank: 7}}}
	tl := Teller{Names: []string{"Sam", "Ben"}}
	want := engine.Move{Kind: engine.MoveAsk, By: 0, Of: 1, Rank: 7}
	for _, in := range []string{"ask ben for sevens", "ask Ben for a seven", "ben any 7s", "Ask ben 7"} {
		if m, err := tl.ParseChoice(c, in); err != nil || m != want {
			t.Errorf("ParseChoice(%q) = %+v, %v; want %+v", in, m, err, want)
		}
	}
	_, err := tl.ParseChoice(c, "ben 7H")
	if want := `"ben 7H" is not one of the asks listed: ask for a rank ("ben 7")`; err == nil || err.Error() != want {
		t.Errorf("a card for an ask of a rank: %v; want %q", err, want)
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
