package claims

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/gamedef"
)

// examplesUnder replays, for every claim the catalogue holds true under r,
// the worked examples a check under r replays (the hand-written ones that
// apply, else one generated from seeded games), and counts them.
func examplesUnder(t *testing.T, r engine.Rules, cfgs []config, label string, longest int) (hand, gen int) {
	t.Helper()
	cc := cardConfigs{min: r.Players.Min, max: r.Players.Max}
	for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
		if r.Packs.Has(p) {
			cc.packs = append(cc.packs, p)
		}
	}
	for i := range catalogue() {
		d := &catalogue()[i]
		if ok, _ := Holds(d.id, r); !ok {
			continue
		}
		p, err := game.DecodeParams(d.shape, paramsOf(d.id, r), [2]int{r.Players.Min, r.Players.Max})
		if err != nil {
			t.Fatalf("%s: %v", d.id, err)
		}
		var results []game.ExampleResult
		for _, e := range d.examples {
			if res, ran := runExample(d, e, p, r, cc); ran {
				results = append(results, res)
			}
		}
		if len(results) == 0 {
			if g, ok := generateExample(d, r, cfgs, 0); ok {
				results = append(results, runGenerated(g, r))
				if g.s != nil && len(g.s.Steps) > longest {
					t.Errorf("%s: claim %s: the generated example %s plays %d moves, more than %d: it is not cut to the moves that show the claim\n%s",
						label, d.id, g.path, len(g.s.Steps), longest, g.data)
				}
			}
		}
		if len(results) == 0 {
			t.Errorf("%s: claim %s holds and has no worked example", label, d.id)
		}
		for _, res := range results {
			if !res.OK {
				t.Errorf("%s: claim %s: worked example %s fails: %v\n%s", label, d.id, res.Path, res.Failures, res.Source())
			}
			if res.Generated {
				gen++
			} else {
				hand++
			}
		}
	}
	return hand, gen
}

// longestGenerated is the most moves a generated worked example of a
// shipped card may play: it starts from the table a few moves before its
// claim's event, not from the deal of a game played to that event (50
// moves and more). Under a rule set of the covering set it may play
// twice as many: with dead asks and a pond that runs dry early, the cut
// keeps the refusals that make the asks listed what they were.
const longestGenerated = 12

// TestEveryHeldClaimHasAWorkedExampleUnderEveryRuleSet: under each rule
// set of the covering set and each shipped card's rules, every claim the
// catalogue holds true has a worked example that replays under those
// rules.
func TestEveryHeldClaimHasAWorkedExampleUnderEveryRuleSet(t *testing.T) {
	var hand, gen int
	for _, id := range content.ShippedIDs() {
		if g, err := content.ShippedGame(id); err != nil {
			t.Fatal(err)
		} else if g != gamedef.ID {
			continue // another game's card, or no engine and no rules
		}
		card, err := content.LoadShipped(id)
		if err != nil {
			t.Fatal(err)
		}
		r, err := gamedef.Rules(card.Spec())
		if err != nil {
			t.Fatal(err)
		}
		var cfgs []config
		for n := card.Players.Min; n <= card.Players.Max; n++ {
			for _, size := range card.Packs {
				cfgs = append(cfgs, config{players: n, pack: cards.Pack(size)})
			}
		}
		h, g := examplesUnder(t, r, cfgs, "card "+id, longestGenerated)
		t.Logf("card %-10s %3d hand-written, %3d generated", id, h, g)
		hand, gen = hand+h, gen+g
	}
	set := coveringSet(1)
	for i, c := range set {
		var cfgs []config
		for n := 2; n <= 6; n++ {
			for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
				if c.rules.Packs.Has(p) {
					cfgs = append(cfgs, config{players: n, pack: p})
				}
			}
		}
		h, g := examplesUnder(t, c.rules, cfgs, c.name(), 2*longestGenerated)
		t.Logf("rule set %2d: %3d hand-written, %3d generated", i, h, g)
		hand, gen = hand+h, gen+g
	}
	t.Logf("%d shipped cards and %d rule sets: %d hand-written and %d generated worked examples", len(content.ShippedIDs()), len(set), hand, gen)
}
