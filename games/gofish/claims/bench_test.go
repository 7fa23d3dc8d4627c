package claims

import (
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/wording"
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
		if _, err := Check(c, Options{Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadWords is the rule-words part of a check of the house card:
// compiling its three locales' words and reading every statement in each.
func BenchmarkReadWords(b *testing.B) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range card.LocaleOrder {
			loc := card.Locales[l]
			lx := wording.Compile(l, &loc.Words, features())
			for id := range loc.Statements {
				lx.Read(spans(statementText(loc, id))).Occurrences()
			}
			for id := range loc.Glossary {
				lx.Read(spans(statementText(loc, id))).Occurrences()
			}
		}
	}
}
