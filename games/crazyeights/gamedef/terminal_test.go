package gamedef_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/gamedef"
)

// TestAGameAtTheTerminalIsPlayedToItsEnd: taking the first listed move
// every turn, a person plays Mau-Mau against three bots to the end, which
// the table tells by the players' names; the same seed plays the same
// game.
func TestAGameAtTheTerminalIsPlayedToItsEnd(t *testing.T) {
	play := func() string {
		var out bytes.Buffer
		err := gamedef.Game{}.Table().Play(game.Seating{In: strings.NewReader(strings.Repeat("1\n", 3000)), Out: &out,
			Rules: engine.MauMau(), Players: 4, Pack: cards.Pack32, Seed: 9, Bot: "random", Names: []string{"Sam", "Ana", "Ben", "Cy"}})
		if err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	out := play()
	if !strings.Contains(out, "the game is over: ") || strings.Contains(out, "You leave the table") || strings.Contains(out, "seat ") {
		t.Errorf("the game did not end, or told a seat by number:\n%s", out)
	}
	if out != play() {
		t.Error("the same seed played two different games")
	}
}
