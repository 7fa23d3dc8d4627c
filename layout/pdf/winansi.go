package pdf

// standardCode returns r's code in PDF's WinAnsiEncoding, if it has one
// that text extraction maps back to r: ASCII's printable characters, 0x80
// to 0x9F (Windows-1252's additions) and 0xA1 to 0xFF (Latin-1). A
// character with a standard code needs no entry in the font's
// Differences. 0xA0 and 0xAD are left out: PDF maps them to a plain space
// and hyphen, which would lose the no-break space and the soft hyphen in
// text extraction.
func standardCode(r rune) (byte, bool) {
	switch {
	case r >= 0x20 && r < 0x7F, r >= 0xA1 && r <= 0xFF && r != 0xAD:
		return byte(r), true
	}
	switch r {
	case '€':
		return 0x80, true
	case '‚':
		return 0x82, true
	case 'ƒ':
		return 0x83, true
	case '„':
		return 0x84, true
	case '…':
		return 0x85, true
	case '†':
		return 0x86, true
	case '‡':
		return 0x87, true
	case 'ˆ':
		return 0x88, true
	case '‰':
		return 0x89, true
	case 'Š':
		return 0x8A, true
	case '‹':
		return 0x8B, true
	case 'Œ':
		return 0x8C, true
	case 'Ž':
		return 0x8E, true
	case '‘':
		return 0x91, true
	case '’':
		return 0x92, true
	case '“':
		return 0x93, true
	case '”':
		return 0x94, true
	case '•':
		return 0x95, true
	case '–':
		return 0x96, true
	case '—':
		return 0x97, true
	case '˜':
		return 0x98, true
	case '™':
		return 0x99, true
	case 'š':
		return 0x9A, true
	case '›':
		return 0x9B, true
	case 'œ':
		return 0x9C, true
	case 'ž':
		return 0x9E, true
	case 'Ÿ':
		return 0x9F, true
	}
	return 0, false
}
