package claims

import (
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// presetClaims returns the claims that the cards of the presets other than the
// house rules rest on, where their rules differ: books claimed as a move
// and draws for an empty hand (duel), books that wait for the next turn and
// the ends of the whole-pack game, the common game's random first player
// and ends. Those the house rules contradict are variants.
func presetClaims() []def {
	return []def{
		{id: "book.claimed", variant: true, prop: newBookClaimed, examples: ex("claim.yaml"),
			desc: "a book is laid only when its holder claims it, as a move of its own with all four in hand; claiming keeps the turn"},
		{id: "book.shown", prop: newBookFaceUp, examples: ex("shown.yaml"),
			desc: "a book is shown to the table as it is laid: the record names its rank and every seat sees it"},
		{id: "book.draw-waits", variant: true, prop: newBookDrawWaits, examples: ex("waits.yaml"),
			desc: "a book completed by a go-fish draw waits in hand until its holder's next turn begins (or the end); any other four is laid at once"},
		{id: "book.hit-at-once", prop: newBookHitAtOnce, examples: ex("hit.yaml"),
			desc: "four of a rank completed by a hit or a new hand are laid as a book at once, whatever becomes of a book a go-fish draw completes"},
		{id: "turn.first-random", variant: true, prop: newFirstRandom, examples: ex("any-seat.yaml"),
			desc: "a player drawn at random takes the first turn: over many deals every seat starts"},
		{id: "gofish.no-wish", variant: true, prop: newNoWish, examples: ex("two-players.yaml", "three-players.yaml"),
			desc: "a go-fish draw of the rank asked for is not shown and does not let the asker go again"},
		{id: "deadask.none", variant: true, prop: newDeadNone, examples: ex("asked-again.yaml"),
			desc: "no ask is ever dead: a refusal may be asked again at any time, the pond empty or not"},
		{id: "runout.draw-one", variant: true, shape: game.OneInt, prop: newDrawOne,
			desc:     "a player whose turn comes with no cards draws the given number of cards from the pond and play passes; with the pond empty they are passed over",
			examples: []example{{name: "one-card.yaml", when: whenN(1)}}},
		{id: "runout.nobody-claims", prop: newNobodyClaims,
			desc:     "a player with nobody else holding a card may still claim a book they hold; holding none to claim, they are passed over",
			examples: []example{{name: "claims-first.yaml", fits: booksClaimed}, {name: "passed-over.yaml", fits: booksLaid}}},
		{id: "runout.sit-out", variant: true, prop: newSitOut, examples: ex("sits-out.yaml"),
			desc: "a player whose turn comes with no cards draws nothing and is out of the game, passed over from then on"},
		{id: "end.hands-empty", prop: newEndHandsEmpty,
			desc:     "the game ends exactly when every hand and the pond are empty: every card is in a book",
			examples: []example{{name: "last-claim.yaml", fits: booksClaimed}, {name: "last-book.yaml", fits: booksLaid}}},
		{id: "end.stock-out", variant: true, prop: newEndStockOut, examples: ex("last-card.yaml"),
			desc: "the game ends as soon as the pond is empty"},
		{id: "end.player-out", variant: true, prop: newEndPlayerOut, examples: ex("hand-emptied.yaml"),
			desc: "the game ends as soon as a player has no cards left, whoever took them"},
		{id: "end.booked-out", variant: true, prop: newEndBookedOut, examples: ex("last-book.yaml"),
			desc: "a player who lays their last card in a book while the pond holds cards ends the game and wins alone"},
		{id: "winner.most-books-otherwise", prop: newMostBooksOtherwise,
			desc: "unless a player wins by booking their last card, whoever has the most books wins, and equal most books share the win",
			examples: []example{{name: "stock-out.yaml", fits: endsAtStockOut},
				{name: "all-booked.yaml", fits: func(r engine.Rules) bool { return !endsAtStockOut(r) }}}},
	}
}

// variantClaims returns the claims of house rules no preset plays, as a
// card's options and changes make them.
func variantClaims() []def {
	return []def{
		{id: "wish.lucky-draw", variant: true, prop: newLuckyDraw, examples: ex("completes-book.yaml"),
			desc: "a go-fish draw that completes a book (a lucky draw) is shown and lets the asker go again"},
		{id: "gofish.turn-ends-unless-lucky", variant: true, prop: newTurnEndsUnlessLucky, examples: ex("next-seat.yaml"),
			desc: "after a go fish that is neither a wish nor a lucky draw the turn passes to the next seat that can play"},
	}
}

// booksClaimed: the rules lay a book only when it is claimed as a move;
// booksLaid: books are laid by themselves.
func booksClaimed(r engine.Rules) bool { return r.Books == engine.BookClaim }
func booksLaid(r engine.Rules) bool    { return r.Books != engine.BookClaim }

// endsAtStockOut: the rules end the game as soon as the pond is empty;
// endsAllBooked: only every rank booked ends it.
func endsAtStockOut(r engine.Rules) bool { return r.End&engine.EndStockOut != 0 && !r.PlayOn }
func endsAllBooked(r engine.Rules) bool  { return r.End == 0 }

// newHands: a player who runs out draws a new hand, as many cards as the
// deal gave; noNewHands: not.
func newHands(r engine.Rules) bool   { return r.EmptyHand == engine.EmptyNewHand }
func noNewHands(r engine.Rules) bool { return r.EmptyHand != engine.EmptyNewHand }
