package scenario

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// Replay reads the scenario file at path, replays it on the engine and
// prints to w the file's name and then each step as the public record tells
// it. The error is nil when every expectation holds; one that matches
// ErrInvalid when the file cannot be read, parsed or set up; or an
// *ExpectationError (matching ErrExpectation) listing every failed
// expectation.
func Replay(w io.Writer, path string) error {
	s, err := ParseFile(path)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(w, path); err != nil {
		return err
	}
	return s.run(w, "  ")
}

// Run replays s on the engine and prints to w what the table saw: the deal
// (with any books laid from it), then each step as the public record tells
// it, or the refusal of a move the engine rejects. Besides the file's own
// expectations it checks that a refused move changes nothing, that the
// engine lists each ask it allows (live) or refuses as dead (marked dead),
// and that no card drawn unseen appears in the record (RULES.md 12). It
// returns nil, an *Error if the position cannot be set up, or an
// *ExpectationError listing every failed expectation.
func (s *Scenario) Run(w io.Writer) error { return s.run(w, "") }

// run is Run with every printed line indented by indent.
func (s *Scenario) run(w io.Writer, indent string) error {
	g, err := engine.NewGame(s.Setup)
	if err != nil {
		return &Error{Pos: Pos{File: s.File, Line: 1, Col: 1}, Msg: "cannot set up the game: " + err.Error(), Err: err}
	}
	r := &replay{s: s, g: g, t: tell.Teller{Names: s.Seats}, w: w, indent: indent}
	r.print("deal", g.Record())
	for i, st := range s.Steps {
		r.step(i+1, st)
	}
	r.end()
	if r.werr != nil {
		return r.werr
	}
	if len(r.fails) > 0 {
		return &ExpectationError{Failures: r.fails}
	}
	return nil
}

// replay is one run of a scenario.
type replay struct {
	s      *Scenario
	g      *engine.Game
	t      tell.Teller
	w      io.Writer
	indent string
	werr   error
	fails  []Failure
}

// failf records a failed expectation at pos (or at the step's own
// position, when the expectation has none).
func (r *replay) failf(step int, pos Pos, format string, args ...any) {
	r.fails = append(r.fails, Failure{File: r.s.File, Line: pos.Line, Col: pos.Col, Step: step, Msg: fmt.Sprintf(format, args...)})
}

// print writes the lines of one step, the first after its label.
func (r *replay) print(label string, events []engine.Event) []string {
	lines := make([]string, len(events))
	for i, e := range events {
		lines[i] = r.t.Tell(e)
	}
	r.printLines(label, lines)
	return lines
}

// printLines writes lines under a label, aligned.
func (r *replay) printLines(label string, lines []string) {
	pad := strings.Repeat(" ", len(label)+2)
	for i, l := range lines {
		head := pad
		if i == 0 {
			head = label + ": "
		}
		if _, err := fmt.Fprintln(r.w, r.indent+head+l); err != nil && r.werr == nil {
			r.werr = err
		}
	}
}

// snapshot is everything a refused move must leave as it was.
type snapshot struct {
	hands  []cards.Cards
	books  []cards.Ranks
	pond   int
	turn   cards.Seat
	over   bool
	record int
}

// take records the game's state.
func (r *replay) take() snapshot {
	sn := snapshot{pond: r.g.PondSize(), turn: r.g.Turn(), over: r.g.Over(), record: len(r.g.Record())}
	for i := range r.s.Seats {
		sn.hands = append(sn.hands, r.g.HandSet(cards.Seat(i)))
		sn.books = append(sn.books, r.g.BookSet(cards.Seat(i)))
	}
	return sn
}

// changed names what differs between two snapshots, or "" if nothing.
func (r *replay) changed(a, b snapshot) string {
	var what []string
	for i := range a.hands {
		if a.hands[i] != b.hands[i] {
			what = append(what, r.s.Seats[i]+"'s hand")
		}
		if a.books[i] != b.books[i] {
			what = append(what, r.s.Seats[i]+"'s books")
		}
	}
	if a.pond != b.pond {
		what = append(what, "the pond")
	}
	if a.turn != b.turn {
		what = append(what, fmt.Sprintf("the turn (now %s's)", r.s.SeatName(b.turn)))
	}
	if a.over != b.over {
		what = append(what, "whether the game is over")
	}
	if a.record != b.record {
		what = append(what, "the record")
	}
	return strings.Join(what, ", ")
}

// step plays one step and checks its expectations.
func (r *replay) step(n int, st Step) {
	label := fmt.Sprintf("step %d", n)
	e := st.Expect
	before := r.take()
	asks := r.g.Asks(nil)
	out, err := r.g.Play(st.Move)
	if err != nil {
		r.refused(n, label, st, before, asks, err)
		return
	}
	lines := r.print(label, r.g.Record()[before.record:])
	if e.Error.Set {
		r.failf(n, e.Error.Pos, "expected error %s, got the move played", e.Error.Value)
	}
	r.listed(n, st, asks, "listed live")
	r.checkOutcome(n, e, out)
	r.unseen(n, st, before, out, lines)
}

// refused prints and checks a move the engine rejected.
func (r *replay) refused(n int, label string, st Step, before snapshot, asks []engine.Ask, err error) {
	e := st.Expect
	var me *engine.MoveError
	errors.As(err, &me)
	msg := r.t.Err(err)
	r.printLines(label, []string{"refused: " + msg})
	switch {
	case !e.Error.Set:
		r.failf(n, st.Pos, "expected the move to be played, got %s", msg)
	case me == nil || me.Kind != e.Error.Value:
		r.failf(n, e.Error.Pos, "expected error %s, got %s", e.Error.Value, msg)
	}
	if what := r.changed(before, r.take()); what != "" {
		r.failf(n, st.Pos, "expected the refused move to change nothing, got a change to %s", what)
	}
	switch {
	case me == nil || before.over || st.Move.By != before.turn:
	case me.Kind == engine.ErrDeadAsk:
		r.listed(n, st, asks, "listed dead")
	default:
		r.listed(n, st, asks, "not listed")
	}
	if e.Next.Set && r.g.Turn() != e.Next.Value {
		r.failf(n, e.Next.Pos, "expected next %s, got %s", r.s.SeatName(e.Next.Value), r.s.SeatName(r.g.Turn()))
	}
}

// listed checks how the step's ask appears among the asks the engine listed
// for the seat to move before the step: an ask it allowed must be listed
// live, a dead ask it refused listed and marked dead (RULES.md 9), and any
// other ask it refused not listed at all.
func (r *replay) listed(n int, st Step, asks []engine.Ask, want string) {
	m := st.Move
	if m.Kind == engine.MoveClaim {
		return
	}
	state := "not listed"
	for _, a := range asks {
		if a.Move(m.By) == m {
			state = "listed live"
			if a.Dead {
				state = "listed dead"
			}
		}
	}
	if state != want {
		r.failf(n, st.Pos, "expected the ask %s among the possible asks, got %s", want, state)
	}
}
