package sim

import (
	"math"
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

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n      int
		low, high float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{668, 1000, 0.6382, 0.6965},
		{1, 1, 0.2065, 1},
	} {
		lo, hi := Wilson(c.k, c.n, z95)
		if math.Abs(lo-c.low) > 5e-5 || math.Abs(hi-c.high) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, lo, hi, c.low, c.high)
		}
	}
	for _, n := range []int{1, 7, 20000, 1000000} { // exactly 0 and 1, no rounding error
		if lo, _ := Wilson(0, n, z95); lo != 0 {
			t.Errorf("Wilson(0, %d) low = %g, want 0", n, lo)
		}
		if _, hi := Wilson(n, n, z95); hi != 1 {
			t.Errorf("Wilson(%d, %d) high = %g, want 1", n, n, hi)
		}
	}
	if r := RateOf(3, 4); r.P != 0.75 || r.Low >= r.P || r.High <= r.P || r.Games != 4 || r.Count != 3 {
		t.Errorf("RateOf(3, 4) = %+v", r)
	}
}

func TestSpreadIsTheLeastTheQuartilesAndTheGreatest(t *testing.T) {
	for _, c := range []struct {
		lengths []int
		want    Spread
	}{
		{nil, Spread{}},
		{[]int{7}, Spread{7, 7, 7, 7, 7}},
		{[]int{1, 2, 3, 4}, Spread{1, 1, 2, 3, 4}},
		{[]int{10, 20, 30, 40, 50}, Spread{10, 20, 30, 40, 50}},
		{[]int{5, 5, 5, 5, 5, 5, 9, 100}, Spread{5, 5, 5, 5, 100}},
	} {
		var counts []int
		for _, n := range c.lengths {
			counts = countOne(counts, n)
		}
		if got := SpreadOf(counts); got != c.want {
			t.Errorf("SpreadOf(%v) = %+v, want %+v", c.lengths, got, c.want)
		}
	}
}
