package wording

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/rulecard/rulecard/locale"
)

// maxGap is how many other words "..." in a phrase allows between two of
// its words (within one clause).
const maxGap = 4

// Lexicon is a locale's words compiled for reading: every phrase as
// slots of word forms, indexed by the forms of its first word. It is
// read-only once compiled: statements may be read with it side by side.
type Lexicon struct {
	code     locale.Code
	features FeatureSet
	phrases  []lexPhrase
	// byFirst lists the phrases whose first word has this exact form;
	// byStem those whose first word has a form ending in *.
	byFirst map[string][]int
	byStem  []int
	// articles are the words that mean one as an article; rangeWords the
	// words between the ends of a range.
	articles   map[string]bool
	rangeWords map[string]bool
	// sames are the one-word phrases of SAME ("same", "même", "samma"):
	// inside a rule word's phrase, "the same rank" names one rank.
	sames []slot
	// neutral are the words that state no rule; closed is set when the
	// locale lists any: every word of a statement must then be read.
	neutral []slot
	closed  bool
	// capitalNames: a word with a capital inside a sentence that it does
	// not know is a name (Words.CapitalNames).
	capitalNames bool
	// files are the words files the lexicon was compiled from.
	files []string
	// actors reads the words that name players (ActorWord, PronounWord,
	// SubjectVerbWord), apart from the rest: nil when the locale lists
	// none. defaultRole is what a pronoun names with no player named
	// before it.
	actors *Lexicon
	// conditions reads the words that head a condition that holds
	// (ConditionWord, NoConditionWord, ConcessionWord), apart from the rest: nil when the
	// locale lists none.
	conditions *Lexicon
	// follows reads the words by which a note on a source says the card
	// plays as the source does (FollowsWord), apart from the rest, for
	// notes alone (Reading.Followed): nil when the locale lists none.
	follows *Lexicon
	// words are the single words of the kinds read as lists, not as
	// phrases (listed): the subject pronouns that may follow their verb,
	// the words that make an object, join a clause, make a phrase's
	// subject its receiver, join alternatives or things that hold
	// together, or narrow a thing.
	words map[PhraseKind]map[string]bool
	// contractions are the words read as the words they stand for.
	contractions map[string][]string
	defaultRole  Role
}

// lexPhrase is one compiled phrase.
type lexPhrase struct {
	src   *Phrase // the words' own, never changed
	slots []slot
	// firstGap is the first slot after the first with a gap before it
	// (len(slots) when none has): the matcher remembers where the slots
	// after it fail to match (matcher.failed).
	firstGap int
	// rank is its feature's place in the feature set (a rule word's), its
	// precedence over a phrase of as many words at the same word.
	rank int
}

// slot is one word of a phrase: its exact forms and its stems (forms
// written with a trailing *); gap is set when "..." comes before it.
type slot struct {
	forms []string
	stems []string
	gap   bool
	// braced: the word is one a text writes in braces (a neutral
	// phrase's "{sin}"), and only such a word fits it.
	braced bool
}

// fold returns s as the check reads it: NFKC, lower case, soft hyphens
// and zero-width characters dropped, the typographic apostrophe as ',
// the ligatures æ and œ spelled out.
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
	return ligatures.Replace(strings.ToLower(s))
}

// ligatures spells out the ligatures a writer may set or leave ("ex
// æquo", "ex aequo"; "œuf", "oeuf"): NFKC keeps them.
var ligatures = strings.NewReplacer("æ", "ae", "œ", "oe")

// isASCII reports whether s is ASCII only.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Compile compiles the words of locale code, whose features are of set.
// The lexicon refers to w's phrases: w must not change after.
func Compile(code locale.Code, w *Words, set FeatureSet) *Lexicon {
	lx := compile(code, w, set, mainGroup)
	lx.contractions = w.Contractions
	lx.defaultRole, lx.words = w.DefaultRole, map[PhraseKind]map[string]bool{}
	lx.capitalNames = w.CapitalNames
	for _, p := range w.Phrases {
		switch p.Kind {
		case ActorWord, PronounWord, SubjectVerbWord:
			if lx.actors == nil {
				lx.actors = compile(code, w, set, actorGroup)
			}
		case ConditionWord, NoConditionWord, ConcessionWord, ConditionPhrase:
			if lx.conditions == nil {
				lx.conditions = compile(code, w, set, conditionGroup)
			}
		case FollowsWord:
			if lx.follows == nil {
				lx.follows = compile(code, w, set, followsGroup)
			}
		case SubjectAfterWord, ClauseJoinWord, ConverseWord, OrWord, AndWord, NarrowingWord, ObjectMarkerWord, RecipientMarkerWord:
			if lx.words[p.Kind] == nil {
				lx.words[p.Kind] = map[string]bool{}
			}
			lx.words[p.Kind][fold(p.Text)] = true
		}
	}
	return lx
}

// listed reports whether word is one of the words of kind k (words).
func (lx *Lexicon) listed(k PhraseKind, word string) bool { return lx.words[k][word] }

// objectMarker reports whether a player named after word is an object:
// word is one of the locale's objects-after: or recipients-after:.
func (lx *Lexicon) objectMarker(word string) bool {
	return lx.listed(ObjectMarkerWord, word) || lx.listed(RecipientMarkerWord, word)
}

// The groups of phrases, each read apart from the others.
const (
	mainGroup      = iota // rule words, numbers, articles, neutral words
	actorGroup            // the words that name players
	conditionGroup        // the words that head a condition
	followsGroup          // the words by which a note says the card follows a source
	noGroup               // read by none: the words that mark actors
)

// group returns the group whose lexicon reads phrases of kind k.
func group(k PhraseKind) int {
	switch k {
	case ActorWord, PronounWord, SubjectVerbWord:
		return actorGroup
	case ConditionWord, NoConditionWord, ConcessionWord, ConditionPhrase:
		return conditionGroup
	case FollowsWord:
		return followsGroup
	case SubjectAfterWord, ObjectMarkerWord, RecipientMarkerWord, ClauseJoinWord, ConverseWord, OrWord, AndWord, NarrowingWord:
		return noGroup
	}
	return mainGroup
}

// compile compiles the phrases of w of one group: those read as rule
// words, numbers and the like, those that name players, or those that
// head conditions.
func compile(code locale.Code, w *Words, set FeatureSet, g int) *Lexicon {
	lx := &Lexicon{code: code, features: set, phrases: make([]lexPhrase, 0, len(w.Phrases)), byFirst: map[string][]int{}, articles: map[string]bool{},
		rangeWords: map[string]bool{}, files: w.Files}
	rank := map[Feature]int{}
	for i, f := range set.Features() {
		rank[f] = i
	}
	for i := range w.Phrases {
		p := &w.Phrases[i]
		folded := fold(p.Text)
		// a concession's words ("whether or not", "tanto si … como si
		// no") state no rule themselves: the main group reads them as
		// neutral, so a rule word inside one ("not") is not read, and a
		// longer phrase of a rule word that holds them ("even when you
		// could play") still wins
		if group(p.Kind) != g && (g != mainGroup || p.Kind != ConcessionWord) {
			continue
		}
		switch p.Kind {
		case ArticleWord:
			lx.articles[folded] = true
			continue
		case RangeWord:
			lx.rangeWords[folded] = true
			continue
		case NeutralWord:
			lx.closed = true
			if w := strings.TrimSpace(folded); !strings.ContainsFunc(w, isPhraseSep) {
				lx.neutral = append(lx.neutral, compileSlot(w, false))
				continue
			}
			// words side by side that state no rule together: a phrase
		}
		if p.Kind == RuleWord && p.Feature == Same && !strings.ContainsAny(strings.TrimSpace(folded), " -") {
			lx.sames = append(lx.sames, compileSlot(strings.TrimSpace(folded), false))
		}
		lp := lexPhrase{src: p, rank: rank[p.Feature]}
		gap := false
		for word := range phraseWords(folded) {
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
		lp.firstGap = len(lp.slots)
		for s := len(lp.slots) - 1; s >= 1; s-- {
			if lp.slots[s].gap {
				lp.firstGap = s
			}
		}
		n := len(lx.phrases)
		lx.phrases = append(lx.phrases, lp)
		for _, f := range lp.slots[0].forms {
			if l := lx.byFirst[f]; len(l) == 0 || l[len(l)-1] != n { // "a|a" lists it once
				lx.byFirst[f] = append(l, n)
			}
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
	if w, ok := strings.CutPrefix(word, "{"); ok && strings.HasSuffix(w, "}") {
		word, s.braced = strings.TrimSuffix(w, "}"), true
	}
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

// Code returns the locale the lexicon reads.
func (lx *Lexicon) Code() locale.Code { return lx.code }

// phrasesOf returns the phrases of feature f, as written, for messages
// ("none of …"); at most max.
func (lx *Lexicon) phrasesOf(f Feature, max int) []string {
	var out []string
	for _, p := range lx.phrases {
		if p.src.Kind == RuleWord && p.src.Feature == f {
			out = append(out, p.src.Text)
			if len(out) == max {
				break
			}
		}
	}
	return out
}

// Has reports whether the lexicon holds a phrase for feature f (an
// ordinal, for First and Ordinal).
func (lx *Lexicon) Has(f Feature) bool {
	if f == First || f == Ordinal {
		for _, p := range lx.phrases {
			if p.src.Kind == OrdinalWord {
				return true
			}
		}
	}
	return len(lx.phrasesOf(f, 1)) > 0
}

// fileOf returns the words file a feature's phrases are read from, for
// the line an author adds to it; "" when the lexicon has none.
func (lx *Lexicon) fileOf(f Feature) string {
	for _, p := range lx.phrases {
		if p.src.Kind == RuleWord && p.src.Feature == f {
			return p.src.Pos.File
		}
	}
	return ""
}

// RangeWords returns the words between the ends of a range, in no order.
func (lx *Lexicon) RangeWords() []string {
	out := make([]string, 0, len(lx.rangeWords))
	for w := range lx.rangeWords {
		out = append(out, w)
	}
	return out
}
