package engine

import (
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
)

// EventKind says what happened in an [Event].
type EventKind uint8

// The kinds of event in the public record.
const (
	// EvDeal: Seat was dealt Count cards (face down).
	EvDeal EventKind = iota + 1
	// EvStart: play begins; the pond holds Pond cards and Seat moves
	// first.
	EvStart
	// EvAsk: Seat asked Other for Rank (with AskForCard, for Card). Cards are
	// the cards handed over, shown to the table; none is a miss, and Why
	// says whether the asked player said go fish.
	EvAsk
	// EvDraw: after a miss, Seat drew from the pond. Why says how: a
	// hidden draw (Card is zero), a wish (Card is the card, shown), a
	// lucky draw (Rank is the book it completes) or nothing (the pond is
	// empty).
	EvDraw
	// EvBook: Seat laid a book of Rank; Why says how it came.
	EvBook
	// EvNewHand: Seat had no cards and drew a new hand of Count cards.
	EvNewHand
	// EvDrawOne: Seat had no cards, drew one card and play passed.
	EvDrawOne
	// EvSkip: Seat was passed over; Why says why.
	EvSkip
	// EvOut: Seat has no cards and is out of the game.
	EvOut
	// EvEnd: the game is over; Winners won with Count books (Why says
	// what ended it).
	EvEnd
)

// Why refines an event: the kind of miss, draw, book, skip or end.
type Why uint8

// Reasons, by the event kinds they refine.
const (
	// WhyNone: no refinement.
	WhyNone Why = iota
	// EvAsk misses: the asked player said go fish, or (play-on, pond
	// empty) just had none.
	WhyGoFish
	WhyNoneHeld
	// EvDraw: a hidden draw, a wish, a lucky draw, nothing to draw.
	WhyHidden
	WhyWish
	WhyLucky
	WhyPondEmpty
	// EvBook: laid from the deal, claimed as a move, laid when its
	// holder's turn came, laid at the end of the game, already laid before
	// the game was set up.
	WhyFromDeal
	WhyClaimed
	WhyWaited
	WhyAtEnd
	WhyGiven
	// EvSkip: nothing in hand and the pond is empty; nobody else holds a
	// card to ask for.
	WhyNoCards
	WhyNobodyToAsk
	// EvEnd: every rank booked, the pond ran out, a player ran out, nobody
	// could play, a player booked their last card.
	WhyAllBooked
	WhyStockOut
	WhyPlayerOut
	WhyStuck
	WhyBookedOut
)

// Event is one thing the table saw. It never holds a card that was not
// shown to the table: a hidden draw is recorded as a draw, not as a card.
// Fields an event's kind does not use are zero (Other is 0 too; read it
// only for EvAsk).
type Event struct {
	Kind EventKind
	Why  Why
	// Rank is the rank asked for, booked or completed by a lucky draw.
	Rank cards.Rank
	// Card is the card asked for (AskForCard) or the wish shown.
	Card cards.Card
	// Count is the cards dealt or drawn, or the winners' books.
	Count uint8
	// Pond is the number of cards in the pond after the event.
	Pond uint8
	// Winners are the winners (EvEnd).
	Winners cards.Seats
	// Seat is who acted; Other is who was asked.
	Seat, Other cards.Seat
	// Cards are the cards handed over (EvAsk), shown to the table.
	Cards cards.Cards
}

// String returns the event's kind and fields, terse and in no language's
// words: "ask go-fish: seat 0, other 2, rank K, pond 38" (the kind, then
// Why when it refines it, then the seat, the fields the event sets and the
// pond). The table is told events in words by games/gofish/tell
// (Teller.Tell).
func (e Event) String() string {
	var b strings.Builder
	b.WriteString(valueName(eventKindNames[:], uint8(e.Kind), "event"))
	if e.Why != WhyNone {
		b.WriteString(" " + valueName(whyNames[:], uint8(e.Why), "why"))
	}
	b.WriteString(": seat " + strconv.Itoa(int(e.Seat)))
	if e.Kind == EvAsk {
		b.WriteString(", other " + strconv.Itoa(int(e.Other)))
	}
	if e.Rank != 0 {
		b.WriteString(", rank " + e.Rank.String())
	}
	if e.Card != 0 {
		b.WriteString(", card " + e.Card.String())
	}
	if e.Cards != 0 {
		b.WriteString(", cards " + e.Cards.String())
	}
	if e.Count != 0 {
		b.WriteString(", count " + strconv.Itoa(int(e.Count)))
	}
	if e.Winners != 0 {
		b.WriteString(", winners")
		for x := e.Winners; x != 0; x &= x - 1 {
			b.WriteString(" " + strconv.Itoa(int(x.First())))
		}
	}
	b.WriteString(", pond " + strconv.Itoa(int(e.Pond)))
	return b.String()
}

// eventKindNames and whyNames name the event kinds and reasons in
// Event.String, by value.
var (
	eventKindNames = [...]string{"", "deal", "start", "ask", "draw", "book", "new-hand",
		"draw-one", "skip", "out", "end"}
	whyNames = [...]string{"", "go-fish", "none-held", "hidden", "wish", "lucky",
		"pond-empty", "from-deal", "claimed", "waited", "at-end", "given", "no-cards",
		"nobody-to-ask", "all-booked", "stock-out", "player-out", "stuck", "booked-out"}
)

// valueName returns names[v], or what(v) for a value without a name.
func valueName(names []string, v uint8, what string) string {
	if v == 0 || int(v) >= len(names) {
		return what + "(" + strconv.Itoa(int(v)) + ")"
	}
	return names[v]
}
