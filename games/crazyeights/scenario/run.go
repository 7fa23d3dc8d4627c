package scenario

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// Transcript is a scenario played on the engine: the position's events,
// then each step with the events it added.
type Transcript struct {
	Scenario *Scenario
	// Setup are the events of the position (the hand, each deal, the top
	// card turned up, and buried where the rules bury it); Stock the
	// stock's size after them, Top the top card and Beneath the discards
	// under it.
	Setup   []engine.Event
	Stock   int
	Top     cards.Card
	Beneath int
	Steps   []Played
	// Game is the game after the last step.
	Game *engine.Game
	// Failures are the expectations the engine did not meet.
	Failures []Failure
}

// Played is one step as played.
type Played struct {
	Step Step
	// Mover is the seat to move when the step was tried; Refused the
	// refusal it met (0: none); Wrong is set when the step's seat was
	// not the seat to move (the move was not tried).
	Mover   cards.Seat
	Refused engine.ErrKind
	Wrong   bool
	// Events are the events the move added; Drawn, aligned with them,
	// the cards each draw took, as only their drawer (and the narrator)
	// sees them: nil where unknown (after a reshuffle or a new deal).
	Events []engine.Event
	Drawn  [][]cards.Card
	// Next is the seat to move after it.
	Next cards.Seat
}

// Failure is an expectation not met: where it is written, the step (from
// 1; 0 for the end) and what differs.
type Failure struct {
	Pos  Pos
	Step int
	Msg  string
}

// String returns "FILE:LINE:COL: step N: MSG" ("end:" for the end).
func (f Failure) String() string {
	at := "end"
	if f.Step > 0 {
		at = fmt.Sprintf("step %d", f.Step)
	}
	return fmt.Sprintf("%s: %s: %s", f.Pos, at, f.Msg)
}

// ExpectationError is every expectation a replay found unmet; it
// matches ErrExpectation.
type ExpectationError struct{ Failures []Failure }

func (e *ExpectationError) Error() string {
	lines := make([]string, len(e.Failures))
	for i, f := range e.Failures {
		lines[i] = f.String()
	}
	return strings.Join(lines, "\n")
}

// Is reports whether target is ErrExpectation.
func (e *ExpectationError) Is(target error) bool { return target == ErrExpectation }

// Play plays the scenario on the engine and checks its expectations.
func (s *Scenario) Play() (*Transcript, error) {
	g, err := engine.Arrange(s.Position)
	if err != nil {
		return nil, fmt.Errorf("%s: %w: %v", s.File, ErrInvalid, err)
	}
	t := &Transcript{Scenario: s, Setup: slices.Clone(g.Record()), Stock: len(g.Stock()), Top: g.Top(),
		Beneath: len(g.Discards()) - 1, Game: g}
	for i, st := range s.Steps {
		t.Steps = append(t.Steps, t.step(g, i+1, st))
	}
	t.end(g)
	return t, nil
}

// fail records an expectation not met.
func (t *Transcript) fail(pos Pos, step int, format string, args ...any) {
	t.Failures = append(t.Failures, Failure{Pos: pos, Step: step, Msg: fmt.Sprintf(format, args...)})
}

// step plays step n and checks what it must produce.
func (t *Transcript) step(g *engine.Game, n int, st Step) Played {
	s := t.Scenario
	pl := Played{Step: st, Mover: g.Turn()}
	if st.By != g.Turn() && !g.Over() {
		pl.Wrong, pl.Next = true, g.Turn()
		t.fail(st.Pos, n, "%s moves, but it is %s's turn", s.SeatName(st.By), s.SeatName(g.Turn()))
		return pl
	}
	stock, from := g.Stock(), len(g.Record())
	hand := g.HandSet(pl.Mover)
	err := g.Play(st.Move)
	if me, ok := err.(*engine.MoveError); ok {
		pl.Refused = me.Kind
	} else if err != nil {
		t.fail(st.Pos, n, "%v", err)
	}
	pl.Events = slices.Clone(g.Record()[from:])
	pl.Drawn = make([][]cards.Card, len(pl.Events))
	known := true
	for i, e := range pl.Events {
		switch e.Kind {
		case engine.EvReshuffle, engine.EvHand:
			known = false
		case engine.EvDraw:
			k := int(e.Count)
			if known && k <= len(stock) {
				pl.Drawn[i], stock = stock[:k:k], stock[k:]
			}
		}
	}
	pl.Next = g.Turn()
	t.check(g, n, st, pl, hand)
	return pl
}

// check checks a step's expectations.
func (t *Transcript) check(g *engine.Game, n int, st Step, pl Played, before cards.Cards) {
	s, x := t.Scenario, st.Expect
	switch {
	case x.Error.Set && pl.Refused != x.Error.Value:
		got := "the move allowed"
		if pl.Refused != 0 {
			got = pl.Refused.String()
		}
		t.fail(x.Error.Pos, n, "expected refusal %s, got %s", x.Error.Value, got)
	case !x.Error.Set && pl.Refused != 0:
		t.fail(st.Pos, n, "expected the move allowed, got refusal %s", pl.Refused)
	}
	if x.Next.Set && x.Next.Value != pl.Next {
		t.fail(x.Next.Pos, n, "expected next %s, got %s", s.SeatName(x.Next.Value), s.SeatName(pl.Next))
	}
	if x.Follow.Set && x.Follow.Value != g.Follow() {
		t.fail(x.Follow.Pos, n, "expected follow %s, got %s", x.Follow.Value.Word(), g.Follow().Word())
	}
	if x.Draws.Set {
		var got []cards.Card
		for _, d := range pl.Drawn {
			got = append(got, d...)
		}
		if want := set(x.Draws.Value); want != set(got) {
			t.fail(x.Draws.Pos, n, "expected draws %s, got %s", want, set(got))
		}
	}
}

// end checks what must hold after the last step.
func (t *Transcript) end(g *engine.Game) {
	s, e := t.Scenario, t.Scenario.End
	if e.Over.Set && e.Over.Value != g.Over() {
		t.fail(e.Over.Pos, 0, "expected over %t, got %t", e.Over.Value, g.Over())
	}
	if e.Winners.Set && !slices.Equal(e.Winners.Value, g.Winners()) {
		t.fail(e.Winners.Pos, 0, "expected winners %s, got %s", s.names(e.Winners.Value), s.names(g.Winners()))
	}
	for _, seat := range sortedSeats(e.Hands) {
		w := e.Hands[seat]
		if got := g.HandSet(seat); got != set(w.Value) {
			t.fail(w.Pos, 0, "expected %s to hold %s, got %s", s.SeatName(seat), set(w.Value), got)
		}
	}
	totals := g.Totals()
	for _, seat := range sortedSeats(e.Points) {
		w := e.Points[seat]
		if got := totals[seat]; got != w.Value {
			t.fail(w.Pos, 0, "expected %s to score %s, got %d", s.SeatName(seat), plural(w.Value, "point"), got)
		}
	}
}

// sortedSeats returns m's seats in order.
func sortedSeats[T any](m map[cards.Seat]T) []cards.Seat {
	var out []cards.Seat
	for s := range m {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// set returns the set of cs.
func set(cs []cards.Card) cards.Cards {
	var out cards.Cards
	for _, c := range cs {
		out = out.Add(c)
	}
	return out
}

// names joins seats' names.
func (s *Scenario) names(seats []cards.Seat) string {
	var out []string
	for _, t := range seats {
		out = append(out, s.SeatName(t))
	}
	return "[" + strings.Join(out, ", ") + "]"
}

// Run plays the scenario and writes its transcript to w: the position,
// then each step and the events of the public record it added (in the
// engine's terse tokens, which name no language). Its error is an
// *ExpectationError when an expectation was not met.
func (s *Scenario) Run(w io.Writer) error {
	t, err := s.Play()
	if err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: rules %s", s.File, s.Preset)
	for _, c := range s.Changes {
		fmt.Fprintf(&b, ", %s", c)
	}
	b.WriteString("\n")
	for i, name := range s.Seats {
		fmt.Fprintf(&b, "  %s holds %s\n", name, s.Position.Hands[i])
	}
	for _, e := range t.Setup {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	for i, pl := range t.Steps {
		fmt.Fprintf(&b, "step %d: %s %s", i+1, s.SeatName(pl.Step.By), pl.Step.Move)
		switch {
		case pl.Wrong:
			b.WriteString(": not their turn\n")
			continue
		case pl.Refused != 0:
			fmt.Fprintf(&b, ": refused, %s\n", pl.Refused)
			continue
		}
		b.WriteString("\n")
		for j, e := range pl.Events {
			fmt.Fprintf(&b, "  %s", e)
			if pl.Drawn[j] != nil {
				fmt.Fprintf(&b, " (%s)", set(pl.Drawn[j]))
			}
			b.WriteString("\n")
		}
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	if len(t.Failures) > 0 {
		return &ExpectationError{Failures: t.Failures}
	}
	return nil
}

// Replay parses the file at path and runs it (Run).
func Replay(w io.Writer, path string) error {
	s, err := ParseFile(path)
	if err != nil {
		return err
	}
	return s.Run(w)
}
