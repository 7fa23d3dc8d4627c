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
	// EvHand: hand Count (from 1) begins; Seat plays first.
	EvHand EventKind = iota + 1
	// EvDeal: Seat was dealt Count cards, face down.
	EvDeal
	// EvTurnUp: Card was turned up from the stock to start the discard
	// pile.
	EvTurnUp
	// EvBury: the card just turned up, Card, went back into the stock at
	// a place nobody sees.
	EvBury
	// EvPlay: Seat played Card; for a wild card Why is WhyNamed and Suit
	// the suit named.
	EvPlay
	// EvAnnounce: Seat announced their last card.
	EvAnnounce
	// EvDraw: Seat drew Count cards, face down (fewer than asked when the
	// stock ran short); Why says why: WhyChoice, WhyDrawTwo or
	// WhyPenalty.
	EvDraw
	// EvReshuffle: the discards but the top card, Count cards, were
	// shuffled into a new stock.
	EvReshuffle
	// EvPass: Seat passed.
	EvPass
	// EvOwe: Seat must draw Count cards (a draw-two card) or answer.
	EvOwe
	// EvSkip: Seat misses their turn.
	EvSkip
	// EvReverse: the direction of play is reversed (Count 1: up the seat
	// numbers, 0: down); with two players Seat plays again.
	EvReverse
	// EvHandEnd: the hand is over; Why says how (WhyOut: Seat went out).
	EvHandEnd
	// EvScore: Seat's hand is worth Points penalty points; Total is their
	// total so far.
	EvScore
	// EvEnd: the game is over; Winners won.
	EvEnd
)

// Why refines an event.
type Why uint8

// The reasons, by the event kinds they refine.
const (
	WhyNone Why = iota
	// EvPlay: a wild card, Suit named.
	WhyNamed
	// EvDraw: drawn by choice or for want of a card to play; for a
	// draw-two card; as the penalty for a last card not announced.
	WhyChoice
	WhyDrawTwo
	WhyPenalty
	// EvHandEnd: a player went out; every player passed in turn; the
	// stock was empty when a player had to draw (stock-out: end); the
	// turn limit was reached.
	WhyOut
	WhyBlocked
	WhyStockEnd
	WhyTurnLimit
)

// Event is one thing the table saw. It never holds a card that was not
// shown to the table: a draw is recorded as a count.
type Event struct {
	Seat cards.Seat
	// Points and Total are EvScore's.
	Points, Total int32
	// Winners are EvEnd's.
	Winners cards.Seats
	Kind    EventKind
	Why     Why
	Card    cards.Card
	Suit    cards.Suit
	// Count is cards dealt, drawn, owed or reshuffled, or the hand's
	// number.
	Count uint8
	// Stock is the number of cards in the stock after the event.
	Stock uint8
}

// String returns the event in terse tokens, in no language's words: "play
// named: seat 1, card 8H, suit S, stock 30".
func (e Event) String() string {
	var b strings.Builder
	b.WriteString(name(eventNames[:], uint8(e.Kind), "event"))
	if e.Why != WhyNone {
		b.WriteString(" " + name(whyNames[:], uint8(e.Why), "why"))
	}
	b.WriteString(": seat " + strconv.Itoa(int(e.Seat)))
	if e.Card != 0 {
		b.WriteString(", card " + e.Card.String())
	}
	if e.Kind == EvPlay && e.Why == WhyNamed {
		b.WriteString(", suit " + e.Suit.String())
	}
	if e.Count != 0 {
		b.WriteString(", count " + strconv.Itoa(int(e.Count)))
	}
	if e.Kind == EvScore {
		b.WriteString(", points " + strconv.Itoa(int(e.Points)) + ", total " + strconv.Itoa(int(e.Total)))
	}
	if e.Winners != 0 {
		b.WriteString(", winners")
		for x := e.Winners; x != 0; x &= x - 1 {
			b.WriteString(" " + strconv.Itoa(int(x.First())))
		}
	}
	b.WriteString(", stock " + strconv.Itoa(int(e.Stock)))
	return b.String()
}

var (
	eventNames = [...]string{"", "hand", "deal", "turn-up", "bury", "play", "announce", "draw",
		"reshuffle", "pass", "owe", "skip", "reverse", "hand-end", "score", "end"}
	whyNames = [...]string{"", "named", "choice", "draw-two", "penalty", "out", "blocked",
		"stock-end", "turn-limit"}
)

// name returns names[v], or what(v) for a value without a name.
func name(names []string, v uint8, what string) string {
	if v == 0 || int(v) >= len(names) {
		return what + "(" + strconv.Itoa(int(v)) + ")"
	}
	return names[v]
}
