package yamlfile

import "strings"

// The scalars, anchors and tags, read as far as libyaml's scanner reads
// them (scan_flow_scalar, scan_plain_scalar, scan_block_scalar,
// scan_anchor, scan_tag): a quote or a bracket inside one is text.

// quoted scans a quoted scalar from its opening quote to its closing one,
// or notes that it is never closed.
func (s *structScan) quoted() {
	q := s.src[s.i]
	open := opener{rune(q), s.at(), s.ind}
	s.advance()
	for s.i < len(s.src) {
		switch c := s.src[s.i]; {
		case c == '\n':
			s.newline(true)
		case c == '\\' && q == '"': // an escape: the next character is text
			if s.advance(); s.peek(0) == '\n' {
				s.newline(true)
			} else if s.i < len(s.src) {
				s.advance()
			}
		case c == '\'' && q == '\'' && s.peek(1) == '\'': // '' is a quote inside '…'
			s.advance()
			s.advance()
		case c == q:
			s.last, s.closedAt, s.closeByte, s.afterQuote = open, s.at(), s.i, true
			s.advance()
			return
		default:
			s.advance()
		}
	}
	s.quote = &open
}

// plain scans a plain scalar. It goes on over blanks and line breaks to
// the next ": ", " #", document marker, or in a flow collection the next
// flow indicator; in the block context also to a line indented no
// deeper than the block collection around it.
func (s *structScan) plain() {
	flow, indent, start := s.inFlow(), s.indent+1, s.i
	broke := false // the scalar has taken a line break after its last character
	for {
		if s.col == 0 && s.marker() || s.peek(0) == '#' && s.i > start {
			break
		}
		for s.i < len(s.src) && !s.blankz(0) {
			if c := s.src[s.i]; c == ':' && s.blankz(1) || flow && strings.IndexByte(",?[]{}", c) >= 0 {
				break
			}
			s.advance()
			broke = false
		}
		if s.i == start { // no plain scalar can start here: an error for the parser
			s.advance()
		}
		if s.i >= len(s.src) || !s.blankz(0) {
			break
		}
		for s.i < len(s.src) && s.blankz(0) {
			if s.src[s.i] == '\n' {
				s.newline(false)
				broke = true
			} else {
				s.advance()
			}
		}
		if !flow && s.col < indent {
			break
		}
	}
	if broke {
		s.keyOK = true
	}
}

// blockScalar scans a block scalar: its header's line, then the lines
// indented at least as its first one, or as its indentation indicator
// says.
func (s *structScan) blockScalar() {
	s.advance() // '|' or '>'
	increment := 0
	for range 2 { // the chomping and indentation indicators, in either order
		if c := s.peek(0); c == '+' || c == '-' {
			s.advance()
		} else if c >= '1' && c <= '9' {
			increment = int(c - '0')
			s.advance()
		}
	}
	s.toLineEnd() // blanks and a comment; anything else is an error for the parser
	if s.i < len(s.src) {
		s.newline(false)
	}
	indent := 0
	if increment > 0 {
		indent = max(s.indent, 0) + increment
	}
	s.blockBreaks(&indent)
	for s.col == indent && s.i < len(s.src) {
		s.toLineEnd()
		if s.i < len(s.src) {
			s.newline(false)
		}
		s.blockBreaks(&indent)
	}
}

// blockBreaks goes past the indentation and the empty lines before a
// block scalar's next line, and sets the scalar's indentation, when its
// header gave none, from the deepest of those lines and its first line,
// but deeper than the block collection around it.
func (s *structScan) blockBreaks(indent *int) {
	deepest := 0
	for {
		for (*indent == 0 || s.col < *indent) && s.peek(0) == ' ' {
			s.advance()
		}
		deepest = max(deepest, s.col)
		if s.i >= len(s.src) || s.src[s.i] != '\n' {
			break
		}
		s.newline(false)
	}
	if *indent == 0 {
		*indent = max(deepest, s.indent+1, 1)
	}
}

// anchor scans an anchor or an alias: '&' or '*' and a name of letters,
// digits, '-' and '_'.
func (s *structScan) anchor() {
	start, at := s.i, s.at()
	for s.advance(); s.i < len(s.src) && isAnchorChar(s.src[s.i]); s.advance() {
	}
	if s.src[start] == '*' {
		s.aliases = append(s.aliases, alias{name: s.src[start+1 : s.i], pos: at})
	}
}

// tag scans a tag: '!' and the characters a tag's URI may hold, a quote,
// a comma and brackets among them, or "!<", a URI and '>'.
func (s *structScan) tag() {
	verbatim := s.peek(1) == '<'
	s.advance()
	if verbatim {
		s.advance()
	}
	for s.i < len(s.src) && (isAnchorChar(s.src[s.i]) || strings.IndexByte(";/?:@&=+$,.!~*'()[]%", s.src[s.i]) >= 0) {
		s.advance()
	}
	if verbatim && s.peek(0) == '>' {
		s.advance()
	}
}

// isAnchorChar reports whether c may be in an anchor's name: an ASCII
// letter or digit, '-' or '_'.
func isAnchorChar(c byte) bool {
	return c < 0x80 && isWordStart(c) || c == '-' || c == '_'
}
