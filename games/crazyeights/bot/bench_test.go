package bot

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// benchGames plays whole games of r (the public record included) with
// bots of kind k at every seat, one game per iteration, and reports
// games/s by the clock and games/cpu-s by the CPU time the process used
// (with -cpu 1, one core's: the figure that holds on a machine whose
// cores others share).
func benchGames(b *testing.B, r engine.Rules, k Kind, players int, p cards.Pack) {
	g, err := engine.Deal(r, p, players, 0)
	if err != nil {
		b.Fatal(err)
	}
	tb := Table{Bots: make([]Bot, players)}
	for s := range tb.Bots {
		tb.Bots[s], _ = New(k, uint64(s))
	}
	b.ReportAllocs()
	moves, seed := 0, uint64(0)
	cpu := cpuTime()
	for b.Loop() {
		seed++
		g.Redeal(seed)
		res, err := tb.Play(g)
		if err != nil {
			b.Fatal(err)
		}
		moves += res.Moves
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(b.N)/used.Seconds(), "games/cpu-s")
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

func BenchmarkRandom2(b *testing.B) {
	benchGames(b, engine.CrazyEights(), Random, 2, cards.Pack52)
}
func BenchmarkRandom4(b *testing.B) {
	benchGames(b, engine.CrazyEights(), Random, 4, cards.Pack52)
}
func BenchmarkSensible4(b *testing.B) {
	benchGames(b, engine.CrazyEights(), Sensible, 4, cards.Pack52)
}
func BenchmarkMauMauRandom4(b *testing.B) {
	benchGames(b, engine.MauMau(), Random, 4, cards.Pack32)
}

// BenchmarkDeal measures a seeded shuffle and deal alone.
func BenchmarkDeal(b *testing.B) {
	g, _ := engine.Deal(engine.CrazyEights(), cards.Pack52, 2, 0)
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		g.Redeal(seed)
	}
}
