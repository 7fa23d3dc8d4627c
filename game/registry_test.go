package game_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// stub is a game of the registry's tests: it names two presets and one
// option, and plays nothing.
type stub struct{ id string }

func (s stub) ID() string             { return s.id }
func (stub) Name() string             { return "Stub" }
func (stub) Presets() []game.Named    { return []game.Named{{Name: "a"}, {Name: "b"}} }
func (stub) DefaultPreset() string    { return "a" }
func (stub) Options() []game.Named    { return []game.Named{{Name: "fast", Summary: "plays fast"}} }
func (stub) Settings() []game.Setting { return nil }
func (stub) Packs() []cards.Pack      { return []cards.Pack{cards.Pack52} }
func (stub) Rules(game.Spec) (game.Rules, error) {
	return nil, nil
}
func (stub) Locales() *locale.Library     { return locale.Shipped() }
func (stub) Features() wording.FeatureSet { return wording.CoreFeatures() }
func (stub) Claims() game.Claims          { return nil }
func (stub) Table() game.Table            { return nil }

func (stub) Values(game.Rules) []game.Value  { return nil }
func (stub) Changed(game.Rules) []game.Value { return nil }
func (stub) Describe(game.Rules, *locale.Library, locale.Code) (*game.Description, error) {
	return &game.Description{Title: "stub"}, nil
}

func TestARegisteredGameIsFoundByItsID(t *testing.T) {
	game.Register(stub{"stub-one"})
	game.Register(stub{"stub-two"})
	g, err := game.Lookup("stub-two")
	if err != nil || g.ID() != "stub-two" {
		t.Fatalf("Lookup: %v, %v", g, err)
	}
	ids := game.IDs()
	if !slices.IsSorted(ids) || !slices.Contains(ids, "stub-one") || !slices.Contains(ids, "stub-two") {
		t.Errorf("IDs %v", ids)
	}
	if all := game.All(); len(all) != len(ids) {
		t.Errorf("All has %d games, IDs %d", len(all), len(ids))
	}
	_, err = game.Lookup("chess")
	if err == nil || !strings.Contains(err.Error(), `unknown game "chess" (games: `) || !strings.Contains(err.Error(), "stub-one") {
		t.Errorf("Lookup of an unknown game: %v", err)
	}
}

func TestAnUnregisteredGameIsGone(t *testing.T) {
	game.Register(stub{"stub-gone"})
	game.Unregister("stub-gone")
	if _, err := game.Lookup("stub-gone"); err == nil || slices.Contains(game.IDs(), "stub-gone") {
		t.Errorf("stub-gone is still registered: %v", err)
	}
	game.Register(stub{"stub-gone"}) // and may be registered again
	game.Unregister("stub-gone")
}

func TestRegisteringTwiceOrAWrongIDPanics(t *testing.T) {
	game.Register(stub{"stub-three"})
	for _, id := range []string{"stub-three", "Stub", "", "a b", "-x"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", id)
				}
			}()
			game.Register(stub{id})
		}()
	}
}

func TestPresetAndOptionNamesAreTheGames(t *testing.T) {
	g := stub{"x"}
	if err := game.ParsePreset(g, "b"); err != nil {
		t.Error(err)
	}
	if err := game.ParsePreset(g, "c"); err == nil || err.Error() != `unknown preset "c" (presets: a, b)` {
		t.Errorf("ParsePreset(c): %v", err)
	}
	if err := game.ParseOption(g, "fast"); err != nil {
		t.Error(err)
	}
	if err := game.ParseOption(g, "slow"); err == nil || err.Error() != `unknown option "slow" (options: fast)` {
		t.Errorf("ParseOption(slow): %v", err)
	}
}

func TestASpecNamesItsPositions(t *testing.T) {
	card := game.Pos{File: "c/card.yaml", Line: 1, Col: 1}
	s := game.Spec{At: card, OptionPos: []game.Pos{{File: "c/card.yaml", Line: 4, Col: 5}}}
	if s.PresetAt() != card || s.OptionAt(0).Line != 4 || s.OptionAt(1) != card {
		t.Errorf("positions: %v %v %v", s.PresetAt(), s.OptionAt(0), s.OptionAt(1))
	}
	e := &game.RulesError{Pos: s.OptionAt(0), Msg: "bad"}
	if e.Error() != "c/card.yaml:4:5: bad" {
		t.Errorf("RulesError: %q", e)
	}
}
