package pdf

// winAnsi maps the characters of PDF's WinAnsiEncoding outside ASCII to
// their codes: 0x80 to 0x9F (Windows-1252's additions) and 0xA1 to 0xFF
// (Latin-1). A character found here is set with its standard code and
// needs no entry in the font's Differences. 0xA0 and 0xAD are left out:
// PDF maps them to a plain space and hyphen, which would lose the no-break
// space and the soft hyphen in text extraction.
var winAnsi = func() map[rune]byte {
	m := map[rune]byte{
		'€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87,
		'ˆ': 0x88, '‰': 0x89, 'Š': 0x8A, '‹': 0x8B, 'Œ': 0x8C, 'Ž': 0x8E,
		'‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
		'˜': 0x98, '™': 0x99, 'š': 0x9A, '›': 0x9B, 'œ': 0x9C, 'ž': 0x9E, 'Ÿ': 0x9F,
	}
	for c := 0xA1; c <= 0xFF; c++ {
		if c != 0xAD {
			m[rune(c)] = byte(c)
		}
	}
	return m
}()

// standardCode returns r's code in WinAnsiEncoding, if it has one that
// text extraction maps back to r.
func standardCode(r rune) (byte, bool) {
	if r >= 0x20 && r < 0x7F {
		return byte(r), true
	}
	c, ok := winAnsi[r]
	return c, ok
}
