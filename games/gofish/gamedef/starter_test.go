package gamedef

import (
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
)

// TestEveryStarterWordsFileHasEveryTextAndNoOther: each locale's
// starter.yaml has a heading for every section of the plan, a text for
// every variant, and no text no variant names.
func TestEveryStarterWordsFileHasEveryTextAndNoOther(t *testing.T) {
	plan, err := readStarterPlan()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range plan.CheckWords(locales.Library()) {
		t.Error(p)
	}
}

// TestTheStarterPlanNamesRealSettingsAndValues: every when: of the plan
// names a setting and values the engine has, so that no variant is left
// out by a misspelling.
func TestTheStarterPlanNamesRealSettingsAndValues(t *testing.T) {
	plan, err := readStarterPlan()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range plan.CheckSettings(Game{}.Settings(), Game{}.Presets()) {
		t.Error(p)
	}
}

// TestAStarterInALocaleWithoutWordsIsEnglish: a locale with no starter
// words gets the English card, and says so by its Locale.
func TestAStarterInALocaleWithoutWordsIsEnglish(t *testing.T) {
	en, err := Game{}.Starter(engine.House(), nil, locale.Source)
	if err != nil {
		t.Fatal(err)
	}
	other, err := Game{}.Starter(engine.House(), nil, "nl")
	if err != nil {
		t.Fatal(err)
	}
	if other.Locale != locale.Source || other.Title != en.Title || len(other.Sections) != len(en.Sections) {
		t.Errorf("nl: %s %q, %d sections; want the English card", other.Locale, other.Title, len(other.Sections))
	}
	var _ game.Starter = Game{}
	if got := en.Tagline.Text; got != "2 to 4 players · the full 52-card pack or the 32-card short pack" {
		t.Errorf("tagline %q", got)
	}
	deal := en.Sections[0].Statements[0]
	if deal.Text != "2 players get 7 cards each; 3 or 4 players get 5 each. The rest, face down, is the **POND**." ||
		game.FormatParams(deal.Claims[0].Params) != "{2: 7, 3: 5, 4: 5}" {
		t.Errorf("deal: %q %v", deal.Text, deal.Claims)
	}
}
