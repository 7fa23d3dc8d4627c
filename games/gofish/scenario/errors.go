package scenario

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/yamlfile"
)

// ErrInvalid is matched (with errors.Is) by every error for a scenario file
// that cannot be read, parsed or set up: the CLI exits 1 on it.
var ErrInvalid = game.ErrInvalid

// ErrExpectation is matched (with errors.Is) by the error a replay returns
// when one of the file's expectations is not met: the CLI exits 3 on it.
var ErrExpectation = game.ErrExpectation

// Pos is a position in a scenario file: the file's name as given, and the
// 1-based line and column (0 when unknown). It is yamlfile.Pos, shared by
// every file format rulecard reads.
type Pos = yamlfile.Pos

// Error is a problem with a scenario file at a position: a file that cannot
// be read, a key or value that is not allowed, or a deal that does not add
// up. ErrorList is every problem found in one file, sorted by position.
// They are yamlfile's; those a scenario reports match ErrInvalid (their
// Kind).
type (
	Error     = yamlfile.Error
	ErrorList = yamlfile.ErrorList
)

// Failure is one expectation of a scenario file that the engine did not
// meet.
type Failure struct {
	// File, Line and Col locate the expectation (or the step, when the
	// step itself went wrong); Col is 0 when unknown.
	File      string
	Line, Col int
	// Step numbers the step from 1; 0 is the file's end expectations.
	Step int
	// Msg reads "expected …, got …".
	Msg string
}

// String formats the failure as FILE:LINE:COL: step N: expected …, got …
// (or FILE:LINE:COL: end: … for the end expectations), without COL when
// it is unknown.
func (f Failure) String() string {
	where := "end"
	if f.Step > 0 {
		where = fmt.Sprintf("step %d", f.Step)
	}
	if f.Col > 0 {
		return fmt.Sprintf("%s:%d:%d: %s: %s", f.File, f.Line, f.Col, where, f.Msg)
	}
	return fmt.Sprintf("%s:%d: %s: %s", f.File, f.Line, where, f.Msg)
}

// ExpectationError lists every failed expectation of a scenario file, in
// file order. It matches ErrExpectation.
type ExpectationError struct {
	Failures []Failure
}

// Error formats the failures one a line.
func (e *ExpectationError) Error() string {
	s := make([]string, len(e.Failures))
	for i, f := range e.Failures {
		s[i] = f.String()
	}
	return strings.Join(s, "\n")
}

// Is reports whether target is ErrExpectation.
func (e *ExpectationError) Is(target error) bool { return target == ErrExpectation }
