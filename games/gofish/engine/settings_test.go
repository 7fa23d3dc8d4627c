package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// TestEverySettingRoundTrips: each value a setting lists is read back as
// set, and a value it does not take is refused without changing the rules.
func TestEverySettingRoundTrips(t *testing.T) {
	for _, s := range Settings() {
		values := s.Values
		switch s.Kind {
		case "number":
			values = []string{"2", "3"}
		case "words":
			values = []string{"none", "stock-out", "player-out,booked-out"}
		case "numbers":
			values = []string{"52", "32", "52,32"}
		}
		for _, v := range values {
			r, err := House().Set(s.Name, v)
			if err != nil {
				t.Errorf("%s=%s: %v", s.Name, v, err)
				continue
			}
			if got := s.Get(r); got != v {
				t.Errorf("%s=%s reads back %q", s.Name, v, got)
			}
		}
		r, err := House().Set(s.Name, "sideways")
		if err == nil || !strings.HasPrefix(err.Error(), s.Name+": ") || r != House() {
			t.Errorf("%s=sideways: %v (rules changed: %v)", s.Name, err, r != House())
		}
		if s.Summary == "" {
			t.Errorf("%s has no summary", s.Name)
		}
	}
	if _, err := House().Set("jokers", "wild"); err == nil || !strings.Contains(err.Error(), "give") {
		t.Errorf("unknown setting: %v", err)
	}
}

// TestVariantConflictNamesBothAndPointsAtTheLater: a conflict names both
// settings with their values, says why, and is at the later of the two.
func TestVariantConflictNamesBothAndPointsAtTheLater(t *testing.T) {
	for _, c := range []struct {
		v     Variant
		at    Source
		other SourceKind
		want  string
	}{
		{Variant{"house", []preset.Option{"ask-card", "bluff"}, []Change{{"ask", "rank"}}}, Source{FromChange, 0}, FromOption,
			"ask: rank conflicts with bluff: yes (option bluff): a bluff"},
		{Variant{"common", nil, []Change{{"bluff", "yes"}}}, Source{FromChange, 0}, FromPreset,
			"bluff: yes conflicts with ask: rank (the common rules)"},
		{Variant{"house", nil, []Change{{"players.max", "6"}}}, Source{FromChange, 0}, FromPreset,
			"players.max: 6 conflicts with deal.5: 0 (the house rules): the rules seat 5 players"},
		{Variant{"house", nil, []Change{{"players.max", "6"}, {"deal.5", "5"}, {"deal.6", "6"}}}, Source{FromChange, 2}, FromPreset,
			"deal.6: 6 conflicts with packs: 52,32 (the house rules): 6 cards each for 6 players is 36 cards"},
		{Variant{"house", nil, []Change{{"deal.3", "6"}, {"deal", "whole-pack"}}}, Source{FromChange, 1}, FromChange,
			"deal: whole-pack conflicts with deal.3: 6 (change deal.3: 6)"},
		{Variant{"whole-pack", nil, []Change{{"end", "stock-out"}}}, Source{FromChange, 0}, FromPreset,
			"end: stock-out conflicts with out-wins: yes (the whole-pack rules): going out wins only"},
		{Variant{"house", nil, []Change{{"deal", "whole-pack"}, {"end", "stock-out"}}}, Source{FromChange, 1}, FromChange,
			"end: stock-out conflicts with deal: whole-pack (change deal: whole-pack): with 2 players"},
	} {
		_, err := c.v.Rules()
		var ve *VariantError
		if !errors.As(err, &ve) {
			t.Errorf("%+v: error %v, want a conflict", c.v, err)
			continue
		}
		if ve.At != c.at || ve.Other == nil || ve.Other.Kind != c.other || !strings.HasPrefix(ve.Error(), c.want) {
			t.Errorf("%+v:\n got %v at %+v (other %+v)\nwant %s at %+v", c.v, ve, ve.At, ve.Other, c.want, c.at)
		}
	}
}

// TestVariantAppliesOptionsThenChanges: every option goes on every
// preset, a change overrides an option, and ChangedSettings names the
// changes (the rules text's title names them: games/gofish/rulestext).
func TestVariantAppliesOptionsThenChanges(t *testing.T) {
	r, err := Variant{"duel", []preset.Option{"give-one", "lucky-draw"}, []Change{{"wish", "no"}, {"players.max", "3"}, {"deal.3", "5"}}}.Rules()
	if err != nil {
		t.Fatal(err)
	}
	if r.Give != GiveOne || !r.LuckyDraw || r.Wish || r.Players.Max != 3 || r.DealSizes[3] != 5 {
		t.Errorf("rules %+v", r)
	}
	got := strings.Join(r.ChangedSettings(), "; ")
	if want := "players.max: 3; deal.3: 5; wish: no"; got != want {
		t.Errorf("changed %q, want %q", got, want)
	}
	for _, v := range []Variant{{"nope", nil, nil}, {"house", []preset.Option{"nope"}, nil}, {"house", nil, []Change{{"give", "some"}}}} {
		if _, err := v.Rules(); err == nil {
			t.Errorf("%+v: no error", v)
		}
	}
}

// TestNewDealsAndSkipPlay: the whole pack dealt evenly and an empty hand
// passed over are played as they say.
func TestNewDealsAndSkipPlay(t *testing.T) {
	r, err := Variant{"house", nil, []Change{{"deal", "whole-pack"}, {"empty-hand", "skip"}}}.Rules()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Deal(r, cards.Pack52, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	if g.PondSize() != 1 || g.HandSet(0).Len()+g.HandSet(0).Len() == 0 {
		t.Errorf("3 players, whole pack: pond %d", g.PondSize())
	}
}
