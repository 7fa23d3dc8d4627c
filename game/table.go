package game

import (
	"errors"
	"io"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/locale"
)

// Table is how a game is played through the seam, whatever the game: a
// state dealt under its rules, the moves its rules allow, each seat's view
// and the public record, and its bots. The full state stays the game's;
// players and bots see a View.
type Table interface {
	// Deal deals a game of rules for players with pack, by seed: the same
	// game for the same arguments.
	Deal(r Rules, players int, pack cards.Pack, seed uint64) (State, error)
	// Bots names the kinds of bot the game has, the one to play by default
	// first.
	Bots() []string
	// Bot returns a bot of the kind named, its choices drawn from seed.
	Bot(kind string, seed uint64) (Bot, error)
	// Replay replays the worked-example file at path (the game's own
	// scenario format) and writes to w each step as the public record
	// tells it. Its error matches ErrInvalid for a file that cannot be
	// read or set up, ErrExpectation for an expectation the game did not
	// meet (naming FILE:LINE and the step).
	Replay(w io.Writer, path string) error
	// Teller returns a teller of the game's worked examples in locale
	// code's words, from the story files of lib.
	Teller(lib *locale.Library, code locale.Code) (Teller, error)
	// Simulate plays the games s names between bots and tallies them.
	Simulate(s Sim) (Tally, error)
	// Play plays one game with a person at seat 0 against bots, in a
	// terminal; the person leaving the table is no error.
	Play(s Seating) error
}

// ErrInvalid is matched (with errors.Is) by the error of a worked example
// that cannot be read or set up.
var ErrInvalid = errors.New("invalid scenario")

// ErrExpectation is matched by the error of a worked example whose
// expectation the game did not meet.
var ErrExpectation = errors.New("expectation failed")

// State is one game under way.
type State interface {
	// Players is the number of seats; Turn the seat to move.
	Players() int
	Turn() cards.Seat
	// Over reports whether the game has ended; Winners are then its
	// winners, in seat order.
	Over() bool
	Winners() []cards.Seat
	// Legal returns every move the seat to move may make, in a fixed
	// order; none once the game is over.
	Legal() []Move
	// Play plays m for the seat to move. A move the rules refuse is an
	// error and changes nothing.
	Play(m Move) error
	// View returns what seat s may know: its own hand, what the table
	// has seen, and nothing of the other hands but their sizes.
	View(s cards.Seat) View
}

// Move is one move of a game, told in words ("ask Ben for sevens").
type Move interface {
	String() string
}

// View is what one seat may know of a game.
type View interface {
	// Seat is the seat whose view it is; Hand its cards.
	Seat() cards.Seat
	Hand() cards.Cards
	// HandSizes are how many cards each seat holds, by seat.
	HandSizes() []int
	// Record is the public record: every event the table has seen, one
	// told a line, oldest first.
	Record() []string
}

// Bot chooses a move for the seat to move from what that seat may know:
// its view and the legal moves.
type Bot interface {
	Choose(v View, legal []Move) Move
}
