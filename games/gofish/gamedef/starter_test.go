package gamedef

import (
	"slices"
	"strings"
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
	used := map[string]bool{}
	items := []starterItem{plan.Tagline}
	for _, s := range plan.Sections {
		items = append(items, s.Statements...)
	}
	for _, it := range items {
		for _, v := range it.Variants {
			used[v.Text] = true
		}
	}
	lib := locales.Library()
	codes := lib.With(starterWordsFile)
	if !slices.Contains(codes, locale.Source) {
		t.Fatalf("no %s starter words (locales with them: %v)", locale.Source, codes)
	}
	for _, code := range codes {
		w, got, err := readStarterWords(lib, code)
		if err != nil || got != code {
			t.Fatalf("%s: %v (read %s)", code, err, got)
		}
		for key := range used {
			if strings.TrimSpace(w.Texts[key]) == "" {
				t.Errorf("%s: no text %q", code, key)
			}
		}
		for key := range w.Texts {
			if !used[key] {
				t.Errorf("%s: text %q is written by no variant", code, key)
			}
		}
		for _, s := range plan.Sections {
			if w.Sections[s.ID] == "" {
				t.Errorf("%s: no heading for section %s", code, s.ID)
			}
		}
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
	settings := map[string][]string{}
	for _, s := range engine.Settings() {
		settings[s.Name] = s.Values
		if s.Kind == "yes/no" {
			settings[s.Name] = []string{"yes", "no"}
		}
	}
	items := []starterItem{plan.Tagline}
	for _, s := range plan.Sections {
		items = append(items, s.Statements...)
	}
	for _, it := range items {
		for _, v := range it.Variants {
			for name, values := range v.When {
				valid, ok := settings[name]
				if !ok {
					t.Errorf("%s/%s: unknown setting %q", it.ID, v.Text, name)
				}
				for _, val := range values {
					if !slices.Contains(valid, val) && !(name == "end" && val == "none") {
						t.Errorf("%s/%s: %s has no value %q (%v)", it.ID, v.Text, name, val, valid)
					}
				}
			}
		}
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
