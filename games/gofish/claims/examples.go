package claims

import (
	"bytes"
	"embed"
	"errors"
	"strings"

	"github.com/rulecard/rulecard/cards"
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

// ExampleResult is one worked example replayed against a card's preset.
type ExampleResult struct {
	// Path is the example's file, from the repository's root.
	Path string `json:"path"`
	// OK reports whether every expectation held.
	OK bool `json:"ok"`
	// Replay is what the replay printed: the deal and each step as the
	// public record tells it.
	Replay string `json:"replay,omitempty"`
	// Failures are the expectations the engine did not meet, or why the
	// example could not be set up with the preset.
	Failures []string `json:"failures,omitempty"`
	// Generated is set for an example cut from a seeded game, because no
	// hand-written one applies under the card's rules; source is its file.
	Generated bool `json:"generated,omitempty"`
	source    []byte
}

// Source returns a generated example's scenario file (nil for a
// hand-written one, which lives at Path).
func (e ExampleResult) Source() []byte { return e.source }

// runExample replays one example of d with the preset's rules in place of
// the file's own. It reports false when the example does not apply to the
// card (its seats or pack are not the card's, or it shows other
// parameters).
func runExample(d *def, e example, p params, rules engine.Rules, cfgs cardConfigs) (ExampleResult, bool) {
	path := d.examplePath(e.name)
	res := ExampleResult{Path: path}
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
func replay(res *ExampleResult, s *scenario.Scenario, rules engine.Rules) {
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
