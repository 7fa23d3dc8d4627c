package sim

import (
	"reflect"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

func TestBlocksCoverTheGamesCutAtMultiples(t *testing.T) {
	for _, seed := range []uint64{0, 1, 249, 250, 251, 1 << 40} {
		for _, games := range []int{1, 2, 249, 250, 251, 999, 2500} {
			next := 0
			for b := range Blocks(seed, games) {
				s := seed + uint64(b.From)
				if b.From != next || b.To <= b.From || b.To-b.From > BlockSize {
					t.Fatalf("seed %d, %d games: block %+v after game %d", seed, games, b, next)
				}
				if b.Base != s/BlockSize*BlockSize {
					t.Fatalf("seed %d: block %+v has base %d", seed, b, b.Base)
				}
				if b.From > 0 && s%BlockSize != 0 {
					t.Fatalf("seed %d: block %+v is not cut at a multiple of %d", seed, b, BlockSize)
				}
				next = b.To
			}
			if next != games {
				t.Fatalf("seed %d, %d games: blocks end at %d", seed, games, next)
			}
		}
	}
}

func TestSimulateIsTheSameOnAnyNumberOfCores(t *testing.T) {
	table := Table{Rules: engine.House(), Pack: cards.Pack52, Players: 3, Bots: []bot.Kind{bot.KindMemory, bot.KindRandom}}
	opts := Options{Seed: 123, Games: 1234, Workers: 1, Watch: true}
	want, err := Simulate(table, opts)
	if err != nil {
		t.Fatal(err)
	}
	if want.Games != 1234 || want.Moves == 0 || want.Turns == 0 || want.PondDry == 0 {
		t.Fatalf("tally %+v", want)
	}
	wins := 0
	for _, w := range want.Wins {
		wins += w
	}
	if wins < want.Games || wins > want.Games+2*want.Shared {
		t.Errorf("%d wins in %d games, %d shared", wins, want.Games, want.Shared)
	}
	moves, games := 0, 0
	for n, k := range want.ByMoves {
		moves, games = moves+n*k, games+k
	}
	if moves != want.Moves || games != want.Games {
		t.Errorf("the games by length count %d moves in %d games; the tally %d in %d", moves, games, want.Moves, want.Games)
	}
	for _, workers := range []int{2, 3, 16} {
		var done []int
		opts.Workers = workers
		opts.Progress = func(n int) { done = append(done, n) }
		got, err := Simulate(table, opts)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d workers: %+v, one worker: %+v", workers, got, want)
		}
		if !slices.IsSorted(done) || done[len(done)-1] != opts.Games {
			t.Errorf("%d workers: progress %v", workers, done)
		}
	}
	opts.Seed++
	if other, _ := Simulate(table, opts); reflect.DeepEqual(other, want) {
		t.Error("another seed played the same games")
	}
}

func TestSimulateRefusesBadTables(t *testing.T) {
	good := Table{Rules: engine.House(), Pack: cards.Pack52, Players: 2, Bots: []bot.Kind{bot.KindRandom}}
	for name, tb := range map[string]Table{
		"unknown bot": {Rules: good.Rules, Pack: good.Pack, Players: 2, Bots: []bot.Kind{"oracle"}},
		"no bot":      {Rules: good.Rules, Pack: good.Pack, Players: 2},
		"9 players":   {Rules: good.Rules, Pack: good.Pack, Players: 9, Bots: good.Bots},
	} {
		if _, err := Simulate(tb, Options{Games: 10}); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := Simulate(good, Options{Games: 0}); err == nil {
		t.Error("0 games: no error")
	}
}
