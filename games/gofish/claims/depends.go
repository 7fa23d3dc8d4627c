package claims

import (
	"io"
	"slices"
	"strconv"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// dependsOn returns the settings (engine.Settings names, in their order)
// a hand-written example depends on: each setting that, changed alone to
// any other value it takes, makes the example fail under the rules it was
// written for (its file's rules and options). Under rules that agree with
// the file's on every one of them the example applies; the player counts
// and packs are matched apart (cardConfigs).
func dependsOn(s *scenario.Scenario) []string {
	var out []string
	for _, set := range engine.Settings() {
		if dependsOnSetting(s, set) {
			out = append(out, set.Name)
		}
	}
	return out
}

// dependsOnSetting reports whether example s depends on setting set:
// whether the example fails under its own rules with set changed to some
// other value.
func dependsOnSetting(s *scenario.Scenario, set engine.Setting) bool {
	base := s.Setup.Rules
	for _, v := range flips(set, base, len(s.Seats), s.Pack) {
		r, err := set.Set(base, v)
		if err != nil || r.Check() != nil {
			continue
		}
		sc := *s
		sc.Setup.Rules = r
		if sc.Run(io.Discard) != nil {
			return true
		}
	}
	return false
}

// flips returns the other values of a setting worth replaying an example
// of n seats and pack p with.
func flips(set engine.Setting, base engine.Rules, n int, p cards.Pack) []string {
	cur := set.Get(base)
	var vals []string
	switch set.Kind {
	case "word", "yes/no":
		vals = set.Values
	case "words":
		vals = []string{"none", "stock-out", "player-out", "booked-out"}
	case "number":
		if set.Name != "deal."+strconv.Itoa(n) {
			return nil
		}
		k, _ := strconv.Atoi(cur)
		for _, x := range []int{k - 1, k + 1} {
			if x >= 1 && x*n <= p.Size() {
				vals = append(vals, strconv.Itoa(x))
			}
		}
	}
	return slices.DeleteFunc(slices.Clone(vals), func(v string) bool { return v == cur })
}

// appliesUnder reports whether the hand-written example s applies under
// rules: whether they agree with its own rules on every setting it depends
// on (dependsOn). Only the settings on which they differ are replayed:
// rules equal to its own agree whatever it depends on.
func appliesUnder(rules engine.Rules, s *scenario.Scenario) bool {
	for _, set := range engine.Settings() {
		if set.Get(rules) != set.Get(s.Setup.Rules) && dependsOnSetting(s, set) {
			return false
		}
	}
	return true
}
