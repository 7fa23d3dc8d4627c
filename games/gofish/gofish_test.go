package gofish_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/game/gametest"
	_ "github.com/rulecard/rulecard/games/gofish"
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
	listed := map[string]bool{}
	for _, s := range g.Settings() {
		listed[s.Name] = true
	}
	for _, s := range engine.Settings() {
		if name := s.Name; !listed[name] && !(strings.HasPrefix(name, "deal.") && listed["deal.N"]) {
			t.Errorf("setting %s is not listed (nor as deal.N)", name)
		}
	}
	if len(listed) != len(engine.Settings())-engine.MaxPlayers+2 {
		t.Errorf("%d settings listed, want the engine's %d with deal.2 to deal.%d as one", len(listed), len(engine.Settings()), engine.MaxPlayers)
	}
	if _, ok := g.Locales().Open("sv", "rules.yaml"); !ok {
		t.Error("no Swedish rules text in the game's locales")
	}
	if cl := g.Claims(); cl == nil || len(cl.Catalogue()) < 50 {
		t.Error("Go Fish registered without its claims")
	}
}

// TestGoFishPlaysThroughTheSeam: Go Fish's games, moves, views and bots,
// played through game.Table alone, keep the interface's promises under
// every preset.
func TestGoFishPlaysThroughTheSeam(t *testing.T) {
	g, err := game.Lookup("gofish")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range g.Presets() {
		r, err := g.Rules(game.Spec{Preset: p.Name})
		if err != nil {
			t.Fatal(err)
		}
		rules := r.(engine.Rules)
		if moves := gametest.PlayGames(t, g, r, rules.Players.Min, cards.Pack52, 20); moves < 20*10 {
			t.Errorf("%s: %d moves in 20 games", p.Name, moves)
		}
	}
}
