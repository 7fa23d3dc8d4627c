package yamlfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// TestAnUnclosedQuoteOrBracketIsReportedWhereItOpens: the parser's own
// position for these is where it gave up (the file's first line, the
// line of the mapping around, the end of the file); each is placed at
// the quote or bracket that opened it, or the one that closes nothing.
func TestAnUnclosedQuoteOrBracketIsReportedWhereItOpens(t *testing.T) {
	for _, tt := range []struct{ name, src, want string }{
		{"double quote never closed", "a: b\nc: \"open\nd: e\nf: g\n", "2:4: quoted string opened here is never closed"},
		{"single quote never closed", "a: b\nc: 'open\nd: e\n", "2:4: quoted string opened here is never closed"},
		{"quote closed by the next string's", "a: \"open\nb: \"shut\"\nc: d\n", "1:4: quoted string opened here is never closed (it runs on to the quote at 2:4)"},
		{"quoted key never closed", "a: b\n\"c: d\ne: f\n", "2:1: quoted string opened here is never closed"},
		{"quote in a list item", "list:\n  - one\n  - 'two\n  - three\n", "3:5: quoted string opened here is never closed"},
		{"quote in a flow list", "a: [x, \"y, z]\nb: c\n", "1:8: quoted string opened here is never closed"},
		{"brace never closed", "a: {x: 1\nb: c\nd: e\n", "1:4: '{' opened here is never closed"},
		{"bracket never closed, deep in the file", "a: b\nc:\n  d: e\n  f: [g, h\n  i: j\nk: l\n", "4:6: '[' opened here is never closed"},
		{"brace in a list item", "a:\n  - {x: 1\n  - y\nb: c\n", "2:5: '{' opened here is never closed"},
		{"flow over lines, then never closed", "a: [x,\n  y, # it's a comment ]\n  z\nb: c\n", "1:4: '[' opened here is never closed"},
		{"two never closed", "a: [x, {y: 1\nb: c\n", "1:4: '[' opened here is never closed\nf.yaml:1:8: invalid yaml: '{' opened here is never closed"},
		{"a list left open, then a quote", "a: [x, y\nb: c\nd: \"e\n", "1:4: '[' opened here is never closed"},
		{"a list left open, then text after quotes", "a: [x, y\nb: c\nd: \"e\" f\n", "1:4: '[' opened here is never closed"},
		{"a list left open inside a list left open", "a: [x, [y\nb: c\n", "1:4: '[' opened here is never closed\nf.yaml:1:8: invalid yaml: '[' opened here is never closed"},
		{"a ']' after '?' in a list is the entry's", "a: [? ]]]\n", "1:9: ']' with no '['"},
		{"closed by the wrong one", "a: [x: 1}\nb: c\n", "1:4: '[' opened here is closed by '}' at 1:9"},
		{"inner closed by the outer's", "a: {x: [1, 2}\n", "1:8: '[' opened here is closed by '}' at 1:13"},
		{"brace with no opener", "a: {x: 1}}\nb: c\n", "1:10: '}' with no '{'"},
		{"bracket with no opener", "a: b\nc: ]\n", "2:4: ']' with no '['"},
		{"bracket with no opener in a list", "a:\n  - x\n  - ]\n", "3:5: ']' with no '['"},
		{"an inner ' written as is", "a: 'it's'\n", "1:7: the quoted string ends here: a ' inside '…' is written ''"},
		{"an inner \" written as is", "a: \"say \"hi\"\"\n", "1:9: the quoted string ends here: a \" inside \"…\" is written \\\""},
		{"text after the quotes", "a: b\nc: \"x\" y\n", "2:8: text after a quoted string: quote all of the value, or none of it"},
		{"after a comment with quotes and braces", "a: b # it's {\nc: 'd\n", "2:4: quoted string opened here is never closed"},
		{"after a block scalar with quotes and braces", "a: |\n  it's { [\n  \"x\nb: \"c\n", "4:4: quoted string opened here is never closed"},
		{"after a plain scalar with quotes", "a: it's \"x\" {y\nb: [c\n", "2:4: '[' opened here is never closed"},
		{"after a plain scalar going on below", "a: one\n  'two' three\nb: \"c\n", "3:4: quoted string opened here is never closed"},
		{"a plain scalar ends at a line no deeper than its mapping", "a:\n  b c\n\"x\n", "3:1: quoted string opened here is never closed"},
		{"after a quoted key", "\"a\": [b\n", "1:6: '[' opened here is never closed"},
		{"columns count characters", "ä: ö\nå: \"ü\nx: y\n", "2:4: quoted string opened here is never closed"},
		{"after a document marker", "--- {a: b\n", "1:5: '{' opened here is never closed"},
		{"after a top-level block scalar", "--- |\n 'text\n{\n", "3:1: '{' opened here is never closed"},
		{"escaped quotes inside", "a: \"x \\\" y\" \nb: 'it''s\nc: d\n", "2:4: quoted string opened here is never closed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var p Problems
			f := Parse(&p, "f.yaml", []byte(tt.src))
			want := strings.Replace("f.yaml:"+tt.want, ": ", ": invalid yaml: ", 1)
			if err := p.Err(); f.Root != nil || err == nil || err.Error() != want {
				t.Errorf("got\n%v\nwant\n%s", err, want)
			}
			var list ErrorList
			if errors.As(p.Err(), &list) && list[0].Err == nil {
				t.Errorf("the parser's error is not kept as the cause")
			}
		})
	}
}

// TestOtherSyntaxErrorsKeepTheParsersMessage: where the quotes and
// brackets are sound, the parser's own message is given (at its line;
// a colon inside a plain text at the colon).
func TestOtherSyntaxErrorsKeepTheParsersMessage(t *testing.T) {
	for src, col := range map[string]int{"a: b: c\n": 5, "a: b\n\tc: d\n": 1, "a:\n  - x\n y: z\n": 1, "a: x}\nb: [c]\n  d: e\n": 1} {
		var p Problems
		Parse(&p, "f.yaml", []byte(src))
		var list ErrorList
		if err := p.Err(); !errors.As(err, &list) || len(list) != 1 || list[0].Pos.Col != col || list[0].Err == nil {
			t.Errorf("%q: %v, want one problem at column %d", src, err, col)
		}
	}
}

// soundYAML is valid YAML with quotes, brackets and hashes where the
// structure scanner must not see a quote or a bracket.
var soundYAML = []string{
	"a: it's\nb: x\"y\nc: x}\nd: x]y\ne: a#b\n",
	"a: b # it's \"not\" {closed\n# [\n'c': \"d\" # }\n",
	"a: |\n  it's { [\n  \"x\n\n  ]\nb: >-\n  'y\n  }\nc: d\n",
	"- |\n  {\n- >\n  \"\n- x\n",
	"a: [x, \"y, z]\", 'it''s', {b: c}]\nd: {\"e\":\"f\", g: [h, i]}\n",
	"a: [x,\n  y, # it's ]\n  z]\nb: {c: d,\n  e: f}\n",
	"a: \"multi\n  line\"\nb: 'multi\n\n  line'\n",
	"a: plain\n  'continued' \"with quotes\n  and more\nb: c\n",
	"&x a: *x\n!!str b: !!str 'c'\n? d\n: e\n",
	"%YAML 1.1\n---\na: \"b\"\n...\n",
	"--- |\n  text {\n",
	"|\n  'text\n",
	"--- >-\n  \"text\n",
	"a: \"x \\\" y\"\nb: \"back\\\\\"\nc: 'q''q'\n",
	"\uFEFFa: 'b'\n",
	"z: \"\"#\na: 'b'#c\nd: [e]#f\ng: {h: i}#j\n",
	"a:\r\n  - 'b'\r\n  - [c]\r\n",
	"key: value with | pipe and > more\nk2: -1\nk3: :x\n",
	"a:\n  one\n  'it's\n  \"so\nb: c\n",
	"one\n\"two\n",
	"- a: |\n    'x\n  b: \"y\"\n",
	// A plain scalar goes on over the lines indented deeper than the
	// block collection around it, whatever its own column or its key's
	// (-1 at the top level, after "- ", "? " and in an indentless list
	// too): a quote on such a line is text.
	" 000\n\"\n",
	"a:\n  b c\n \"x\n",
	"- a\n  'b\n- c\n",
	"? a\n  'b\n: c\n",
	"a:\n- b\n 'c\n",
	"--- a\n'b\n",
	// A block scalar's indentation indicator counts from that collection.
	"a: |2\n   'x\n  \"y\nb: c\n",
	"- |1\n  'x\n",
	// A tag holds brackets and commas; a comment may follow a ',' at once.
	"{a: !t] x}\n",
	"[a,#[\n]\n",
	// The parser takes a ']' right after "?" in a flow list as the entry's.
	"[? ]]\n",
	"a: [? ]\n  ]\n",
}

// TestTheScannerFindsNothingInValidYAML: for every file the parser
// accepts (the snippets above and every YAML file of the repository),
// the structure scanner finds no problem.
func TestTheScannerFindsNothingInValidYAML(t *testing.T) {
	files := map[string][]byte{}
	for i, s := range soundYAML {
		if !parses([]byte(s)) {
			t.Errorf("snippet %q is not valid YAML", s)
		}
		files[fmt.Sprintf("soundYAML[%d]", i)] = []byte(s)
	}
	_ = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
			files[path], _ = os.ReadFile(path)
		}
		return nil
	})
	valid := 0
	for name, data := range files {
		if !parses(data) {
			continue
		}
		valid++
		if probs := structureProblems(name, data); len(probs) > 0 {
			t.Errorf("%s parses, but the scanner finds %v", name, ErrorList(probs))
		}
	}
	t.Logf("%d valid files", valid)
	if valid < 100 {
		t.Errorf("only %d valid files read", valid)
	}
}

// parses reports whether the YAML parser accepts every document of data.
func parses(data []byte) bool {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var n yaml.Node
		switch err := dec.Decode(&n); {
		case errors.Is(err, io.EOF):
			return true
		case err != nil:
			return false
		}
	}
}

// TestABreakInARealFileIsFoundWhereItIs breaks the repository's files one
// place at a time, the way an editor slips: a value's closing quote or
// bracket dropped, or a closing bracket typed twice. When the parser
// refuses the result, the problem is at the value's opening quote or
// bracket, or at the bracket typed twice.
func TestABreakInARealFileIsFoundWhereItIs(t *testing.T) {
	paths, _ := filepath.Glob("../content/cards/*/*.yaml")
	more, _ := filepath.Glob("../games/gofish/testdata/scenarios/*.yaml")
	tried := map[string]int{}
	for _, path := range append(paths, more...) {
		data, err := os.ReadFile(path)
		if err != nil || !parses(data) {
			continue
		}
		lines := strings.Split(string(data), "\n")
		for n, line := range lines {
			open, shut := breakable(line)
			if open < 0 {
				continue
			}
			breaks := map[string]struct {
				line string
				at   int
			}{
				"without its closing " + line[shut:shut+1]: {line[:shut] + line[shut+1:], open},
			}
			if line[shut] == ']' {
				breaks["with its closing ] twice"] = struct {
					line string
					at   int
				}{line[:shut+1] + line[shut:], shut + 1}
			}
			for what, b := range breaks {
				broken := slicesWith(lines, n, b.line)
				if parses([]byte(broken)) {
					continue
				}
				tried[what]++
				var p Problems
				Parse(&p, "f.yaml", []byte(broken))
				var list ErrorList
				want := Pos{File: "f.yaml", Line: n + 1, Col: utf8.RuneCountInString(b.line[:b.at]) + 1}
				if !errors.As(p.Err(), &list) || list[0].Pos != want {
					t.Errorf("%s line %d %s: got %v, want %v", path, n+1, what, p.Err(), want)
				}
			}
		}
	}
	t.Logf("breaks tried: %v", tried)
	if len(tried) < 3 {
		t.Errorf("only %v breaks tried", tried)
	}
}

// breakable finds in line a value that is one quoted string or one flow
// list on the line (after "key: " or "- "), and returns the bytes of its
// opening and closing character; -1 when there is none.
func breakable(line string) (open, shut int) {
	t := strings.TrimRight(line, " ")
	i := strings.Index(t, ": ")
	if j := strings.Index(t, "- "); i < 0 || (j >= 0 && j < i && strings.TrimSpace(t[:j]) == "") {
		i = j
	}
	if i < 0 || len(t) < i+4 {
		return -1, -1
	}
	v := t[i+2:]
	pairs := map[byte]byte{'"': '"', '\'': '\'', '[': ']'}
	if c, ok := pairs[v[0]]; ok && v[len(v)-1] == c && !strings.ContainsAny(v[1:len(v)-1], "\"'#") {
		return i + 2, len(t) - 1
	}
	return -1, -1
}

// slicesWith returns lines joined with line n replaced by s.
func slicesWith(lines []string, n int, s string) string {
	out := append([]string(nil), lines...)
	out[n] = s
	return strings.Join(out, "\n")
}
