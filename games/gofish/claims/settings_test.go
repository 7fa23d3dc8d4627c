package claims

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// settingBases are the rule sets a setting's value is tried on: the
// presets, then the covering set of the property tests, so that a value
// that means something only beside another (bluff beside ask: card,
// out-wins beside end: player-out) finds rules where it does.
func settingBases() []engine.Rules {
	bases := []engine.Rules{engine.House(), engine.Common(), engine.Duel(), engine.WholePack()}
	for _, c := range coveringSet(1) {
		bases = append(bases, c.rules)
	}
	// The most players the engine seats, five cards each.
	v := engine.Variant{Preset: "house", Changes: []engine.Change{{Name: "packs", Value: "52"},
		{Name: "players.max", Value: strconv.Itoa(engine.MaxPlayers)}}}
	for n := 5; n <= engine.MaxPlayers; n++ {
		v.Changes = append(v.Changes, engine.Change{Name: "deal." + strconv.Itoa(n), Value: "5"})
	}
	if r, err := v.Rules(); err == nil {
		bases = append(bases, r)
	}
	return bases
}

// valuesToTry returns the values of setting s the test tries: every
// value it lists, or for a number those next to its value in the first
// few bases that give it one.
func valuesToTry(s engine.Setting, bases []engine.Rules) []string {
	if s.Kind != "number" {
		return s.Values
	}
	var out []string
	for _, b := range bases {
		if s.Get(b) == "0" {
			continue
		}
		for _, v := range settingValues(s, b) {
			if !slices.Contains(out, v) && len(out) < 3 {
				out = append(out, v)
			}
		}
	}
	return out
}

// settingValues returns the values of setting s to try on base: every
// value it lists (a list setting's each alone), or for a number the
// base's own and the legal ones next to it.
func settingValues(s engine.Setting, base engine.Rules) []string {
	if s.Kind != "number" {
		return s.Values
	}
	cur, _ := strconv.Atoi(s.Get(base))
	var out []string
	for _, n := range []int{cur, cur - 1, cur + 1} {
		if r, err := s.Set(base, strconv.Itoa(n)); err == nil && r.Check() == nil {
			out = append(out, strconv.Itoa(n))
		}
	}
	return out
}

// stating is a claim that states a setting's value: it holds under rules
// with the value (under) and is false under the same rules with another
// value (other).
type stating struct {
	id           string
	under, other engine.Rules
	otherValue   string
}

// statings returns, for value v of setting s, the claims the catalogue
// holds true under some base with v and false with another value (or, for
// a claim with parameters, true with the parameters of other rules):
// first those about s, then those true under no other value of s, then
// those about fewest settings, in the order of the bases and the
// catalogue.
func statings(s engine.Setting, v string, bases []engine.Rules) []stating {
	type ranked struct {
		stating
		aboutIt, alone bool
		about          int
	}
	var out []ranked
	defs, all := catalogue(), holdings()
	for _, b := range bases {
		if s.Kind == "number" && !slices.Contains(settingValues(s, b), v) {
			continue
		}
		under, err := s.Set(b, v)
		if err != nil || under.Check() != nil {
			continue
		}
		for _, d := range defs {
			h, known := all[d.id]
			if !known || !h.holds(under) {
				continue
			}
			var c *ranked
			alone := true
			for _, w := range settingValues(s, under) {
				other, err := s.Set(under, w)
				if w == v || err != nil || other.Check() != nil {
					continue
				}
				ok := h.holds(other)
				alone = alone && !ok
				if c == nil && (!ok || d.shape != game.NoParams) {
					c = &ranked{stating: stating{id: d.id, under: under, other: other, otherValue: w}}
				}
			}
			if c != nil {
				c.aboutIt, c.alone, c.about = slices.Contains(h.about, s.Name), alone, len(h.about)
				out = append(out, *c)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b ranked) int {
		if a.aboutIt != b.aboutIt {
			if a.aboutIt {
				return -1
			}
			return 1
		}
		if a.alone != b.alone {
			if a.alone {
				return -1
			}
			return 1
		}
		return a.about - b.about
	})
	res := make([]stating, len(out))
	for i := range out {
		res[i] = out[i].stating
	}
	return res
}

// TestEverySettingValueIsStatedByAClaim: for every value of every setting
// the engine lists (engine.Settings, what `rulecard rules` prints), some
// claim holds under rules with that value and fails under the same rules
// with another value, both proven by playing games: a card that changes
// any rule has a claim to state it with.
func TestEverySettingValueIsStatedByAClaim(t *testing.T) {
	bases := settingBases()
	for _, s := range engine.Settings() {
		values := valuesToTry(s, bases)
		if len(values) == 0 {
			t.Errorf("setting %s: no value to try", s.Name)
		}
		for _, v := range values {
			t.Run(s.Name+"="+v, func(t *testing.T) {
				t.Parallel()
				cands := statings(s, v, bases)
				if len(cands) == 0 {
					t.Fatalf("no claim of the catalogue holds under %s: %s and fails under another value", s.Name, v)
				}
				var tried []string
				seen := map[string]bool{}
				for _, c := range cands {
					raw := paramsOf(c.id, c.under)
					other := [2]int{c.other.Players.Min, c.other.Players.Max}
					shape := lookup(catalogue(), c.id).shape
					if _, err := game.DecodeParams(shape, raw, other); seen[c.id] || shape == game.PerPlayers && err != nil || len(seen) == 6 {
						continue // the same claim again, or hand sizes for players the other rules do not seat
					}
					seen[c.id] = true
					if verify(t, c.id, raw, c.under, nil, 100).failed() {
						tried = append(tried, c.id+" fails under "+s.Name+": "+v)
						continue
					}
					if !verify(t, c.id, raw, c.other, nil, 300, c.under.Players.Min, c.under.Players.Max).failed() {
						tried = append(tried, c.id+" holds under "+s.Name+": "+c.otherValue+" too")
						continue
					}
					t.Logf("%s: %s holds, and fails under %s: %s", v, c.id, s.Name, c.otherValue)
					return
				}
				t.Errorf("no claim states %s: %s: %s", s.Name, v, strings.Join(tried, "; "))
			})
		}
	}
}

// TestFalseClaimNamesOnlyClaimsThatHold: wherever the catalogue holds a
// claim false (the presets, the covering set and the house rules with any
// one setting changed), the claims its failure names as holding instead
// hold; and a house claim that one changed setting makes false names at
// least one.
func TestFalseClaimNamesOnlyClaimsThatHold(t *testing.T) {
	house := engine.House()
	for _, rs := range adviceRuleSets() {
		for _, d := range catalogue() {
			why := falseUnder(d.id, rs.rules)
			if why == "" {
				continue
			}
			named := namedInstead(why)
			if len(named) == 0 {
				if held, _ := Holds(d.id, house); held && rs.flip != "" {
					t.Errorf("under %s: %q names no claim that holds instead", rs.flip, why)
				}
				continue
			}
			for _, id := range named {
				if held, known := Holds(id, rs.rules); !known || !held {
					t.Errorf("%q names %s, which does not hold there", why, id)
				}
			}
		}
	}
}

// ruleSet is rules a failure's advice is tried under.
type ruleSet struct {
	rules engine.Rules
	flip  string // the setting changed from the house rules, or ""
}

// adviceRuleSets returns the presets, the covering set, and the house
// rules with any one setting changed.
func adviceRuleSets() []ruleSet {
	var all []ruleSet
	for _, b := range settingBases() {
		all = append(all, ruleSet{rules: b})
	}
	house := engine.House()
	for _, s := range engine.Settings() {
		for _, v := range valuesToTry(s, []engine.Rules{house}) {
			if r, err := s.Set(house, v); err == nil && r.Check() == nil && r != house {
				all = append(all, ruleSet{rules: r, flip: s.Name + ": " + v})
			}
		}
	}
	return all
}

// namedInstead returns the claims a falseUnder message names as holding
// instead ("…; ask.hit-gives-one holds"), or none.
func namedInstead(why string) []string {
	_, named, ok := strings.Cut(why, "; ")
	if !ok {
		return nil
	}
	return strings.Split(strings.TrimSuffix(strings.TrimSuffix(named, " holds"), " hold"), ", ")
}

// TestTheClaimsAFailureSuggestsHoldWhenPlayed: the advice is itself
// tested: each claim a failure names as holding instead, under the rules
// it names it for, holds when games are played and its worked examples
// replayed, not only by the catalogue's table (Holds).
func TestTheClaimsAFailureSuggestsHoldWhenPlayed(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games for every suggestion")
	}
	type pair struct {
		id    string
		rules engine.Rules
	}
	seen := map[string]bool{}
	var pairs []pair
	for _, rs := range adviceRuleSets() {
		for _, d := range catalogue() {
			for _, id := range namedInstead(falseUnder(d.id, rs.rules)) {
				key := id + fmt.Sprintf("%+v", rs.rules)
				if !seen[key] {
					seen[key] = true
					pairs = append(pairs, pair{id, rs.rules})
				}
			}
		}
	}
	if len(pairs) == 0 {
		t.Fatal("no failure names a claim that holds instead")
	}
	t.Logf("%d claims suggested under some rules, each played", len(pairs))
	for _, p := range pairs {
		t.Run(p.id, func(t *testing.T) {
			t.Parallel()
			if v := verify(t, p.id, paramsOf(p.id, p.rules), p.rules, nil, 30); v.failed() {
				t.Errorf("%s is suggested under %s %+v, and fails there: %s", p.id, p.rules.Name, p.rules, v)
			}
		})
	}
}
