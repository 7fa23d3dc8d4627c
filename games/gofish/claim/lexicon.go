package claim

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// maxGap is how many other words "..." in a phrase allows between two of
// its words (within one clause).
const maxGap = 4

// lexicon is a locale's words compiled for reading: every phrase as
// slots of word forms, indexed by the forms of its first word.
type lexicon struct {
	code    locale.Code
	phrases []lexPhrase
	// byFirst lists the phrases whose first word has this exact form;
	// byStem those whose first word has a form ending in *.
	byFirst map[string][]int
	byStem  []int
	// articles are the words that mean one as an article; rangeWords the
	// words between the ends of a range.
	articles   map[string]bool
	rangeWords map[string]bool
}

// lexPhrase is one compiled phrase.
type lexPhrase struct {
	src   *content.Phrase // the words' own, never changed
	slots []slot
}

// slot is one word of a phrase: its exact forms and its stems (forms
// written with a trailing *); gap is set when "..." comes before it.
type slot struct {
	forms []string
	stems []string
	gap   bool
}

// fold returns s as the check reads it: NFKC, lower case, soft hyphens
// and zero-width characters dropped, the typographic apostrophe as '.
// ASCII is its own NFKC and holds none of those characters: it is only
// lowered (and not copied when it is lower case already).
func fold(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	s = norm.NFKC.String(s)
	s = strings.Map(func(r rune) rune {
		switch r {
		case '\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff':
			return -1
		case '’', 'ʼ':
			return '\''
		}
		return r
	}, s)
	return strings.ToLower(s)
}

// isASCII reports whether s is ASCII only.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// compileLexicon compiles a locale's words.
func compileLexicon(code locale.Code, w *content.Words) *lexicon {
	lx := &lexicon{code: code, byFirst: map[string][]int{}, articles: map[string]bool{}, rangeWords: map[string]bool{}}
	for i := range w.Phrases {
		p := &w.Phrases[i]
		folded := fold(p.Text)
		switch p.Kind {
		case content.ArticleWord:
			lx.articles[folded] = true
			continue
		case content.RangeWord:
			lx.rangeWords[folded] = true
			continue
		}
		lp := lexPhrase{src: p}
		gap := false
		for word := range content.PhraseWordsSeq(folded) {
			if word == "..." {
				gap = true
				continue
			}
			lp.slots = append(lp.slots, compileSlot(word, gap))
			gap = false
		}
		if len(lp.slots) == 0 {
			continue
		}
		n := len(lx.phrases)
		lx.phrases = append(lx.phrases, lp)
		for _, f := range lp.slots[0].forms {
			lx.byFirst[f] = append(lx.byFirst[f], n)
		}
		if len(lp.slots[0].stems) > 0 {
			lx.byStem = append(lx.byStem, n)
		}
	}
	return lx
}

// compileSlot compiles one word of a phrase, its forms separated by |.
func compileSlot(word string, gap bool) slot {
	s := slot{gap: gap}
	for form := range strings.SplitSeq(word, "|") {
		if stem, ok := strings.CutSuffix(form, "*"); ok {
			s.stems = append(s.stems, stem)
		} else {
			s.forms = append(s.forms, form)
		}
	}
	return s
}

// fits reports whether word is one of the slot's forms.
func (s slot) fits(word string) bool {
	for _, f := range s.forms {
		if f == word {
			return true
		}
	}
	for _, st := range s.stems {
		if strings.HasPrefix(word, st) {
			return true
		}
	}
	return false
}

// phrasesOf returns the features' phrases of the lexicon, as written,
// for messages ("none of …"); at most max.
func (lx *lexicon) phrasesOf(f content.Feature, max int) []string {
	var out []string
	for _, p := range lx.phrases {
		if p.src.Kind == content.RuleWord && p.src.Feature == f {
			out = append(out, p.src.Text)
			if len(out) == max {
				break
			}
		}
	}
	return out
}

// has reports whether the lexicon holds a phrase for feature f.
func (lx *lexicon) has(f content.Feature) bool {
	if f == content.First || f == content.Ordinal {
		for _, p := range lx.phrases {
			if p.src.Kind == content.OrdinalWord {
				return true
			}
		}
	}
	return len(lx.phrasesOf(f, 1)) > 0
}

// fileOf returns the words file a feature's phrases are read from, for
// the line an author adds to it.
func (lx *lexicon) fileOf(f content.Feature) string {
	for _, p := range lx.phrases {
		if p.src.Kind == content.RuleWord && p.src.Feature == f {
			return p.src.Pos.File
		}
	}
	return ""
}
