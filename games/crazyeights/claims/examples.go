package claims

import (
	"bytes"
	"embed"
	"errors"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/scenario"
)

// exampleFiles holds the worked examples, examples/<claim-id>/<name>.yaml.
//
//go:embed examples
var exampleFiles embed.FS

// examplesDir is where the examples are, from the repository's root.
const examplesDir = "games/crazyeights/claims/examples"

// exampleNames returns claim id's example files, sorted, as
// "<claim-id>/<name>.yaml".
func exampleNames(id string) []string {
	entries, err := fs.ReadDir(exampleFiles, "examples/"+id)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") {
			out = append(out, id+"/"+e.Name())
		}
	}
	return out
}

// loadExample returns the parsed example of name ("<claim-id>/<file>").
func loadExample(name string) (*scenario.Scenario, error) {
	data, err := exampleFiles.ReadFile("examples/" + name)
	if err != nil {
		return nil, err
	}
	return scenario.Parse(examplesDir+"/"+name, data)
}

// dependsOn returns the settings (engine.Settings names, in their order)
// example s depends on: each that, changed alone to another value, makes
// it fail under its own rules. The players, packs and deal sizes are
// matched apart (fits).
func dependsOn(s *scenario.Scenario) []string {
	var out []string
	for _, set := range engine.Settings() {
		if dependsOnSetting(s, set) {
			out = append(out, set.Name)
		}
	}
	return out
}

// dependsOnSetting reports whether example s fails under its own rules
// with set changed to some other value.
func dependsOnSetting(s *scenario.Scenario, set engine.Setting) bool {
	base := s.Rules()
	for _, v := range flips(set, base) {
		r, err := set.Set(base, v)
		if err != nil || r.Check() != nil {
			continue
		}
		if !passes(s, r) {
			return true
		}
	}
	return false
}

// flips returns the other values of set worth replaying an example with.
func flips(set engine.Setting, base engine.Rules) []string {
	cur := set.Get(base)
	var vals []string
	switch {
	case set.Kind == "word" || set.Kind == "yes/no":
		vals = set.Values
	case set.Name == "announce-penalty":
		k, _ := strconv.Atoi(cur)
		vals = []string{strconv.Itoa(k - 1), strconv.Itoa(k + 1)}
	}
	return slices.DeleteFunc(slices.Clone(vals), func(v string) bool { return v == cur })
}

// passes reports whether s replays with every expectation met under r.
func passes(s *scenario.Scenario, r engine.Rules) bool {
	sc := under(s, r)
	return sc.Run(io.Discard) == nil
}

// under returns a copy of s to be played under r.
func under(s *scenario.Scenario, r engine.Rules) *scenario.Scenario {
	sc := *s
	sc.Position.Rules = r
	sc.Preset, sc.Changes = string(r.Name), r.ChangedSettings()
	return &sc
}

// fits reports whether example s applies to a card of rules r with
// players and packs: its seats and pack are the card's, r seats them,
// its hands are of the size r deals (for deal.size, which it shows) and
// r agrees with its rules on every setting it depends on.
func fits(id string, s *scenario.Scenario, r engine.Rules, players [2]int, packs []cards.Pack) bool {
	n := len(s.Seats)
	if n < players[0] || n > players[1] || !r.Players.Has(n) || !slices.Contains(packs, s.Position.Pack) || !r.Packs.Has(s.Position.Pack) {
		return false
	}
	if id == "deal.size" {
		for _, h := range s.Position.Hands {
			if h.Len() != r.HandSize(n) {
				return false
			}
		}
	}
	for _, set := range engine.Settings() {
		if set.Get(r) != set.Get(s.Rules()) && dependsOnSetting(s, set) {
			return false
		}
	}
	return true
}

// examples returns claim id's examples that apply under r to a card of
// players and packs, each to be played under r.
func examples(id string, r engine.Rules, players [2]int, packs []cards.Pack) ([]game.Example, error) {
	var out []game.Example
	for _, name := range exampleNames(id) {
		s, err := loadExample(name)
		if err != nil {
			return nil, err
		}
		if fits(id, s, r, players, packs) {
			out = append(out, game.Example{Name: name, Path: examplesDir + "/" + name, Game: under(s, r)})
		}
	}
	return out, nil
}

// replay replays an example (from examples) into a result: its
// transcript and what failed.
func replay(ex game.Example) game.ExampleResult {
	res := game.ExampleResult{Path: ex.Path}
	var out bytes.Buffer
	err := ex.Game.(*scenario.Scenario).Run(&out)
	res.OK, res.Replay = err == nil, out.String()
	var ee *scenario.ExpectationError
	switch {
	case errors.As(err, &ee):
		for _, f := range ee.Failures {
			res.Failures = append(res.Failures, f.String())
		}
	case err != nil:
		res.Failures = []string{err.Error()}
	}
	return res
}
