package claim

import (
	"io"
	"slices"
	"strconv"
	"sync"

	"github.com/rulecard/rulecard/engine"
	"github.com/rulecard/rulecard/engine/scenario"
)

// exampleDeps caches each hand-written example's dependencies, found once
// per process.
var exampleDeps sync.Map // path -> *deps

type deps struct {
	once  sync.Once
	names []string
}

// dependsOn returns the settings (engine.Settings names, in their order)
// a hand-written example depends on: each setting that, changed alone to
// any other value it takes, makes the example fail under the rules it was
// written for (its file's rules and options). Under rules that agree with
// the file's on every one of them the example applies; the player counts
// and packs are matched apart (cardConfigs).
func dependsOn(path string, s *scenario.Scenario) []string {
	v, _ := exampleDeps.LoadOrStore(path, &deps{})
	d := v.(*deps)
	d.once.Do(func() { d.names = findDepends(s) })
	return d.names
}

func findDepends(s *scenario.Scenario) []string {
	base := s.Setup.Rules
	var out []string
	for _, set := range engine.Settings() {
		for _, v := range flips(set, base, len(s.Seats), s.Pack) {
			r, err := base.Set(set.Name, v)
			if err != nil || r.Check() != nil {
				continue
			}
			sc := *s
			sc.Setup.Rules = r
			if sc.Run(io.Discard) != nil {
				out = append(out, set.Name)
				break
			}
		}
	}
	return out
}

// flips returns the other values of a setting worth replaying an example
// of n seats and pack p with.
func flips(set engine.Setting, base engine.Rules, n int, p engine.Pack) []string {
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

// appliesUnder reports whether the hand-written example at path, parsed
// as s, applies under rules: whether they agree with its own rules on
// every setting it depends on. Rules equal to its own agree on every
// setting, whatever the example depends on, and finding that (which
// replays the example under each other value of each setting, the most
// of a check's work outside its games) is left for other rules.
func appliesUnder(rules engine.Rules, path string, s *scenario.Scenario) bool {
	return rules == s.Setup.Rules || agrees(rules, s, dependsOn(path, s))
}

// agrees reports whether rules agree with the example's own rules on
// every setting it depends on.
func agrees(rules engine.Rules, s *scenario.Scenario, names []string) bool {
	for _, name := range names {
		set, _ := engine.SettingNamed(name)
		if set.Get(rules) != set.Get(s.Setup.Rules) {
			return false
		}
	}
	return true
}
