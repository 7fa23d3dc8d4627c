package content

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// String returns the position as "file:line:col", "file:line" when the
// column is unknown, or "file" when the line is unknown too.
func (p Pos) String() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(p.Line))
		if p.Col > 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(p.Col))
		}
	}
	return b.String()
}

// comparePos orders positions by file, line and column.
func comparePos(a, b Pos) int {
	if c := cmp.Compare(a.File, b.File); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Line, b.Line); c != 0 {
		return c
	}
	return cmp.Compare(a.Col, b.Col)
}

// Error is one problem in a content file, at a position. Msg is lowercase
// and names what is wrong; Err, when set, is the underlying cause (an I/O
// error, a YAML parser error) and is what Unwrap returns.
type Error struct {
	Pos Pos
	Msg string
	Err error
}

// Error returns "file:line:col: message".
func (e *Error) Error() string {
	return e.Pos.String() + ": " + e.Msg
}

// Unwrap returns the underlying cause, if any.
func (e *Error) Unwrap() error { return e.Err }

// ErrorList is every problem found while loading a card, sorted by file,
// line and column. Its Error method prints one problem a line.
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

// sort orders the list by position, then message, and drops exact
// duplicates (the same message at the same position).
func (l ErrorList) sort() ErrorList {
	slices.SortStableFunc(l, func(a, b *Error) int {
		if c := comparePos(a.Pos, b.Pos); c != 0 {
			return c
		}
		return cmp.Compare(a.Msg, b.Msg)
	})
	return slices.CompactFunc(l, func(a, b *Error) bool {
		return a.Pos == b.Pos && a.Msg == b.Msg
	})
}

// problems collects errors while a card is loaded.
type problems struct {
	list ErrorList
}

// addf records a problem at pos.
func (p *problems) addf(pos Pos, format string, args ...any) {
	p.list = append(p.list, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// wrap records a problem at pos caused by err; the message is
// "what: err" and err stays reachable through errors.Is and errors.As.
func (p *problems) wrap(pos Pos, what string, err error) {
	w := fmt.Errorf("%s: %w", what, err)
	p.list = append(p.list, &Error{Pos: pos, Msg: w.Error(), Err: err})
}

// err returns the sorted list, or nil when nothing went wrong.
func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	return p.list.sort()
}
