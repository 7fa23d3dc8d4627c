package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/content"
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

// WorkedExamples returns the worked examples that [Check] replays for the
// claim ref of card: those that show ref's parameters under the card's
// rules and are played with a player count and a pack the card is for, in
// the catalogue's order. The
// error says why they cannot be given: an unknown claim, parameters of the
// wrong shape, an unknown preset or option, an example that cannot be
// read.
func WorkedExamples(card *content.Card, ref content.ClaimRef) ([]WorkedExample, error) {
	d := lookup(catalogue(), ref.ID)
	if d == nil {
		return nil, fmt.Errorf("unknown claim %q", ref.ID)
	}
	p, err := decodeParams(d.shape, ref.Params, [2]int{card.Players.Min, card.Players.Max})
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", ref.ID, err)
	}
	rules, err := CardRules(card)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", card.ID, err)
	}
	cfgs := cardConfigs{min: card.Players.Min, max: card.Players.Max}
	cfgs.packs = append(cfgs.packs, card.Packs...)
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
		for n := card.Players.Min; n <= card.Players.Max; n++ {
			for _, pk := range cfgs.packs {
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

// FormatParams writes claim parameters as card.yaml decodes them (nil, or
// a scalar, list or map of ints and strings) in one line, keys sorted:
// "4", "[32, 52]", "{2: 7, 3: 5, 4: 5}"; nil is "".
func FormatParams(raw any) string {
	if raw == nil {
		return ""
	}
	return describe(raw)
}
