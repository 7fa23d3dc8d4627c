package claims

import "github.com/rulecard/rulecard/game"

// settingClaims returns the claims that state a value of a setting no
// claim of the presets' cards states (catalogue_presets.go): with them
// every value of every setting that `rulecard rules` lists is stated by
// some claim, so a card may change any rule and still be proven.
func settingClaims() []def {
	return []def{
		{id: "ask.one-player-one-card", variant: true, shape: game.OneInt, prop: newOnePlayerOneCard,
			desc:     "an ask names one other player and one card (rank and suit), not a rank; the parameter is that one",
			examples: []example{{name: "one-card.yaml", when: whenN(1)}}},
		{id: "ask.not-own-card", variant: true, prop: newNotOwnCard, examples: ex("own-card.yaml"),
			desc: "a player asks for a card they do not hold themselves: an ask for one of their own cards is refused"},
		{id: "ask.bluff", variant: true, prop: newBluff, examples: ex("bluff.yaml"),
			desc: "a player may ask for a card they hold themselves (a bluff): they then fish, the draw is no wish, and the turn ends"},
		{id: "wish.card-go-again", variant: true, prop: newWishCardGoAgain, examples: ex("card.yaml"),
			desc: "asking for a card, a go fish that draws the very card asked for (a wish) lets the asker go again"},
		{id: "wish.card-shown", variant: true, prop: newWishCardShown, examples: ex("card.yaml"),
			desc: "asking for a card, a wish is the very card asked for, shown to the table; another card of its rank stays hidden"},
		{id: "gofish.play-on", variant: true, prop: newPlayOn, examples: ex("to-asked.yaml"),
			desc: "once the pond is empty nobody says go fish: on a miss nothing is drawn and the asked player takes the turn"},
		{id: "book.draw-waits-unless-again", variant: true, prop: newBookDrawWaitsUnlessAgain, examples: ex("waits.yaml", "wish.yaml"),
			desc: "a book completed by a go-fish draw waits in hand until its holder's next turn begins (or the end), unless the draw lets them go again (a wish or a lucky draw), when it is laid at once; any other four is laid at once"},
		{id: "deal.whole-pack", variant: true, prop: newDealWholePack, examples: ex("two-players.yaml"),
			desc: "the whole pack is dealt out evenly, as many cards to each player as it allows; the cards left over are the pond"},
		{id: "deal.pretend-hand", variant: true, prop: newDealPretendHand, examples: ex("three-players.yaml"),
			desc: "the whole pack is dealt as if there were one more player; the pretend hand and the cards left over are the pond"},
		{id: "runout.passed-over", variant: true, prop: newPassedOver, examples: ex("passed-over.yaml"),
			desc: "a player whose turn comes with no cards draws nothing and is passed over, the pond empty or not; nobody is given the turn without cards"},
		{id: "end.booked-last-card", variant: true, prop: newEndBookedLastCard, examples: ex("last-book.yaml"),
			desc: "a player who lays their last card in a book while the pond holds cards ends the game (who wins is another rule)"},
		{id: "winner.out-wins", variant: true, prop: newOutWins, examples: ex("hand-emptied.yaml", "booked-out.yaml"),
			desc: "when the game ends because a player went out, the players out win, not whoever has the most books: those with no cards, or the player who booked their last card"},
	}
}
