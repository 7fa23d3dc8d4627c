package wording

import (
	"crypto/sha256"
	"encoding/binary"
	"iter"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/rulecard/rulecard/yamlfile"
)

// PhraseKind says what a phrase of a locale's words stands for.
type PhraseKind uint8

// The kinds of phrase.
const (
	// RuleWord: the phrase carries a feature (Phrase.Feature).
	RuleWord PhraseKind = iota
	// NumberWord: the phrase is a cardinal number (Phrase.Value).
	NumberWord
	// OrdinalWord: the phrase is an ordinal (Phrase.Value: 1 for first).
	OrdinalWord
	// ArticleWord: an article that means one; it counts as the number one
	// only in a statement whose claims assert one.
	ArticleWord
	// RangeWord: a word between the two ends of a range ("2 to 4").
	RangeWord
	// VagueWord: a quantity that is no number ("a few", "ein paar"): it
	// is read as no number, so its article is never the number one.
	VagueWord
	// NeutralWord: a word that states no rule ("the", "of", "card"): the
	// check reads it and finds nothing in it. A locale whose words list
	// any is read closed: every word of a statement must be read, as a
	// phrase, a number, an article, a neutral word or a word in braces.
	NeutralWord
	// ActorWord: words that name a player in a role (Phrase.Role): "you",
	// "the asked player", "the next player".
	ActorWord
	// PronounWord: a pronoun or possessive that names the player named
	// before it in the statement ("they", "his"), else the default role.
	PronounWord
	// SubjectVerbWord: a verb form whose ending names its subject as a
	// third person, in a language that drops subject pronouns ("roba":
	// he or she draws). It names the player named before it in the
	// statement, as a pronoun does, unless it opens its clause, where the
	// same form is also the imperative ("roba una carta": draw a card)
	// and names no one.
	SubjectVerbWord
	// SubjectAfterWord: a subject pronoun that may follow its verb
	// ("zieht er", "drar du"): a feature with no player named before it
	// in its clause is done by the one right after it.
	SubjectAfterWord
	// ObjectMarkerWord: a word after which a player named is an object,
	// not who acts ("from the others").
	ObjectMarkerWord
	// RecipientMarkerWord: a word after which a player named is an object
	// that a feature goes to ("hand them over to you"), which a claim
	// names (Acting.To).
	RecipientMarkerWord
	// ConditionWord: words that head a condition that holds ("if",
	// "when", "wenn", "si"): read apart from the rule words, so that a
	// rule word's phrase that begins with one ("if they have any") still
	// heads a condition.
	ConditionWord
	// NoConditionWord: words that hold a condition word and head no
	// condition ("even if", "as if"): the longest phrase wins, so they
	// hide the condition word in them.
	NoConditionWord
	// ConcessionWord: words that head a concession ("even if", "även
	// om", "auch wenn", "même si", "aunque"): a clause that says the rule
	// beside it holds in the case it names too. They hold a condition word
	// and, like NoConditionWord, head no condition that holds.
	ConcessionWord
	// ConditionPhrase: words that are a whole condition that holds, with
	// no clause of their own ("bei leerem Teich", "with the pond empty",
	// "à pioche vide"): the condition is their own words, so a negation
	// beside them ("ist es verboten") does not reach into it.
	ConditionPhrase
	// ConverseWord: a word that, in a feature's phrase, makes its subject
	// the player the feature goes to ("you get", "du bekommst").
	ConverseWord
	// OrWord, AndWord: words that join alternatives ("or", "either") and
	// that join things that hold together ("and", "both").
	OrWord
	AndWord
	// NarrowingWord: a word that, next to a thing, narrows it to one
	// player's or one rank's ("its", "that", "ses", "dessen").
	NarrowingWord
	// ClauseJoinWord: a word that, after a comma, joins a new main clause
	// ("and", "but"): it ends the clause a condition after its main
	// clause heads.
	ClauseJoinWord
	// SuitWord: a suit's name (Phrase.Value: its suit, 0 spades, 1
	// hearts, 2 diamonds, 3 clubs): it states no rule by itself, but a
	// claim may read the order the suits are named in (Reading.Suits).
	SuitWord
	// FollowsWord: words by which a note on a source says that the card
	// plays as the source does ("we follow", "aquí seguimos", "nach der
	// auch hier gespielt wird"): what the rest of their sentence says is
	// a rule of the card, which a note does not state (Reading.Followed).
	FollowsWord
)

// Phrase is one entry of a locale's words: a word or several, as the
// words file writes it. Words are separated by spaces (a hyphen counts as
// a space); a word may list its forms joined by | ("hand|hands|handed
// over"); a word ending in * stands for every word that starts so
// ("zieh*"); "..." between two words allows up to four other words of the
// same clause between them ("geht ... weiter"). Case does not matter.
type Phrase struct {
	Text    string
	Kind    PhraseKind
	Feature Feature // for a RuleWord
	Value   int     // for a NumberWord or OrdinalWord; a SuitWord's suit
	Role    Role    // for an ActorWord
	Pos     yamlfile.Pos
}

// Words are the words of one locale that the check reads: its number
// words, ordinals, articles, range words and rule words, from its words
// files in the order read (ReadFile), and the number words a card's
// locale file adds.
type Words struct {
	// Files are the words files read, in order.
	Files   []string
	Phrases []Phrase
	// DefaultRole is the role a pronoun names when no player is named
	// before it in the statement (actors: default:; the last file's).
	DefaultRole Role
	// Contractions are the words read as the words they stand for
	// ("they've": "they have"), folded (contractions:).
	Contractions map[string][]string
	// CapitalNames: a word written with a capital inside a sentence that
	// the words do not know is a name ("If Alex told you …"), which
	// states no rule (names: capitalized; not where every noun has a
	// capital, as in German).
	CapitalNames bool
}

// Append adds the words of o after those of w, as if the files o was
// read from had been read into w: their files and phrases after w's, its
// default role and contractions over w's.
func (w *Words) Append(o *Words) {
	w.Files = append(w.Files, o.Files...)
	w.Phrases = append(w.Phrases, o.Phrases...)
	if o.DefaultRole != "" {
		w.DefaultRole = o.DefaultRole
	}
	w.CapitalNames = w.CapitalNames || o.CapitalNames
	for k, v := range o.Contractions {
		if w.Contractions == nil {
			w.Contractions = map[string][]string{}
		}
		w.Contractions[k] = v
	}
}

// Has reports whether the words hold any phrase of this kind.
func (w *Words) Has(k PhraseKind) bool {
	for _, p := range w.Phrases {
		if p.Kind == k {
			return true
		}
	}
	return false
}

// Reads reports, for each word of words (in lower case), whether the
// check reads it: a word of one of the phrases of w (a form, without the *
// a stem ends in), or one starting as a * form does.
func (w *Words) Reads(words []string) []bool {
	read := make([]bool, len(words))
	for _, p := range w.Phrases {
		for pw := range phraseWords(p.Text) {
			for form := range strings.SplitSeq(pw, "|") {
				stem, isStem := strings.CutSuffix(strings.ToLower(form), "*")
				for i, word := range words {
					read[i] = read[i] || word == stem || isStem && strings.HasPrefix(word, stem)
				}
			}
		}
	}
	return read
}

// phraseWords yields the words of a phrase as written: spaces and
// hyphens separate them; "..." is a word of its own.
func phraseWords(s string) iter.Seq[string] { return strings.FieldsFuncSeq(s, isPhraseSep) }

// isPhraseSep reports whether c separates the words of a phrase.
func isPhraseSep(c rune) bool { return unicode.IsSpace(c) || c == '-' || c == '‐' }

// Fingerprint returns a digest of what Compile reads of the words:
// their files, phrases (and the file of each rule word, which the
// lexicon names in its advice), default role and contractions. Words
// with the same fingerprint compile to lexicons that read alike, wherever
// their number words were written.
func (w *Words) Fingerprint() [sha256.Size]byte {
	// the words go to the digest through a small buffer: a language's
	// words run to a megabyte, and a check reads them every time
	h := sha256.New()
	b := make([]byte, 0, 4096)
	flush := func() {
		h.Write(b)
		b = b[:0]
	}
	str := func(s string) {
		if len(b)+len(s)+binary.MaxVarintLen64 > cap(b) {
			flush()
		}
		b = binary.AppendUvarint(b, uint64(len(s)))
		if len(s) > cap(b)-len(b) {
			flush()
			h.Write([]byte(s))
			return
		}
		b = append(b, s...)
	}
	num := func(v int) {
		if len(b)+binary.MaxVarintLen64 > cap(b) {
			flush()
		}
		b = binary.AppendVarint(b, int64(v))
	}
	num(len(w.Files))
	for _, f := range w.Files {
		str(f)
	}
	num(len(w.Phrases))
	for _, p := range w.Phrases {
		str(p.Text)
		num(int(p.Kind))
		str(string(p.Feature))
		num(p.Value)
		str(string(p.Role))
		if p.Kind == RuleWord {
			str(p.Pos.File)
		}
	}
	str(string(w.DefaultRole))
	if w.CapitalNames {
		num(1)
	} else {
		num(0)
	}
	keys := slices.Sorted(maps.Keys(w.Contractions))
	num(len(keys))
	for _, k := range keys {
		str(k)
		num(len(w.Contractions[k]))
		for _, s := range w.Contractions[k] {
			str(s)
		}
	}
	flush()
	var sum [sha256.Size]byte
	h.Sum(sum[:0])
	return sum
}
