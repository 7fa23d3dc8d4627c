package termsafe

import (
	"bytes"
	"testing"
)

func TestEscapeShowsWhatWouldSteerTheTerminal(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Ana asks Ben for sevens.\n", "Ana asks Ben for sevens.\n"},
		{"tab\tand newline\n", "tab\tand newline\n"},
		{"\x1b[2J\x1b]0;pwned\x07", `\x1b[2J\x1b]0;pwned\x07`},
		{"Dan\x7f\r", `Dan\x7f\x0d`},
		{"Cy\u009b31m", `Cy\u009b31m`},
		{"Ben \u202egnp.exe", `Ben \u202egnp.exe`},
		{"Åsa får 7♠ – « oui »", "Åsa får 7♠ – « oui »"},
		{"bad \xff byte", `bad \xff byte`},
		{"cut \xe2\x99", `cut \xe2\x99`},
	}
	for _, tt := range tests {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestWriterJoinsACharacterCutBetweenWrites: a rune split over two
// writes is written whole, not as two invalid bytes.
func TestWriterJoinsACharacterCutBetweenWrites(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b)
	spade := []byte("7♠\n")
	for _, part := range [][]byte{spade[:2], spade[2:3], spade[3:]} {
		if n, err := w.Write(part); err != nil || n != len(part) {
			t.Fatalf("Write: %d %v", n, err)
		}
	}
	if b.String() != "7♠\n" {
		t.Errorf("got %q", b.String())
	}
}
