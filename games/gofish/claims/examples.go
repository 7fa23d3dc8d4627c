package claims

import (
	"bytes"
	"embed"
	"errors"
	"strings"
	"sync"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// exampleFiles holds the worked examples, examples/<claim-id>/<name>.yaml.
//
//go:embed examples
var exampleFiles embed.FS

// parsedExamples holds each example parsed once per process (the files
// are embedded, so never change): a check of many cards, or a preview that
// checks on every save, replays the same examples again and again, and
// parsing them was a fifth of such a check's work. A replay copies the
// scenario it runs (replay) and never changes the one parsed.
var parsedExamples sync.Map // path -> parsedExample

type parsedExample struct {
	s   *scenario.Scenario
	err error
}

// loadExample returns the parsed example at its repository path.
func loadExample(path string) (*scenario.Scenario, error) {
	if p, ok := parsedExamples.Load(path); ok {
		return p.(parsedExample).s, p.(parsedExample).err
	}
	data, err := exampleFiles.ReadFile(strings.TrimPrefix(path, "games/gofish/claims/"))
	if err != nil {
		return nil, err
	}
	s, err := scenario.Parse(path, data)
	parsedExamples.Store(path, parsedExample{s, err})
	return s, err
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
