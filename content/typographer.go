package content

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/rulecard/rulecard/locale"
)

// typographer is the inline parser that sets a locale's own marks for
// what a writer types on a keyboard: goldmark's Typographer turns --- into
// its dash, -- its en dash, ... its ellipsis, << and >> its angle quotes
// and straight double quotes into its quotes; a straight single quote,
// its apostrophe or one of its inner quotes, is set here.
//
// Goldmark's Typographer cannot set the single quote for every locale: it
// puts its right single quote for a quote after a word and before a space
// (Smiths', waterin') and for a quote between spaces, which is right in
// English, where that quote is the apostrophe, but not in German (‘) or
// French (”); and it reads '24 as an opening quote.
//
// Whether a single quote opens or closes is read from its neighbours: a
// word character (letter or digit), a space (or the start or end of the
// text), or other punctuation.
//   - Between a word character and a letter or digit it is an apostrophe
//     (don't, aujourd'hui, rock'n'roll); after a word character and before
//     a space or punctuation it closes an open inner quote, and is an
//     apostrophe otherwise (waterin', the Smiths'); before two digits and
//     an s or a non-word (the '90s), and before the end of a word cut short
//     (s, m, t, d, ve, ll, re: "Go fish"'s rules), it is an apostrophe too.
//   - After a space, a quote opens when a non-space follows; after other
//     punctuation it opens when a word character follows, closes an open
//     quote when a space or punctuation follows, and opens otherwise.
//
// A quote none of these rules places is left as typed.
type typographer struct {
	marks      parser.InlineParser // goldmark's Typographer, for all but '
	inner      [2]string
	apostrophe string
}

// newTypographer returns the typographer of typography t.
func newTypographer(t locale.Typography) *typographer {
	subs := map[extension.TypographicPunctuation]string{
		extension.LeftDoubleQuote: t.Quotes[0], extension.RightDoubleQuote: t.Quotes[1],
		extension.EnDash: t.EnDash, extension.EmDash: t.Dash, extension.Ellipsis: t.Ellipsis,
		extension.LeftAngleQuote: t.Angle[0], extension.RightAngleQuote: t.Angle[1],
	}
	return &typographer{
		marks: extension.NewTypographerParser(extension.WithTypographicSubstitutions(subs)),
		inner: t.Inner, apostrophe: t.Apostrophe,
	}
}

// Trigger lists the characters the typographer looks at.
func (t *typographer) Trigger() []byte { return t.marks.Trigger() }

// openKey is where a parse counts the inner quotes opened and not yet
// closed: a closing quote needs an open one.
var openKey = parser.NewContextKey()

// Parse sets the marks at the reader's position, or returns nil to leave
// the character as typed.
func (t *typographer) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	if line[0] != '\'' {
		return t.marks.Parse(parent, block, pc)
	}
	open, _ := pc.Get(openKey).(*int)
	if open == nil {
		open = new(int)
		pc.Set(openKey, open)
	}
	before, after := classOf(block.PrecendingCharacter()), classAfter(line[1:])
	switch {
	case before == wordChar && endsMarkedWord(line[1:]):
		return nil // inside a word written {so}: the mark sets it (markedWord)
	case before == wordChar && (after == wordChar || *open == 0),
		before != wordChar && (decade(line[1:]) || contraction(line[1:])):
		return mark(block, t.apostrophe)
	case before == space && after == space, before == punct && after == space && *open == 0:
		return nil
	case before == wordChar, before == punct && after != wordChar && *open > 0:
		*open--
		return mark(block, t.inner[1])
	}
	*open++
	return mark(block, t.inner[0])
}

// endsMarkedWord reports whether s, what follows an apostrophe after a
// letter, is the rest of a word written {so}: letters, maybe with more
// apostrophes between them, then the closing brace.
func endsMarkedWord(s []byte) bool {
	str := string(s)
	end := strings.IndexByte(str, '}')
	if end < 1 {
		return false
	}
	return markedWord("{x"+str[:end+1]) != ""
}

// decade reports whether s, what follows a single quote, is a decade or a
// year cut short: two digits, then an s or anything but a word character.
func decade(s []byte) bool {
	isDigit := func(c byte) bool { return '0' <= c && c <= '9' }
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

// mark advances the reader past the quote and returns the node that
// prints s in its place.
func mark(block text.Reader, s string) ast.Node {
	block.Advance(1)
	node := ast.NewString([]byte(s))
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
