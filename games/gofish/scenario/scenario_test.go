package scenario

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// TestScenariosReplayClean replays every worked example: each must set up
// and meet every expectation.
func TestScenariosReplayClean(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "scenarios", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 25 {
		t.Errorf("%d scenario files, want at least 25", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			var out bytes.Buffer
			err := Replay(&out, f)
			if err != nil {
				kind := "setup"
				if errors.Is(err, ErrExpectation) {
					kind = "expectation"
				}
				t.Errorf("%s error:\n%v\ntranscript:\n%s", kind, err, out.String())
			}
		})
	}
}

// TestFailureFormats checks the FILE:LINE: step N: message form, the end
// form, and FILE:LINE:COL: when the column is known.
func TestFailureFormats(t *testing.T) {
	err := &ExpectationError{Failures: []Failure{
		{File: "a.yaml", Line: 12, Step: 3, Msg: "expected next Ben, got Ana"},
		{File: "a.yaml", Line: 20, Msg: "expected pond 42, got 41"},
		{File: "a.yaml", Line: 14, Col: 27, Step: 4, Msg: "expected wish true, got false"},
	}}
	want := "a.yaml:12: step 3: expected next Ben, got Ana\na.yaml:20: end: expected pond 42, got 41\na.yaml:14:27: step 4: expected wish true, got false"
	if err.Error() != want {
		t.Errorf("got %q, want %q", err.Error(), want)
	}
	if !errors.Is(err, ErrExpectation) || errors.Is(err, ErrInvalid) {
		t.Error("an ExpectationError must match ErrExpectation only")
	}
	var e error = &Error{Pos: Pos{File: "b.yaml", Line: 3, Col: 7}, Msg: "turn: unknown seat", Kind: ErrInvalid}
	if e.Error() != "b.yaml:3:7: turn: unknown seat" || !errors.Is(e, ErrInvalid) || errors.Is(e, ErrExpectation) {
		t.Errorf("Error %q: want b.yaml:3:7: turn: unknown seat, matching ErrInvalid only", e)
	}
}

// TestRefusedMoveMustChangeNothing checks the snapshot comparison a refused
// move is held to.
func TestRefusedMoveMustChangeNothing(t *testing.T) {
	s := &Scenario{Seats: []string{"Ana", "Ben"}}
	r := &replay{s: s}
	a := snapshot{hands: []cards.Cards{1 << 4, 1 << 5}, books: []cards.Ranks{0, 0}, pond: 10, turn: 0, record: 4}
	if got := r.changed(a, a); got != "" {
		t.Errorf("changed(a, a) = %q, want nothing", got)
	}
	b := a
	b.hands = []cards.Cards{1 << 4, 1<<5 | 1<<6}
	b.pond, b.turn, b.record = 9, 1, 6
	if got, want := r.changed(a, b), "Ben's hand, the pond, the turn (now Ben's), the record"; got != want {
		t.Errorf("changed = %q, want %q", got, want)
	}
}
