package yamlfile

import (
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestValuePosFollowsTheScalarThroughTheSource places the @ of each
// value: the position ValuePos gives must be where @ is in the file.
func TestValuePosFollowsTheScalarThroughTheSource(t *testing.T) {
	tests := []struct {
		name, src string
		atScalar  bool // ValuePos gives up and returns the scalar's position
	}{
		{name: "plain", src: "k: one two @ three\n"},
		{name: "plain after a line break", src: "k: one\n  @two\n"},
		{name: "plain, folded lines", src: "k: one\n  two\n    three @\n"},
		{name: "single-quoted", src: "k: 'it''s @'\n"},
		{name: "single-quoted at start", src: "k: '@'\n"},
		{name: "double-quoted", src: "k: \"a “b” @\"\n"},
		{name: "double-quoted, folded", src: "k: \"a\n  b @\"\n"},
		{name: "double-quoted escape", src: "k: \"a \\t @\"\n"},
		{name: "double-quoted escapes", src: "k: \"\\u00e9\\x41\\U0001F41F\\\"\\\\ \\e[31m @\"\n"},
		{name: "double-quoted, an escaped line break", src: "k: \"a\\\n  b @\"\n", atScalar: true},
		{name: "folded block", src: "k: >-\n  one\n  two @\n"},
		{name: "literal block", src: "k: |\n  one\n\n  two\n    @\n"},
		{name: "flow mapping", src: "k: {term: x, text: ab @ c}\n"},
		{name: "wide characters", src: "k: ▲ å “ @\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Problems
			f := Parse(&p, "f.yaml", []byte(tt.src))
			if f.Root == nil {
				t.Fatal(p.Err())
			}
			n := f.Root.Content[1]
			if n.Kind != yaml.ScalarNode {
				n = n.Content[3]
			}
			off := strings.IndexByte(n.Value, '@')
			if off < 0 {
				t.Fatalf("no @ in %q", n.Value)
			}
			want := Pos{File: "f.yaml", Line: n.Line, Col: n.Column}
			if !tt.atScalar {
				for i, line := range strings.Split(tt.src, "\n") {
					if j := strings.IndexByte(line, '@'); j >= 0 {
						want.Line, want.Col = i+1, len([]rune(line[:j]))+1
					}
				}
			}
			if got := f.ValuePos(n, off); got != want {
				t.Errorf("ValuePos = %v, want %v", got, want)
			}
		})
	}
}

// TestLinesAreSplitOnlyForAProblem: a file read without a problem inside
// a scalar never splits its lines; when one needs them they are the
// file's lines, a CRLF ending one like an LF.
func TestLinesAreSplitOnlyForAProblem(t *testing.T) {
	var p Problems
	f := Parse(&p, "f.yaml", []byte("a: one\r\nb: |\n  two\n  three\n"))
	if f.Root == nil || p.Err() != nil {
		t.Fatalf("parse: %v", p.Err())
	}
	v := f.Root.Content[3]
	if got := f.ValuePositions(v, nil); len(got) != 0 || f.lines != nil {
		t.Errorf("no offset asked for: %v, and the lines were split (%q)", got, f.lines)
	}
	if got, want := f.ValuePos(v, 4), (Pos{File: "f.yaml", Line: 4, Col: 3}); got != want {
		t.Errorf("ValuePos(4) = %v, want %v", got, want)
	}
	if want := []string{"a: one", "b: |", "  two", "  three", ""}; !slices.Equal(f.Lines(), want) {
		t.Errorf("lines %q, want %q", f.Lines(), want)
	}
}

// TestValuePosPlacesACharacterAtItsEscape: a character written as an
// escape (an ESC as \e, a control character as \u0007) is placed at the
// escape's backslash.
func TestValuePosPlacesACharacterAtItsEscape(t *testing.T) {
	src := "k: \"The player \\e[31mafter\\u0007 \\x40\"\n"
	var p Problems
	f := Parse(&p, "f.yaml", []byte(src))
	if f.Root == nil {
		t.Fatal(p.Err())
	}
	n := f.Root.Content[1]
	for _, c := range []struct {
		r   string
		col int
	}{{"\x1b", 16}, {"\a", 27}, {"@", 34}} {
		if got := f.ValuePos(n, strings.Index(n.Value, c.r)); got.Line != 1 || got.Col != c.col {
			t.Errorf("%q at %v, want 1:%d", c.r, got, c.col)
		}
	}
}
