package yamlfile

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The YAML parser reports a quote or a bracket that is never closed where
// it gave up, often far from the mistake: a quoted string left open on
// line 58 swallows the rest of the file, and a flow mapping opened on line
// 33 is reported at line 33 for a mistake further down, or the other way
// round. When the parser fails, structureProblems reads the file's quote
// and bracket structure as YAML does (comments, block scalars, plain
// scalars that hold a quote like it's, quoted keys, flow collections
// across lines) and reports the construct that opened the trouble: the
// opening quote, the bracket that is never closed or is closed by the
// wrong one, the closing bracket that closes nothing.

// scanState is where the scanner is on a line.
type scanState uint8

const (
	atToken   scanState = iota // a node may start here
	inPlain                    // inside a plain (unquoted) scalar
	afterNode                  // after a quoted scalar or a flow collection's end
)

// opener is an opening quote or bracket, with its position and the
// indentation of its line.
type opener struct {
	c   rune
	pos Pos
	ind int
}

// structScan is the scanner's state across the lines of one file.
type structScan struct {
	path  string
	probs []*Error
	flow  []opener // the open flow collections, innermost last
	// dedent is the first line inside the open flow collections that is
	// indented no more than the line the outermost opened on (0: none).
	// YAML wants them indented more; the parser lets it pass, but a
	// problem found after such a line is the collection's, never closed.
	dedent int
	ind    int // the indentation of the line being read

	st        scanState
	quote     *opener // the open quoted scalar
	last      opener  // the last quoted scalar's opening quote
	closedAt  Pos     // where the last quoted scalar ended (its closing quote)
	closeByte int     // the closing quote's byte on its line
	owner     int     // column (0-based) of the node owning what follows: a key's or a "- "'s
	keyCol    int     // column of the scalar being read, a key if ':' follows
	block     int     // a block scalar's lines are those indented more than this; -2 when none
	cont      int     // a plain scalar continues on lines indented more than this; -2 when none

	contLine    bool // the line goes on with the plain scalar of the line above
	valueOnLine bool // a ':' or "- " came before on the line
}

// syntaxError records the problems of data, which the parser refused with
// err: its quote and bracket structure's, or else the parser's message.
func syntaxError(p *Problems, path string, data []byte, err error) {
	probs := structureProblems(path, data)
	if len(probs) == 0 {
		e := yamlError(path, err)
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

// structureProblems returns the problems of data's quote and bracket
// structure, each at the construct that opened it; none when the
// structure is sound (the parser's own message is the better one then).
func structureProblems(path string, data []byte) []*Error {
	s := &structScan{path: path, block: -2, cont: -2}
	for i, line := range strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n") {
		if i == 0 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		s.line(i, line)
		if len(s.probs) > 0 {
			return s.unclosedBefore()
		}
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

// pos is the position of byte i of line n (0-based).
func (s *structScan) pos(n int, line string, i int) Pos {
	return Pos{File: s.path, Line: n + 1, Col: utf8.RuneCountInString(line[:i]) + 1}
}

// line scans line n.
func (s *structScan) line(n int, line string) {
	i := 0
	if s.quote != nil {
		if i = s.quoted(n, line, 0); s.quote != nil {
			return
		}
	} else {
		var done bool
		if i, done = s.lineStart(n, line); done {
			return
		}
	}
	for i < len(line) && len(s.probs) == 0 {
		i = s.char(n, line, i)
	}
	if s.st == inPlain && len(s.flow) == 0 && !s.contLine {
		// A value goes on below on lines indented more than its key or
		// "- "; a scalar that starts a line (a top-level scalar, or a
		// value under its key) on lines indented as much as it is.
		s.cont = s.owner
		if !s.valueOnLine {
			s.cont = s.keyCol - 1
		}
	}
	if s.st == afterNode || len(s.flow) == 0 {
		s.st = atToken
	}
}

// lineStart handles what a line's indentation decides outside a quoted
// scalar: a block scalar's text, a plain scalar's next line, a directive
// or a document marker. It returns where the line's nodes start, or that
// the line is done with.
func (s *structScan) lineStart(n int, line string) (int, bool) {
	ind := indentOf(line)
	blank := strings.TrimSpace(line) == ""
	s.ind = ind
	if s.block != -2 {
		if blank || ind > s.block {
			return 0, true
		}
		s.block = -2
	}
	if len(s.flow) > 0 {
		if s.dedent == 0 && !blank && line[ind] != '#' && ind <= s.flow[0].ind {
			s.dedent = n + 1
		}
		return ind, false
	}
	cont := s.cont
	s.cont, s.st, s.owner, s.contLine, s.valueOnLine = -2, atToken, ind, false, false
	switch {
	case blank:
		s.cont = cont // a plain scalar may go on after an empty line
		return 0, true
	case cont != -2 && ind > cont && line[ind] != '#':
		s.st, s.cont, s.contLine = inPlain, cont, true
	case ind == 0 && line[0] == '%':
		return 0, true
	case ind == 0 && (strings.HasPrefix(line, "---") || strings.HasPrefix(line, "...")) && (len(line) == 3 || isSpace(line[3])):
		s.owner = -1 // what follows the marker is the document's top node
		return 3, false
	}
	return ind, false
}

// quoted scans a quoted scalar's text from byte i of line n to its
// closing quote, and returns where to go on (the line's end while the
// scalar goes on to the next line).
func (s *structScan) quoted(n int, line string, i int) int {
	q := byte(s.quote.c)
	for ; i < len(line); i++ {
		switch c := line[i]; {
		case c == '\\' && q == '"':
			i++ // an escape: the next character is text
		case c == q && q == '\'' && i+1 < len(line) && line[i+1] == '\'':
			i++ // '' is a quote inside '…'
		case c == q:
			s.last, s.quote = *s.quote, nil
			s.st, s.closedAt, s.closeByte = afterNode, s.pos(n, line, i), i
			return i + 1
		}
	}
	return len(line)
}

// char scans the character at byte i of line n and returns where to go on.
func (s *structScan) char(n int, line string, i int) int {
	c := line[i]
	ws := i == 0 || isSpace(line[i-1])
	switch {
	case isSpace(c):
		return i + 1
	case c == '#' && ws:
		return len(line) // a comment
	}
	switch s.st {
	case inPlain:
		return s.plain(n, line, i)
	case afterNode:
		return s.after(n, line, i)
	}
	return s.token(n, line, i)
}

// token scans the start of a node at byte i.
func (s *structScan) token(n int, line string, i int) int {
	c := line[i]
	next := byte(' ')
	if i+1 < len(line) {
		next = line[i+1]
	}
	flow := len(s.flow) > 0
	switch {
	case c == '"' || c == '\'':
		s.keyCol = i
		s.quote = &opener{rune(c), s.pos(n, line, i), s.ind}
		return s.quoted(n, line, i+1)
	case c == '{' || c == '[':
		s.flow = append(s.flow, opener{rune(c), s.pos(n, line, i), s.ind})
		s.keyCol = i
		return i + 1
	case c == '}' || c == ']':
		return s.close(n, line, i)
	case c == ',' && flow:
		return i + 1
	case (c == '-' || c == '?') && isSpace(next) && !flow:
		s.owner, s.valueOnLine = i, true
		return i + 1
	case c == ':' && (isSpace(next) || flow && strings.IndexByte(",[]{}", next) >= 0):
		s.owner, s.valueOnLine = s.keyCol, true
		return i + 1
	case c == '&' || c == '*': // an anchor or alias: its name is letters, digits, - and _, as the parser reads it
		for i++; i < len(line) && (isWordStart(line[i]) && line[i] < 0x80 || line[i] == '-' || line[i] == '_'); i++ {
		}
		return i
	case c == '!':
		for i < len(line) && !isSpace(line[i]) && !(flow && strings.IndexByte(",[]{}", line[i]) >= 0) {
			i++
		}
		return i
	case (c == '|' || c == '>') && !flow:
		s.block = max(s.owner, 0) // the parser wants a top-level one's text indented too
		return len(line)          // the header; the text follows on the lines below
	}
	s.st, s.keyCol = inPlain, i
	return i + 1
}

// plain scans byte i inside a plain scalar: a quote there is part of it.
func (s *structScan) plain(n int, line string, i int) int {
	c := line[i]
	next := byte(' ')
	if i+1 < len(line) {
		next = line[i+1]
	}
	flow := len(s.flow) > 0
	switch {
	case c == ':' && (isSpace(next) || flow && strings.IndexByte(",[]{}", next) >= 0):
		s.st, s.owner, s.valueOnLine = atToken, s.keyCol, true
		return i + 1
	case flow && c == ',':
		s.st = atToken
		return i + 1
	case flow && strings.IndexByte("[]{}", c) >= 0:
		s.st = atToken
		return s.token(n, line, i)
	}
	return i + 1
}

// after scans byte i after a quoted scalar or a flow collection: only a
// separator or a comment may follow, or a ':' making it a key.
func (s *structScan) after(n int, line string, i int) int {
	c := line[i]
	switch {
	case c == '#': // a comment, as the parser takes it even with no space before
		return len(line)
	case c == ':':
		s.st, s.owner, s.valueOnLine = atToken, s.keyCol, true
		return i + 1
	case c == ',' && len(s.flow) > 0:
		s.st = atToken
		return i + 1
	case c == '}' || c == ']':
		return s.close(n, line, i)
	case s.closedAt.Line > 0:
		s.quoteFollowed(n, line, i)
		return len(line)
	}
	s.st = inPlain
	return i + 1
}

// quoteFollowed reports the text at byte i of line n that follows a
// quoted scalar: a string that ran on from an earlier line was never
// closed where it was meant to be (the quote that ended it opened the
// next string); text right after the closing quote was meant to be in
// the string; other text should have been quoted with it.
func (s *structScan) quoteFollowed(n int, line string, i int) {
	end := s.closedAt
	switch {
	case s.last.pos.Line != end.Line:
		s.problem(s.last.pos, "quoted string opened here is never closed (it runs on to the quote at %d:%d)", end.Line, end.Col)
	case i == s.closeByte+1 && isWordStart(line[i]) && s.last.c == '\'':
		s.problem(end, "the quoted string ends here: a ' inside '…' is written ''")
	case i == s.closeByte+1 && isWordStart(line[i]):
		s.problem(end, "the quoted string ends here: a \" inside \"…\" is written \\\"")
	default:
		s.problem(s.pos(n, line, i), "text after a quoted string: quote all of the value, or none of it")
	}
}

// close scans the closing bracket at byte i.
func (s *structScan) close(n int, line string, i int) int {
	c := rune(line[i])
	want := map[rune]rune{'}': '{', ']': '['}[c]
	if len(s.flow) == 0 {
		s.problem(s.pos(n, line, i), "'%c' with no '%c'", c, want)
		return len(line)
	}
	top := s.flow[len(s.flow)-1]
	if top.c != want {
		at := s.pos(n, line, i)
		s.problem(top.pos, "'%c' opened here is closed by '%c' at %d:%d", top.c, c, at.Line, at.Col)
		return len(line)
	}
	if s.flow = s.flow[:len(s.flow)-1]; len(s.flow) == 0 {
		s.dedent = 0
	}
	s.st, s.closedAt = afterNode, Pos{}
	return i + 1
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
