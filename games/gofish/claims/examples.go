package claims

import (
	"bytes"
	"embed"
	"errors"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// exampleFiles holds the worked examples, examples/<claim-id>/<name>.yaml.
//
//go:embed examples
var exampleFiles embed.FS

// loadExample returns the parsed example at its repository path.
func loadExample(path string) (*scenario.Scenario, error) {
	data, err := exampleFiles.ReadFile(strings.TrimPrefix(path, "games/gofish/claims/"))
	if err != nil {
		return nil, err
	}
	return scenario.Parse(path, data)
}

// runExample replays one example of d with the preset's rules in place of
// the file's own. It reports false when the example does not apply to the
// card (its seats or pack are not the card's, or it shows other
// parameters).
func runExample(d *def, e example, p game.Params, rules engine.Rules, cfgs cardConfigs) (game.ExampleResult, bool) {
	path := d.examplePath(e.name)
	res := game.ExampleResult{Path: path}
	if !e.applies(p, rules) {
		return res, false
	}
	s, err := loadExample(path)
	if err != nil {
		res.Failures = []string{err.Error()}
		return res, true
	}
	if !cfgs.has(len(s.Seats), s.Pack) || !appliesUnder(rules, s) {
		return res, false
	}
	replay(&res, s, rules)
	return res, true
}

// replay replays scenario s under rules (the card's, which may differ from
// those the file names) into res: its replay and what failed.
func replay(res *game.ExampleResult, s *scenario.Scenario, rules engine.Rules) {
	sc := *s
	sc.Setup.Rules, sc.Rules = rules, rules.Name
	var out bytes.Buffer
	err := sc.Run(&out)
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
}

// cardConfigs are the player counts and packs a card is for.
type cardConfigs struct {
	min, max int
	packs    []cards.Pack
}

// has reports whether n players with pack p is one of the card's games.
func (c cardConfigs) has(n int, p cards.Pack) bool {
	if n < c.min || n > c.max {
		return false
	}
	for _, q := range c.packs {
		if q == p {
			return true
		}
	}
	return false
}
