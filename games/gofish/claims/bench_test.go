package claims

import (
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
)

// BenchmarkCheckShipped checks the shipped Go Fish card in every locale with
// the defaults of `rulecard check`: 2,000 games for each of the six
// configurations, the worked examples and the numbers.
func BenchmarkCheckShipped(b *testing.B) {
	c, err := content.LoadShipped("gofish")
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
