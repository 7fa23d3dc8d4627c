package pdf

import (
	"testing"

	"golang.org/x/text/encoding/charmap"
)

// TestStandardCodesAreWindows1252s: a character has a standard code when
// Windows-1252 (which WinAnsiEncoding is) encodes it, but for the control
// characters, the no-break space and the soft hyphen, and the code is
// Windows-1252's.
func TestStandardCodesAreWindows1252s(t *testing.T) {
	n := 0
	for r := rune(0); r < 0x10000; r++ {
		want, ok := charmap.Windows1252.EncodeRune(r)
		ok = ok && r >= 0x20 && r != 0x7F && !(r >= 0x80 && r < 0xA1) && r != 0xAD
		got, has := standardCode(r)
		if has != ok || has && got != want {
			t.Errorf("%U: standardCode %#x, %v; want %#x, %v", r, got, has, want, ok)
		}
		if has {
			n++
		}
	}
	if n != 95+27+94 {
		t.Errorf("%d characters have a standard code, want 216", n)
	}
}
