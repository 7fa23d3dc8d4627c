// Package termsafe keeps what rulecard prints from steering the terminal:
// control characters that come from its input (a seat name in a scenario
// file, a line typed at `play`, a card's text quoted in a message) are
// written as visible escapes instead of being obeyed.
package termsafe

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// Writer writes to W with every character that could steer a terminal
// escaped: C0 controls but tab and newline, DEL, C1 controls, and the
// bidirectional controls (embeddings, overrides, isolates, marks) are
// written as \xHH or \uHHHH; invalid UTF-8 bytes as \xHH. A character cut
// between two writes is held back until the next write completes it.
type Writer struct {
	W       io.Writer
	pending []byte // the start of a character a write cut off
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{W: w} }

// Write escapes p and writes it to the underlying writer. It reports
// len(p) when everything was written.
func (t *Writer) Write(p []byte) (int, error) {
	src := p
	if len(t.pending) > 0 {
		src = append(t.pending, p...)
		t.pending = nil
	}
	out := make([]byte, 0, len(src)+16)
	for i := 0; i < len(src); {
		c := src[i]
		if c < utf8.RuneSelf {
			if c == '\n' || c == '\t' || c >= 0x20 && c != 0x7f {
				out = append(out, c)
			} else {
				out = fmt.Appendf(out, `\x%02x`, c)
			}
			i++
			continue
		}
		if !utf8.FullRune(src[i:]) {
			t.pending = append([]byte(nil), src[i:]...)
			break
		}
		r, n := utf8.DecodeRune(src[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			out = fmt.Appendf(out, `\x%02x`, c)
		case Steers(r):
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = append(out, src[i:i+n]...)
		}
		i += n
	}
	if _, err := t.W.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Steers reports whether r is a control character beyond ASCII that
// Writer escapes: a C1 control, or a bidirectional control (U+061C,
// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
func Steers(r rune) bool {
	return r >= 0x80 && r <= 0x9f || r == 0x61c || r == 0x200e || r == 0x200f ||
		r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
}

// Escape returns s as Writer would write it.
func Escape(s string) string {
	var b sliceWriter
	w := NewWriter(&b)
	_, _ = w.Write([]byte(s))
	return string(b) + escapeTail(w.pending)
}

// escapeTail writes the bytes of an unfinished character as \xHH.
func escapeTail(p []byte) string {
	var s string
	for _, c := range p {
		s += fmt.Sprintf(`\x%02x`, c)
	}
	return s
}

// sliceWriter collects what is written to it.
type sliceWriter []byte

func (s *sliceWriter) Write(p []byte) (int, error) {
	*s = append(*s, p...)
	return len(p), nil
}
