package yamlfile

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// The YAML parser reports a quote or a bracket that is never closed where
// it gave up, often far from the mistake: a quoted string left open on
// line 58 swallows the rest of the file, and a flow mapping opened on line
// 33 is reported at line 33 for a mistake further down, or the other way
// round. When the parser fails, structureProblems reads the file's tokens
// as the parser's scanner does (structtoken.go, structscalar.go: comments,
// block scalars, plain scalars that hold a quote like it's and go on over
// lines as deep as the block collection around them, quoted keys, flow
// collections across lines) and reports the construct that opened the
// trouble: the opening quote, the bracket that is never closed or is
// closed by the wrong one, the closing bracket that closes nothing.

// opener is an opening quote or bracket, with its position and the
// indentation of its line.
type opener struct {
	c   rune
	pos Pos
	ind int
}

// simpleKey is where a key without "? " may have started: a mapping key
// if a ':' follows on its line (libyaml's simple key).
type simpleKey struct {
	possible  bool
	line, col int
}

// structScan is the scanner's state across one file. Lines and columns
// count from 0 here, columns in characters, as the parser counts them.
type structScan struct {
	path  string
	src   string // the file, with CRLF as LF and without a byte-order mark
	i     int    // the byte being read
	line  int    // its line
	col   int    // its column
	ind   int    // the indentation of its line
	probs []*Error

	flow     []opener    // the flow collections the parser has open, innermost last
	keys     []simpleKey // the possible simple key of each flow level, the block level first
	afterKey bool        // the last token was a "?"
	keyOK    bool        // a simple key may start here
	indent   int         // the column of the innermost block collection; -1 at the top level
	indents  []int       // the columns of the block collections around it
	// dedent is the first line inside the open flow collections that is
	// indented no more than the line the outermost opened on (0: none).
	// YAML wants them indented more; the parser lets it pass, but a
	// problem found after such a line is the collection's, never closed.
	dedent int

	quote      *opener // the quoted scalar never closed
	last       opener  // the last quoted scalar's opening quote
	closedAt   Pos     // where it ended (its closing quote)
	closeByte  int     // the closing quote's byte
	afterQuote bool    // nothing but a separator has come since the last quoted scalar ended

	aliases []alias // every alias, in order
}

// alias is an alias node (*name) and where it is.
type alias struct {
	name string
	pos  Pos
}

// syntaxError records the problems of data, which the parser refused with
// err: its quote and bracket structure's, or else the parser's message.
func syntaxError(p *Problems, path string, data []byte, err error) {
	probs := structureProblems(path, data)
	if len(probs) == 0 {
		e := yamlError(path, err)
		// The parser names no line for an alias of no anchor: the alias's.
		if m := unknownAnchor.FindStringSubmatch(e.Msg); m != nil && e.Pos.Line == 1 {
			if pos, ok := aliasAt(path, data, m[1]); ok {
				e.Pos = pos
			}
		}
		// It names the line of a colon inside a plain text, not its
		// column: the second ": " of the line (the first is its key's),
		// with a hint, as a writer meant it as text.
		if strings.Contains(e.Msg, "mapping values are not allowed") {
			if col, ok := secondColon(data, e.Pos.Line); ok {
				e.Pos.Col = col
				e.Msg += `: a ": " inside a text starts a key; put the text in quotes`
			}
		}
		// It names the line of a bad escape, not its column: the first
		// escape of that line that does not stand for a character.
		if strings.Contains(e.Msg, "escape") {
			if col, ok := badEscapeCol(data, e.Pos.Line); ok {
				e.Pos.Col = col
			}
		}
		// The file's last line, should the parser name one after it.
		if n := strings.Count(string(data), "\n") + 1; e.Pos.Line > n {
			e.Pos.Line = n
		}
		p.Add(e)
		return
	}
	for _, e := range probs {
		e.Msg, e.Err = "invalid yaml: "+e.Msg, err
		p.Add(e)
	}
}

// lineRunes returns line n of data (from 1) as runes, as the parser's
// columns count them.
func lineRunes(data []byte, n int) ([]rune, bool) {
	ls := lines(data)
	if n < 1 || n > len(ls) {
		return nil, false
	}
	return []rune(ls[n-1]), true
}

// secondColon returns the column of the second ": " (or ":" ending the
// line) of line n of data, from 1.
func secondColon(data []byte, n int) (int, bool) {
	row, ok := lineRunes(data, n)
	if !ok {
		return 0, false
	}
	seen := 0
	for i, r := range row {
		if r == ':' && (i+1 == len(row) || row[i+1] == ' ') {
			if seen++; seen == 2 {
				return i + 1, true
			}
		}
	}
	return 0, false
}

// badEscapeCol returns the column of the first backslash on line n of
// data (from 1) that starts no escape a double-quoted scalar may hold: an
// unknown escape letter, too few hex digits, or a code that is no
// character (a surrogate, past U+10FFFF).
func badEscapeCol(data []byte, n int) (int, bool) {
	row, ok := lineRunes(data, n)
	if !ok {
		return 0, false
	}
	for i := 0; i < len(row); i++ {
		if row[i] != '\\' {
			continue
		}
		if i+1 == len(row) {
			return 0, false // an escaped line break
		}
		r, size, ok := escapeAt(row, i)
		if !ok || r >= 0xD800 && r <= 0xDFFF || r > 0x10FFFF {
			return i + 1, true
		}
		i += size - 1
	}
	return 0, false
}

// unknownAnchor is the parser's message for an alias of no anchor.
var unknownAnchor = regexp.MustCompile(`unknown anchor '(.*)' referenced$`)

// aliasAt returns where the first alias *name of data is.
func aliasAt(path string, data []byte, name string) (Pos, bool) {
	s := newStructScan(path, data)
	for s.token() {
	}
	for _, a := range s.aliases {
		if a.name == name {
			return a.pos, true
		}
	}
	return Pos{}, false
}

// structureProblems returns the problems of data's quote and bracket
// structure, each at the construct that opened it; none when the
// structure is sound (the parser's own message is the better one then).
func structureProblems(path string, data []byte) []*Error {
	s := newStructScan(path, data)
	for s.token() {
	}
	if len(s.probs) > 0 {
		return s.unclosedBefore()
	}
	if s.quote != nil { // it took in every bracket after it
		s.problem(s.quote.pos, "quoted string opened here is never closed")
		return s.unclosedBefore()
	}
	for _, o := range s.flow {
		s.problem(o.pos, "'%c' opened here is never closed", o.c)
	}
	return s.probs
}

// newStructScan returns a scanner at the start of data.
func newStructScan(path string, data []byte) *structScan {
	src := strings.TrimPrefix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\uFEFF")
	return &structScan{path: path, src: src, ind: indentOf(src), keys: make([]simpleKey, 1), keyOK: true, indent: -1}
}

// unclosedBefore returns the problems found, or, when they were found
// inside flow collections after a line that left them (see dedent), that
// the collections opened before that line are never closed.
func (s *structScan) unclosedBefore() []*Error {
	if s.dedent == 0 {
		return s.probs
	}
	s.probs = nil
	for _, o := range s.flow {
		if o.pos.Line < s.dedent {
			s.problem(o.pos, "'%c' opened here is never closed", o.c)
		}
	}
	return s.probs
}

// problem records a problem at pos.
func (s *structScan) problem(pos Pos, format string, args ...any) {
	s.probs = append(s.probs, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// at is the position of the character being read.
func (s *structScan) at() Pos {
	return Pos{File: s.path, Line: s.line + 1, Col: s.col + 1}
}

// quoteFollowed reports the token after a quoted scalar on the line it
// ended on, unless it is a separator: a string that ran on from an
// earlier line was never closed where it was meant to be (the quote that
// ended it opened the next string); text right after the closing quote
// was meant to be in the string; other text should have been quoted with
// it. Any such token makes the file invalid YAML.
func (s *structScan) quoteFollowed() bool {
	c, end := s.src[s.i], s.closedAt
	switch {
	case c == ':' || c == ',' && len(s.flow) > 0 || c == ']' || c == '}':
		return false
	case s.last.pos.Line != end.Line:
		s.problem(s.last.pos, "quoted string opened here is never closed (it runs on to the quote at %d:%d)", end.Line, end.Col)
	case s.i == s.closeByte+1 && isWordStart(c) && s.last.c == '\'':
		s.problem(end, "the quoted string ends here: a ' inside '…' is written ''")
	case s.i == s.closeByte+1 && isWordStart(c):
		s.problem(end, "the quoted string ends here: a \" inside \"…\" is written \\\"")
	default:
		s.problem(s.at(), "text after a quoted string: quote all of the value, or none of it")
	}
	return true
}

// open scans the opening bracket being read.
func (s *structScan) open() {
	s.saveKey()
	s.flow = append(s.flow, opener{rune(s.src[s.i]), s.at(), s.ind})
	s.keys = append(s.keys, simpleKey{})
	s.keyOK = true
	s.advance()
}

// close scans the closing bracket being read, or reports it: one that
// closes nothing, or one that closes a collection the other bracket
// opened. The parser takes a ']' right after a "?" in a flow sequence
// as part of that entry ("[? ]]" is one sequence for it), so that ']'
// closes nothing for the parser, though the scanner leaves its flow level.
func (s *structScan) close(afterKey bool) {
	c := rune(s.src[s.i])
	want := map[rune]rune{'}': '{', ']': '['}[c]
	switch top := len(s.flow) - 1; {
	case top < 0:
		s.problem(s.at(), "'%c' with no '%c'", c, want)
		return
	case s.flow[top].c != want:
		at := s.at()
		s.problem(s.flow[top].pos, "'%c' opened here is closed by '%c' at %d:%d", s.flow[top].c, c, at.Line, at.Col)
		return
	case !afterKey || c != ']':
		if s.flow = s.flow[:top]; top == 0 {
			s.dedent = 0
		}
	}
	s.removeKey()
	if s.inFlow() {
		s.keys = s.keys[:len(s.keys)-1]
	}
	s.keyOK = false
	s.advance()
}

// peek returns the byte k bytes after the one being read; 0 past the end.
func (s *structScan) peek(k int) byte {
	if s.i+k < len(s.src) {
		return s.src[s.i+k]
	}
	return 0
}

// blankz reports whether the byte k bytes on is a blank, a line break or
// past the end: what must follow an indicator such as "- " or ": ".
func (s *structScan) blankz(k int) bool {
	c := s.peek(k)
	return c == 0 && s.i+k >= len(s.src) || isSpace(c) || c == '\n'
}

// advance goes past the character being read, which is not a line break.
func (s *structScan) advance() {
	_, n := utf8.DecodeRuneInString(s.src[s.i:])
	s.i += n
	s.col++
}

// newline goes past the line break being read. Outside a quoted scalar,
// it notes a line inside flow collections that leaves them (see dedent).
func (s *structScan) newline(inQuote bool) {
	s.i++
	s.line++
	s.col = 0
	rest := s.src[s.i:]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	s.ind = indentOf(rest)
	if len(s.flow) > 0 && !inQuote && s.dedent == 0 && strings.TrimSpace(rest) != "" &&
		rest[s.ind] != '#' && s.ind <= s.flow[0].ind {
		s.dedent = s.line + 1
	}
}

// toLineEnd goes to the line break ending the line, or the file's end.
func (s *structScan) toLineEnd() {
	for s.i < len(s.src) && s.src[s.i] != '\n' {
		s.advance()
	}
}

// indentOf returns the number of leading spaces of line.
func indentOf(line string) int {
	return len(line) - len(strings.TrimLeft(line, " "))
}

// isSpace reports whether c separates YAML tokens on a line.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

// isWordStart reports whether c starts a word: a letter or digit, or any
// character beyond ASCII.
func isWordStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
