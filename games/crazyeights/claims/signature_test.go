package claims

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/wording"
)

// TestEveryClaimHasASignatureInTheGamesFeatures: a card can bind every
// claim of the catalogue, and each signature names features the game's
// words are read with, so that a statement can carry them.
func TestEveryClaimHasASignatureInTheGamesFeatures(t *testing.T) {
	fs := locales.Features()
	for _, c := range New().Catalogue() {
		s, ok := New().Signature(c.ID, engine.CrazyEights())
		if !ok {
			t.Errorf("%s has no signature", c.ID)
			continue
		}
		for _, group := range [][]wording.Feature{s.Need, s.Allow, s.Deny, s.Negated, s.Negates, slices.Concat(s.OneOf...)} {
			for _, f := range group {
				if !fs.Has(f) {
					t.Errorf("%s: feature %s is not one the game's words are read with", c.ID, f)
				}
			}
		}
	}
	for id := range signatures {
		if lookup(id) == nil {
			t.Errorf("a signature for %s, which is no claim", id)
		}
	}
}
