package yamlfile

import (
	"strings"
	"testing"
)

// TestParsePlacesInvalidBytesAtTheirOwnPosition: invalid UTF-8, raw
// control characters, line breaks other than LF and CRLF and a byte-order
// mark past the file's start are reported at their line and column (the
// parser says only "invalid leading UTF-8 octet", at line 1, or reads
// the file differently from the editor).
func TestParsePlacesInvalidBytesAtTheirOwnPosition(t *testing.T) {
	tests := []struct {
		data      string
		line, col int
		want      string
	}{
		{"a: 1\nb: 2\nc: ok \xff\n", 3, 7, "invalid UTF-8 (byte 0xFF)"},
		{"a: ÅÄÖ\xc3\n", 1, 7, "invalid UTF-8 (byte 0xC3)"},
		{"a: 1\n\x1b[2J: x\n", 2, 1, "U+001B"},
		{"a: \"x\u0090\"\n", 1, 6, "U+0090"},
		{"a: x\x7f\n", 1, 5, "U+007F"},
		{"a: 1\rb: [x\r\n", 1, 5, "line break U+000D"},
		{"a: 1\r\nb: x\r", 2, 5, "line break U+000D"},
		{"a: 1\u2028b: x\n", 1, 5, "line break U+2028"},
		{"a: 1\n\u2029\n", 2, 1, "line break U+2029"},
		{"a: \"x\u0085\"\n", 1, 6, "line break U+0085"},
		{"a: 1\n\uFEFFb: 2\n", 2, 1, "byte-order mark (U+FEFF) is allowed only at the file's start"},
		{"\uFEFF\uFEFFa: 1\n", 1, 1, "byte-order mark"},
		{"\uFEFFa: \x01\n", 1, 4, "U+0001"},
		{"- x y \uFEFF\n\"\n", 1, 7, "byte-order mark"},
		{"a: b\nc: \"x\uFFFFy\"\n", 2, 6, "noncharacter U+FFFF"},
		{"a: x\uFFFE\n", 1, 5, "noncharacter U+FFFE"},
		// Not a byte the parser refuses, but an alias of no anchor, which
		// it reports with no line.
		{"a: b\nc:\n  d: [1, 2]\n  e: *nope\n", 4, 6, "unknown anchor 'nope'"},
		{"a: &yes 1\nb: \"*nope\"\nc: [*yes, *nope]\n", 3, 11, "unknown anchor 'nope'"},
		// A colon inside a plain text: the parser names its line only.
		{"a: b\nstatements:\n  c: the rule: you go again\n", 3, 14, "put the text in quotes"},
		// A bad escape: the parser names its line only.
		{"a: b\nc: \"x \\t \\ud83d\\udc1f y\"\n", 2, 10, "invalid Unicode character escape"},
		{"a: b\nc: \"x \\\\ \\q y\"\n", 2, 10, "unknown escape character"},
	}
	for _, tt := range tests {
		var p Problems
		f := Parse(&p, "f.yaml", []byte(tt.data))
		err := p.Err()
		if f.Root != nil || err == nil {
			t.Errorf("%q: parsed without a problem", tt.data)
			continue
		}
		list := err.(ErrorList)
		if e := list[0]; e.Pos.Line != tt.line || e.Pos.Col != tt.col || !strings.Contains(e.Msg, tt.want) {
			t.Errorf("%q: %v, want %q at %d:%d", tt.data, e, tt.want, tt.line, tt.col)
		}
	}
	for _, ok := range []string{"a: \"tab\there\"\r\nb: x\n", "\uFEFFa: b\n"} {
		var p Problems
		if f := Parse(&p, "f.yaml", []byte(ok)); f.Root == nil {
			t.Errorf("%q: tab, CRLF and a leading byte-order mark are allowed: %v", ok, p.Err())
		}
	}
}
