package content

import "strings"

// typography is the characters a locale's typographer puts in for
// straight quotes, apostrophes, -- and ---, ... and << >>.
type typography struct {
	LeftDouble, RightDouble string
	LeftSingle, RightSingle string
	Apostrophe              string
	EnDash, EmDash          string
	Ellipsis                string
	LeftAngle, RightAngle   string
}

// english is the default typography: “double” and ‘single’ quotes.
var english = typography{
	LeftDouble: "“", RightDouble: "”",
	LeftSingle: "‘", RightSingle: "’",
	Apostrophe: "’",
	EnDash:     "–", EmDash: "—",
	Ellipsis:  "…",
	LeftAngle: "«", RightAngle: "»",
}

// swedish sets ”double” and ’single’ quotes, the same mark both sides,
// and the en dash, spaced, where English has the em dash (“–”).
var swedish = typography{
	LeftDouble: "”", RightDouble: "”",
	LeftSingle: "’", RightSingle: "’",
	Apostrophe: "’",
	EnDash:     "–", EmDash: "–",
	Ellipsis:  "…",
	LeftAngle: "»", RightAngle: "»",
}

// german sets „double“ and ‚single‘ quotes, low on the left, and the en
// dash, spaced, for a dash (“–”), as German typesetting does.
var german = typography{
	LeftDouble: "„", RightDouble: "“",
	LeftSingle: "‚", RightSingle: "‘",
	Apostrophe: "’",
	EnDash:     "–", EmDash: "–",
	Ellipsis:  "…",
	LeftAngle: "»", RightAngle: "«",
}

// typographies holds each locale's typography by language code; a locale
// with no entry is set in English typography. A new locale adds an entry
// here.
var typographies = map[string]typography{
	"en": english,
	"sv": swedish,
	"de": german,
}

// typographyFor returns the typography of a locale code ("en", "sv",
// "de-CH"): the exact code's entry, else its language's, else English.
func typographyFor(code string) typography {
	if t, ok := typographies[code]; ok {
		return t
	}
	lang, _, _ := strings.Cut(code, "-")
	if t, ok := typographies[lang]; ok {
		return t
	}
	return english
}
