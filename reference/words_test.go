package reference

import (
	"testing"
	"testing/fstest"
	"time"

	"github.com/rulecard/rulecard/locale"

	"github.com/rulecard/rulecard/games/gofish/claims"
)

func TestEveryClaimIsDescribedInEveryLocale(t *testing.T) {
	for _, loc := range Locales() {
		if loc == "en" {
			continue
		}
		w, err := loadWords(locale.Shipped(), loc)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range claims.Catalogue() {
			if w.f.Claims[c.ID] == "" {
				t.Errorf("locale %s has no description of claim %s (locale/%s/reference.yaml)", loc, c.ID, loc)
			}
		}
		for id := range w.f.Claims {
			if _, ok := claims.Lookup(id); !ok {
				t.Errorf("locale %s describes %s, which is no claim", loc, id)
			}
		}
	}
}

func TestNumbersAndDatesFollowTheLocale(t *testing.T) {
	for loc, want := range map[string][3]string{
		"en": {"12,345", "97.1%", "2 May 2025"},
		"sv": {"12\u00a0345", "97,1\u00a0%", "2 maj 2025"},
		"de": {"12.345", "97,1\u00a0%", "2. Mai 2025"},
		"es": {"12\u202f345", "97,1\u00a0%", "2 de mayo de 2025"},
	} {
		w, err := loadWords(locale.Shipped(), locale.Code(loc))
		if err != nil {
			t.Fatal(err)
		}
		if got := [3]string{w.num(12345), w.pct(0.9713), w.date(time.Date(2025, 5, 2, 0, 0, 0, 0, time.UTC))}; got != want {
			t.Errorf("%s: %q, want %q", loc, got, want)
		}
	}
}

// TestAGameFolderDescribesItsOwnClaims: a game's (or card's) facts.yaml
// lays its claims' descriptions, bots and figures over reference.yaml's,
// so a claim id two games share (pack.sizes) is described as the card's
// game means it; what it does not name keeps reference.yaml's words.
func TestAGameFolderDescribesItsOwnClaims(t *testing.T) {
	base, err := loadWords(locale.Shipped(), "de")
	if err != nil {
		t.Fatal(err)
	}
	facts := "facts-bots: {random: Zufallsbots}\nclaims:\n  pack.sizes: gespielt wird nur mit diesen Blättern\n  my.claim: eine eigene Behauptung\n"
	lib := locale.Shipped().Over(fstest.MapFS{"g/de/facts.yaml": {Data: []byte(facts)}}, "g", "mygame/locales")
	w, err := loadWords(lib, "de")
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{"pack.sizes": "gespielt wird nur mit diesen Blättern", "my.claim": "eine eigene Behauptung",
		"deal.size": base.f.Claims["deal.size"]} {
		if got := w.f.Claims[id]; got != want || want == "" {
			t.Errorf("claims[%s] = %q, want %q", id, got, want)
		}
	}
	if w.f.FactsBots["random"] != "Zufallsbots" || w.f.FactsRows["games"] != base.f.FactsRows["games"] {
		t.Errorf("facts laid over wrongly: bots %v, rows %v", w.f.FactsBots, w.f.FactsRows)
	}
}
