package locales_test

import (
	"testing"

	"github.com/rulecard/rulecard/games/crazyeights/claims"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/locale"
)

// factsFile is a locale's facts.yaml: the reference's words of the game.
type factsFile struct {
	FactsBots map[string]string `yaml:"facts-bots"`
	FactsRows map[string]string `yaml:"facts-rows"`
	Claims    map[string]string `yaml:"claims"`
}

// TestEveryLocaleThatDescribesClaimsDescribesEveryOne: a locale whose
// facts.yaml describes Crazy Eights' claims (English has them in the
// catalogue) describes each one of the catalogue, and no other: a claim
// it left out would be told in the words the shared folder has for a Go
// Fish claim of the same id, or in English.
func TestEveryLocaleThatDescribesClaimsDescribesEveryOne(t *testing.T) {
	lib := locales.Library()
	described := 0
	for _, code := range lib.With("facts.yaml") {
		f, _ := lib.Open(code, "facts.yaml")
		var facts factsFile
		if err := f.Decode(&facts); err != nil {
			t.Fatal(err)
		}
		if code == locale.Source || len(facts.Claims) == 0 {
			continue
		}
		described++
		known := map[string]bool{}
		for _, c := range claims.New().Catalogue() {
			known[c.ID] = true
			if facts.Claims[c.ID] == "" {
				t.Errorf("%s: no description of claim %s", f.Path, c.ID)
			}
		}
		for id := range facts.Claims {
			if !known[id] {
				t.Errorf("%s: describes %s, which is no claim", f.Path, id)
			}
		}
	}
	if described < 2 {
		t.Errorf("%d locales describe the claims, want sv and fr at least", described)
	}
}
