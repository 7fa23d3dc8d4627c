package games_test

import (
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
)

// BenchmarkCheckShippedGoFish checks the shipped Go Fish card in every
// locale with the defaults of `rulecard check`: 2,000 games for each of
// the six configurations, the worked examples and the words.
func BenchmarkCheckShippedGoFish(b *testing.B) { benchCheck(b, "gofish") }

// BenchmarkCheckShippedCrazyEights checks the shipped Crazy Eights card
// in every locale with the defaults of `rulecard check`: 2,000 games for
// each of the five player counts, the worked examples and the words.
func BenchmarkCheckShippedCrazyEights(b *testing.B) { benchCheck(b, "crazy-eights") }

// BenchmarkCheckShippedMauMau is the same for the Mau-Mau card.
func BenchmarkCheckShippedMauMau(b *testing.B) { benchCheck(b, "mau-mau") }

// benchCheck checks the shipped card id as `rulecard check` does.
func benchCheck(b *testing.B, id string) {
	c, err := content.LoadShipped(id)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := claim.Check(c, claim.Options{Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
