package engine

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// ErrKind is the kind of an illegal move. An ErrKind is an error itself, so
// each kind is a sentinel for errors.Is:
//
//	if errors.Is(err, engine.ErrDeadAsk) { … }
type ErrKind uint8

// The kinds of illegal move; String gives each kind's name, as scenario
// files write it.
const (
	ErrNotYourTurn    ErrKind = iota + 1 // not-your-turn
	ErrNoSuchSeat                        // no-such-seat
	ErrAskSelf                           // ask-self
	ErrEmptyHand                         // empty-hand: the asked player holds no cards
	ErrNotHoldingRank                    // not-holding-rank
	ErrDeadAsk                           // dead-ask
	ErrGameOver                          // game-over
	ErrWrongMoveKind                     // wrong-move-kind: not a move these rules have
	ErrNotABook                          // not-a-book: a claim without all four
	ErrOwnCard                           // own-card: asking for a card you hold, without bluffs
)

var errKindNames = [...]string{"", "not-your-turn", "no-such-seat", "ask-self",
	"empty-hand", "not-holding-rank", "dead-ask", "game-over", "wrong-move-kind",
	"not-a-book", "own-card"}

// String returns the kind's name: "not-your-turn", "dead-ask", ….
func (k ErrKind) String() string {
	if k == 0 || int(k) >= len(errKindNames) {
		return fmt.Sprintf("err-kind(%d)", uint8(k))
	}
	return errKindNames[k]
}

// Error returns the kind's name.
func (k ErrKind) Error() string { return k.String() }

// ParseErrKind returns the kind of the given name ("dead-ask").
func ParseErrKind(name string) (ErrKind, error) {
	for k := range errKindNames[1:] {
		if errKindNames[k+1] == name {
			return ErrKind(k + 1), nil
		}
	}
	return 0, fmt.Errorf("unknown error kind %q", name)
}

// ErrKinds returns every kind, in order.
func ErrKinds() []ErrKind {
	ks := make([]ErrKind, len(errKindNames)-1)
	for i := range ks {
		ks[i] = ErrKind(i + 1)
	}
	return ks
}

// MoveError is the error for an illegal move. An illegal move changes
// nothing: the same player is still to move.
type MoveError struct {
	// Kind is what is wrong.
	Kind ErrKind
	// Move is the move refused.
	Move Move
	// Turn is the seat whose turn it was; Players the number of seats.
	Turn    cards.Seat
	Players int
	// Rules is the name of the rules in play.
	Rules preset.Name
	// AskCard reports whether the rules ask for cards (for wrong-move-kind).
	AskCard bool
}

// Error returns the kind and the move refused, terse and in no language's
// words: "not-holding-rank: ask by seat 0 of seat 1 for rank 7". A person
// is told why in words by games/gofish/tell (Teller.Refusal).
func (e *MoveError) Error() string { return e.Kind.String() + ": " + moveFields(e.Move) }

// moveFields writes a move's fields: "ask by seat 0 of seat 1 for rank 7",
// "ask-card by seat 0 of seat 1 for card 7S", "claim by seat 0 of rank 7".
func moveFields(m Move) string {
	by := m.Kind.String() + " by seat " + strconv.Itoa(int(m.By))
	switch m.Kind {
	case MoveClaim:
		return by + " of rank " + m.Rank.String()
	case MoveAskCard:
		return by + " of seat " + strconv.Itoa(int(m.Of)) + " for card " + m.Card.String()
	}
	return by + " of seat " + strconv.Itoa(int(m.Of)) + " for rank " + m.Rank.String()
}

// Is reports whether target is e's kind.
func (e *MoveError) Is(target error) bool {
	k, ok := target.(ErrKind)
	return ok && k == e.Kind
}

// joinErrs joins errors one per line, or returns the only one.
func joinErrs(errs []error) error {
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...)
}
