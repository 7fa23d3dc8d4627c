package gamedef

import (
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/game/starter"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/locale"
)

// TestTheStarterPlanAndWordsAreWhole: every when: of the plan names a
// setting and values the engine has (or a preset), every $<setting> a
// setting, so that no variant is left out by a misspelling; each
// locale's starter.yaml has a heading for every section of the plan, a
// text for every variant, and no text no variant names.
func TestTheStarterPlanAndWordsAreWhole(t *testing.T) {
	for _, p := range starter.Lint(starterPath, starterFile, Game{}) {
		t.Error(p)
	}
}

// TestTheStartedCardsSayWhatThePresetsAre: the common rules' card and
// Mau-Mau's, in English, and a locale with no starter words in English.
func TestTheStartedCardsSayWhatThePresetsAre(t *testing.T) {
	var _ game.Starter = Game{}
	common, err := Game{}.Starter(engine.CrazyEights(), nil, locale.Source)
	if err != nil {
		t.Fatal(err)
	}
	mau, err := Game{}.Starter(engine.MauMau(), nil, "nl")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		c                    *game.StarterCard
		title, tagline, deal string
		dealParams, lastStmt string
	}{
		{common, "Crazy Eights", "2 to 6 players · a 52-card pack", "2 players get 7 cards each; 3, 4, 5 or 6 players get 5 each.", "{2: 7, 3: 5, 4: 5, 5: 5, 6: 5}", "penalty-values"},
		{mau, "Mau-Mau", "2 to 5 players · a 32-card pack", "2, 3, 4 or 5 players get 5 cards each.", "{2: 5, 3: 5, 4: 5, 5: 5}", "penalty-values"},
	} {
		deal := tc.c.Sections[1].Statements[0]
		last := tc.c.Sections[len(tc.c.Sections)-1]
		if tc.c.Locale != locale.Source || tc.c.Title != tc.title || tc.c.Tagline.Text != tc.tagline || deal.Text != tc.deal ||
			game.FormatParams(deal.Claims[0].Params) != tc.dealParams || last.Statements[len(last.Statements)-1].ID != tc.lastStmt {
			t.Errorf("%s: %s %q %q %q %v", tc.title, tc.c.Locale, tc.c.Title, tc.c.Tagline.Text, deal.Text, deal.Claims)
		}
	}
	var ids []string
	for _, s := range mau.Sections {
		if s.ID == "special" {
			for _, st := range s.Statements {
				ids = append(ids, st.ID+" "+st.Text)
			}
		}
	}
	if len(ids) != 4 || ids[3] != `last-card Say "Mau" when you play your second-to-last card; if you forget, draw 2 cards.` {
		t.Errorf("Mau-Mau's special cards: %q", ids)
	}
}
