package claims

import (
	"slices"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// drawClaims are the claims of drawing, the stock running out and
// passing.
func drawClaims() []def {
	draw := func(d engine.DrawRule) func(r engine.Rules, _ game.Params) bool {
		return func(r engine.Rules, _ game.Params) bool { return r.Draw == d }
	}
	stockOut := func(s engine.StockOutRule) func(r engine.Rules, _ game.Params) bool {
		return func(r engine.Rules, _ game.Params) bool { return r.StockOut == s }
	}
	return []def{
		{id: "draw.until-play", shape: game.NoParams, about: []string{"draw"},
			desc:  "a player who cannot play draws one card at a time until they draw one they can play, and must then play (6)",
			holds: draw(engine.DrawUntilPlay),
			watch: func(game.Params) watcher { return &drawing{rule: engine.DrawUntilPlay} }},
		{id: "draw.one", shape: game.NoParams, about: []string{"draw"},
			desc:  "a player who cannot play draws one card, then may play a card or pass (6)",
			holds: draw(engine.DrawOne),
			watch: func(game.Params) watcher { return &drawing{rule: engine.DrawOne} }},
		{id: "draw.three", shape: game.NoParams, about: []string{"draw"},
			desc:  "a player who cannot play draws until they can play or have drawn three, then may play a card or pass (6)",
			holds: draw(engine.DrawThree),
			watch: func(game.Params) watcher { return &drawing{rule: engine.DrawThree} }},
		{id: "draw.instead", shape: game.NoParams, about: []string{"draw-instead"},
			desc:  "a player who could play may draw instead (6)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.DrawInstead },
			watch: func(game.Params) watcher { return drawInstead(true) }},
		{id: "draw.not-instead", shape: game.NoParams, about: []string{"draw-instead"},
			desc:  "a player who could play may not draw (6)",
			holds: func(r engine.Rules, _ game.Params) bool { return !r.DrawInstead },
			watch: func(game.Params) watcher { return drawInstead(false) }},
		{id: "stock-out.reshuffle", shape: game.NoParams, about: []string{"stock-out"},
			desc:  "when a card must be drawn and the stock is empty, the discards but the top card are shuffled into a new stock (7)",
			holds: stockOut(engine.StockReshuffle),
			watch: func(game.Params) watcher { return &stockOutWatch{rule: engine.StockReshuffle} }},
		{id: "stock-out.pass", shape: game.NoParams, about: []string{"stock-out"},
			desc:  "the stock is never renewed: once it is empty, a player who cannot play passes (7)",
			holds: stockOut(engine.StockPass),
			watch: func(game.Params) watcher { return &stockOutWatch{rule: engine.StockPass} }},
		{id: "stock-out.end", shape: game.NoParams, about: []string{"stock-out"},
			desc:  "the hand ends, blocked, as soon as the player to move cannot play and the stock is empty (7)",
			holds: stockOut(engine.StockEnd),
			watch: func(game.Params) watcher { return &stockOutWatch{rule: engine.StockEnd} }},
		{id: "pass.nothing-to-draw", shape: game.NoParams, about: []string{"stock-out"},
			desc:  "a player who cannot play and can draw nothing passes (7)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.StockOut != engine.StockEnd },
			watch: func(game.Params) watcher { return &passing{} }},
	}
}

// powerClaims are the claims of the special cards: each power by its
// rank, stacking, a special card turned first, and none at all.
func powerClaims() []def {
	rank := func(k cards.Rank, of func(engine.Rules) cards.Rank) func(r engine.Rules, _ game.Params) bool {
		return func(r engine.Rules, _ game.Params) bool { return of(r) == k }
	}
	drawTwo := func(r engine.Rules) cards.Rank { return r.DrawTwo.Rank() }
	skip := func(r engine.Rules) cards.Rank { return r.Skip.Rank() }
	first := func(f engine.FirstSpecialRule) func(r engine.Rules, _ game.Params) bool {
		return func(r engine.Rules, _ game.Params) bool { return r.FirstSpecial == f }
	}
	return []def{
		{id: "twos.draw-two", shape: game.NoParams, about: []string{"draw-two"},
			desc:  "a two played (not the last card) makes the next player draw two cards, which ends their turn (13)",
			holds: rank(cards.Two, drawTwo),
			watch: func(game.Params) watcher { return &follows{rank: cards.Two, next: engine.EvOwe} }},
		{id: "sevens.draw-two", shape: game.NoParams, about: []string{"draw-two"},
			desc:  "a seven played (not the last card) makes the next player draw two cards, which ends their turn (13)",
			holds: rank(cards.Seven, drawTwo),
			watch: func(game.Params) watcher { return &follows{rank: cards.Seven, next: engine.EvOwe} }},
		{id: "draw-two.stack", shape: game.NoParams, about: []string{"stack"},
			desc:  "a player who must draw two may instead play a draw-two card, and the next player owes the sum (13)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.Stack && r.DrawTwo != engine.DrawTwoNone },
			watch: func(game.Params) watcher { return stacking(true) }},
		{id: "draw-two.no-stack", shape: game.NoParams, about: []string{"stack"},
			desc:  "a player who must draw two may not answer with a draw-two card: they draw (13)",
			holds: func(r engine.Rules, _ game.Params) bool { return !r.Stack },
			watch: func(game.Params) watcher { return stacking(false) }},
		{id: "queens.skip", shape: game.NoParams, about: []string{"skip"},
			desc:  "a queen played (not the last card) makes the next player miss their turn (14)",
			holds: rank(cards.Queen, skip),
			watch: func(game.Params) watcher { return &follows{rank: cards.Queen, next: engine.EvSkip} }},
		{id: "eights.skip", shape: game.NoParams, about: []string{"skip"},
			desc:  "an eight played (not the last card) makes the next player miss their turn (14)",
			holds: rank(cards.Eight, skip),
			watch: func(game.Params) watcher { return &follows{rank: cards.Eight, next: engine.EvSkip} }},
		{id: "aces.reverse", shape: game.NoParams, about: []string{"reverse"},
			desc:  "an ace played (not the last card) reverses the direction of play; with two players its player plays again (15)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.Reverse == engine.ReverseAces },
			watch: func(game.Params) watcher { return &follows{rank: cards.Ace, next: engine.EvReverse} }},
		{id: "specials.none", shape: game.NoParams, about: []string{"draw-two", "skip", "reverse"},
			desc: "no card has a power but the wild cards: none makes a player draw, miss a turn or the play change direction (12)",
			holds: func(r engine.Rules, _ game.Params) bool {
				return r.DrawTwo == engine.DrawTwoNone && r.Skip == engine.SkipNone && r.Reverse == engine.ReverseNone
			},
			watch: func(game.Params) watcher { return watchFunc(noPowers) }},
		{id: "first-special.applies", shape: game.NoParams, about: []string{"first-special"},
			desc:  "a draw-two, skip or reverse card turned to start the discard pile acts as if the dealer had played it (18)",
			holds: first(engine.FirstSpecialApplies),
			watch: func(game.Params) watcher { return &firstCard{want: firstApplies} }},
		{id: "first-special.ignored", shape: game.NoParams, about: []string{"first-special"},
			desc:  "a draw-two, skip or reverse card turned to start the discard pile is an ordinary card (18)",
			holds: first(engine.FirstSpecialIgnored),
			watch: func(game.Params) watcher { return &firstCard{want: firstPlain} }},
		{id: "first-special.buried", shape: game.NoParams, about: []string{"first-special"},
			desc:  "a draw-two, skip or reverse card turned to start the discard pile goes back into the stock and the next card is turned (18)",
			holds: first(engine.FirstSpecialBury),
			watch: func(game.Params) watcher { return &firstCard{want: firstBuried} }},
		{id: "last-card.penalty", shape: game.OneInt, about: []string{"announce", "announce-penalty"},
			desc:  "a last card not announced costs this many cards drawn (17)",
			holds: func(r engine.Rules, p game.Params) bool { return r.Announce && r.AnnouncePenalty == p.N },
			watch: func(p game.Params) watcher { return &lastCardPenalty{n: p.N} }},
		{id: "last-card.free", shape: game.NoParams, about: []string{"announce"},
			desc:  "nobody announces a last card, and no penalty is drawn for one (17)",
			holds: func(r engine.Rules, _ game.Params) bool { return !r.Announce },
			watch: func(game.Params) watcher { return lastCardFree{} }},
	}
}

// endClaims are the claims of the end of a hand and of a game.
func endClaims() []def {
	return []def{
		{id: "end.out-wins", shape: game.NoParams, about: []string{"scoring"},
			desc:  "a game is one hand, and the player who goes out wins it alone (9, 11)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.Scoring == engine.ScoreOneHand },
			watch: func(game.Params) watcher { return &outWins{} }},
		{id: "end.blocked-fewest", shape: game.NoParams, about: []string{"scoring"},
			desc:  "a hand is blocked when every player passes in turn, and the player with the fewest penalty points wins it (8, 11)",
			holds: func(r engine.Rules, _ game.Params) bool { return r.Scoring == engine.ScoreOneHand },
			watch: func(game.Params) watcher { return &blocked{} }},
		{id: "end.target", shape: game.OneInt, about: []string{"scoring", "target"},
			desc:  "hands are played until a player's penalty points reach this target; the lowest total wins (11)",
			holds: func(r engine.Rules, p game.Params) bool { return r.Scoring == engine.ScoreTarget && r.Target == p.N },
			watch: func(p game.Params) watcher { return &target{n: p.N} }},
		{id: "end.turn-limit", shape: game.OneInt, about: []string{"turn-limit"},
			desc:  "a hand still under way after this many turns ends blocked (8)",
			holds: func(r engine.Rules, p game.Params) bool { return r.TurnLimit == p.N },
			watch: func(p game.Params) watcher { return turnLimit(p.N) }},
		{id: "penalty.points", shape: game.NoParams,
			desc:  "a hand's penalty points are 50 for a wild card, 10 for another king, queen or jack, 1 for an ace, the face value for any other card (10)",
			watch: func(game.Params) watcher { return watchFunc(penalty([]int{1, 10, 50})) }},
		{id: "penalty.values", shape: game.IntList,
			desc: "a hand's penalty points are, highest first, these for a wild card, another king, queen or jack, and an ace; the face value for any other card (10)",
			holds: func(_ engine.Rules, p game.Params) bool {
				return slices.Equal(p.List, []int{1, 10, 50})
			},
			watch: func(p game.Params) watcher { return watchFunc(penalty(p.List)) }},
	}
}
