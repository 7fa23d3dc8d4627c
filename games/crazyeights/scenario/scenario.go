// Package scenario reads and replays Crazy Eights' worked examples: a
// position (rules, pack, seats, hands, the discard pile's top card, the
// stock's top cards, whose turn; optionally the top card turned up as a
// deal turns it (turn-up: true), the cards placed nowhere beneath the top
// card instead of under the stock (rest: discards), and the turns of the
// hand played already (turns: N)) and a list of moves (play, play a wild
// card naming a suit, draw, pass, announce), each with what the rules
// say must follow. Replaying a file plays the moves on the engine,
// prints each step and the events of the public record it added, and
// reports every expectation the engine does not meet.
//
// Parsing is strict: unknown keys, values of the wrong type, unknown
// seats, cards and suits and a card placed twice are errors with their
// file:line:col, all of them, sorted (they match ErrInvalid). Failed
// expectations are reported as FILE:LINE:COL: step N: … (they match
// ErrExpectation).
package scenario

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/yamlfile"
)

// ErrInvalid is matched by the error of a file that cannot be read,
// parsed or set up; ErrExpectation by an expectation the engine did not
// meet.
var (
	ErrInvalid     = game.ErrInvalid
	ErrExpectation = game.ErrExpectation
)

// Pos is a position in a scenario file.
type Pos = yamlfile.Pos

// Scenario is a parsed scenario file, ready to replay.
type Scenario struct {
	// File is the file's name as given to Parse.
	File string
	// Preset names the preset the file's rules start from
	// ("crazy-eights" unless it says otherwise); Changes the settings it
	// changes, in order, as "name: value".
	Preset  string
	Changes []string
	// Seats names the seats in turn order; seat i is cards.Seat(i).
	Seats []string
	// Position is where the steps start.
	Position engine.Position
	// Steps are the moves to play, in order.
	Steps []Step
	// End holds what must hold after the last step.
	End End
}

// Step is one move and what must follow it.
type Step struct {
	Pos Pos
	// By is the seat the file says makes the move.
	By   cards.Seat
	Move engine.Move
	// Expect is what the move must produce.
	Expect Expect
}

// Want is one expectation: its value and where it is written; one whose
// Set is false was left out.
type Want[T any] struct {
	Set   bool
	Pos   Pos
	Value T
}

// Expect is what a step must produce.
type Expect struct {
	// Next is the seat to move after the step.
	Next Want[cards.Seat]
	// Draws are the cards the mover drew (a set).
	Draws Want[[]cards.Card]
	// Follow is the suit to follow after the step.
	Follow Want[cards.Suit]
	// Error names the refusal the move must meet ("no-match"); left out,
	// the move must be allowed. A refused move changes nothing.
	Error Want[engine.ErrKind]
}

// End is what must hold after the last step; Hands and Points are
// checked for the seats they name (Points: the penalty points scored in
// all).
type End struct {
	Over    Want[bool]
	Winners Want[[]cards.Seat]
	Hands   map[cards.Seat]Want[[]cards.Card]
	Points  map[cards.Seat]Want[int]
}

// Rules returns the rules the file's preset and changes make.
func (s *Scenario) Rules() engine.Rules { return s.Position.Rules }

// SeatName returns seat t's name.
func (s *Scenario) SeatName(t cards.Seat) string {
	if int(t) >= 0 && int(t) < len(s.Seats) {
		return s.Seats[t]
	}
	return "?"
}
