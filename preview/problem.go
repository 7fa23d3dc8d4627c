package preview

import (
	"errors"
	"regexp"
	"strings"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
)

// Problem is one thing wrong with the card, as the page shows it.
type Problem struct {
	// Pos is where it is, "file:line:col" (or less where less is known;
	// empty for a problem of no file).
	Pos string `json:"pos"`
	// Message says what is wrong.
	Message string `json:"message"`
}

// String returns "pos: message", or the message alone.
func (p Problem) String() string {
	if p.Pos == "" {
		return p.Message
	}
	return p.Pos + ": " + p.Message
}

// posLine finds a position at the start of a line of an error message:
// "dir/en.yaml:12:5: message", the column optional, the file's name
// without white space.
var posLine = regexp.MustCompile(`^(\S*?[^\s:]):(\d+)(?::(\d+))?: (.+)$`)

// problemsOf returns the problems an error tells of: each content.Error
// with its position, and for any other error each line of its message,
// with the position it starts with if it names one.
func problemsOf(err error) []Problem {
	if err == nil {
		return nil
	}
	var list content.ErrorList
	if errors.As(err, &list) {
		out := make([]Problem, 0, len(list))
		for _, e := range list {
			out = append(out, Problem{Pos: e.Pos.String(), Message: e.Msg})
		}
		return out
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		var out []Problem
		for _, e := range joined.Unwrap() {
			out = append(out, problemsOf(e)...)
		}
		return out
	}
	var out []Problem
	for _, line := range strings.Split(err.Error(), "\n") {
		out = append(out, problemInLine(strings.TrimSpace(line)))
	}
	return out
}

// problemInLine reads a position from the front of a message, or from
// after a prefix such as "card gofish (sv): ".
func problemInLine(line string) Problem {
	for rest := line; rest != ""; {
		if m := posLine.FindStringSubmatch(rest); m != nil {
			pos := m[1] + ":" + m[2]
			if m[3] != "" {
				pos += ":" + m[3]
			}
			return Problem{Pos: pos, Message: m[4]}
		}
		_, after, ok := strings.Cut(rest, ": ")
		if !ok {
			break
		}
		rest = after
	}
	return Problem{Message: line}
}

// reportProblems returns the failures of a check report, the card's own
// first, then each statement's in reading order.
func reportProblems(rep *claim.Report) []Problem {
	var out []Problem
	add := func(f claim.Failure) {
		msg := f.Message
		if f.Statement != "" && !strings.Contains(msg, f.Statement) {
			msg = "statement " + f.Statement + ": " + msg
		}
		out = append(out, Problem{Pos: f.Pos, Message: msg})
	}
	for _, f := range rep.Problems {
		add(f)
	}
	for _, st := range rep.Statements {
		for _, f := range st.Failures {
			add(f)
		}
	}
	return out
}
