package engine

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

func TestHousePreset(t *testing.T) {
	r, err := Preset("house")
	if err != nil {
		t.Fatal(err)
	}
	if r != House() {
		t.Errorf("Preset(house) differs from House()")
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	// RULES.md, house rules 1 to 11.
	want := Rules{Name: "house", Players: PlayerRange{2, 4}, Packs: WithPack52 | WithPack32,
		DealSizes: [MaxPlayers + 1]uint8{2: 7, 3: 5, 4: 5}, Deal: DealTable, First: FirstSeat0,
		Ask: AskForRank, Give: GiveAll, Wish: true, AfterMiss: MissNextSeat, Books: BookAtOnce,
		EmptyHand: EmptyNewHand, DeadAsks: true, End: 0}
	if r != want {
		t.Errorf("house is\n%+v, want\n%+v", r, want)
	}
	for _, c := range []struct {
		p          cards.Pack
		n, handLen int
	}{{cards.Pack52, 2, 7}, {cards.Pack52, 3, 5}, {cards.Pack52, 4, 5}, {cards.Pack32, 2, 7}, {cards.Pack32, 4, 5}} {
		if got := r.HandSize(c.p, c.n); got != c.handLen {
			t.Errorf("%d players, %s cards: hands of %d, want %d", c.n, c.p, got, c.handLen)
		}
	}
	if _, err := Preset("nope"); err == nil || !strings.Contains(err.Error(), `"nope"`) {
		t.Errorf("unknown preset: %v", err)
	}
}

func TestOptions(t *testing.T) {
	r, err := House().With("lucky-draw", "play-on")
	if err != nil {
		t.Fatal(err)
	}
	if !r.LuckyDraw || !r.Wish || !r.PlayOn || r.End != 0 || !slices.Equal(r.Options.Names(), []preset.Option{"lucky-draw", "play-on"}) {
		t.Errorf("options not applied: %+v", r)
	}
	if _, err := House().With("nope"); err == nil || !strings.Contains(err.Error(), `"nope"`) {
		t.Errorf("unknown option: %v", err)
	}
	if !slices.Equal(preset.Options(), []preset.Option{"ask-card", "bluff", "give-one", "lucky-draw", "play-on"}) {
		t.Errorf("options %v", preset.Options())
	}
}

func TestRulesCheck(t *testing.T) {
	for name, f := range map[string]func(*Rules){
		"one player":       func(r *Rules) { r.Players.Min = 1 },
		"too many players": func(r *Rules) { r.Players.Max = MaxPlayers + 1 },
		"min above max":    func(r *Rules) { r.Players.Min = 5 },
		"no pack":          func(r *Rules) { r.Packs = 0 },
		"bad ask":          func(r *Rules) { r.Ask = 7 },
		"bad end":          func(r *Rules) { r.End = 1 << 5 },
		"bluff by rank":    func(r *Rules) { r.Bluff = true },
		"no cards dealt":   func(r *Rules) { r.DealSizes[3] = 0 },
		"deal too big":     func(r *Rules) { r.DealSizes[4] = 9 }, // 36 cards from the 32-card pack
	} {
		r := House()
		f(&r)
		if err := r.Check(); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
