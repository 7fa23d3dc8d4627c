package yamlfile

import (
	"strconv"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// ValuePos returns the position in the file of the byte at offset off of
// scalar n's value. It follows the scalar through the source: quotes, line
// folding and indentation, and a double-quoted scalar's escapes (a
// character written as one is placed at its backslash). Where it cannot
// (an escaped line break), it returns the scalar's own position.
func (f *File) ValuePos(n *yaml.Node, off int) Pos {
	return f.ValuePositions(n, []int{off})[0]
}

// ValuePositions is ValuePos for several offsets of one scalar, in one
// pass over its source; offs must be in ascending order.
func (f *File) ValuePositions(n *yaml.Node, offs []int) []Pos {
	base := Pos{File: f.Path, Line: n.Line, Col: n.Column}
	out := make([]Pos, len(offs))
	for i := range out {
		out[i] = base
	}
	if len(offs) == 0 || n.Kind != yaml.ScalarNode || n.Line < 1 || n.Column < 1 {
		return out
	}
	w := scalarWalk{c: cursor{lines: f.Lines(), line: n.Line - 1, col: n.Column - 1}, value: n.Value}
	switch n.Style {
	case yaml.LiteralStyle, yaml.FoldedStyle:
		w.c.line, w.c.col = w.c.line+1, 0 // the text starts below the | or > header
	case yaml.SingleQuotedStyle:
		w.c.col, w.quote = w.c.col+1, '\''
	case yaml.DoubleQuotedStyle:
		w.c.col, w.quote = w.c.col+1, '"'
	}
	for i, off := range offs {
		if off < w.done || off > len(n.Value) || !w.to(off) {
			break
		}
		out[i] = Pos{File: f.Path, Line: w.c.line + 1, Col: w.c.col + 1}
	}
	return out
}

// scalarWalk matches a scalar's value against its source, a rune at a time.
type scalarWalk struct {
	c     cursor
	value string
	done  int  // bytes of value matched so far
	quote rune // the scalar's quote, or 0
}

// to moves the walk to byte off of the value; false if the source could
// not be followed.
func (w *scalarWalk) to(off int) bool {
	for w.done < off {
		r, size := utf8.DecodeRuneInString(w.value[w.done:off])
		s, ok := w.c.at()
		switch {
		case !ok:
			return false
		case w.quote == '\'' && r == '\'':
			if !w.c.advance('\'') || !w.c.advance('\'') {
				return false
			}
		case w.quote == '"' && s == '\\':
			// An escape stands for one character of the value.
			e, n, ok := escapeAt(w.c.row(), w.c.col)
			if !ok || e != r {
				return false
			}
			w.c.col += n
		case r == s && r != '\n':
			w.c.advance(s) // a blank too: one written for one read, as an escaped one is
		case isBlank(r) && isBlank(s):
			for w.done < off && isBlank(rune(w.value[w.done])) {
				w.done++
			}
			w.c.skipBlanks()
			continue
		case isBlank(s):
			// Folding dropped the source's spaces or line break.
			w.c.skipBlanks()
			continue
		case isBlank(r):
			// The source's blanks were skipped already.
		default:
			return false
		}
		w.done += size
	}
	return true
}

// simpleEscapes are the one-letter escapes of a double-quoted scalar and
// the characters they stand for; hexEscapes the letters that take hex
// digits, and how many.
var (
	simpleEscapes = map[rune]rune{'0': 0, 'a': 7, 'b': 8, 't': 9, '\t': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13, 'e': 27,
		' ': ' ', '"': '"', '/': '/', '\\': '\\', 'N': 0x85, '_': 0xA0, 'L': 0x2028, 'P': 0x2029}
	hexEscapes = map[rune]int{'x': 2, 'u': 4, 'U': 8}
)

// escapeAt reads the escape of a double-quoted scalar at row[col] (its
// backslash): the character it stands for and how many runes it takes.
// An escaped line break, which stands for none, is not read (ok false).
func escapeAt(row []rune, col int) (r rune, n int, ok bool) {
	if col+1 >= len(row) {
		return 0, 0, false
	}
	c := row[col+1]
	if v, found := simpleEscapes[c]; found {
		return v, 2, true
	}
	digits := hexEscapes[c]
	if digits == 0 || col+2+digits > len(row) {
		return 0, 0, false
	}
	v, err := strconv.ParseUint(string(row[col+2:col+2+digits]), 16, 32)
	if err != nil {
		return 0, 0, false
	}
	return rune(v), 2 + digits, true
}

// isBlank reports whether r is a space, a tab or a line break.
func isBlank(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r'
}

// cursor walks the source a rune at a time; col counts runes, as the YAML
// parser's columns do. The end of a line reads as '\n'.
type cursor struct {
	lines     []string
	line, col int
	runes     []rune
	runesLine int
}

// row returns the current line as runes.
func (c *cursor) row() []rune {
	if c.runes == nil || c.runesLine != c.line {
		c.runes, c.runesLine = []rune(c.lines[c.line]), c.line
	}
	return c.runes
}

// at returns the rune under the cursor; false past the end of the file.
func (c *cursor) at() (rune, bool) {
	if c.line >= len(c.lines) {
		return 0, false
	}
	row := c.row()
	if c.col >= len(row) {
		if c.line == len(c.lines)-1 {
			return 0, false
		}
		return '\n', true
	}
	return row[c.col], true
}

// advance moves past rune want; it reports whether want was there.
func (c *cursor) advance(want rune) bool {
	r, ok := c.at()
	if !ok || r != want {
		return false
	}
	if r == '\n' {
		c.line, c.col = c.line+1, 0
	} else {
		c.col++
	}
	return true
}

// skipBlanks moves past spaces, tabs and line breaks.
func (c *cursor) skipBlanks() {
	for {
		r, ok := c.at()
		if !ok || !isBlank(r) {
			return
		}
		c.advance(r)
	}
}
