package yamlfile

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Error is one problem in a file, at a position. Msg is lowercase and
// names what is wrong; Err, when set, is the underlying cause (an I/O
// error, a YAML parser error, an engine error) and is what Unwrap returns.
// Kind, when set, is a sentinel error the problem matches with errors.Is
// (a format's "invalid file" error).
type Error struct {
	Pos  Pos
	Msg  string
	Err  error
	Kind error
}

// Error returns "file:line:col: message".
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Unwrap returns the underlying cause, if any.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is the problem's Kind.
func (e *Error) Is(target error) bool { return e.Kind != nil && target == e.Kind }

// ErrorList is every problem found while reading, sorted by file, line
// and column. Its Error method prints one problem a line.
type ErrorList []*Error

// Error returns the problems, one "file:line:col: message" a line.
func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap returns the problems as errors, for errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// Sort orders the list by position, then message, and drops exact
// duplicates (the same message at the same position).
func (l ErrorList) Sort() ErrorList {
	slices.SortStableFunc(l, func(a, b *Error) int {
		if c := a.Pos.Compare(b.Pos); c != 0 {
			return c
		}
		return cmp.Compare(a.Msg, b.Msg)
	})
	return slices.CompactFunc(l, func(a, b *Error) bool {
		return a.Pos == b.Pos && a.Msg == b.Msg
	})
}

// Problems collects the problems of one load. Kind, when set, is given
// to every problem recorded (see Error.Kind).
type Problems struct {
	Kind error
	list ErrorList
}

// Add records a problem.
func (p *Problems) Add(e *Error) {
	if e.Kind == nil {
		e.Kind = p.Kind
	}
	p.list = append(p.list, e)
}

// Addf records a problem at pos.
func (p *Problems) Addf(pos Pos, format string, args ...any) {
	p.Add(&Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Wrap records a problem at pos caused by err; the message is
// "what: err" and err stays reachable through errors.Is and errors.As.
func (p *Problems) Wrap(pos Pos, what string, err error) {
	p.Add(&Error{Pos: pos, Msg: fmt.Errorf("%s: %w", what, err).Error(), Err: err})
}

// Len returns the number of problems recorded so far.
func (p *Problems) Len() int { return len(p.list) }

// Err returns the sorted list, or nil when nothing went wrong.
func (p *Problems) Err() error {
	if len(p.list) == 0 {
		return nil
	}
	return p.list.Sort()
}
