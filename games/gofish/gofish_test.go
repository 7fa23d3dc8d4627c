package gofish_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

func TestGoFishIsRegistered(t *testing.T) {
	g, err := game.Lookup("gofish")
	if err != nil {
		t.Fatal(err)
	}
	if g.Name() != "Go Fish" || g.DefaultPreset() != "house" {
		t.Errorf("%s, default %s", g.Name(), g.DefaultPreset())
	}
	var presets, options []string
	for _, p := range g.Presets() {
		presets = append(presets, p.Name)
		if p.Summary == "" {
			t.Errorf("preset %s has no summary", p.Name)
		}
	}
	for _, o := range g.Options() {
		options = append(options, o.Name)
	}
	if !reflect.DeepEqual(presets, preset.Strings(preset.Names())) || !reflect.DeepEqual(options, preset.Strings(preset.Options())) {
		t.Errorf("presets %v options %v", presets, options)
	}
	if len(g.Settings()) != len(engine.Settings()) {
		t.Errorf("%d settings, the engine has %d", len(g.Settings()), len(engine.Settings()))
	}
	if _, ok := g.Locales().Open("sv", "rules.yaml"); !ok {
		t.Error("no Swedish rules text in the game's locales")
	}
}

func TestASpecMakesTheRulesItNames(t *testing.T) {
	at := func(line int) game.Pos { return game.Pos{File: "c/card.yaml", Line: line, Col: 3} }
	r, err := gofish.Rules(game.Spec{At: at(1)})
	if err != nil || !reflect.DeepEqual(r, engine.House()) {
		t.Errorf("the empty spec: %v, %v; want the house rules", r, err)
	}
	want, _ := engine.Duel().With(preset.PlayOn)
	want, _ = want.Set("give", "one")
	r, err = gofish.Rules(game.Spec{Preset: "duel", Options: []string{"play-on"}, Changes: []game.Change{{Name: "give", Value: "one", Pos: at(6)}}})
	if err != nil || !reflect.DeepEqual(r, want) {
		t.Errorf("duel, play-on, give one: %v, %v", r, err)
	}
	_, err = gofish.Rules(game.Spec{Preset: "house", At: at(1), Changes: []game.Change{{Name: "give", Value: "most", Pos: at(7)}}})
	var re *game.RulesError
	if !errors.As(err, &re) || re.Pos != at(7) {
		t.Errorf("a bad value: %v, want a RulesError at line 7", err)
	}
}
