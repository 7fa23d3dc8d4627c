package gamedef_test

import (
	"reflect"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/gamedef"
)

// TestASimulationIsTheSameOnAnyNumberOfCores: the tally depends on the
// Sim alone, however many workers play it and wherever its first seed
// falls in a block.
func TestASimulationIsTheSameOnAnyNumberOfCores(t *testing.T) {
	tb := gamedef.Game{}.Table()
	for _, seed := range []uint64{1, 249, 250, 1000} {
		s := game.Sim{Rules: engine.MauMau(), Players: 3, Pack: cards.Pack32, Bots: []string{"random", "sensible"},
			Seed: seed, Games: 777, Figures: true}
		s.Workers = 1
		one, err := tb.Simulate(s)
		if err != nil {
			t.Fatal(err)
		}
		s.Workers = 3
		three, err := tb.Simulate(s)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(one, three) {
			t.Errorf("seed %d: one worker %+v, three %+v", seed, one, three)
		}
		wins := 0
		for _, w := range one.Wins {
			wins += w
		}
		if one.Games != 777 || wins < one.Games || len(one.Figures) != 2 {
			t.Errorf("seed %d: %d games, %d wins, figures %v", seed, one.Games, wins, one.Figures)
		}
	}
}

// TestTheFiguresCountBlockedHandsAndPenalties: under stock-out: end with
// two players and one card drawn a turn, hands end blocked; a game of one
// hand leaves penalty points in the losers' hands.
func TestTheFiguresCountBlockedHandsAndPenalties(t *testing.T) {
	r, err := gamedef.Rules(game.Spec{Changes: []game.Change{{Name: "stock-out", Value: "end"}, {Name: "draw", Value: "one"}}})
	if err != nil {
		t.Fatal(err)
	}
	tally, err := gamedef.Game{}.Table().Simulate(game.Sim{Rules: r, Players: 2, Pack: cards.Pack52, Bots: []string{"random"},
		Seed: 5, Games: 400, Figures: true})
	if err != nil {
		t.Fatal(err)
	}
	blocked, penalty := tally.Figures[0], tally.Figures[1]
	if blocked.ID != gamedef.FigureBlocked || blocked.Total == 0 || blocked.Total == tally.Games {
		t.Errorf("blocked %+v of %d games: want some, not all", blocked, tally.Games)
	}
	if penalty.ID != gamedef.FigurePenalty || penalty.Of(tally.Games) < 5 {
		t.Errorf("penalty %+v: want points left in hands", penalty)
	}
	common, _ := tb().Simulate(game.Sim{Rules: engine.CrazyEights(), Players: 2, Pack: cards.Pack52, Bots: []string{"random"}, Seed: 5, Games: 400, Figures: true})
	if common.Figures[0].Total >= blocked.Total {
		t.Errorf("the common rules block %d games, stock-out: end %d: want fewer", common.Figures[0].Total, blocked.Total)
	}
}

func tb() game.Table { return gamedef.Game{}.Table() }

// TestAnUnknownBotIsNamed: a bot the game has not is an error naming
// those it has.
func TestAnUnknownBotIsNamed(t *testing.T) {
	_, err := tb().Simulate(game.Sim{Rules: engine.CrazyEights(), Players: 2, Pack: cards.Pack52, Bots: []string{"oracle"}, Games: 1})
	if err == nil || err.Error() != `unknown bot "oracle" (bots: sensible, random)` {
		t.Errorf("err %v", err)
	}
}
