package engine

import "fmt"

// completedBy lists how four of a rank may come together in a hand under r:
// "a hit, a draw or a new hand".
func completedBy(r Rules) string {
	if r.EmptyHand == EmptyNewHand {
		return "a hit, a draw or a new hand"
	}
	return "a hit or a draw"
}

func describeBooks(r Rules) []string {
	var items []string
	switch r.Books {
	case BookClaim:
		items = append(items, "Four cards of one rank in your hand are a book only once you claim it: on your turn, "+
			"claim it as a move of its own and lay it face up. Claiming does not end your turn, and you may "+
			"claim a book even when there is nobody to ask.")
	case BookNextTurn:
		by := "a hit"
		if r.EmptyHand == EmptyNewHand {
			by = "a hit or a new hand"
		}
		wait := "Four cards of one rank in a hand are laid face up as a book the moment they are complete by " +
			by + "; a book completed by a go-fish draw waits in your hand until your next turn begins"
		if r.Wish || r.LuckyDraw {
			wait += ", unless the draw lets you go again: then it is laid at once"
		}
		items = append(items, wait+".")
	default:
		items = append(items, "Four cards of one rank in a hand are laid face up as a book the moment they are "+
			"complete, whether by "+completedBy(r)+". Laying a book does not end or extend a turn.")
	}
	return append(items, "Only books score.")
}

func describeDeadAsks(r Rules) []string {
	if !r.DeadAsks {
		return []string{"There are no dead asks: a question may be asked again at any time."}
	}
	moves := "a hit, a draw"
	switch r.EmptyHand {
	case EmptyNewHand:
		moves += ", a new hand"
	case EmptyDrawOne:
		moves += ", a card drawn by an empty hand"
	}
	return []string{
		"Every refusal is remembered: who asked, who said go fish, and what was asked for.",
		"Any card that moves into any hand (" + moves + ") clears every remembered refusal; " +
			"laying a book does not.",
		"While the pond is empty, you may not repeat a remembered refusal: it is a dead ask. It still appears " +
			"among your possible asks, greyed, so you can see the question you may not repeat.",
	}
}

func describeRunningOut(r Rules) []string {
	var items []string
	switch {
	case r.EmptyHand == EmptyDrawOne:
		items = append(items, "If it is your turn and you hold no cards, draw one card from the pond and the turn "+
			"passes; if the pond is empty, you are skipped.")
	case r.EmptyHand == EmptyOut && r.End&EndPlayerOut != 0 && r.PlayOn:
		items = append(items, "While the pond holds cards, a player left with no cards ends the game (see The end). "+
			"Once the pond is empty, a player who holds no cards when their turn comes is out of the game "+
			"and is skipped from then on; their books still count.")
	case r.EmptyHand == EmptyOut && r.End&EndPlayerOut != 0:
		items = append(items, "A player left with no cards ends the game (see The end).")
	case r.EmptyHand == EmptyOut:
		items = append(items, "A player who holds no cards when their turn comes is out of the game and is "+
			"skipped from then on; their books still count.")
	default:
		items = append(items, "If it is your turn and you hold no cards (you booked your last card and it is still "+
			"your turn, or others took your cards before your turn), draw a new hand from the pond, as many "+
			"cards as the deal gave each player or all that is left, and take your turn. If the pond is empty, "+
			"you are skipped.")
	}
	nobody := "If every other player's hand is empty, you have nobody to ask: the turn passes."
	if r.Books == BookClaim {
		nobody = "If every other player's hand is empty, you have nobody to ask: claim any book you hold, " +
			"then the turn passes."
	}
	can := map[EmptyRule]string{
		EmptyNewHand: "holds a card, or can draw a new hand",
		EmptyDrawOne: "holds a card, or can draw one",
		EmptyOut:     "holds a card",
	}[r.EmptyHand]
	return append(items, nobody,
		fmt.Sprintf("\"The next seat\" always means the next seat that can play (%s).", can))
}

func describeEnd(r Rules) []string {
	var ends []string
	if r.End&EndStockOut != 0 && !r.PlayOn {
		ends = append(ends, "the pond is empty")
	}
	if r.End&EndBookedOut != 0 {
		ends = append(ends, "a player lays their last card in a book while the pond still holds cards")
	}
	if r.End&EndPlayerOut != 0 {
		while := ""
		if r.PlayOn {
			while = " while the pond still holds cards"
		}
		ends = append(ends, "a player has no cards left"+while)
	}
	var items []string
	for i, e := range ends {
		head := "The game ends"
		if i > 0 {
			head = "It also ends"
		}
		items = append(items, head+" as soon as "+e+".")
	}
	if r.PlayOn && r.End != 0 {
		items = append(items, "Once the pond is empty, play goes on until every rank is booked.")
	}
	// Every rank booked implies an empty pond, and with EndPlayerOut a
	// table where nobody can play has an empty hand.
	stuck := r.EmptyHand == EmptyOut && r.End&EndPlayerOut == 0
	switch {
	case r.End&EndStockOut != 0 && !r.PlayOn:
		if stuck {
			items = append(items, "It also ends when nobody can play.")
		}
	case r.End != 0 && r.PlayOn:
		// "play goes on until every rank is booked" says it.
	case r.End != 0 && stuck:
		items = append(items, "It also ends when every rank is booked, or when nobody can play.")
	case r.End != 0:
		items = append(items, "It also ends when every rank is booked.")
	case r.Books == BookClaim:
		items = append(items, "The game ends when every rank is booked: every hand and the pond are empty, "+
			"and every card is in a book.")
	case stuck:
		items = append(items, "The game ends when every rank is booked, or when nobody can play, not when the "+
			"pond runs dry.")
	default:
		items = append(items, "The game ends when every rank is booked, not when the pond runs dry.")
	}
	if r.Books == BookNextTurn {
		items = append(items, "At the end, a book still waiting in a hand is laid and counts.")
	}
	return append(items, describeWinner(r)...)
}

func describeWinner(r Rules) []string {
	var items []string
	switch {
	case r.OutWins && r.End&EndBookedOut != 0 && r.End&EndPlayerOut == 0:
		items = append(items, "If it ends because a player booked their last card, that player wins; otherwise "+
			"whoever has the most books wins.")
	case r.OutWins && r.End&(EndPlayerOut|EndBookedOut) != 0:
		items = append(items, "If it ends because a player has no cards left, that player wins (players out "+
			"together share the win); otherwise whoever has the most books wins.")
	default:
		items = append(items, "Whoever has the most books wins.")
	}
	return append(items, "Equal most books is a shared win: a tie is a tie.")
}

func describeHidden(r Rules) []string {
	shown := "the cards handed over, "
	switch {
	case r.Wish && r.LuckyDraw:
		shown += "wishes shown, lucky draws (the book they complete), "
	case r.Wish:
		shown += "wishes shown, "
	case r.LuckyDraw:
		shown += "lucky draws (the book they complete), "
	}
	shown += "books laid, "
	switch r.EmptyHand {
	case EmptyNewHand:
		shown += "new hands drawn (as a count), "
	case EmptyDrawOne:
		shown += "cards drawn by an empty hand (as a count), "
	case EmptyOut:
		shown += "players out, "
	}
	return []string{
		"The public record holds who asked whom for what, whether they got it, " + shown +
			"and the sizes of every hand and the pond.",
		"It never holds a card that was not shown to the table: a go-fish draw is recorded as a draw, not as a card.",
		"Every player, person or bot, decides from the public record and their own hand alone.",
	}
}
