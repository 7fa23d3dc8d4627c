package gamedef_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/gamedef"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

func TestASpecMakesTheRulesItNames(t *testing.T) {
	at := func(line int) game.Pos { return game.Pos{File: "c/card.yaml", Line: line, Col: 3} }
	r, err := gamedef.Rules(game.Spec{At: at(1)})
	if err != nil || !reflect.DeepEqual(r, engine.House()) {
		t.Errorf("the empty spec: %v, %v; want the house rules", r, err)
	}
	want, _ := engine.Duel().With(preset.PlayOn)
	want, _ = want.Set("give", "one")
	r, err = gamedef.Rules(game.Spec{Preset: "duel", Options: []string{"play-on"}, Changes: []game.Change{{Name: "give", Value: "one", Pos: at(6)}}})
	if err != nil || !reflect.DeepEqual(r, want) {
		t.Errorf("duel, play-on, give one: %v, %v", r, err)
	}
	_, err = gamedef.Rules(game.Spec{Preset: "house", At: at(1), Changes: []game.Change{{Name: "give", Value: "most", Pos: at(7)}}})
	var re *game.RulesError
	if !errors.As(err, &re) || re.Pos != at(7) {
		t.Errorf("a bad value: %v, want a RulesError at line 7", err)
	}
}
