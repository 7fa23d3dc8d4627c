package claims

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/gamedef"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// TestCardRulesPointAtTheOffendingKey: an unknown option, a bad change and
// a conflict are each reported at the key that is at fault, the conflict
// naming both settings and where the earlier was set.
func TestCardRulesPointAtTheOffendingKey(t *testing.T) {
	at := func(line int) content.Pos { return content.Pos{File: "x/card.yaml", Line: line, Col: 3} }
	for _, c := range []struct {
		options []string
		changes []content.Change
		want    string
	}{
		{[]string{"give-one", "jokers"}, nil, `x/card.yaml:4:3: unknown option "jokers"`},
		{nil, []content.Change{{Name: "give", Value: "one", Pos: at(6)}, {Name: "give", Value: "some", Pos: at(7)}},
			`x/card.yaml:7:3: give: "some" is not a value (values: all, one)`},
		{[]string{"ask-card", "bluff"}, []content.Change{{Name: "ask", Value: "rank", Pos: at(8)}},
			"x/card.yaml:8:3: ask: rank conflicts with bluff: yes (option bluff at x/card.yaml:4:3): a bluff is an ask for a card"},
		{nil, []content.Change{{Name: "players.max", Value: "6", Pos: at(9)}},
			"x/card.yaml:9:3: players.max: 6 conflicts with deal.5: 0 (the house rules)"},
	} {
		card := shipped(t)
		card.Options, card.Changes = c.options, c.changes
		card.OptionPos = []content.Pos{at(3), at(4)}
		_, err := gamedef.Rules(card.Spec())
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%v %v: error %v, want %q", c.options, c.changes, err, c.want)
		}
		rep, _ := claim.Check(card, claim.Options{Games: -1})
		if len(rep.Problems) != 1 || rep.Problems[0].Pos+": "+rep.Problems[0].Message != err.Error() {
			t.Errorf("check reports %+v, want %v", rep.Problems, err)
		}
	}
	card := shipped(t)
	card.Changes = []content.Change{{Name: "give", Value: "one"}, {Name: "players.max", Value: "5"}, {Name: "deal.5", Value: "4"}}
	r, err := gamedef.Rules(card.Spec())
	if err != nil || r.Give != engine.GiveOne || r.Players.Max != 5 || r.DealSizes[5] != 4 {
		t.Errorf("rules %+v, %v", r, err)
	}
}

// TestFalseClaimNamesTheClaimThatHolds: under give: one the house card's
// hit statement fails, and the failure names the claim that holds.
func TestFalseClaimNamesTheClaimThatHolds(t *testing.T) {
	card := shipped(t)
	card.Changes = []content.Change{{Name: "give", Value: "one"}}
	rep, err := claim.Check(card, claim.Options{Games: 50, Seed: 1})
	if err == nil {
		t.Fatal("the check passed")
	}
	f := failureOf(rep, "ask-hit", "ask.hit-gives-all")
	if want := "ask.hit-gives-all is false under give: one; ask.hit-gives-one holds: "; !strings.HasPrefix(f.Message, want) {
		t.Errorf("message %q, want it to start %q", f.Message, want)
	}
	if got := falseUnder("gofish.turn-ends", mustRules(t, "common")); got != "gofish.turn-ends is false under after-miss: asked; gofish.turn-to-asked holds" {
		t.Errorf("turn-ends under common: %q", got)
	}
	if got := falseUnder("ask.hit-gives-all", mustRules(t, "house")); got != "" {
		t.Errorf("hit-gives-all under house: %q", got)
	}
}

func mustRules(t *testing.T, name preset.Name) engine.Rules {
	t.Helper()
	r, err := engine.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
