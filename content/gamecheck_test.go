package content

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// fullPackGame is a game of these tests: one preset, one option, played
// with the full pack alone; it proves nothing.
type fullPackGame struct{}

func (fullPackGame) ID() string                          { return "fullpack" }
func (fullPackGame) Name() string                        { return "Full Pack" }
func (fullPackGame) Presets() []game.Named               { return []game.Named{{Name: "only"}} }
func (fullPackGame) DefaultPreset() string               { return "only" }
func (fullPackGame) Options() []game.Named               { return []game.Named{{Name: "fast"}} }
func (fullPackGame) Settings() []game.Setting            { return nil }
func (fullPackGame) Packs() []cards.Pack                 { return []cards.Pack{cards.Pack52} }
func (fullPackGame) Rules(game.Spec) (game.Rules, error) { return nil, nil }
func (fullPackGame) Locales() *locale.Library            { return locale.Shipped() }
func (fullPackGame) Features() wording.FeatureSet        { return wording.CoreFeatures() }
func (fullPackGame) Claims() game.Claims                 { return nil }
func (fullPackGame) Table() game.Table                   { return nil }

func (fullPackGame) Values(game.Rules) []game.Value  { return nil }
func (fullPackGame) Changed(game.Rules) []game.Value { return nil }
func (fullPackGame) Describe(game.Rules, *locale.Library, locale.Code) (*game.Description, error) {
	return &game.Description{Title: "fullPackGame"}, nil
}

// TestTheCardsGameChecksItsPresetOptionsAndPacks: the names a card gives
// its preset, options and packs are its game's, each wrong one an error
// at its position naming the game's.
func TestTheCardsGameChecksItsPresetOptionsAndPacks(t *testing.T) {
	game.Register(fullPackGame{})
	t.Cleanup(func() { game.Unregister(fullPackGame{}.ID()) })
	card := func(rules, options, packs string) fstest.MapFS {
		return fstest.MapFS{
			"c/card.yaml": {Data: []byte("id: c\ngame: fullpack\nrules: " + rules + "\noptions: " + options +
				"\nplayers: {min: 2, max: 4}\npacks: " + packs + "\ntagline: {id: tagline, note: true}\nsections:\n  - id: s\n    statements:\n      - {id: n, note: true}\n")},
			"c/en.yaml": {Data: []byte("locale: en\ntitle: C\nsections: {s: S}\nstatements:\n  tagline: For two to four.\n  n: A note.\n")},
		}
	}
	if _, err := LoadFS(card("only", "[fast]", "[52]"), "c"); err != nil {
		t.Fatalf("a card the game plays: %v", err)
	}
	for _, tc := range []struct{ rules, options, packs, want string }{
		{"house", "[]", "[52]", `c/card.yaml:3:8: rules: unknown preset "house" (presets: only)`},
		{"only", "[play-on]", "[52]", `c/card.yaml:4:11: options: unknown option "play-on" (options: fast)`},
		{"only", "[]", "[52, 32]", "c/card.yaml:6:13: packs: Full Pack is played with a pack of 52 cards, not 32"},
	} {
		_, err := LoadFS(card(tc.rules, tc.options, tc.packs), "c")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s %s: %v, want %q", tc.rules, tc.options, tc.packs, err, tc.want)
		}
	}
}
