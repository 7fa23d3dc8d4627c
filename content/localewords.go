package content

import (
	"path"
	"strings"
	"sync"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// words fills loc.Words with the words its game's features are read with
// (loader.features): the words.yaml of its language's locale folders and
// then of the locale's own (de, then de-CH; a card's own locales/ folder
// in place of the shipped ones, whose shared file comes before the
// game's: wordsFiles), the card's own <tag>.words.yaml in the same order,
// and last the number words of the locale file's numbers:. A locale with
// no words at all is a problem at its locale: key (unless its numbers:
// are being written); so is a marked {word} the check would not read
// anyway.
func (l *loader) words(loc *Locale) {
	tags := loc.Code.Tags()
	before := l.p.Len() // a words file with problems is not checked against
	var w Words
	for i := len(tags) - 1; i >= 0; i-- {
		for _, f := range wordsFiles(l.lib, tags[i]) {
			l.readShipped(f, tags[i], &w)
		}
	}
	for i := len(tags) - 1; i >= 0; i-- {
		own := string(tags[i]) + wordsSuffix
		l.readWordsFile(path.Join(l.dir, own), l.join(own), tags[i], &w)
	}
	w.Phrases = append(w.Phrases, numberPhrases(loc)...)
	loc.Words = w
	if _, written := loc.Pos["numbers"]; !written && !loc.Words.Has(wording.NumberWord) {
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

// shippedWords holds the words of the shipped words files, each as read
// for one game's features: the files are built in, so a process (a
// preview that checks a card on every save, a check of many cards) parses
// each once.
var shippedWords sync.Map // wordsKey → *wording.Words

type wordsKey struct {
	game, path string
	code       locale.Code
}

// readShipped reads the words file f of locale code into w: a shipped
// file once a process (shippedWords), a card's own every time.
func (l *loader) readShipped(f locale.File, code locale.Code, w *Words) {
	if !f.Shipped {
		wording.ReadFile(&l.p, f.Data, f.Path, code, l.features, w)
		return
	}
	key := wordsKey{l.gameID, f.Path, code}
	if got, ok := shippedWords.Load(key); ok {
		w.Append(got.(*Words))
		return
	}
	var own Words
	before := l.p.Len()
	wording.ReadFile(&l.p, f.Data, f.Path, code, l.features, &own)
	if l.p.Len() == before { // a file with problems is read again, and says them again
		shippedWords.Store(key, &own)
	}
	w.Append(&own)
}

// readWordsFile reads the card's own words file name (display in
// positions) into w, if there is a file by that name: one that cannot be
// read is a problem, not a file that is not there.
func (l *loader) readWordsFile(name, display string, code locale.Code, w *Words) {
	data, present, err := yamlfile.ReadIfPresent(l.fsys, name)
	if err != nil {
		l.p.Add(yamlfile.ReadError(display, err))
	} else if present {
		wording.ReadFile(&l.p, data, display, code, l.features, w)
	}
}

// numberPhrases returns the number words of a locale file's numbers:.
func numberPhrases(loc *Locale) []wording.Phrase {
	var out []wording.Phrase
	for v, forms := range loc.Numbers {
		for _, f := range forms {
			out = append(out, wording.Phrase{Text: f, Kind: wording.NumberWord, Value: v, Pos: loc.Pos["numbers"]})
		}
	}
	return out
}

// ownFileCode returns the locale of a card's own file with this suffix
// (de.sheet.yaml, de.words.yaml), and whether the name has it.
func ownFileCode(name, suffix string) (string, bool) {
	return strings.CutSuffix(name, suffix)
}
