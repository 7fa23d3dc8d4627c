package claims

import (
	"math/rand/v2"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// TestAnyFourAgreesWithFours holds anyFour, asked after every move, to
// what cards.Cards.Fours says of the same hands: dense and sparse random
// hands, and every rank's four alone, with and without a card missing.
func TestAnyFourAgreesWithFours(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var hands []cards.Cards
	for range 2000 {
		hands = append(hands, cards.Cards(rng.Uint64()), cards.Cards(rng.Uint64()&rng.Uint64()&rng.Uint64()))
	}
	for r := cards.Rank(1); r <= 13; r++ {
		four := cards.RankCards(r)
		hands = append(hands, four, four&^cards.Cards(1)<<(uint(r)*4+uint(r%4)), four|cards.RankCards(r%13+1)>>1)
	}
	fours := 0
	for i, h := range hands {
		if want := h.Fours() != 0; anyFour([]cards.Cards{h}) != want {
			t.Fatalf("anyFour(%#x) = %v, Fours says %v", uint64(h), !want, want)
		}
		if h.Fours() != 0 {
			fours++
		}
		if j := (i + 1) % len(hands); anyFour([]cards.Cards{h, hands[j]}) != (h.Fours()|hands[j].Fours() != 0) {
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
