// Package yamlfile reads the files rulecard is given (cards, locale files,
// worked-example scenarios) with their positions: a [Pos] is a file, a
// line and a column; an [Error] is one problem at a position, printed
// "file:line:col: message"; an [ErrorList] is every problem of a load,
// sorted. [Parse] parses one YAML document keeping the source lines,
// and a [Decoder] reads its nodes strictly (unknown and duplicate keys,
// wrong kinds of value), recording every problem rather than stopping at
// the first. [File.ValuePos] places a problem inside a scalar's text.
//
// content and games/gofish/scenario both read their files with it, so every
// format reports its problems the same way.
package yamlfile

import (
	"cmp"
	"strconv"
	"strings"
)

// Pos is a position in a file: the file's path as given, and the 1-based
// line and column (0 when unknown). Columns count characters, as the YAML
// parser does.
type Pos struct {
	File string
	Line int
	Col  int
}

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

// Compare orders positions by file, line and column: -1 when p comes
// first, 1 when q does, 0 when they are the same.
func (p Pos) Compare(q Pos) int {
	if c := cmp.Compare(p.File, q.File); c != 0 {
		return c
	}
	if c := cmp.Compare(p.Line, q.Line); c != 0 {
		return c
	}
	return cmp.Compare(p.Col, q.Col)
}
