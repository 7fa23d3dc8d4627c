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
	fmt.Fprintf(&b, "Go Fish: the %s rules", name)
	if opts := r.Options.Names(); len(opts) > 0 {
		fmt.Fprintf(&b, ", with %s", andList(opts))
	}
	b.WriteString("\n")
	for _, s := range []section{
		{"Players and pack", describePlayers(r)},
		{"The deal", describeDeal(r)},
		{"A turn", describeTurn(r)},
		{"Books", describeBooks(r)},
		{"Dead asks", describeDeadAsks(r)},
		{"Running out", describeRunningOut(r)},
		{"The end", describeEnd(r)},
		{"What nobody can see", describeHidden(r)},
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
		items = append(items, "Deal the whole pack as if there were one more player. "+dealSizes(r)+
			" The pretend hand and the cards left over are the pond.")
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
	p := Pack52
	if !r.Packs.Has(p) {
		p = Pack32
	}
	if r.Players.Min == r.Players.Max {
		return fmt.Sprintf("Each player gets %d cards.", r.HandSize(p, r.Players.Min))
	}
	var parts []string
	for lo := r.Players.Min; lo <= r.Players.Max; {
		hi := lo
		for hi+1 <= r.Players.Max && r.HandSize(p, hi+1) == r.HandSize(p, lo) {
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
		parts = append(parts, fmt.Sprintf("%s get %d %s", who, r.HandSize(p, lo), each))
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
	none := "If they hold none"
	if r.Ask == AskForCard {
		none = "If they do not hold it"
	}
	miss := fmt.Sprintf("%s, they say \"go fish\": you draw the top card of the pond, which only you see, "+
		"and %s.", none, next)
	if !r.PlayOn && r.End&EndStockOut == 0 {
		miss += fmt.Sprintf(" If the pond is empty, nothing is drawn and %s.", next)
	}
	items := []string{miss}
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
