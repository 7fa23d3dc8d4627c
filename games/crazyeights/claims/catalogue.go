package claims

import (
	"fmt"
	"slices"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// def is a claim's definition: what the catalogue lists, what the rules
// as a whole must say for it to hold (holds, nil: nothing), and the
// property every move of a seeded game must keep (watch, nil: none).
type def struct {
	id    string
	desc  string
	shape game.Shape
	// about are the settings the claim is about: those FalseUnder names.
	about []string
	holds func(r engine.Rules, p game.Params) bool
	watch func(p game.Params) watcher
}

// watcher looks at a game of a proof: every event of the public record
// as it happens, with the game as it stands after the move that made it
// (the full state: a proof may look at every hand). It returns why the
// event contradicts the claim, or "".
type watcher interface {
	event(g *engine.Game, e engine.Event) string
}

// watchFunc is a watcher of one function.
type watchFunc func(g *engine.Game, e engine.Event) string

func (f watchFunc) event(g *engine.Game, e engine.Event) string { return f(g, e) }

// catalogue returns every claim, sorted by id (RULES.md's numbers in the
// descriptions): those of the deal and the play, of drawing and the
// stock, of the special cards, and of the end.
func catalogue() []def {
	defs := slices.Concat(dealClaims(), drawClaims(), powerClaims(), endClaims())
	slices.SortFunc(defs, func(a, b def) int { return compare(a.id, b.id) })
	return defs
}

// dealClaims are the claims of the players, the pack, the deal, the
// first card and matching.
func dealClaims() []def {
	return []def{
		{id: "players.range", shape: game.MinMax, about: []string{"players.min", "players.max"},
			desc:  "the rules seat from min to max players (1)",
			holds: func(r engine.Rules, p game.Params) bool { return r.Players.Min == p.Min && r.Players.Max == p.Max }},
		{id: "pack.sizes", shape: game.IntList, about: []string{"packs"},
			desc: "the rules are played with the packs of these sizes, no other (1)",
			holds: func(r engine.Rules, p game.Params) bool {
				var sizes []int
				for _, pk := range []cards.Pack{cards.Pack32, cards.Pack52} {
					if r.Packs.Has(pk) {
						sizes = append(sizes, pk.Size())
					}
				}
				return slices.Equal(sizes, p.List)
			}},
		{id: "deal.size", shape: game.PerPlayers,
			desc:  "each player is dealt this many cards, by the number of players (2)",
			watch: func(p game.Params) watcher { return watchFunc(dealSize(p)) }},
		{id: "start.turn-up", shape: game.NoParams,
			desc:  "after the deal the stock's top card is turned up to start the discard pile (3)",
			watch: func(game.Params) watcher { return &turnUp{} }},
		{id: "stock.is-rest", shape: game.NoParams,
			desc:  "the cards not dealt, but the one turned up, are the stock (2)",
			watch: func(game.Params) watcher { return &stockIsRest{} }},
		{id: "first-wild.buried", shape: game.NoParams, about: []string{"first-wild"},
			desc:  "a wild card turned to start the discard pile goes back into the stock and the next card is turned (3)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.FirstWild == engine.FirstWildBury },
			watch: func(game.Params) watcher { return &firstCard{wild: true, want: firstBuried} }},
		{id: "first-wild.stands", shape: game.NoParams, about: []string{"first-wild"},
			desc:  "a wild card turned to start the discard pile stands, an ordinary card of its suit (3)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.FirstWild == engine.FirstWildStands },
			watch: func(game.Params) watcher { return &firstCard{wild: true, want: firstPlain} }},
		{id: "play.match", shape: game.NoParams,
			desc:  "a card played that is not wild is of the suit to follow or of the top card's rank (4)",
			watch: func(game.Params) watcher { return &matching{} }},
		{id: "wild.eights", shape: game.NoParams, about: []string{"wild"},
			desc:  "eights are wild: one may be played on any card when no draw is owed, and its player names a suit (5)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.Wild == engine.WildEights },
			watch: func(game.Params) watcher { return wildPlays(cards.Eight) }},
		{id: "wild.jacks", shape: game.NoParams, about: []string{"wild"},
			desc:  "jacks are wild: one may be played on any card when no draw is owed, and its player names a suit (16)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.Wild == engine.WildJacks },
			watch: func(game.Params) watcher { return wildPlays(cards.Jack) }},
		{id: "wild.on-wild", shape: game.NoParams, about: []string{"wild-on-wild"},
			desc:  "a wild card may be played on a wild card (5)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.WildOnWild },
			watch: func(game.Params) watcher { return onWild(true) }},
		{id: "wild.not-on-wild", shape: game.NoParams, about: []string{"wild-on-wild"},
			desc:  "a wild card may not be played on a wild card (5)",
			holds: func(r engine.Rules, _ game.Params) bool { return !r.WildOnWild },
			watch: func(game.Params) watcher { return onWild(false) }},
	}
}

// compare orders ids.
func compare(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// lookup returns the claim of id, or nil.
func lookup(id string) *def {
	defs := catalogue()
	for i := range defs {
		if defs[i].id == id {
			return &defs[i]
		}
	}
	return nil
}

// public returns the claim as the catalogue lists it: a variant when
// the common rules contradict it.
func (d *def) public() game.Claim {
	c := game.Claim{ID: d.id, Description: d.desc, Params: d.shape.String(), Shape: d.shape}
	if d.shape == game.NoParams && d.holds != nil {
		c.Variant = !d.holds(engine.CrazyEights(), game.Params{})
	}
	return c
}

// falseUnder says why the claim, without parameters, is false under r:
// the values of the settings it is about.
func (d *def) falseUnder(r engine.Rules) string {
	if d.holds == nil || d.shape != game.NoParams || d.holds(r, game.Params{}) {
		return ""
	}
	msg := d.id + " is false under"
	for i, name := range d.about {
		s, _ := engine.SettingNamed(name)
		if i > 0 {
			msg += ","
		}
		msg += fmt.Sprintf(" %s: %s", name, s.Get(r))
	}
	return msg
}
