package claims

import (
	"fmt"
	"strconv"
	"sync"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/internal/soak"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

// paramsOf returns the parameters rules r gives claim id, as card.yaml
// would write them (nil for none).
func paramsOf(id string, r engine.Rules) any {
	switch id {
	case "players.range":
		return map[string]any{"min": r.Players.Min, "max": r.Players.Max}
	case "pack.sizes":
		var out []any
		for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
			if r.Packs.Has(p) {
				out = append(out, p.Size())
			}
		}
		return out
	case "deal.size":
		pack := cards.Pack52
		if !r.Packs.Has(pack) {
			pack = cards.Pack32
		}
		out := map[string]any{}
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			out[strconv.Itoa(n)] = r.HandSize(pack, n)
		}
		return out
	case "book.size":
		return 4
	case "ask.one-player-one-rank", "ask.one-player-one-card", "gofish.draw", "book.ranks", "runout.draw-one":
		return 1
	}
	return nil
}

// heldClaims returns the catalogue's claims that hold under r, with their
// parameters, as a run's property makers.
func heldClaims(t *testing.T, r engine.Rules) (ids []string, makers []func() prop) {
	t.Helper()
	for i := range catalogue() {
		d := &catalogue()[i]
		if ok, known := Holds(d.id, r); !known || !ok {
			continue
		}
		p, err := game.DecodeParams(d.shape, paramsOf(d.id, r), [2]int{r.Players.Min, r.Players.Max})
		if err != nil {
			t.Fatalf("%s: %v", d.id, err)
		}
		ids = append(ids, d.id)
		makers = append(makers, func() prop { return d.prop(p) })
	}
	return ids, makers
}

// TestCatalogueSaysWhenEveryClaimHolds: every claim has its holding, and
// the tables by claim id (holdings, events, rivals) name claims of the
// catalogue alone.
func TestCatalogueSaysWhenEveryClaimHolds(t *testing.T) {
	defs := catalogue()
	for _, d := range defs {
		if _, known := Holds(d.id, engine.House()); !known {
			t.Errorf("claim %s: the catalogue does not say when it holds (holds.go)", d.id)
		}
	}
	var named []string
	for id := range holdings() {
		named = append(named, id)
	}
	for id := range claimEvents() {
		named = append(named, id)
	}
	for id, rivals := range rivalsOf() {
		named = append(append(named, id), rivals...)
	}
	for _, id := range named {
		if lookup(defs, id) == nil {
			t.Errorf("a table names %q, no claim of the catalogue", id)
		}
	}
}

// TestEveryLegalRuleSetKeepsItsClaims plays the rule sets of a pairwise
// covering set of the settings that change play, every player count from
// 2 to 6 and each pack, 200 games each (2,000 under make soak): every game
// ends, cards are conserved at every step, and every claim the catalogue
// holds true for the rule set (the record shows no unseen card and a view
// no hidden one among them) never fails.
func TestEveryLegalRuleSetKeepsItsClaims(t *testing.T) {
	games := soak.Sized(200, 2_000)
	set := coveringSet(1)
	t.Logf("%d rule sets cover every pair of values of %d settings; %d games per player count", len(set), len(playFactors), games)
	if missing := uncoveredPairs(set, 7, 5000); len(missing) > 0 {
		t.Errorf("pairs no rule set takes: %v", missing)
	}
	for i, c := range set {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			ids, makers := heldClaims(t, c.rules)
			var mu sync.Mutex
			var broken string
			run := &gameRun{rules: c.rules, games: games, seed: 1, makers: makers,
				tamper: func(st *Step) {
					if msg := conserved(st); msg != "" {
						mu.Lock()
						if broken == "" {
							broken = fmt.Sprintf("seed %d, %d players, move %d: %s", st.Seed, st.Players, st.Index, msg)
						}
						mu.Unlock()
					}
				}}
			for n := 2; n <= 6; n++ {
				for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
					if c.rules.Packs.Has(p) {
						run.configs = append(run.configs, config{players: n, pack: p})
					}
				}
			}
			run.run(0)
			if run.broke != nil {
				t.Errorf("%s: a game could not be played: %s", c.name(), run.broke.ce.Message)
			}
			if broken != "" {
				t.Errorf("%s: %s", c.name(), broken)
			}
			for k, f := range run.found {
				if f != nil {
					t.Errorf("%s:\n  claim %s fails: %s (seed %d, %d players)", c.name(), ids[k], f.ce.Message, f.ce.Seed, f.ce.Players)
				}
			}
		})
	}
}

// conserved says how the table after st breaks the conservation of cards:
// every card of the pack in exactly one hand, one book or the pond.
func conserved(st *Step) string {
	a := &st.After
	var held cards.Cards
	n := 0
	for s := range st.Players {
		if held&a.Hands[s] != 0 {
			return "a card is in two hands"
		}
		held |= a.Hands[s]
		n += a.Hands[s].Len()
	}
	var booked cards.Ranks
	for s := range st.Players {
		if booked&a.Books[s] != 0 {
			return "a rank is booked twice"
		}
		booked |= a.Books[s]
	}
	for x := booked; x != 0; x &= x - 1 {
		if held&cards.RankCards(x.First()) != 0 {
			return "a card of a booked rank is in a hand"
		}
	}
	if total := n + 4*booked.Len() + a.Pond; total != st.Pack.Size() {
		return fmt.Sprintf("%d cards in hands, books and the pond, want %d", total, st.Pack.Size())
	}
	return ""
}
