package engine

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
)

// MoveKind says what a [Move] does.
type MoveKind uint8

// The kinds of move.
const (
	// MovePlay plays Card on the discard pile; a wild card names Suit.
	MovePlay MoveKind = iota + 1
	// MoveDraw draws from the stock: the cards a draw-two card owes, or
	// cards one at a time until one can be played (within the draw rule's
	// limit and what the stock gives).
	MoveDraw
	// MovePass ends the turn without a play.
	MovePass
	// MoveAnnounce announces a last card: the player holds two and will
	// play one.
	MoveAnnounce
)

// Move is one move of the seat to move.
type Move struct {
	Kind MoveKind
	Card cards.Card
	// Named is set for a wild card, which names Suit.
	Named bool
	Suit  cards.Suit
}

// Play returns the move that plays c; Name returns the one that plays
// the wild card c naming s.
func Play(c cards.Card) Move { return Move{Kind: MovePlay, Card: c} }
func Name(c cards.Card, s cards.Suit) Move {
	return Move{Kind: MovePlay, Card: c, Named: true, Suit: s}
}

// The moves without a card.
var (
	Draw     = Move{Kind: MoveDraw}
	Pass     = Move{Kind: MovePass}
	Announce = Move{Kind: MoveAnnounce}
)

// suitSymbols are the suits' signs, in suit order (S H D C).
var suitSymbols = [cards.NumSuits]string{"♠", "♥", "♦", "♣"}

// Symbol returns the card as a rank token and a suit sign: "8♥", "10♣".
func Symbol(c cards.Card) string {
	if !c.Valid() {
		return c.String()
	}
	return c.Rank().String() + suitSymbols[c.Suit()]
}

// String tells the move: "play 7♣", "play 8♥ name hearts", "draw",
// "pass", "announce".
func (m Move) String() string {
	switch m.Kind {
	case MovePlay:
		if m.Named {
			return "play " + Symbol(m.Card) + " name " + m.Suit.Word()
		}
		return "play " + Symbol(m.Card)
	case MoveDraw:
		return "draw"
	case MovePass:
		return "pass"
	case MoveAnnounce:
		return "announce"
	}
	return fmt.Sprintf("move(%d)", uint8(m.Kind))
}

// ErrKind names why a move was refused.
type ErrKind uint8

// The refusals.
const (
	// ErrGameOver: the game is over.
	ErrGameOver ErrKind = iota + 1
	// ErrNotHeld: the card played is not in the player's hand.
	ErrNotHeld
	// ErrNoMatch: the card matches neither the suit to follow nor the
	// top card's rank and is not wild (or a wild card on a wild card
	// where that is not allowed, or any card but a draw-two card while
	// one must be answered).
	ErrNoMatch
	// ErrName: a wild card played without a suit named, or another card
	// with one.
	ErrName
	// ErrCannotDraw: no draw is allowed now.
	ErrCannotDraw
	// ErrCannotPass: a pass is allowed only to a player who may neither
	// play (or, after drawing, need not) nor draw.
	ErrCannotPass
	// ErrCannotAnnounce: an announcement needs two cards in hand, one of
	// them playable, under rules with announce: yes, once a turn.
	ErrCannotAnnounce
	// ErrBadMove: no such move.
	ErrBadMove
)

var errNames = [...]string{"", "game-over", "not-held", "no-match", "name", "cannot-draw",
	"cannot-pass", "cannot-announce", "bad-move"}

// String returns the refusal's name: "no-match".
func (k ErrKind) String() string { return name(errNames[:], uint8(k), "error") }

// Error returns the refusal's name, so that errors.Is(err, ErrNoMatch)
// holds for a *MoveError of that kind.
func (k ErrKind) Error() string { return k.String() }

// MoveError is a move the engine refused; the game is unchanged.
type MoveError struct {
	Kind ErrKind
	Seat cards.Seat
	Move Move
}

// Error returns "no-match: seat 1: play 7♣".
func (e *MoveError) Error() string {
	return fmt.Sprintf("%s: seat %d: %s", e.Kind, e.Seat, e.Move)
}

// Is reports whether target is e's kind.
func (e *MoveError) Is(target error) bool {
	k, ok := target.(ErrKind)
	return ok && k == e.Kind
}
