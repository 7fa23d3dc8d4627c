// Package hyph finds where a word may be hyphenated, by Frank Liang's
// algorithm (the one TeX uses) with the pattern sets LibreOffice ships
// (libhyphen's .dic files, made from TeX's), embedded from dic/: American
// English, Swedish, German (reformed spelling), French and Spanish.
// README.md in dic/ says where each comes from and under which licence.
//
// For loads a shipped set, Parse a pattern file a card brings; neither
// keeps what it loads: the caller holds the Patterns it uses.
package hyph

import (
	"bufio"
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Each language's patterns are a LibreOffice pattern file in dic/,
// hyph_<language>[_<REGION>].dic, and the table Parse and Table make of
// it, dic/<language>.pat, which For reads: go test ./layout/hyph -update
// writes the tables. A language gains hyphenation by its pattern file and
// that command alone.
//
//go:embed dic/*.pat
var tables embed.FS

// The least number of letters a break leaves before and after it, whatever
// a pattern file allows: the usual typographic minimums.
const (
	minLeft  = 2
	minRight = 2
)

// Patterns is one language's hyphenation patterns, as a table of lines
// "letters digits", sorted by the letters: "ach 0204" for the pattern
// a2ch4 (one digit per gap, the gap before the first letter first). It is
// read-only and safe for concurrent use.
type Patterns struct {
	// Left and Right are the least numbers of letters a break leaves
	// before and after it.
	Left, Right int
	// longest is the most letters a pattern holds.
	longest int
	table   string
	lines   *lineIndex // where the table's lines are
}

// For loads the shipped patterns of the locale ("de", "en-GB": a region
// falls back to the language), or returns nil when none are shipped for
// it.
func For(locale string) (*Patterns, error) {
	lang, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(locale, "_", "-")), "-")
	if lang == "" || strings.ContainsAny(lang, "./\\") {
		return nil, nil
	}
	data, err := tables.ReadFile("dic/" + lang + ".pat")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	p, err := load(string(data))
	if err != nil {
		return nil, fmt.Errorf("hyphenation table dic/%s.pat: %w", lang, err)
	}
	return p, nil
}

// header is the first line of a table: the minimums and the longest
// pattern. Table writes it; readHeader reads it.
const header = "left %d right %d longest %d\n"

// readHeader reads a table's first line, without its newline: the
// numbers of header.
func readHeader(line string) (left, right, longest int, err error) {
	f := strings.Fields(line)
	if len(f) != 6 || f[0] != "left" || f[2] != "right" || f[4] != "longest" {
		return 0, 0, 0, fmt.Errorf("want %q", strings.TrimSpace(header))
	}
	var v [3]int
	for i := range v {
		if v[i], err = strconv.Atoi(f[2*i+1]); err != nil {
			return 0, 0, 0, err
		}
	}
	return v[0], v[1], v[2], nil
}

// load reads a table written by Table and indexes its lines.
func load(data string) (*Patterns, error) {
	nl := strings.IndexByte(data, '\n')
	if nl < 0 {
		return nil, fmt.Errorf("no header line")
	}
	p := &Patterns{table: data[nl+1:]}
	var err error
	if p.Left, p.Right, p.longest, err = readHeader(data[:nl]); err != nil {
		return nil, fmt.Errorf("header %q: %w", data[:nl], err)
	}
	p.lines = makeIndex(p.table)
	return p, nil
}

// Table returns the patterns as the table For reads: a header line, then
// one line a pattern, sorted by its letters.
func (p *Patterns) Table() []byte {
	return append(fmt.Appendf(nil, header, p.Left, p.Right, p.longest), p.table...)
}

// Parse reads a libhyphen pattern file: its first line names the
// encoding (UTF-8 or ISO8859-1), then come LEFTHYPHENMIN and
// RIGHTHYPHENMIN, comments (% or #) and one pattern a line. Where the file
// has levels (NEXTLEVEL: the first for compound words), only the last,
// the ordinary patterns, is used; non-standard patterns (with a slash)
// are left out. Errors name the line.
func Parse(data []byte) (*Patterns, error) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), maxLine)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, &ParseError{Line: 1, Err: scanError(err)}
		}
		return nil, &ParseError{Line: 1, Err: fmt.Errorf("empty file: want the encoding (UTF-8) on the first line, then the patterns")}
	}
	latin1, err := encodingOf(strings.TrimSpace(sc.Text()))
	if err != nil {
		return nil, &ParseError{Line: 1, Err: err}
	}
	pp := &parser{p: &Patterns{Left: minLeft, Right: minRight}, values: map[string]string{}}
	n := 2
	for ; sc.Scan(); n++ {
		line := sc.Bytes()
		if latin1 {
			line = fromLatin1(line)
		}
		if !utf8.Valid(line) {
			return nil, &ParseError{Line: n, Err: fmt.Errorf("invalid UTF-8: the first line says the file is UTF-8")}
		}
		if err := pp.line(strings.TrimSpace(string(line))); err != nil {
			return nil, &ParseError{Line: n, Err: err}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &ParseError{Line: n, Err: scanError(err)} // the line it could not read
	}
	if len(pp.values) == 0 {
		return nil, &ParseError{Line: 1, Err: fmt.Errorf("no patterns")}
	}
	var table strings.Builder
	for _, k := range slices.Sorted(maps.Keys(pp.values)) {
		table.WriteString(k + " " + pp.values[k] + "\n")
	}
	pp.p.table = table.String()
	pp.p.lines = makeIndex(pp.p.table)
	return pp.p, nil
}

// maxLine is the length a line of a pattern file must stay under, in
// bytes (its line break aside): a pattern is a few letters.
const maxLine = 64 << 10

// scanError says what stopped the reading of a line.
func scanError(err error) error {
	if errors.Is(err, bufio.ErrTooLong) {
		return fmt.Errorf("the line is 64 KiB or longer: a pattern file's lines must be shorter than %d bytes", maxLine)
	}
	return err
}

// ParseError is a problem of a pattern file, at its line.
type ParseError struct {
	Line int
	Err  error
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *ParseError) Unwrap() error { return e.Err }

// parser reads a pattern file into patterns.
type parser struct {
	p      *Patterns
	values map[string]string
}

// encodingOf reads the encoding line: it reports whether the file is in
// ISO8859-1 (else UTF-8).
func encodingOf(name string) (latin1 bool, err error) {
	switch strings.ToUpper(name) {
	case "UTF-8":
		return false, nil
	case "ISO8859-1", "ISO-8859-1":
		return true, nil
	}
	return false, fmt.Errorf("encoding %q: want UTF-8 or ISO8859-1", name)
}

// fromLatin1 decodes ISO8859-1 bytes to UTF-8.
func fromLatin1(b []byte) []byte {
	out := make([]byte, 0, len(b)+8)
	for _, c := range b {
		out = utf8.AppendRune(out, rune(c))
	}
	return out
}

// line reads one line of a pattern file.
func (pp *parser) line(line string) error {
	if line == "" || line[0] == '%' || line[0] == '#' {
		return nil
	}
	key, arg, _ := strings.Cut(line, " ")
	switch key {
	case "LEFTHYPHENMIN", "RIGHTHYPHENMIN":
		v, err := strconv.Atoi(strings.TrimSpace(arg))
		if err != nil || v < 0 {
			return fmt.Errorf("%s %q: want a count", key, arg)
		}
		if key == "LEFTHYPHENMIN" {
			pp.p.Left = max(v, minLeft)
		} else {
			pp.p.Right = max(v, minRight)
		}
		return nil
	case "NEXTLEVEL":
		clear(pp.values) // the levels before are for compound words
		pp.p.longest = 0
		return nil
	case "COMPOUNDLEFTHYPHENMIN", "COMPOUNDRIGHTHYPHENMIN", "NOHYPHEN":
		return nil
	}
	if strings.ContainsRune(line, '/') {
		return nil // a non-standard pattern (a spelling change at the break)
	}
	return pp.add(line)
}

// add records one pattern, "a2ch4": its letters and the digits between
// them. Where two patterns share letters, the larger value wins.
func (pp *parser) add(pat string) error {
	var letters strings.Builder
	digits := []byte{'0'}
	for _, r := range pat {
		switch {
		case r >= '0' && r <= '9':
			digits[len(digits)-1] = byte(r)
		case unicode.IsSpace(r):
			return fmt.Errorf("pattern %q: white space inside", pat)
		default:
			letters.WriteRune(unicode.ToLower(r))
			digits = append(digits, '0')
		}
	}
	key := letters.String()
	if key == "" {
		return fmt.Errorf("pattern %q: no letters", pat)
	}
	if old, ok := pp.values[key]; ok {
		for i := range digits {
			digits[i] = max(digits[i], old[i])
		}
	}
	pp.values[key] = string(digits)
	pp.p.longest = max(pp.p.longest, len(digits)-1)
	return nil
}

// Points returns where word may be broken: the rune offsets i (from 1) at
// which a hyphen may stand between word's runes i-1 and i, leaving at
// least Left runes before and Right after. word should be one word of
// letters; its case does not matter.
func (p *Patterns) Points(word string) []int {
	n := utf8.RuneCountInString(word)
	if p == nil || p.lines == nil || n < p.Left+p.Right { // no table: a Patterns{}
		return nil
	}
	// w is the word in lower case between dots, in UTF-8; at[k] is where
	// its rune k starts (at[n+2] is its end).
	w, at := []byte{'.'}, []int{0}
	for _, r := range word {
		at = append(at, len(w))
		w = utf8.AppendRune(w, unicode.ToLower(r))
	}
	at = append(at, len(w))
	w = append(w, '.')
	at = append(at, len(w))
	vals := make([]byte, n+3)
	for i := range n + 2 {
		p.match(w, at, i, vals)
	}
	var out []int
	// vals[k] is the gap before w's rune k; rune i of word is w's i+1.
	for i := p.Left; i <= n-p.Right; i++ {
		if vals[i+1]%2 == 1 {
			out = append(out, i)
		}
	}
	return out
}

// match raises vals by the digits of every pattern that w's runes from
// rune i on (at are the runes' offsets) begin with. It walks the sorted
// table as a trie: the lines whose letters begin with w's next j bytes
// are a run of lines, and those that begin with one byte more a run
// within it, found by that byte alone; a line whose letters are those j
// bytes, when they end a rune, is the first of its run.
func (p *Patterns) match(w []byte, at []int, i int, vals []byte) {
	ix, t := p.lines, p.table
	from := at[i]
	lo, hi := ix.first[w[from]], ix.first[int(w[from])+1]
	for r := i + 1; r < len(at) && r-i <= p.longest; r++ {
		// lines [lo, hi) hold w[from:at[r-1]]; narrow them by rune r-1's
		// bytes (its first byte is already in for the first rune).
		for b := max(at[r-1], from+1); b < at[r] && lo < hi; b++ {
			lo, hi = narrow(t, ix.start, lo, hi, b-from, w[b])
		}
		if lo == hi {
			return
		}
		j := at[r] - from
		if line := t[ix.start[lo]:]; line[j] == ' ' {
			digits := line[j+1:]
			digits = digits[:strings.IndexByte(digits, '\n')]
			for k := range len(digits) {
				vals[i+k] = max(vals[i+k], digits[k]-'0')
			}
		}
	}
}

// narrow returns the run of lines within [lo, hi) whose byte col is c:
// lines [lo, hi) are sorted by their bytes from col on (they agree before
// it), and every one is longer than col.
func narrow(t string, start []int, lo, hi, col int, c byte) (int, int) {
	first := lo + sort.Search(hi-lo, func(i int) bool { return t[start[lo+i]+col] >= c })
	end := first + sort.Search(hi-first, func(i int) bool { return t[start[first+i]+col] > c })
	return first, end
}

// lineIndex is where a table's lines start, so that a lookup goes
// straight to a line.
type lineIndex struct {
	start []int // each line's first byte
	// first[c] is the first line whose letters start with byte c or
	// more: lines [first[c], first[c+1]) start with c.
	first [257]int
}

// makeIndex returns the line index of the table t.
func makeIndex(t string) *lineIndex {
	ix := &lineIndex{start: make([]int, 0, strings.Count(t, "\n")+1)}
	c := 0 // the next first byte to give its first line
	for at := 0; at < len(t); {
		n := strings.IndexByte(t[at:], '\n')
		if n < 0 {
			n = len(t) - at
		}
		for ; n > 0 && c <= int(t[at]); c++ {
			ix.first[c] = len(ix.start)
		}
		ix.start = append(ix.start, at)
		at += n + 1
	}
	for ; c <= 256; c++ {
		ix.first[c] = len(ix.start)
	}
	return ix
}

// Hyphenate returns word with a hyphen at every point it may break, for
// tests and for reading: "hy-phen-ation".
func (p *Patterns) Hyphenate(word string) string {
	rs := []rune(word)
	var b strings.Builder
	last := 0
	for _, i := range p.Points(word) {
		b.WriteString(string(rs[last:i]))
		b.WriteByte('-')
		last = i
	}
	b.WriteString(string(rs[last:]))
	return b.String()
}
