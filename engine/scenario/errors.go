package scenario

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// ErrInvalid is matched (with errors.Is) by every error for a scenario file
// that cannot be read, parsed or set up: the CLI exits 1 on it.
var ErrInvalid = errors.New("invalid scenario")

// ErrExpectation is matched (with errors.Is) by the error a replay returns
// when one of the file's expectations is not met: the CLI exits 3 on it.
var ErrExpectation = errors.New("expectation failed")

// Pos is a position in a scenario file: the file's name as given, and the
// 1-based line and column (0 when unknown).
type Pos struct {
	File string
	Line int
	Col  int
}

// String formats the position as file:line:col, leaving out what is unknown.
func (p Pos) String() string {
	switch {
	case p.Line == 0:
		return p.File
	case p.Col == 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// less orders positions by line, then column.
func (p Pos) less(q Pos) bool {
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Error is a problem with a scenario file at a position: a file that cannot
// be read, a key or value that is not allowed, or a deal that does not add
// up. It matches ErrInvalid.
type Error struct {
	Pos Pos
	Msg string
	// Err is the underlying cause, if any (an I/O or engine error).
	Err error
}

// Error formats the error as file:line:col: message.
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is ErrInvalid.
func (e *Error) Is(target error) bool { return target == ErrInvalid }

// ErrorList is every problem found in one scenario file, sorted by position.
// It matches ErrInvalid.
type ErrorList []*Error

// Error formats the problems one a line.
func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Is reports whether target is ErrInvalid.
func (l ErrorList) Is(target error) bool { return target == ErrInvalid }

// Unwrap returns the problems.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// sorted returns the list in position order, stable for equal positions,
// or nil when it is empty.
func (l ErrorList) sorted() error {
	if len(l) == 0 {
		return nil
	}
	sort.SliceStable(l, func(i, j int) bool { return l[i].Pos.less(l[j].Pos) })
	return l
}

// Failure is one expectation of a scenario file that the engine did not
// meet.
type Failure struct {
	// File and Line locate the expectation (or the step, when the step
	// itself went wrong).
	File string
	Line int
	// Step numbers the step from 1; 0 is the file's end expectations.
	Step int
	// Msg reads "expected …, got …".
	Msg string
}

// String formats the failure as FILE:LINE: step N: expected …, got … (or
// FILE:LINE: end: … for the end expectations).
func (f Failure) String() string {
	where := "end"
	if f.Step > 0 {
		where = fmt.Sprintf("step %d", f.Step)
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
