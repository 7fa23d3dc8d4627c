package gamedef_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/game/gametest"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/gamedef"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
)

// at is a position in a card.yaml.
func at(line int) game.Pos { return game.Pos{File: "c/card.yaml", Line: line, Col: 3} }

func TestASpecMakesTheRulesItNames(t *testing.T) {
	r, err := gamedef.Rules(game.Spec{At: at(1)})
	if err != nil || !reflect.DeepEqual(r, engine.CrazyEights()) {
		t.Errorf("the empty spec: %v, %v; want the common rules", r, err)
	}
	want, _ := engine.MauMau().With(preset.AcesReverse)
	want, _ = want.Set("stack", "no")
	r, err = gamedef.Rules(game.Spec{Preset: "mau-mau", Options: []string{"aces-reverse"}, OptionPos: []game.Pos{at(4)},
		Changes: []game.Change{{Name: "stack", Value: "no", Pos: at(6)}}})
	if err != nil || !reflect.DeepEqual(r, want) {
		t.Errorf("mau-mau, aces-reverse, stack: no: %v, %v", r, err)
	}
}

func TestAWrongSpecIsRefusedAtItsKey(t *testing.T) {
	for _, c := range []struct {
		name string
		spec game.Spec
		line int
		msg  string
	}{
		{"unknown preset", game.Spec{Preset: "uno", PresetPos: at(2)}, 2, `unknown preset "uno"`},
		{"unknown option", game.Spec{Options: []string{"wild-draw-four"}, OptionPos: []game.Pos{at(4)}}, 4, `unknown option "wild-draw-four"`},
		{"unknown setting", game.Spec{Changes: []game.Change{{Name: "sevens", Value: "yes", Pos: at(7)}}}, 7, `unknown setting "sevens"`},
		{"bad value", game.Spec{Changes: []game.Change{{Name: "draw", Value: "two", Pos: at(7)}}}, 7, `draw: "two" is not a value`},
		// Stacking without a draw-two rank: the option that set stack.
		{"stacking alone", game.Spec{PresetPos: at(2), Options: []string{"stacking"}, OptionPos: []game.Pos{at(4)}}, 4, "stack: yes conflicts with draw-two: none"},
		// Skip eights with eights wild: the change, later than the preset.
		{"a rank with two powers", game.Spec{PresetPos: at(2), Changes: []game.Change{{Name: "skip", Value: "eights", Pos: at(8)}}}, 8, "a rank has one power"},
		// Mau-Mau's 32 cards have no twos: the option, not the preset.
		{"twos in the short pack", game.Spec{Preset: "mau-mau", PresetPos: at(2), Options: []string{"twos-draw-two"}, OptionPos: []game.Pos{at(5)},
			Changes: []game.Change{{Name: "skip", Value: "none", Pos: at(9)}}}, 5, "the 32-card pack has no"},
	} {
		_, err := gamedef.Rules(c.spec)
		var re *game.RulesError
		if !errors.As(err, &re) || re.Pos.Line != c.line || !strings.Contains(re.Msg, c.msg) {
			t.Errorf("%s: %v; want a RulesError at line %d saying %q", c.name, err, c.line, c.msg)
		}
	}
}

// TestEveryPresetAndOptionPlaysThroughTheSeam: the seam's promises
// (game/gametest) hold for every preset, alone and with every option it
// can take, with the fewest players (and alone, the most).
func TestEveryPresetAndOptionPlaysThroughTheSeam(t *testing.T) {
	g := gamedef.Game{}
	for _, p := range g.Presets() {
		opts := [][]string{nil}
		for _, o := range g.Options() {
			opts = append(opts, []string{o.Name})
		}
		opts = append(opts, []string{"twos-draw-two", "stacking", "queens-skip", "aces-reverse", "last-card"})
		for _, o := range opts {
			r, err := gamedef.Rules(game.Spec{Preset: p.Name, Options: o})
			if err != nil {
				continue // an option the preset cannot take (twos in the short pack)
			}
			players, packs := g.Seats(r)
			counts := []int{players[0]}
			if o == nil {
				counts = append(counts, players[1])
			}
			for _, n := range counts {
				if moves := gametest.PlayGames(t, seam{g}, r, n, packs[0], 5); moves == 0 {
					t.Errorf("%s %v, %d players: no move played", p.Name, o, n)
				}
			}
		}
	}
}

// seam is the game as gametest plays it: its claims play no part there.
type seam struct{ gamedef.Game }

func (seam) Claims() game.Claims { return nil }

func TestTheSettingsFoldTheDealSizes(t *testing.T) {
	var names []string
	for _, s := range (gamedef.Game{}).Settings() {
		names = append(names, s.Name)
	}
	got := strings.Join(names, " ")
	if !strings.Contains(got, "packs deal.N first-wild") || strings.Contains(got, "deal.3") {
		t.Errorf("settings %s", got)
	}
	if v := (gamedef.Game{}).Values(engine.MauMau()); len(v) != len(engine.Settings()) {
		t.Errorf("%d values, %d settings", len(v), len(engine.Settings()))
	}
}

func TestChangedLeavesOutWhatPlaysNoPart(t *testing.T) {
	r, err := gamedef.Rules(game.Spec{Changes: []game.Change{{Name: "target", Value: "50"}, {Name: "deal.8", Value: "4"}, {Name: "draw", Value: "one"}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := (gamedef.Game{}).Changed(r); !reflect.DeepEqual(got, []game.Value{{Name: "draw", Value: "one"}}) {
		t.Errorf("changed %v; want draw: one alone (the target plays no part in one hand, nor 8 players in 2 to 6)", got)
	}
	r, _ = gamedef.Rules(game.Spec{Changes: []game.Change{{Name: "scoring", Value: "target"}, {Name: "target", Value: "50"}}})
	if got := (gamedef.Game{}).Changed(r); len(got) != 2 {
		t.Errorf("changed %v; want scoring and target", got)
	}
}

func TestTheSeatsAreThePresets(t *testing.T) {
	players, packs := (gamedef.Game{}).Seats(engine.MauMau())
	if players != [2]int{2, 5} || !reflect.DeepEqual(packs, []cards.Pack{cards.Pack32}) {
		t.Errorf("mau-mau seats %v with %v", players, packs)
	}
}
