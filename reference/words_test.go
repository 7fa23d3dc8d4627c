package reference

import (
	"strings"
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

// TestAGamesFactsDescribeItsClaims: a game's (or a card's) facts.yaml
// describes its claims in the locale, beside the shared folder's
// descriptions and over them, and a key it does not know is an error
// naming the file.
func TestAGamesFactsDescribeItsClaims(t *testing.T) {
	fsys := fstest.MapFS{
		"g/sv/facts.yaml": {Data: []byte("claims:\n  play.match: ett spelat kort passar\n  deal.size: varje spelare får så här många kort\n")},
	}
	w, err := loadWords(locale.Shipped().OverShipped(fsys, "g", "games/g/locales"), "sv")
	if err != nil {
		t.Fatal(err)
	}
	if got := w.f.Claims["play.match"]; got != "ett spelat kort passar" {
		t.Errorf("play.match: %q", got)
	}
	if got := w.f.Claims["deal.size"]; got != "varje spelare får så här många kort" {
		t.Errorf("deal.size, laid over the shared one: %q", got)
	}
	if w.f.Claims["pond.is-rest"] == "" {
		t.Error("the shared folder's descriptions are lost")
	}
	fsys["g/sv/facts.yaml"] = &fstest.MapFile{Data: []byte("claim:\n  play.match: x\n")}
	if _, err := loadWords(locale.Shipped().OverShipped(fsys, "g", "games/g/locales"), "sv"); err == nil ||
		!strings.Contains(err.Error(), "games/g/locales/sv/facts.yaml:1:1") {
		t.Errorf("an unknown key: %v", err)
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
