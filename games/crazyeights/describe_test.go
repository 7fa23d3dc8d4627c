package crazyeights_test

import (
	"testing"

	"github.com/rulecard/rulecard/games/crazyeights"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/locale"
)

// TestEveryClaimIsDescribedInEveryLocaleThatDescribesAny: a locale whose
// facts.yaml describes Crazy Eights' claims for the reference describes
// every claim of the catalogue, and no id that is none (reference.yaml's
// descriptions are Go Fish's, and some of its ids are this game's too:
// pack.sizes, deal.size).
func TestEveryClaimIsDescribedInEveryLocaleThatDescribesAny(t *testing.T) {
	ids := map[string]bool{}
	for _, c := range (crazyeights.Game{}).Claims().Catalogue() {
		ids[c.ID] = true
	}
	described := 0
	for _, code := range locales.Library().With("facts.yaml") {
		f, ok := locales.Library().Find(code, "facts.yaml")
		if code == locale.Source || !ok {
			continue
		}
		var words struct {
			Bots   map[string]string `yaml:"facts-bots"`
			Rows   map[string]string `yaml:"facts-rows"`
			Claims map[string]string `yaml:"claims"`
		}
		if err := f.Decode(&words); err != nil {
			t.Fatal(err)
		}
		if len(words.Claims) == 0 {
			continue
		}
		described++
		for id := range ids {
			if words.Claims[id] == "" {
				t.Errorf("%s describes no claim %s", f.Path, id)
			}
		}
		for id := range words.Claims {
			if !ids[id] {
				t.Errorf("%s describes %s, which is no claim", f.Path, id)
			}
		}
	}
	if described == 0 {
		t.Error("no locale describes Crazy Eights' claims")
	}
}
