package games_test

import (
	"reflect"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	_ "github.com/rulecard/rulecard/games"
)

// TestShippedCardsPassInEveryLocale: every shipped card, whatever its
// game, checks in every locale it has: every statement bound to claims
// that hold, each with a worked example and seeded games, or a note; a
// card of a game with no engine has every statement unproven.
func TestShippedCardsPassInEveryLocale(t *testing.T) {
	cards, err := content.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cards {
		rep, err := claim.Check(c, claim.Options{Seed: 1})
		if err != nil {
			t.Fatalf("card %s: %v", c.ID, err)
		}
		if !reflect.DeepEqual(rep.Locales, c.LocaleOrder) {
			t.Errorf("card %s: checked locales %v, want every locale %v", c.ID, rep.Locales, c.LocaleOrder)
		}
		if !c.Proven() {
			// A card of a game with no engine: nothing is checked, every
			// statement is unproven.
			if s := rep.Summary; !rep.Unproven || s.Unproven != s.Statements || s.Statements == 0 || s.Claims+s.Games+s.Examples != 0 {
				t.Errorf("card %s (game %s): unproven %t, summary %+v; want every statement unproven and nothing checked", c.ID, c.Game, rep.Unproven, s)
			}
			continue
		}
		s := rep.Summary
		if s.Unbound != 0 || s.Failed != 0 {
			t.Errorf("card %s: %d unbound, %d failed", c.ID, s.Unbound, s.Failed)
		}
		notes := 0
		for _, st := range rep.Statements {
			if st.Note {
				notes++
				continue
			}
			if len(st.Claims) == 0 || st.Examples == 0 || st.Games == 0 || !st.OK {
				t.Errorf("card %s: statement %s: claims %v, %d examples, %d games, ok %t", c.ID, st.ID, st.Claims, st.Examples, st.Games, st.OK)
			}
		}
		if s.Bound+notes != s.Statements {
			t.Errorf("card %s: %d bound and %d notes of %d statements", c.ID, s.Bound, notes, s.Statements)
		}
		want := claim.DefaultGames * (c.Players.Max - c.Players.Min + 1) * len(c.Packs)
		if s.Games != want {
			t.Errorf("card %s: %d games, want %d", c.ID, s.Games, want)
		}
	}
}
