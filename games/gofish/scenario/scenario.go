// Package scenario reads and replays worked-example scenario files: a
// position of a game (preset, pack, seats, hands, books, the top of the
// pond, whose turn) and a list of moves, each with what the rules say must
// follow. Replaying a file plays the moves on the reference engine, prints
// each step as the public record tells it and reports every expectation the
// engine does not meet.
//
// The format is fixed by DESIGN.md ("Scenario files"). Parsing is strict:
// unknown keys, values of the wrong type, unknown seats, cards and ranks, a
// card dealt twice and a pond that does not add up are errors with their
// file:line:col, all of them reported, sorted (they match ErrInvalid). Failed
// expectations are reported as FILE:LINE: step N: expected …, got … (they
// match ErrExpectation).
//
// Beyond DESIGN.md: rules default to "house" and turn to the first seat;
// every seat needs a hand (`[]` for an empty one); the seats of a move (by,
// of) may also be written by number from 0, and a number that names no seat
// is played as it is, to show the no-such-seat error.
package scenario

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// Scenario is a parsed scenario file, checked and ready to replay.
type Scenario struct {
	// File is the file's name as given to Parse.
	File string
	// Rules names the engine preset (default "house"); Options lists the
	// preset options the file asks for, as written.
	Rules   preset.Name
	Options []preset.Option
	// Changes are the rules the file changes by name after the options
	// (`changes: {give: one}`), as engine.Settings names them.
	Changes []engine.Change
	// Pack is the pack the game is played with (52 unless the file says 32).
	Pack cards.Pack
	// Seats names the seats in turn order; seat i is cards.Seat(i).
	Seats []string
	// Absent names the seats that moves name but that are not at the table
	// (a step that shows the no-such-seat error); Absent[i] is played as
	// cards.Seat(len(Seats)+i).
	Absent []string
	// Setup is the position the steps start from. Its pond is the whole
	// pond: the cards the file lists, then every other card of the pack
	// that is in no hand and no book, in pack order.
	Setup engine.Setup
	// Steps are the moves to play, in order.
	Steps []Step
	// End holds the expectations checked after the last step.
	End End
}

// Step is one move of a scenario and what must follow it.
type Step struct {
	// Pos is where the step starts in the file.
	Pos Pos
	// Move is the move to play. A seat written as a number is passed on as
	// that seat number, even when no such seat exists (to show the
	// no-such-seat error).
	Move engine.Move
	// Expect is what the step must produce.
	Expect Expect
}

// Want is one expectation: the value it asks for and where it is written.
// An expectation whose Set is false was left out and is not checked.
type Want[T any] struct {
	Set   bool
	Pos   Pos
	Value T
}

// Draw is an expected draw: Drew is false for `none` (nothing was drawn).
type Draw struct {
	Drew bool
	Card cards.Card
}

// Expect is what a step must produce. Lists compare as sets.
type Expect struct {
	// Gets lists the cards handed over to the asker.
	Gets Want[[]cards.Card]
	// Draws is the card drawn from the pond, or none.
	Draws Want[Draw]
	// Wish says whether the card drawn was a wish.
	Wish Want[bool]
	// Books lists the ranks booked by the step.
	Books Want[[]cards.Rank]
	// Next is the seat to move after the step.
	Next Want[cards.Seat]
	// Error is the kind of error the move must be rejected with, written
	// as the kind's name ("not-your-turn", "dead-ask", …). When it is left out the move must
	// be allowed. A rejected move must change nothing.
	Error Want[engine.ErrKind]
}

// End is what must hold after the last step. Books and Hands are checked
// only for the seats they name.
type End struct {
	Over    Want[bool]
	Winners Want[[]cards.Seat]
	Books   map[cards.Seat]Want[[]cards.Rank]
	Hands   map[cards.Seat]Want[[]cards.Card]
	// Pond is the number of cards left in the pond.
	Pond Want[int]
}

// SeatName returns the name of seat s, or "seat N" for a seat number that
// names no seat.
func (s *Scenario) SeatName(seat cards.Seat) string {
	if int(seat) >= 0 && int(seat) < len(s.Seats) {
		return s.Seats[seat]
	}
	if i := int(seat) - len(s.Seats); i >= 0 && i < len(s.Absent) {
		return s.Absent[i]
	}
	return fmt.Sprintf("seat %d", seat)
}
