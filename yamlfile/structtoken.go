package yamlfile

// The scanner reads the file token by token as libyaml's scanner does
// (go.yaml.in/yaml/v3, scannerc.go: fetch_next_token and the fetchers it
// calls), keeping what decides where a quote or a bracket is one: the
// flow level, the simple key, and the indentation of the block
// collections, which decides where a plain scalar and a block scalar
// end. On a file the parser refuses it goes on where libyaml would stop.

// token scans the next token; false at the file's end or once a problem
// is found.
func (s *structScan) token() bool {
	s.toToken()
	if s.i >= len(s.src) {
		return false
	}
	s.unroll(s.col)
	if s.afterQuote && s.line+1 == s.closedAt.Line && s.quoteFollowed() {
		return false
	}
	afterKey := s.afterKey
	s.afterQuote, s.afterKey = false, false
	c, block := s.src[s.i], !s.inFlow()
	switch {
	case s.col == 0 && c == '%': // a directive: the line
		s.documentBoundary()
		s.toLineEnd()
		if s.i < len(s.src) {
			s.newline(false)
		}
	case s.col == 0 && s.marker():
		s.documentBoundary()
		s.i, s.col = s.i+3, s.col+3
	case c == '[' || c == '{':
		s.open()
	case c == ']' || c == '}':
		s.close(afterKey)
	case c == ',':
		s.removeKey()
		s.keyOK = true
		s.advance()
	case c == '-' && s.blankz(1), c == '?' && (!block || s.blankz(1)):
		s.roll(s.col) // a block sequence's entry, or a key after "? "
		s.removeKey()
		s.keyOK = c == '-' || block
		s.afterKey = c == '?'
		s.advance()
	case c == ':' && (!block || s.blankz(1)):
		s.value()
	default:
		s.node(c, block)
	}
	return len(s.probs) == 0
}

// node scans a token of a node's own: an anchor, a tag or a scalar.
func (s *structScan) node(c byte, block bool) {
	if (c == '|' || c == '>') && block {
		s.removeKey()
		s.keyOK = true
		s.blockScalar()
		return
	}
	s.saveKey() // any of the others may start a simple key
	s.keyOK = false
	switch c {
	case '&', '*':
		s.anchor()
	case '!':
		s.tag()
	case '\'', '"':
		s.quoted()
	default:
		s.plain()
	}
}

// toToken goes past blanks, comments and line breaks to the next token,
// as libyaml's scan_to_next_token. (A tab it would not take as a blank
// is an error for the parser; here it is a blank.)
func (s *structScan) toToken() {
	for s.i < len(s.src) {
		switch c := s.src[s.i]; {
		case isSpace(c):
			s.advance()
		case c == '#':
			s.toLineEnd()
		case c == '\n':
			s.newline(false)
			if !s.inFlow() {
				s.keyOK = true // a new line in the block context may start a key
			}
		default:
			return
		}
	}
}

// marker reports whether a document marker, "---" or "...", is being
// read (at a line's start).
func (s *structScan) marker() bool {
	m := s.src[s.i:min(s.i+3, len(s.src))]
	return (m == "---" || m == "...") && s.blankz(3)
}

// documentBoundary closes every block collection at a document marker or
// a directive.
func (s *structScan) documentBoundary() {
	s.unroll(-1)
	s.removeKey()
	s.keyOK = false
}

// value scans a ':' that ends a key. In the block context a mapping
// opens there unless one is open at that column already: at the simple
// key's column when the key started on this line, at most 1024
// characters back, else at the ':'s own (the value of a "? " key).
func (s *structScan) value() {
	k := &s.keys[len(s.keys)-1]
	if k.possible && k.line == s.line && s.col-k.col <= 1024 {
		s.roll(k.col)
		k.possible = false
		s.keyOK = false
	} else {
		s.roll(s.col)
		s.keyOK = !s.inFlow()
	}
	s.advance()
}

// saveKey notes that a simple key may start at the token being read.
func (s *structScan) saveKey() {
	if s.keyOK {
		s.keys[len(s.keys)-1] = simpleKey{possible: true, line: s.line, col: s.col}
	}
}

// inFlow reports whether the scanner is inside a flow collection (its
// flow level, which is not always the parser's: see close).
func (s *structScan) inFlow() bool { return len(s.keys) > 1 }

// removeKey notes that no simple key is possible at this flow level.
func (s *structScan) removeKey() {
	s.keys[len(s.keys)-1].possible = false
}

// roll opens a block collection at column col, in the block context,
// when col is deeper than the innermost one (libyaml's roll_indent).
func (s *structScan) roll(col int) {
	if !s.inFlow() && s.indent < col {
		s.indents = append(s.indents, s.indent)
		s.indent = col
	}
}

// unroll closes, in the block context, the block collections deeper than
// column col (libyaml's unroll_indent).
func (s *structScan) unroll(col int) {
	for !s.inFlow() && s.indent > col {
		s.afterKey = false // the block collection's end is a token
		s.indent, s.indents = s.indents[len(s.indents)-1], s.indents[:len(s.indents)-1]
	}
}
