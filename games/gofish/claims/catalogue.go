package claims

import (
	"slices"
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// Claim is a claim as the catalogue lists it (game.Claim): its
// Examples are at games/gofish/claims/examples/<id>/<name>.yaml, and its
// Depends name engine.Settings.
type Claim = game.Claim

// def is a claim's definition: what the catalogue lists, the property and
// the worked examples with the parameters each shows.
type def struct {
	id      string
	desc    string
	shape   game.Shape
	variant bool
	// prop makes the property for the given parameters; each worker of a
	// check makes its own.
	prop     func(game.Params) prop
	examples []example
}

// example is a worked example of a claim: a scenario file in
// examples/<claim>/, and, for a claim with parameters, the parameters it
// shows (nil: any); fits, when set, says which rules it is a worked
// example for (one that claims a book as a move is no example for rules
// that lay books by themselves).
type example struct {
	name string
	when func(game.Params) bool
	fits func(engine.Rules) bool
}

// examplesDir is where the examples live in the repository.
const examplesDir = "games/gofish/claims/examples"

// ex lists examples that hold for any parameters.
func ex(names ...string) []example {
	out := make([]example, len(names))
	for i, n := range names {
		out[i] = example{name: n}
	}
	return out
}

// The conditions under which a parameterised claim's example applies.
func whenN(n int) func(game.Params) bool { return func(p game.Params) bool { return p.N == n } }
func whenListed(n int) func(game.Params) bool {
	return func(p game.Params) bool { return slices.Contains(p.List, n) }
}
func whenBetween(n int) func(game.Params) bool {
	return func(p game.Params) bool { return p.Min <= n && n <= p.Max }
}
func whenPlayersGet(n, k int) func(game.Params) bool {
	return func(p game.Params) bool { return p.For(n) == k }
}

// catalogue returns every claim: the house card's, then those of the
// other presets' cards (catalogue_presets.go).
func catalogue() []def {
	return slices.Concat(houseClaims(), presetClaims(), variantClaims(), settingClaims())
}

// houseClaims returns the claims the house card rests on, by section of
// the rules, and two of its variants'.
func houseClaims() []def {
	return []def{
		{id: "players.range", shape: game.MinMax, prop: newPlayersRange,
			desc:     "the engine seats exactly min to max players",
			examples: []example{{name: "two-players.yaml", when: whenBetween(2)}, {name: "four-players.yaml", when: whenBetween(4)}}},
		{id: "pack.sizes", shape: game.IntList, prop: newPackSizes,
			desc: "the engine deals exactly the packs listed (by size), and a game with one books all its ranks",
			examples: []example{{name: "short-pack.yaml", when: whenListed(32)}, {name: "full-pack.yaml", when: whenListed(52)},
				{name: "three-players.yaml", when: whenListed(52)}}},
		{id: "deal.size", shape: game.PerPlayers, prop: newDealSize,
			desc: "each player is dealt the given number of cards for the player count",
			examples: []example{{name: "two-players.yaml", when: whenPlayersGet(2, 7), fits: newHands},
				{name: "three-players.yaml", when: whenPlayersGet(3, 5), fits: newHands},
				{name: "four-players.yaml", when: whenPlayersGet(4, 5), fits: newHands},
				{name: "dealt-two-five.yaml", when: whenPlayersGet(2, 5), fits: noNewHands},
				{name: "dealt-two-seven.yaml", when: whenPlayersGet(2, 7), fits: noNewHands},
				{name: "dealt-four-ten.yaml", when: whenPlayersGet(4, 10), fits: noNewHands}}},
		{id: "pond.is-rest", prop: newPondIsRest, examples: ex("the-rest.yaml", "three-players.yaml"),
			desc: "the cards not dealt are the pond, drawn from the top; every card in no hand and no book is in it"},
		{id: "book.from-deal", prop: newBookFromDeal, examples: ex("dealt-book.yaml"),
			desc: "four of a rank dealt to a player are laid as a book before the first turn"},
		{id: "turn.first-after-dealer", prop: newFirstAfterDealer, examples: ex("seat-zero.yaml", "two-players.yaml"),
			desc: "the player after the dealer (seat 0) takes the first turn"},
		{id: "ask.one-player-one-rank", shape: game.OneInt, prop: newOnePlayerOneRank,
			desc:     "an ask names one other player and one rank (not a card); the parameter is that one",
			examples: []example{{name: "one-of-one.yaml", when: whenN(1)}, {name: "two-players.yaml", when: whenN(1)}}},
		{id: "ask.must-hold-rank", prop: newMustHoldRank, examples: ex("not-holding.yaml", "two-players.yaml", "card-ask.yaml"),
			desc: "a player may ask only for a rank they hold a card of"},
		{id: "ask.target-has-cards", prop: newTargetHasCards,
			examples: []example{{name: "empty-hand.yaml"}, {name: "claimed.yaml", fits: booksClaimed}},
			desc:     "a player may ask only a player who holds a card"},
		{id: "ask.hit-gives-all", prop: newHitGivesAll, examples: ex("every-card.yaml", "three-players.yaml"),
			desc: "the asked player hands over every card of the rank asked for, shown to the table"},
		{id: "ask.hit-go-again", prop: newHitGoAgain, examples: ex("go-again.yaml", "two-players.yaml"),
			desc: "after a hit the asker takes the turn again"},
		{id: "gofish.on-miss", prop: newOnMiss, examples: ex("go-fish.yaml", "three-players.yaml"),
			desc: "an asked player who holds none of the rank says go fish, and the asker fishes"},
		{id: "gofish.draw", shape: game.OneInt, prop: newDraw,
			desc:     "a go fish draws the given number of cards from the top of the pond while it holds any",
			examples: []example{{name: "one-card.yaml", when: whenN(1)}, {name: "three-players.yaml", when: whenN(1)}}},
		{id: "gofish.turn-ends", prop: newTurnEnds, examples: ex("next-seat.yaml", "two-players.yaml"),
			desc: "after a go fish that is no wish the turn passes to the next seat that can play"},
		{id: "gofish.empty-pond", prop: newEmptyPond,
			examples: []example{{name: "draws-nothing.yaml"}, {name: "claimed.yaml", fits: booksClaimed}},
			desc:     "with the pond empty a go fish draws nothing (and the turn passes)"},
		{id: "wish.go-again", prop: newWishGoAgain, examples: ex("wish.yaml"),
			desc: "a go fish that draws the rank asked for (a wish) lets the asker go again"},
		{id: "wish.shown", prop: newWishShown, examples: ex("shown.yaml"),
			desc: "a wish is shown to the table: the public record names the card"},
		{id: "book.size", shape: game.OneInt, prop: newBookSize,
			desc:     "a book is the given number of cards (all of a rank), and laying it takes them out of play",
			examples: []example{{name: "four-cards.yaml", when: whenN(4)}, {name: "claimed.yaml", when: whenN(4), fits: booksClaimed}}},
		{id: "book.ranks", shape: game.OneInt, prop: newBookRanks,
			desc: "a book is of the given number of ranks: its cards are all of the rank the record names",
			examples: []example{{name: "one-rank.yaml", when: whenN(1), fits: booksLaid},
				{name: "three-players.yaml", when: whenN(1), fits: booksLaid}, {name: "claimed.yaml", when: whenN(1), fits: booksClaimed}}},
		{id: "book.at-once", prop: newBookAtOnce, examples: []example{{name: "by-draw.yaml"}, {name: "by-new-hand.yaml", fits: newHands}},
			desc: "four of a rank in a hand are laid as a book the moment they are complete: by a hit, a draw or a new hand"},
		{id: "book.face-up", prop: newBookFaceUp, examples: []example{{name: "laid.yaml", fits: booksLaid},
			{name: "three-players.yaml", fits: booksLaid}, {name: "claimed.yaml", fits: booksClaimed}},
			desc: "a book is laid face up: the record names its rank and every seat sees it"},
		{id: "deadask.pond-empty", prop: newDeadPondEmpty, examples: ex("dead-ask.yaml"),
			desc: "while the pond is empty an ask that repeats a remembered refusal is refused (dead-ask); while it holds cards no ask is dead"},
		{id: "deadask.cleared-by-move", prop: newDeadCleared, examples: ex("cleared.yaml"),
			desc: "any card moving into a hand clears every remembered refusal"},
		{id: "deadask.listed", prop: newDeadListed, examples: ex("per-triple.yaml"),
			desc: "the list of possible asks holds every ask, a dead one marked dead rather than left out"},
		{id: "runout.new-hand", prop: newNewHand, examples: ex("last-card-booked.yaml", "what-is-left.yaml", "hand-taken.yaml"),
			desc: "a player whose turn comes with no cards draws a new hand (as many as dealt, or what is left) and takes the turn"},
		{id: "runout.skip", prop: newSkip, examples: []example{{name: "skipped.yaml"}, {name: "claimed.yaml", fits: booksClaimed}},
			desc: "a player with no cards is skipped while the pond is empty; nobody is given the turn without cards"},
		{id: "runout.nobody-to-ask", prop: newNobodyToAsk, examples: ex("nobody.yaml"),
			desc: "a player with nobody else holding a card is passed over"},
		{id: "end.all-booked", prop: newEndAllBooked, examples: ex("pond-dry.yaml", "last-book.yaml"),
			desc: "the game ends exactly when every rank is booked, not when the pond runs dry"},
		{id: "winner.most-books", prop: newMostBooks, examples: []example{{name: "winner.yaml"},
			{name: "claimed.yaml", fits: booksClaimed}, {name: "stock-out.yaml", fits: endsAtStockOut}},
			desc: "whoever has the most books wins"},
		{id: "winner.tie-shared", prop: newTieShared, examples: []example{{name: "tie.yaml", fits: endsAllBooked}, {name: "stock-out.yaml", fits: endsAtStockOut}},
			desc: "equal most books is a shared win"},
		{id: "record.no-unseen-card", prop: newNoUnseenCard, examples: ex("hidden-draw.yaml", "three-players.yaml"),
			desc: "the public record never holds a card that was not shown to the table"},
		{id: "view.own-hand-and-record", prop: newOwnHandAndRecord, examples: ex("public-knowledge.yaml", "two-players.yaml"),
			desc: "a player is shown their own hand, the public record and the counts, and no other hand"},
		{id: "ask.hit-gives-one", variant: true, prop: newHitGivesOne, examples: ex("one-card.yaml"),
			desc: "the asked player hands over one card of the rank (a variant; the house rules hand over every card)"},
		{id: "gofish.turn-to-asked", variant: true, prop: newTurnToAsked, examples: ex("to-asked.yaml"),
			desc: "after a go fish that is no wish the player who said go fish takes the turn (a variant)"},
	}
}

// lookup returns the definition of the claim with this id in defs, or nil.
func lookup(defs []def, id string) *def {
	for i := range defs {
		if defs[i].id == id {
			return &defs[i]
		}
	}
	return nil
}

// Catalogue returns every claim, sorted by id, with the settings each of
// its worked examples depends on.
func Catalogue() []Claim {
	defs := catalogue()
	out := make([]Claim, 0, len(defs))
	for i := range defs {
		c := defs[i].public()
		c.Depends = defs[i].depends()
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Claim) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Lookup returns the claim with this id, and whether there is one; its
// Depends are not found (each would replay the claim's worked examples
// under every other value of every setting).
func Lookup(id string) (Claim, bool) {
	if d := lookup(catalogue(), id); d != nil {
		return d.public(), true
	}
	return Claim{}, false
}

// public returns what the catalogue lists of d, but its Depends.
func (d *def) public() Claim {
	c := Claim{ID: d.id, Description: d.desc, Params: d.shape.String(), Shape: d.shape, Variant: d.variant}
	for _, e := range d.examples {
		c.Examples = append(c.Examples, d.examplePath(e.name))
	}
	return c
}

// depends returns, for each of d's examples, the settings it depends on.
func (d *def) depends() [][]string {
	var out [][]string
	for _, e := range d.examples {
		var deps []string
		if s, err := loadExample(d.examplePath(e.name)); err == nil {
			deps = dependsOn(s)
		}
		out = append(out, deps)
	}
	return out
}

// examplePath returns the repository path of one of d's examples.
func (d *def) examplePath(name string) string {
	return examplesDir + "/" + d.id + "/" + name
}

// applies reports whether example e shows a claim with parameters p under
// rules.
func (e example) applies(p game.Params, rules engine.Rules) bool {
	return (e.when == nil || e.when(p)) && (e.fits == nil || e.fits(rules))
}
