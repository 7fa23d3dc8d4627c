package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// WorkedExample is one worked example of a claim as a check of a card
// replays it.
type WorkedExample struct {
	// Path is the example's file, from the repository's root
	// (games/gofish/claims/examples/<claim-id>/<name>.yaml).
	Path string
	// Scenario is the example, parsed, with the card's preset (its options
	// applied) in place of the file's own rules; replaying it is what the
	// check does.
	Scenario *scenario.Scenario
	// Generated is set for an example cut from a seeded game, because no
	// hand-written one applies under the card's rules; Path then names it
	// as `rulecard check --write-examples` writes it.
	Generated bool
}

// WorkedExamples returns the worked examples that the check replays for
// claim id with raw parameters under rules, for a card of players (fewest
// and most) and packs: those that show the parameters under the rules and
// are played with a player count and a pack the card is for, in the
// catalogue's order, else one cut from a seeded game when the catalogue
// holds the claim true. The error says why they cannot be given: an
// unknown claim, parameters of the wrong shape, an example that cannot be
// read.
func WorkedExamples(id string, raw any, rules engine.Rules, players [2]int, packs []cards.Pack) ([]WorkedExample, error) {
	d := lookup(catalogue(), id)
	if d == nil {
		return nil, fmt.Errorf("unknown claim %q", id)
	}
	p, err := game.DecodeParams(d.shape, raw, players)
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", id, err)
	}
	cfgs := cardConfigs{min: players[0], max: players[1], packs: packs}
	var out []WorkedExample
	for _, e := range d.examples {
		if !e.applies(p, rules) {
			continue
		}
		path := d.examplePath(e.name)
		s, err := loadExample(path)
		if err != nil {
			return nil, err
		}
		if !cfgs.has(len(s.Seats), s.Pack) || !appliesUnder(rules, s) {
			continue
		}
		sc := *s
		sc.Setup.Rules, sc.Rules = rules, rules.Name
		out = append(out, WorkedExample{Path: path, Scenario: &sc})
	}
	if holds, _ := Holds(d.id, rules); len(out) == 0 && holds {
		var cs []config
		for n := players[0]; n <= players[1]; n++ {
			for _, pk := range packs {
				cs = append(cs, config{players: n, pack: pk})
			}
		}
		if gen, ok := generateExample(d, rules, cs, 0); ok && gen.s != nil {
			sc := *gen.s
			sc.Setup.Rules, sc.Rules = rules, rules.Name
			out = append(out, WorkedExample{Path: gen.path, Scenario: &sc, Generated: true})
		}
	}
	return out, nil
}
