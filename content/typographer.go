package content

import (
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/rulecard/rulecard/locale"
)

// typographer is the inline parser that sets a locale's own marks for
// what a writer types on a keyboard: --- its dash, -- its en dash, ... its
// ellipsis, << and >> its angle quotes, straight double quotes its quotes,
// straight single quotes its inner quotes or its apostrophe.
//
// It stands in for goldmark's Typographer extension, whose package compiles
// the Linkify extension's regular expressions when the program starts:
// five million instructions, most of the start of every run, for marks we
// set with a page of rules (typographer_test.go holds the two to the same
// result on every shipped text).
//
// Whether a straight quote opens or closes is read from its neighbours:
// a word character (letter or digit), a space (or the start or end of the
// text), or other punctuation.
//   - A single quote between a word character and a letter or digit is an
//     apostrophe (don't, aujourd'hui, rock'n'roll); after a word character
//     and before a space or punctuation it closes an open inner quote, and
//     is an apostrophe otherwise (waterin', the Smiths'); before two digits
//     and an s or a non-word (the '90s), and before the end of a word cut
//     short (s, m, t, d, ve, ll, re: "Go fish"'s rules), it is an
//     apostrophe too.
//   - After a space, a quote opens when a non-space follows; after other
//     punctuation it opens when a word character follows, closes an open
//     quote when a space or punctuation follows, and opens otherwise.
//   - After a word character a double quote closes an open quote.
//
// A quote none of these rules places is printed as typed.
type typographer struct {
	quotes, inner, angle         [2][]byte
	apostrophe, enDash, dash, el []byte
}

// newTypographer returns the typographer of typography t.
func newTypographer(t locale.Typography) *typographer {
	b := func(s string) []byte { return []byte(s) }
	return &typographer{
		quotes:     [2][]byte{b(t.Quotes[0]), b(t.Quotes[1])},
		inner:      [2][]byte{b(t.Inner[0]), b(t.Inner[1])},
		angle:      [2][]byte{b(t.Angle[0]), b(t.Angle[1])},
		apostrophe: b(t.Apostrophe), enDash: b(t.EnDash), dash: b(t.Dash), el: b(t.Ellipsis),
	}
}

// Trigger lists the characters the typographer looks at.
func (t *typographer) Trigger() []byte { return []byte{'\'', '"', '-', '.', '<', '>'} }

// openQuotes counts the quotes opened and not yet closed in one text: a
// closing quote needs an open one.
type openQuotes struct{ single, double int }

// openKey is where a parse keeps its openQuotes.
var openKey = parser.NewContextKey()

// Parse replaces the marks at the reader's position, or returns nil to
// leave the character as typed.
func (t *typographer) Parse(_ ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	has := func(s string) bool { return len(line) >= len(s) && string(line[:len(s)]) == s }
	switch {
	case has("---"):
		return mark(block, t.dash, 3)
	case has("--"):
		return mark(block, t.enDash, 2)
	case has("..."):
		return mark(block, t.el, 3)
	case has("<<"):
		return mark(block, t.angle[0], 2)
	case has(">>"):
		return mark(block, t.angle[1], 2)
	case line[0] != '\'' && line[0] != '"':
		return nil
	}
	open, _ := pc.Get(openKey).(*openQuotes)
	if open == nil {
		open = &openQuotes{}
		pc.Set(openKey, open)
	}
	before, after := classOf(block.PrecendingCharacter()), classAfter(line[1:])
	if line[0] == '\'' {
		return t.single(block, line, before, after, &open.single)
	}
	return t.quote(block, before, after, &open.double, t.quotes)
}

// single places a straight single quote: an apostrophe, or an inner quote.
func (t *typographer) single(block text.Reader, line []byte, before, after charClass, open *int) ast.Node {
	switch {
	case before == wordChar && after == wordChar:
		return mark(block, t.apostrophe, 1)
	case before == wordChar && *open == 0:
		return mark(block, t.apostrophe, 1)
	case before != wordChar && (decade(line[1:]) || contraction(line[1:])):
		return mark(block, t.apostrophe, 1)
	}
	return t.quote(block, before, after, open, t.inner)
}

// quote places a straight quote as the opening or closing mark of marks,
// counting the quotes open in *open.
func (t *typographer) quote(block text.Reader, before, after charClass, open *int, marks [2][]byte) ast.Node {
	opens := false
	switch before {
	case wordChar:
		if *open == 0 {
			return nil
		}
	case space:
		if after == space {
			return nil
		}
		opens = true
	default: // punctuation
		opens = after == wordChar || *open == 0 && after == punct
		if !opens && *open == 0 {
			return nil
		}
	}
	if opens {
		*open++
		return mark(block, marks[0], 1)
	}
	*open--
	return mark(block, marks[1], 1)
}

// decade reports whether s, what follows a single quote, is a decade or a
// year cut short: two digits, then an s or anything but a word character.
func decade(s []byte) bool {
	if len(s) < 2 || !isDigit(s[0]) || !isDigit(s[1]) {
		return false
	}
	return len(s) == 2 || s[2] == 's' || classAfter(s[2:]) != wordChar
}

// contraction reports whether s, what follows a single quote that no word
// character precedes, is the rest of a word cut short: s, m, t, d, ve, ll
// or re, ending there (a name in quotes, then 's; a parenthesis, then 's).
func contraction(s []byte) bool {
	for _, end := range []string{"s", "m", "t", "d", "ve", "ll", "re"} {
		if len(s) >= len(end) && string(s[:len(end)]) == end && classAfter(s[len(end):]) != wordChar {
			return true
		}
	}
	return false
}

// mark advances the reader past n bytes and returns the node that prints
// s in their place.
func mark(block text.Reader, s []byte, n int) ast.Node {
	block.Advance(n)
	node := ast.NewString(s)
	node.SetCode(true) // printed as is: no escapes or entities to resolve
	return node
}

// charClass is what kind of character stands beside a quote.
type charClass uint8

const (
	space    charClass = iota // a space, a line break, or the edge of the text
	punct                     // any other character that is no letter or digit
	wordChar                  // a letter or a digit
)

// classOf returns the class of r.
func classOf(r rune) charClass {
	switch {
	case unicode.IsSpace(r):
		return space
	case unicode.IsLetter(r) || unicode.IsDigit(r):
		return wordChar
	}
	return punct
}

// classAfter returns the class of the first character of s (a space at
// the end of the text).
func classAfter(s []byte) charClass {
	if len(s) == 0 {
		return space
	}
	r, _ := utf8.DecodeRune(s)
	return classOf(r)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
