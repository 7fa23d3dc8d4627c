package bot

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/internal/soak"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

// TestMemoryBeatsRandom plays 10,000 two-player games (100,000 under
// make soak) with the 52-card pack, the memory bot and the random bot changing
// seats every game, and asserts that the memory bot wins (alone) more than
// 55 % of them.
func TestMemoryBeatsRandom(t *testing.T) {
	games := soak.Sized(10_000, 100_000)
	g, err := engine.Deal(engine.House(), cards.Pack52, 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	memory, random := NewMemory(1), NewRandom(2)
	tables := [2]Table{{Bots: []Bot{memory, random}}, {Bots: []Bot{random, memory}}}
	wins, ties := 0, 0
	for i := range games {
		g.Redeal(uint64(i))
		r, err := tables[i%2].Play(g)
		if err != nil {
			t.Fatal(err)
		}
		switch mem := cards.Seat(i % 2); {
		case r.Winners.Len() > 1:
			ties++
		case r.Winners.Has(mem):
			wins++
		}
	}
	rate := float64(wins) / float64(games)
	t.Logf("memory bot beats random bot in %.1f %% of %d games (%.1f %% tied)", 100*rate, games, 100*float64(ties)/float64(games))
	if rate <= 0.55 {
		t.Errorf("memory bot wins %.1f %% of games, want more than 55 %%", 100*rate)
	}
}
