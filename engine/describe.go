package engine

import (
	"fmt"
	"strings"
)

// Describe returns the complete rules that r sets, in plain English: a
// title, then one section per part of the game, each choice of r in its own
// sentences. It is what `rulecard rules NAME` prints, and it is made from
// the Rules value alone, so a preset's description cannot drift from the
// rules the engine plays.
func Describe(r Rules) string {
	var b strings.Builder
	name := r.Name
	if name == "" {
		name = "unnamed"
	}
	fmt.Fprintf(&b, "Go Fish: the %s rules\n", name)
	for _, s := range []section{
		{"Players and pack", describePlayers(r)},
		{"The deal", describeDeal(r)},
		{"A turn", describeTurn(r)},
		{"Books", describeBooks(r)},
		{"Dead asks", describeDeadAsks(r)},
		{"Running out", describeRunningOut(r)},
		{"The end", describeEnd(r)},
		{"What nobody can see", describeHidden()},
	} {
		fmt.Fprintf(&b, "\n%s\n", strings.ToUpper(s.title))
		for _, item := range s.items {
			b.WriteString(wrap(item, 78, "- ", "  "))
		}
	}
	return b.String()
}

// section is a titled list of rules.
type section struct {
	title string
	items []string
}

func describePlayers(r Rules) []string {
	players := fmt.Sprintf("%d to %d players.", r.Players.Min, r.Players.Max)
	if r.Players.Min == r.Players.Max {
		players = fmt.Sprintf("%d players.", r.Players.Min)
	}
	var packs []string
	if r.Packs.Has(Pack52) {
		packs = append(packs, "the full 52-card pack (A 2 3 4 5 6 7 8 9 10 J Q K)")
	}
	if r.Packs.Has(Pack32) {
		packs = append(packs, "the 32-card short pack (7 8 9 10 J Q K A)")
	}
	pack := "Play with " + strings.Join(packs, " or ") + ", four suits of each rank."
	return []string{players, pack}
}

func describeDeal(r Rules) []string {
	items := []string{"Shuffle, then deal one card at a time, face down, starting with the seat after the dealer."}
	if r.Deal == DealExtraPlayer {
		items = append(items, "Deal the whole pack as if there were one more player: each player gets the pack's "+
			"size divided by one more than the number of players (4 players: 10 each from 52 cards; "+
			"3 players: 13 each). The pretend hand and the cards left over are the pond.")
	} else {
		items = append(items, dealSizes(r)+" The rest, face down, is the pond.")
	}
	items = append(items, "The pond's top card is drawn first.")
	if r.First == FirstRandom {
		items = append(items, "A player chosen at random takes the first turn.")
	} else {
		items = append(items, "The seat after the dealer takes the first turn.")
	}
	if r.Books == BookClaim {
		items = append(items, "A player dealt all four cards of a rank keeps them in hand until they claim the book.")
	} else {
		items = append(items, "A player dealt all four cards of a rank lays them down as a book at once, before the first turn.")
	}
	return items
}

// dealSizes says how many cards each player count is dealt, grouping
// counts dealt the same: "2 players get 7 cards each; 3 or 4 players get
// 5 each."
func dealSizes(r Rules) string {
	var parts []string
	for lo := r.Players.Min; lo <= r.Players.Max; {
		hi := lo
		for hi+1 <= r.Players.Max && r.DealSizes[hi+1] == r.DealSizes[lo] {
			hi++
		}
		var who string
		switch {
		case hi == lo:
			who = fmt.Sprintf("%d players", lo)
		case hi == lo+1:
			who = fmt.Sprintf("%d or %d players", lo, hi)
		default:
			who = fmt.Sprintf("%d to %d players", lo, hi)
		}
		each := "each"
		if len(parts) == 0 {
			each = "cards each"
		}
		parts = append(parts, fmt.Sprintf("%s get %d %s", who, r.DealSizes[lo], each))
		lo = hi + 1
	}
	return upperFirst(strings.Join(parts, "; ")) + "."
}

func describeTurn(r Rules) []string {
	var items []string
	if r.Ask == AskForCard {
		items = append(items, "On your turn, ask one other player, who holds at least one card, for one card: "+
			"rank and suit. You must hold at least one card of that rank yourself.")
		if r.Bluff {
			items = append(items, "You may ask for a card you hold yourself, as a bluff: the answer is go fish, "+
				"you draw, and your turn ends whatever you draw.")
		} else {
			items = append(items, "You may not ask for a card you hold yourself.")
		}
	} else {
		items = append(items, "On your turn, ask one other player, who holds at least one card, for one rank. "+
			"You must hold at least one card of that rank yourself.")
	}
	items = append(items, describeHit(r))
	items = append(items, describeMiss(r)...)
	return items
}

func describeHit(r Rules) string {
	switch {
	case r.Ask == AskForCard:
		return "If they hold that card, they hand it over, face up for the table to see, and you go again."
	case r.Give == GiveOne:
		return "If they hold that rank, they hand over one card of it (the first in the suit order spades, " +
			"hearts, diamonds, clubs), face up for the table to see, and you go again."
	}
	return "If they hold that rank, they hand over every card of it, face up for the table to see, and you go again."
}

func describeMiss(r Rules) []string {
	next := "the turn passes to the next seat"
	if r.AfterMiss == MissAsked {
		next = "the turn passes to the player who said go fish"
	}
	empty := fmt.Sprintf(" If the pond is empty, nothing is drawn and %s.", next)
	if r.PlayOn {
		empty = ""
	}
	items := []string{fmt.Sprintf("If they hold none, they say \"go fish\": you draw the top card of the pond, "+
		"which only you see, and %s.%s", next, empty)}
	what := "the rank you asked for"
	if r.Ask == AskForCard {
		what = "the very card you asked for"
	}
	switch {
	case r.Wish && r.LuckyDraw:
		items = append(items, fmt.Sprintf("A lucky draw: if the card you draw is %s (a wish), show it to the table; "+
			"if it completes a book, lay the book. Either way you go again.", what))
	case r.Wish:
		items = append(items, fmt.Sprintf("A wish: if the card you draw is %s, show it to the table and go again.", what))
	case r.LuckyDraw:
		items = append(items, "A lucky draw: if the card you draw completes a book, lay the book and go again.")
	default:
		items = append(items, fmt.Sprintf("Drawing %s does not let you go again: your turn ends all the same.", what))
	}
	if r.PlayOn {
		items = append(items, "Once the pond is empty, nobody says go fish: a player asked for what they do not "+
			"hold just says so, and it is their turn.")
	}
	return items
}

func describeBooks(r Rules) []string {
	var items []string
	switch r.Books {
	case BookClaim:
		items = append(items, "Four cards of one rank in your hand are a book only once you claim it: on your turn, "+
			"claim it as a move of its own and lay it face up. Claiming does not end your turn.")
	case BookNextTurn:
		items = append(items, "Four cards of one rank in a hand are laid face up as a book the moment they are "+
			"complete, by a hit or a new hand; a book completed by a go-fish draw waits in your hand until your "+
			"next turn begins.")
	default:
		items = append(items, "Four cards of one rank in a hand are laid face up as a book the moment they are "+
			"complete, whether by a hit, a draw or a new hand. Laying a book does not end or extend a turn.")
	}
	return append(items, "Only books score.")
}

func describeDeadAsks(r Rules) []string {
	if !r.DeadAsks {
		return []string{"There are no dead asks: a question may be asked again at any time."}
	}
	return []string{
		"Every refusal is remembered: who asked, who said go fish, and what was asked for.",
		"Any card that moves into any hand (a hit, a draw, a new hand) clears every remembered refusal; " +
			"laying a book does not.",
		"While the pond is empty, you may not repeat a remembered refusal: it is a dead ask. It still appears " +
			"among your possible asks, greyed, so you can see the question you may not repeat.",
	}
}

func describeRunningOut(r Rules) []string {
	var items []string
	switch r.EmptyHand {
	case EmptyDrawOne:
		items = append(items, "If it is your turn and you hold no cards, draw one card from the pond and the turn "+
			"passes; if the pond is empty, you are skipped.")
	case EmptyOut:
		items = append(items, "A player who holds no cards when their turn comes is out of the game and is "+
			"skipped from then on.")
	default:
		items = append(items, "If it is your turn and you hold no cards (you booked your last card and it is still "+
			"your turn, or others took your cards before your turn), draw a new hand from the pond, as many "+
			"cards as the deal gave each player or all that is left, and take your turn. If the pond is empty, "+
			"you are skipped.")
	}
	can := map[EmptyRule]string{
		EmptyNewHand: "holds a card, or can draw a new hand",
		EmptyDrawOne: "holds a card, or can draw one",
		EmptyOut:     "holds a card",
	}[r.EmptyHand]
	return append(items,
		"If every other player's hand is empty, you have nobody to ask: the turn passes.",
		fmt.Sprintf("\"The next seat\" always means the next seat that can play (%s).", can))
}

func describeEnd(r Rules) []string {
	var items []string
	if r.End&EndStockOut != 0 {
		items = append(items, "The game ends as soon as the pond is empty.")
	}
	if r.End&EndPlayerOut != 0 {
		items = append(items, "The game ends as soon as a player has no cards left.")
	}
	stuck := ""
	if r.EmptyHand == EmptyOut {
		stuck = ", or when nobody can play"
	}
	if r.End == 0 {
		items = append(items, "The game ends when every rank is booked"+stuck+", not when the pond runs dry.")
	} else {
		items = append(items, "It ends too when every rank is booked"+stuck+".")
	}
	if r.Books == BookNextTurn {
		items = append(items, "At the end, a book still waiting in a hand is laid and counts.")
	}
	if r.OutWins && r.End&EndPlayerOut != 0 {
		items = append(items, "If it ends because a player has no cards left, that player wins (players out "+
			"together share the win); otherwise whoever has the most books wins.")
	} else {
		items = append(items, "Whoever has the most books wins.")
	}
	return append(items, "Equal most books is a shared win: a tie is a tie.")
}

func describeHidden() []string {
	return []string{
		"The public record holds who asked whom for what, whether they got it, the cards handed over, " +
			"wishes shown, books laid, new hands drawn (as a count), and the sizes of every hand and the pond.",
		"It never holds a card that was not shown to the table: a go-fish draw is recorded as a draw, not as a card.",
		"Every player, person or bot, decides from the public record and their own hand alone.",
	}
}

// wrap breaks text into lines of at most width characters, the first
// starting with first and the rest with rest.
func wrap(text string, width int, first, rest string) string {
	var b strings.Builder
	line := first
	start := true
	for _, w := range strings.Fields(text) {
		if !start && len(line)+1+len(w) > width {
			b.WriteString(line + "\n")
			line, start = rest, true
		}
		if !start {
			line += " "
		}
		line += w
		start = false
	}
	b.WriteString(line + "\n")
	return b.String()
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
