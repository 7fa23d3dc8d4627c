package content

import (
	"fmt"
	"html"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// markdown parses the inline Markdown of one locale's words into styled
// runs. Only paragraphs are block syntax (so "1. Crease" or "- x" at the
// start of a text stay text); emphasis becomes italic, strong becomes bold;
// the typographer turns straight quotes, -- and --- and ... into the
// locale's characters. One addition of ours: a word in braces, {en}, is
// printed without them and marked as not a number (Run.NotNumber).
type markdown struct {
	parser parser.Parser
	typo   locale.Typography
}

// newMarkdown returns a parser that sets quotes and dashes as t says.
func newMarkdown(t locale.Typography) *markdown {
	p := parser.NewParser(
		parser.WithBlockParsers(util.Prioritized(parser.NewParagraphParser(), 1000)),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithInlineParsers(util.Prioritized(newTypographer(t), 9999)),
	)
	return &markdown{parser: p, typo: t}
}

// mdProblem is a construct the card may not use, at a byte offset of the
// text given to parse.
type mdProblem struct {
	off int
	msg string
}

// parse converts s into runs: soft and hard line breaks become spaces,
// runs of spaces become one, adjacent runs of one style merge, entities
// and backslash escapes become the characters they stand for. Raw HTML,
// links, autolinks, images and code spans are problems, as is a second
// paragraph. Empty text gives no runs and no problem.
func (m *markdown) parse(s string) (Text, []mdProblem) {
	if probs := controlProblems(s); len(probs) > 0 {
		return nil, probs
	}
	if probs := mixedScripts(s); len(probs) > 0 {
		return nil, probs
	}
	src, cuts := dedent(s)
	w := &inlineWalker{src: src, cuts: cuts, styles: []Style{Regular}, apostrophe: m.typo.Apostrophe}
	doc := m.parser.Parse(text.NewReader(w.src))
	_ = ast.Walk(doc, w.visit)
	return spaceText(m.typo, w.runs.text()), w.probs
}

// controlProblems reports every character of s a card may not print: C0
// and C1 control characters other than tab and newline, and the Unicode
// bidirectional controls (embeddings, overrides, isolates and marks, which
// reorder what a reader sees, as in "Trojan Source"), written as they are
// or as a character reference (&#0;, &#x202E;, &lrm;), which the card
// would print as the character, or as U+FFFD. Each is named by its code
// point, at its own offset; so is a numeric reference to no character
// (&#xD800;). A reference escaped (\&#0;) is text, as resolve reads it.
func controlProblems(s string) []mdProblem {
	var probs []mdProblem
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		msg := ""
		switch {
		case r == '\\' && i+1 < len(s) && util.IsPunct(s[i+1]):
			n = 2 // an escape: what follows is text
		case r == '&':
			if m := entity.FindString(s[i:]); m != "" {
				n, msg = len(m), referenceProblem(m)
			}
		case r == utf8.RuneError && n == 1:
			msg = "invalid UTF-8"
		default:
			msg = charProblem(r)
		}
		if msg != "" {
			probs = append(probs, mdProblem{off: i, msg: msg})
		}
		i += n
	}
	return probs
}

// charProblem says why a text may not hold r, or "": a control character
// other than tab, line feed and carriage return, or a bidirectional
// control.
func charProblem(r rune) string {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return ""
	case isBidi(r):
		return fmt.Sprintf("the bidirectional control U+%04X is not allowed in a text (it reorders what a reader sees)", r)
	case unicode.IsControl(r):
		return fmt.Sprintf("the control character U+%04X is not allowed in a text", r)
	}
	return ""
}

// referenceProblem says why a text may not hold the character reference m
// (as entity matches it), or "": what charProblem says of the character
// it names (of the code point written, for a numeric one: &#150; is the
// control U+0096, whatever HTML makes of it), or that a numeric one names
// no character. A name HTML does not know is no reference: it is text.
func referenceProblem(m string) string {
	num, ok := strings.CutPrefix(m[1:len(m)-1], "#")
	if !ok {
		for _, r := range html.UnescapeString(m) {
			if msg := charProblem(r); msg != "" {
				return msg
			}
		}
		return ""
	}
	base := 10
	if hex, ok := strings.CutPrefix(strings.ToLower(num), "x"); ok {
		num, base = hex, 16
	}
	v, err := strconv.ParseUint(num, base, 32)
	if err != nil || v > unicode.MaxRune || v >= 0xD800 && v <= 0xDFFF {
		return fmt.Sprintf("the character reference %s names no character", m)
	}
	return charProblem(rune(v))
}

// mixedScripts reports every word of s whose letters come from two of the
// confusable scripts (wording.MixedScripts): "dо" with a Cyrillic о reads
// as "do" and hides the word from the check (its words are of one script),
// so it is a problem, at the word.
func mixedScripts(s string) []mdProblem {
	var probs []mdProblem
	for _, m := range wording.MixedScripts(s) {
		probs = append(probs, mdProblem{off: m.Off, msg: m.Message()})
	}
	return probs
}

// isBidi reports whether r is a bidirectional control (Unicode's
// Bidi_Control): an embedding, override or isolate, or a mark (U+061C,
// U+200E, U+200F).
func isBidi(r rune) bool { return unicode.Is(unicode.Bidi_Control, r) }

// inlineWalker turns a parsed text into runs in one walk over its nodes.
type inlineWalker struct {
	src    []byte
	cuts   []cut // where dedent dropped indentation from src
	runs   runBuilder
	probs  []mdProblem
	styles []Style // the style stack: emphasis nests
	paras  int
	// markEnd is the source offset just after a mark that runs on into
	// the nodes after the one it began in.
	markEnd int
	// apostrophe sets a straight ' inside a word written {so}, as the
	// typographer sets it in any other word.
	apostrophe string
}

// at returns the offset in the original text where node n starts.
func (w *inlineWalker) at(n ast.Node) int {
	p := n.Pos()
	if p < 0 || p > len(w.src) {
		p = 0
	}
	return w.offset(p)
}

// problem records that node n is not allowed.
func (w *inlineWalker) problem(n ast.Node, msg string) {
	w.probs = append(w.probs, mdProblem{off: w.at(n), msg: msg})
}

// visit is the ast.Walker: one switch over the kinds of node.
func (w *inlineWalker) visit(n ast.Node, entering bool) (ast.WalkStatus, error) {
	style := w.styles[len(w.styles)-1]
	reject := func(what string) (ast.WalkStatus, error) {
		if entering {
			w.problem(n, what+" are not allowed (only *italic* and **bold**)")
		}
		return ast.WalkSkipChildren, nil
	}
	switch n := n.(type) {
	case *ast.Document:
	case *ast.Paragraph:
		if entering {
			if w.paras++; w.paras == 2 {
				w.problem(n, "text must be one paragraph (no blank lines)")
			}
			w.runs.add(" ", Regular)
		}
	case *ast.Emphasis:
		switch {
		case !entering:
			w.styles = w.styles[:len(w.styles)-1]
		case n.Level >= 2:
			w.styles = append(w.styles, style|Bold)
		default:
			w.styles = append(w.styles, style|Italic)
		}
	case *ast.Text:
		if entering {
			w.text(n, style)
			if n.SoftLineBreak() || n.HardLineBreak() {
				w.runs.add(" ", style)
			}
		}
	case *ast.String:
		if entering {
			v := string(n.Value)
			if !n.IsCode() {
				v = resolve(v)
			}
			w.runs.add(v, style)
		}
	case *ast.RawHTML:
		return reject("raw html tags")
	case *ast.Link:
		return reject("links")
	case *ast.AutoLink:
		return reject("autolinks")
	case *ast.Image:
		return reject("images")
	case *ast.CodeSpan:
		return reject("code spans")
	default:
		if entering {
			w.problem(n, "markdown "+n.Kind().String()+" is not allowed")
		}
		return ast.WalkSkipChildren, nil
	}
	return ast.WalkContinue, nil
}

// dedent removes the indentation of every line of s (the paragraph parser
// alone would drop an indented line) and returns the result and where it
// dropped bytes (none for a text without indentation; offset reads them).
func dedent(s string) ([]byte, []cut) {
	src := make([]byte, 0, len(s))
	var cuts []cut
	start := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if start && (c == ' ' || c == '\t') {
			if n := len(cuts); n > 0 && cuts[n-1].at == len(src) {
				cuts[n-1].shift++
			} else {
				cuts = append(cuts, cut{at: len(src), shift: i - len(src) + 1})
			}
			continue
		}
		start = c == '\n'
		src = append(src, c)
	}
	return src, cuts
}

// cut is where dedent dropped bytes: from byte at of its result on (up to
// the next cut), a byte's offset in the text is shift more.
type cut struct{ at, shift int }

// offset returns the offset in the original text of byte i of src (of its
// end for i = len(src)).
func (w *inlineWalker) offset(i int) int {
	shift := 0
	for _, c := range w.cuts {
		if c.at > i {
			break
		}
		shift = c.shift
	}
	return i + shift
}

// runBuilder collects runs, collapsing spaces and merging styles.
type runBuilder struct {
	runs Text
}

// text adds a text node's words in style: its escapes and entities
// resolved, and each word marked {so} added as a run of its own that is
// not a number. A brace that does not mark a word is a problem.
func (w *inlineWalker) text(n *ast.Text, style Style) {
	seg := string(n.Segment.Value(w.src))
	from := 0
	if w.markEnd > n.Segment.Start {
		from = min(w.markEnd-n.Segment.Start, len(seg)) // the rest of a mark the node before began
	}
	for i := from; i < len(seg); i++ {
		switch seg[i] {
		case '\\':
			i++ // an escape: \{ is a brace, not a mark
		case '{':
			word := markedWord(seg[i:])
			if at := n.Segment.Start + i; word == "" && at < len(w.src) {
				// A mark the typographer split ({don't}) is read whole
				// from the source; the nodes after it skip it.
				if whole := markedWord(string(w.src[at:])); whole != "" && at+len(whole)+2 > n.Segment.Stop {
					w.runs.add(resolve(seg[from:i]), style)
					w.runs.addWord(w.setApostrophes(whole), style)
					w.markEnd = at + len(whole) + 2
					return
				}
			}
			if word == "" {
				w.problemAt(n.Segment.Start+i, "a { must mark one word as not a number, like {en} (write \\{ for a brace)")
				if end := strings.IndexAny(seg[i+1:], "{}"); end >= 0 && seg[i+1+end] == '}' {
					i += end + 1 // one problem for the whole {…}
				}
				continue
			}
			w.runs.add(resolve(seg[from:i]), style)
			w.runs.addWord(w.setApostrophes(word), style)
			i += len(word) + 1
			from = i + 1
		case '}':
			w.problemAt(n.Segment.Start+i, "a } without its { (write \\} for a brace)")
		case '*', '_':
			if at := n.Segment.Start + i; seg[i] == '_' && at > 0 && at+1 < len(w.src) && isWordByte(w.src[at-1]) && isWordByte(w.src[at+1]) {
				continue // snake_case: an underscore inside a word is no marker
			}
			j := i
			for j+1 < len(seg) && seg[j+1] == seg[i] {
				j++
			}
			w.problemAt(n.Segment.Start+i, fmt.Sprintf("%q opens or closes no emphasis: *italic* and **bold** need a marker on both sides (write \\%c for the character itself)", seg[i:j+1], seg[i]))
			i = j
		}
	}
	w.runs.add(resolve(seg[from:]), style)
}

// isWordByte reports whether c is an ASCII letter or digit, or a byte of a
// multi-byte character (a letter of most scripts).
func isWordByte(c byte) bool {
	return c >= 0x80 || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// markedWord returns the word s starts with in braces ("{en} x" gives
// "en"), or "" when s does not start with one: letters, closed, with an
// apostrophe only between two of them ("{don't}", "{l’as}": one word as
// the check reads words, and as it suggests marking them).
func markedWord(s string) string {
	end := strings.IndexByte(s, '}')
	if end < 2 {
		return ""
	}
	word := s[1:end]
	rs := []rune(word)
	for i, r := range rs {
		inner := i > 0 && i < len(rs)-1 && unicode.IsLetter(rs[i-1]) && unicode.IsLetter(rs[i+1])
		if !unicode.IsLetter(r) && !(inner && strings.ContainsRune(apostrophes, r)) {
			return ""
		}
	}
	return word
}

// setApostrophes returns word with its straight apostrophes set as the
// locale sets them.
func (w *inlineWalker) setApostrophes(word string) string {
	if w.apostrophe == "" {
		return word
	}
	return strings.ReplaceAll(word, "'", w.apostrophe)
}

// apostrophes are the characters a word written {so} may carry between
// two letters: the straight one and the typographic ones.
const apostrophes = "'’ʼ"

// problemAt records a problem at byte i of the source given to the parser.
func (w *inlineWalker) problemAt(i int, msg string) {
	w.probs = append(w.probs, mdProblem{off: w.offset(min(i, len(w.src))), msg: msg})
}

// addWord appends word in style st as a run of its own, marked as a word
// that is not a number; no later run merges into it.
func (b *runBuilder) addWord(word string, st Style) {
	b.runs = append(b.runs, Run{Text: word, Style: st, NotNumber: true})
}

// add appends s in style st; runs of spaces and tabs become one space.
func (b *runBuilder) add(s string, st Style) {
	text := spaced(s, b.endsInSpace())
	if text == "" {
		return
	}
	if n := len(b.runs); n > 0 && b.runs[n-1].Style == st && !b.runs[n-1].NotNumber {
		b.runs[n-1].Text += text
		return
	}
	b.runs = append(b.runs, Run{Text: text, Style: st})
}

// spaced returns s with its spaces, tabs and line breaks as single spaces,
// and none at its start after a space (prevSpace).
func spaced(s string, prevSpace bool) string {
	var sb strings.Builder
	for _, r := range s {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			if prevSpace {
				continue
			}
			r, prevSpace = ' ', true
		} else {
			prevSpace = false
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

// endsInSpace reports whether the text so far is empty or ends in a space.
func (b *runBuilder) endsInSpace() bool {
	n := len(b.runs)
	return n == 0 || strings.HasSuffix(b.runs[n-1].Text, " ")
}

// text returns the runs without leading or trailing spaces.
func (b *runBuilder) text() Text {
	runs := b.runs
	for len(runs) > 0 {
		last := &runs[len(runs)-1]
		last.Text = strings.TrimRight(last.Text, " ")
		if last.Text != "" {
			break
		}
		runs = runs[:len(runs)-1]
	}
	if len(runs) == 0 {
		return nil
	}
	return runs
}

// entity matches a character reference, named (&amp;), decimal (&#8212;)
// or hexadecimal (&#x2014;).
var entity = regexp.MustCompile(`^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`)

// resolve replaces backslash escapes of ASCII punctuation and character
// references (&amp; &#8212; &#x2014;) with the characters they stand for,
// in one pass, as CommonMark does: "\&amp;" stays "&amp;".
func resolve(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && util.IsPunct(s[i+1]):
			b.WriteByte(s[i+1])
			i += 2
			continue
		case c == '&':
			if m := entity.FindString(s[i:]); m != "" {
				if r := html.UnescapeString(m); r != m {
					b.WriteString(r)
					i += len(m)
					continue
				}
			}
		}
		b.WriteByte(c)
		i++
	}
	return b.String()
}
