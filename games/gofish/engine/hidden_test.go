package engine_test

import (
	"reflect"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/internal/soak"

	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// TestBotsSeeOnlyTheirView re-deals, at points along 200 games for each
// player count (2,000 under make soak), every card the seat to move cannot see
// (the other hands and the pond) at random, keeping every count, and
// checks that the seat's view is the same and that neither bot's choice
// changes.
func TestBotsSeeOnlyTheirView(t *testing.T) {
	games := soak.Sized(200, 2_000)
	changed := 0
	checks := 0
	for _, n := range []int{2, 3, 4} {
		for i := range games {
			seed := uint64(i*7 + n)
			g, err := engine.Deal(engine.House(), cards.Pack52, n, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := []bot.Bot{bot.NewMemory(seed), bot.NewRandom(seed)}
			for move := 0; !g.Over(); move++ {
				s := g.Turn()
				if move%5 == 0 {
					changed += checkHidden(t, g, s, seed+uint64(move))
					checks++
				}
				v := g.View(s)
				m := players[int(s)%2].Choose(&v)
				if err := g.Do(&m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if changed < checks*9/10 {
		t.Errorf("only %d of %d re-deals changed any hidden card", changed, checks)
	}
}

// checkHidden re-deals what seat s cannot see and compares; it returns 1
// if the re-deal changed where any card lies.
func checkHidden(t *testing.T, g *engine.Game, s cards.Seat, seed uint64) int {
	t.Helper()
	other := g.ResampleHidden(s, seed)
	v1, v2 := g.View(s), other.View(s)
	if !reflect.DeepEqual(v1, v2) {
		t.Fatalf("seed %d: seat %d's view changed with cards it cannot see", seed, s)
	}
	for _, name := range bot.Kinds() {
		b1, _ := bot.New(name, seed)
		b2, _ := bot.New(name, seed)
		if m1, m2 := b1.Choose(&v1), b2.Choose(&v2); m1 != m2 {
			t.Fatalf("seed %d: the %s bot chose %+v, and %+v once the hidden cards were dealt again", seed, name, m1, m2)
		}
	}
	for o := range cards.Seat(g.Players()) {
		if g.HandSet(o) != other.HandSet(o) {
			return 1
		}
	}
	return 0
}
