package claims

import (
	"io/fs"
	"path"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

func TestEveryClaimHasAWorkedExample(t *testing.T) {
	for _, d := range catalogue() {
		if len(d.examples) == 0 {
			t.Errorf("claim %s has no worked example", d.id)
		}
		for _, e := range d.examples {
			if _, err := loadExample(d.examplePath(e.name)); err != nil {
				t.Errorf("claim %s: %v", d.id, err)
			}
		}
	}
}

func TestEveryExampleFileBelongsToAClaim(t *testing.T) {
	declared := map[string]bool{}
	for _, d := range catalogue() {
		for _, e := range d.examples {
			declared[d.examplePath(e.name)] = true
		}
	}
	err := fs.WalkDir(exampleFiles, "examples", func(p string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() {
			return err
		}
		if full := examplesDir + "/" + p[len("examples/"):]; !declared[full] {
			t.Errorf("%s belongs to no claim (claim %q lists no %s)", full, path.Base(path.Dir(p)), path.Base(p))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestExampleAppliesOnlyToItsParametersAndConfigurations(t *testing.T) {
	d := lookup(catalogue(), "deal.size")
	six, err := game.DecodeParams(d.shape, map[string]any{"2": 6, "3": 5, "4": 5}, [2]int{2, 4})
	if err != nil {
		t.Fatal(err)
	}
	all := cardConfigs{min: 2, max: 4, packs: []cards.Pack{cards.Pack52, cards.Pack32}}
	for _, e := range d.examples {
		_, ran := runExample(d, e, six, engine.House(), all)
		if want := e.name == "three-players.yaml" || e.name == "four-players.yaml"; ran != want {
			t.Errorf("%s ran %t for a card that deals six to two players, want %t", e.name, ran, want)
		}
	}
	short := cardConfigs{min: 2, max: 4, packs: []cards.Pack{cards.Pack32}}
	p := lookup(catalogue(), "pack.sizes")
	for _, e := range p.examples {
		pp, _ := game.DecodeParams(p.shape, []any{32, 52}, [2]int{2, 4})
		if _, ran := runExample(p, e, pp, engine.House(), short); ran != (e.name == "short-pack.yaml") {
			t.Errorf("%s ran %t for a card for the short pack only", e.name, ran)
		}
	}
}

// TestAppliesUnderAgreesWithTheDependencies holds the shortcut of
// appliesUnder (it replays an example only under the settings on which the
// rules differ from its own) to the long way, agreement on every setting
// of dependsOn, for every example and the rules of every preset, with each
// option and with each example's own: the same answer, and some examples
// apply and some do not.
func TestAppliesUnderAgreesWithTheDependencies(t *testing.T) {
	var all []engine.Rules
	for _, r := range []engine.Rules{engine.House(), engine.Duel(), engine.WholePack(), engine.Common()} {
		all = append(all, r)
		for _, o := range preset.Options() {
			if ro, err := r.With(o); err == nil {
				all = append(all, ro)
			}
		}
	}
	applied, not := 0, 0
	for _, d := range catalogue() {
		for _, e := range d.examples {
			p := d.examplePath(e.name)
			s, err := loadExample(p)
			if err != nil {
				t.Fatal(err)
			}
			deps := dependsOn(s)
			for _, r := range append(all, s.Setup.Rules) {
				want := agrees(r, s, deps)
				if got := appliesUnder(r, s); got != want {
					t.Errorf("%s under %s: appliesUnder says %t, its dependencies %v say %t", p, r.Name, got, deps, want)
				}
				if want {
					applied++
				} else {
					not++
				}
			}
		}
	}
	if applied == 0 || not == 0 {
		t.Errorf("%d examples apply and %d do not: the test says nothing", applied, not)
	}
}

// agrees reports whether rules agree with the example's own rules on
// every setting it depends on.
func agrees(rules engine.Rules, s *scenario.Scenario, names []string) bool {
	for _, name := range names {
		set, _ := engine.SettingNamed(name)
		if set.Get(rules) != set.Get(s.Setup.Rules) {
			return false
		}
	}
	return true
}
