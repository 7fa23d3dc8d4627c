package claims

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
)

// settingBases are the rule sets a setting's value is tried on: the
// presets, the common rules with the house rules, and with jacks wild
// (where eights may skip).
func settingBases(t *testing.T) []engine.Rules {
	c8 := engine.CrazyEights()
	return []engine.Rules{c8, engine.MauMau(),
		rulesWith(t, c8, preset.TwosDrawTwo, preset.Stacking, preset.QueensSkip, preset.AcesReverse, preset.LastCard),
		rulesWith(t, c8, preset.JacksWild)}
}

// numberBase returns the rules a number setting's values are tried
// around: rules where a step of one changes what the games show (a turn
// limit that hands reach, a target that totals reach, seats for every
// hand size).
func numberBase(t *testing.T, name string) engine.Rules {
	set := func(r engine.Rules, kv ...string) engine.Rules {
		t.Helper()
		for i := 0; i < len(kv); i += 2 {
			var err error
			if r, err = r.Set(kv[i], kv[i+1]); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	c8 := engine.CrazyEights()
	switch {
	case name == "turn-limit":
		return set(c8, "stock-out", "pass", "turn-limit", "30")
	case name == "target":
		return set(c8, "scoring", "target", "target", "20")
	case strings.HasPrefix(name, "deal."):
		return set(c8, "players.max", strconv.Itoa(engine.MaxPlayers), "deal.7", "5", "deal.8", "5")
	case name == "announce-penalty":
		return settingBases(t)[2]
	}
	return c8
}

// near returns value v of a number setting s and its neighbours that
// rules r may be played with.
func near(s engine.Setting, r engine.Rules) []string {
	cur, _ := strconv.Atoi(s.Get(r))
	var out []string
	for _, n := range []int{cur, cur - 1, cur + 1} {
		if x, err := s.Set(r, strconv.Itoa(n)); err == nil && x.Check() == nil {
			out = append(out, strconv.Itoa(n))
		}
	}
	return out
}

// byGames reports whether claim id with parameters p is proven under r
// by seeded games alone (what the rules say as a whole left out), played
// with every player count and pack of players and packs: a count or pack
// r cannot deal is a game that contradicts it.
func byGames(id string, p game.Params, r engine.Rules, players [2]int, packs []cards.Pack, games int) (bool, string) {
	tr := game.Trial{Rules: r, Players: players, Packs: packs, Games: games, Seed: 5}
	for n := players[0]; n <= players[1]; n++ {
		for _, pk := range packs {
			if _, err := engine.Deal(r, pk, n, 1); err != nil {
				return false, err.Error()
			}
			tr.Configs = append(tr.Configs, game.Config{Players: n, Pack: pk})
		}
	}
	d := *lookup(id)
	d.holds = nil
	proof := prove(tr, []game.Bound{{Claim: id, Params: p}}, []*def{&d})
	if proof.Broke != nil {
		return false, proof.Broke.Message
	}
	return proof.Verdicts[0].Fail == "", proof.Verdicts[0].Fail
}

// packsOf returns the packs r is played with.
func packsOf(r engine.Rules) []cards.Pack {
	var out []cards.Pack
	for _, pk := range []cards.Pack{cards.Pack52, cards.Pack32} {
		if r.Packs.Has(pk) {
			out = append(out, pk)
		}
	}
	return out
}

// TestEverySettingValueIsStatedByAClaim: for every value of every setting
// the engine lists (engine.Settings; for a number, its value in rules
// where it shows and the values next to it), some claim of the catalogue,
// bound with the parameters those rules make true, is proven by seeded
// games under rules with that value, and refuted by the games under the
// same rules with another value: a card that changes any rule has a
// claim to state it with, and the games tell the two apart.
func TestEverySettingValueIsStatedByAClaim(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games for every value of every setting")
	}
	for _, s := range engine.Settings() {
		bases := settingBases(t)
		values := s.Values
		if s.Kind == "number" {
			bases = []engine.Rules{numberBase(t, s.Name)}
			values = near(s, bases[0])
		}
		if len(values) == 0 {
			t.Errorf("setting %s: no value to try", s.Name)
		}
		for _, v := range values {
			t.Run(s.Name+"="+v, func(t *testing.T) {
				t.Parallel()
				var tried []string
				for _, b := range bases {
					if msg, ok := stated(s, v, b); ok {
						t.Log(msg)
						return
					} else if msg != "" {
						tried = append(tried, msg)
					}
				}
				t.Errorf("no claim states %s: %s: %s", s.Name, v, strings.Join(tried, "; "))
			})
		}
	}
}

// stated looks for a claim that games prove under base with s set to v
// and refute with s set to a value next to it; it says which, or what
// was tried.
func stated(s engine.Setting, v string, base engine.Rules) (string, bool) {
	under, err := s.Set(base, v)
	if err != nil || under.Check() != nil {
		return "", false
	}
	others := slices.DeleteFunc(slices.Clone(s.Values), func(w string) bool { return w == v })
	if s.Kind == "number" {
		others = slices.DeleteFunc(near(s, under), func(w string) bool { return w == v })
	}
	players, packs := [2]int{under.Players.Min, under.Players.Max}, packsOf(under)
	var tried []string
	for _, d := range candidates(s.Name) {
		p := paramsFor(d.id, under).Params
		if ok, _ := byGames(d.id, p, under, players, packs, 60); !ok {
			continue
		}
		for _, w := range others {
			other, err := s.Set(under, w)
			if err != nil || other.Check() != nil {
				continue
			}
			if ok, why := byGames(d.id, p, other, players, packs, 300); !ok {
				return d.id + " holds under " + s.Name + ": " + v + ", and fails under " + w + ": " + why, true
			}
		}
		tried = append(tried, d.id+" holds under "+under.String()+" and every other value")
	}
	return strings.Join(tried, "; "), false
}

// candidates returns the catalogue's claims, those about setting name
// first.
func candidates(name string) []def {
	defs := catalogue()
	about := func(d def) bool {
		return slices.Contains(d.about, name) || d.id == "deal.size" && strings.HasPrefix(name, "deal.")
	}
	slices.SortStableFunc(defs, func(a, b def) int {
		switch {
		case about(a) && !about(b):
			return -1
		case about(b) && !about(a):
			return 1
		}
		return 0
	})
	return defs
}
