package bot

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// benchGames plays full house games (the public record included) with the
// named bot at every seat, one game per iteration, and reports games/s.
func benchGames(b *testing.B, name Kind, players int, pack cards.Pack) {
	g, err := engine.Deal(engine.House(), pack, players, 0)
	if err != nil {
		b.Fatal(err)
	}
	tb := Table{Bots: make([]Bot, players)}
	for s := range tb.Bots {
		tb.Bots[s], _ = New(name, uint64(s))
	}
	b.ReportAllocs()
	moves := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		g.Redeal(seed)
		r, err := tb.Play(g)
		if err != nil {
			b.Fatal(err)
		}
		moves += r.Moves
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

func BenchmarkRandom2(b *testing.B)      { benchGames(b, "random", 2, cards.Pack52) }
func BenchmarkRandom3(b *testing.B)      { benchGames(b, "random", 3, cards.Pack52) }
func BenchmarkRandom4(b *testing.B)      { benchGames(b, "random", 4, cards.Pack52) }
func BenchmarkRandom4Short(b *testing.B) { benchGames(b, "random", 4, cards.Pack32) }
func BenchmarkMemory2(b *testing.B)      { benchGames(b, "memory", 2, cards.Pack52) }
func BenchmarkMemory4(b *testing.B)      { benchGames(b, "memory", 4, cards.Pack52) }
func BenchmarkMemory4Short(b *testing.B) { benchGames(b, "memory", 4, cards.Pack32) }

// BenchmarkDeal measures a seeded shuffle and deal alone.
func BenchmarkDeal(b *testing.B) {
	g, _ := engine.Deal(engine.House(), cards.Pack52, 4, 0)
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		g.Redeal(seed)
	}
}
