package content

import (
	"path"
	"strings"

	"github.com/rulecard/rulecard/locale"
)

// words fills loc.Words: the words.yaml of its language's locale folder
// and then of the locale's own (de, then de-CH; a card's own locales/
// folder before the shipped one), the card's own <tag>.words.yaml in the
// same order, and last the number words of the
// locale file's numbers:. A locale with no words at all is a problem at
// its locale: key (unless its numbers: are being written); so is a marked {word} the check would not read anyway.
func (l *loader) words(loc *Locale) {
	tags := loc.Code.Tags()
	before := l.p.Len() // a words file with problems is not checked against
	var w Words
	for i := len(tags) - 1; i >= 0; i-- {
		if f, ok := l.lib.Open(tags[i], "words.yaml"); ok {
			readWordsData(&l.p, f.Data, f.Path, tags[i], &w)
		}
	}
	for i := len(tags) - 1; i >= 0; i-- {
		own := string(tags[i]) + wordsSuffix
		readWordsFile(&l.p, l.fsys, path.Join(l.dir, own), l.join(own), tags[i], &w)
	}
	w.Phrases = append(w.Phrases, numberPhrases(loc)...)
	loc.Words = w
	if _, written := loc.Pos["numbers"]; !written && !loc.Words.Has(NumberWord) {
		at, found := loc.Pos["locale"]
		if !found {
			at = Pos{File: loc.File, Line: 1, Col: 1}
		}
		l.p.Addf(at, "no words for locale %q: the check reads number words and rule words; write them in %s (as in locale/%s/words.yaml)",
			loc.Code, l.join("locales/"+string(loc.Code)+"/words.yaml"), locale.Source)
		return
	}
	if l.p.Len() > before {
		return // the words files' own problems, not what their missing words would make of the texts
	}
	marks(&l.p, loc)
}

// numberPhrases returns the number words of a locale file's numbers:.
func numberPhrases(loc *Locale) []Phrase {
	var out []Phrase
	for v, forms := range loc.Numbers {
		for _, f := range forms {
			out = append(out, Phrase{Text: f, Kind: NumberWord, Value: v, Pos: loc.Pos["numbers"]})
		}
	}
	return out
}

// ownFileCode returns the locale of a card's own file with this suffix
// (de.sheet.yaml, de.words.yaml), and whether the name has it.
func ownFileCode(name, suffix string) (string, bool) {
	return strings.CutSuffix(name, suffix)
}
