package pdf

import "golang.org/x/text/encoding/charmap"

// standardCode returns r's code in PDF's WinAnsiEncoding, which is
// Windows-1252, if it has one that text extraction maps back to r: not
// the control characters, nor the no-break space and the soft hyphen,
// which PDF maps to a plain space and hyphen (text extraction would lose
// them). A character with a standard code needs no entry in the font's
// Differences.
func standardCode(r rune) (byte, bool) {
	if r < 0x20 || r >= 0x7F && r <= 0xA0 || r == 0xAD {
		return 0, false
	}
	return charmap.Windows1252.EncodeRune(r)
}
