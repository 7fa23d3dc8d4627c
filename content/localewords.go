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
	numbers := numberPhrases(loc)
	before := l.p.Len() // a words file with problems is not checked against
	var parts []Words
	for i := len(tags) - 1; i >= 0; i-- {
		tag := tags[i]
		if f, ok := l.lib.Open(tag, "words.yaml"); ok {
			room := 0
			if len(parts) == 0 {
				room = len(numbers) // the first words' room takes the numbers (joinWords)
			}
			parts = append(parts, readShippedWords(&l.p, f, tag, room))
		}
	}
	for i := len(tags) - 1; i >= 0; i-- {
		own := string(tags[i]) + wordsSuffix
		var w Words
		if readWordsFile(&l.p, l.fsys, path.Join(l.dir, own), l.join(own), tags[i], &w) {
			parts = append(parts, w)
		}
	}
	loc.Words = joinWords(append(parts, Words{Phrases: numbers}))
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
	n := 0
	for _, forms := range loc.Numbers {
		n += len(forms)
	}
	if n == 0 {
		return nil
	}
	out := make([]Phrase, 0, n)
	for v, forms := range loc.Numbers {
		for _, f := range forms {
			out = append(out, Phrase{Text: f, Kind: NumberWord, Value: v, Pos: loc.Pos["numbers"]})
		}
	}
	return out
}

// joinWords returns the words of parts, in order. The phrases are read,
// never changed, so they are copied only where they must be: the first
// part's phrases are taken as they are when they have room for the rest
// (a shared read's come clipped, with none), else every part's are copied
// once, into a slice of their number.
func joinWords(parts []Words) Words {
	var w Words
	n := 0
	for _, p := range parts {
		w.Files = append(w.Files, p.Files...)
		n += len(p.Phrases)
	}
	for _, p := range parts {
		switch {
		case len(p.Phrases) == 0:
		case w.Phrases == nil && cap(p.Phrases) >= n:
			w.Phrases = p.Phrases
		case w.Phrases == nil:
			w.Phrases = append(make([]Phrase, 0, n), p.Phrases...)
		default:
			w.Phrases = append(w.Phrases, p.Phrases...)
		}
	}
	return w
}

// ownFileCode returns the locale of a card's own file with this suffix
// (de.sheet.yaml, de.words.yaml), and whether the name has it.
func ownFileCode(name, suffix string) (string, bool) {
	return strings.CutSuffix(name, suffix)
}
