package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/wording"
)

// signatures are what a statement of each claim must say: the features
// it needs, those it may carry, those that contradict it, and the
// numbers it asserts without parameters. None depends on the rules yet.
var signatures = map[string]wording.Signature{
	"players.range": {Allow: []wording.Feature{wording.Only, wording.Player}},
	"pack.sizes":    {Allow: []wording.Feature{wording.All}},
	"deal.size":     {Allow: []wording.Feature{wording.Each, wording.All, wording.Player, wording.Deal}},
	"play.match": {Need: []wording.Feature{locales.Match},
		Allow: []wording.Feature{locales.Top, wording.Turn, wording.Any}, Deny: []wording.Feature{wording.All}, Numbers: []int{1}},
	"wild.eights": {Need: []wording.Feature{locales.Wild, locales.Eights}, Allow: []wording.Feature{wording.Any, locales.NameSuit, locales.Top, locales.Match, wording.Must},
		Deny: []wording.Feature{locales.Jacks}, Numbers: []int{1}},
	"wild.jacks": {Need: []wording.Feature{locales.Wild, locales.Jacks}, Allow: []wording.Feature{wording.Any, locales.NameSuit, locales.Top, locales.Match, wording.Must},
		Deny: []wording.Feature{locales.Eights}, Numbers: []int{1}},
	"end.out-wins": {Need: []wording.Feature{wording.Win}, Allow: []wording.Feature{wording.First, wording.Last, wording.Empty, wording.GameEnds,
		wording.AtOnce, wording.Only, wording.Player}, Deny: []wording.Feature{wording.Most, wording.Fewest}},
	"penalty.points": {Need: []wording.Feature{locales.Penalty}, Allow: []wording.Feature{wording.Score, wording.Player, wording.All, wording.Each,
		locales.Wild, wording.Rest, locales.Eights, locales.Jacks}, Deny: []wording.Feature{wording.Win}},
	"draw-two.next-draws": {Need: []wording.Feature{wording.Draw}, Allow: []wording.Feature{wording.ToNext, wording.Player, wording.Must, wording.Skip,
		wording.TurnEnds}, Numbers: []int{2}},
	"skip.next-misses":  {Need: []wording.Feature{wording.Skip}, Allow: []wording.Feature{wording.ToNext, wording.Player, wording.Turn}},
	"reverse.direction": {Need: []wording.Feature{wording.Backward}, Allow: []wording.Feature{wording.Player, wording.GoAgain}},
	"last-card.penalty": {Need: []wording.Feature{wording.Last, wording.Draw}, Allow: []wording.Feature{wording.Shown, wording.Not, wording.Must,
		locales.Penalty}, Negates: []wording.Feature{wording.Shown}},
}

// roles checks the part each number of a statement plays for claim id:
// deal.size's player counts and hand sizes, read in order, must pair as
// the parameters do.
func roles(id string, p game.Params, nums []wording.Numeral) []wording.Problem {
	if id != "deal.size" {
		return nil
	}
	keys := map[int]bool{}
	for n, v := range p.Per {
		if v > 0 {
			keys[n], keys[v] = true, true
		}
	}
	var seq []int
	for _, n := range nums {
		if !n.Huge && keys[n.Value] {
			seq = append(seq, n.Value)
		}
	}
	if wording.Pairs(seq, p.Per, true) || wording.Pairs(seq, p.Per, false) {
		return nil
	}
	return []wording.Problem{{Kind: wording.WordsProblem, Claim: id, Message: fmt.Sprintf(
		"read in order, the numbers %s do not give each player count its hand size (write each player count with the cards it gets, like \"two players get seven cards each\")",
		wording.NumbersList(seq))}}
}
