package claim

import (
	"math/rand/v2"
	"testing"

	"github.com/rulecard/rulecard/engine"
)

// TestAnyFourAgreesWithFours holds anyFour, asked after every move, to
// what engine.Cards.Fours says of the same hands: dense and sparse random
// hands, and every rank's four alone, with and without a card missing.
func TestAnyFourAgreesWithFours(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var hands []engine.Cards
	for range 2000 {
		hands = append(hands, engine.Cards(rng.Uint64()), engine.Cards(rng.Uint64()&rng.Uint64()&rng.Uint64()))
	}
	for r := engine.Rank(1); r <= 13; r++ {
		four := engine.RankCards(r)
		hands = append(hands, four, four&^engine.Cards(1)<<(uint(r)*4+uint(r%4)), four|engine.RankCards(r%13+1)>>1)
	}
	fours := 0
	for i, h := range hands {
		if want := h.Fours() != 0; anyFour([]engine.Cards{h}) != want {
			t.Fatalf("anyFour(%#x) = %v, Fours says %v", uint64(h), !want, want)
		}
		if h.Fours() != 0 {
			fours++
		}
		if j := (i + 1) % len(hands); anyFour([]engine.Cards{h, hands[j]}) != (h.Fours()|hands[j].Fours() != 0) {
			t.Fatalf("anyFour(%#x, %#x) disagrees with Fours", uint64(h), uint64(hands[j]))
		}
	}
	if fours == 0 || fours == len(hands) {
		t.Fatalf("%d of %d hands hold a four: the test says nothing", fours, len(hands))
	}
	if anyFour(nil) {
		t.Fatal("no hands hold a four")
	}
}
