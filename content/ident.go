package content

// The ids content checks are matched by hand rather than by regular
// expressions compiled when the program starts: every run would pay for
// compiling them, most runs use one or two (ident_test.go holds them to
// the expressions they stand for).

// isIdentifier reports whether s is an id of a card, section, statement,
// preset or option: lowercase words joined by hyphens, the first starting
// with a letter (^[a-z][a-z0-9]*(-[a-z0-9]+)*$).
func isIdentifier(s string) bool {
	if s == "" || !isLower(s[0]) {
		return false
	}
	word := true // inside a word, not just after a hyphen
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case isLower(c) || isDigit(c):
			word = true
		case c == '-' && word:
			word = false
		default:
			return false
		}
	}
	return word
}

// isClaimID reports whether s is a claim id: identifiers joined by dots,
// like deal.size or ask.hit-go-again.
func isClaimID(s string) bool {
	for {
		i := 0
		for i < len(s) && s[i] != '.' {
			i++
		}
		if !isIdentifier(s[:i]) {
			return false
		}
		if i == len(s) {
			return true
		}
		s = s[i+1:]
	}
}

// isHash reports whether s is a record's hash: eight lowercase hex digits.
func isHash(s string) bool {
	if len(s) != 8 {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !isDigit(c) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
