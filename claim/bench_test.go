package claim

import (
	"testing"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	_ "github.com/rulecard/rulecard/games" // the shipped games
	"github.com/rulecard/rulecard/wording"
)

// BenchmarkReadWords is the rule-words part of a check of the house card:
// compiling its three locales' words and reading every statement in each.
func BenchmarkReadWords(b *testing.B) {
	card, err := content.LoadShipped("gofish")
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.Lookup(card.Game)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range card.LocaleOrder {
			loc := card.Locales[l]
			lx := wording.Compile(l, &loc.Words, g.Features())
			for id := range loc.Statements {
				lx.Read(spans(statementText(loc, id))).Occurrences()
			}
			for id := range loc.Glossary {
				lx.Read(spans(statementText(loc, id))).Occurrences()
			}
		}
	}
}
