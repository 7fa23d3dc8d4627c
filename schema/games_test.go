package schema

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/game"
	_ "github.com/rulecard/rulecard/games" // the shipped games, so that the shipped cards load
)

// TestTheCardSchemaNamesEveryRegisteredGame: the card schema's game enum
// is the registry's games and none, so an editor offers every game
// rulecard plays and refuses the others.
func TestTheCardSchemaNamesEveryRegisteredGame(t *testing.T) {
	data, err := Card.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Properties struct {
			Game struct {
				Enum []string `json:"enum"`
			} `json:"game"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	want := append(game.IDs(), "none")
	got := slices.Clone(s.Properties.Game.Enum)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the card schema's games are %v, the registry's (and none) %v", got, want)
	}
}
