package wording

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// wordsReader reads one words file into w.
type wordsReader struct {
	d   *yamlfile.Decoder
	w   *Words
	set FeatureSet
}

// ReadFile reads the words file display, holding data, into w: its
// phrases after those w holds. The file is of locale code (its locale:
// must say so), and its features must be of set. Every problem is
// recorded in p at its position.
func ReadFile(p *yamlfile.Problems, data []byte, display string, code locale.Code, set FeatureSet, w *Words) {
	w.Files = append(w.Files, display)
	f := yamlfile.Parse(p, display, data)
	if f.Root == nil {
		return
	}
	r := &wordsReader{d: &yamlfile.Decoder{Problems: p, File: f}, w: w, set: set}
	r.d.Fields(f.Root, "words file",
		yamlfile.Field{Key: "locale", Required: true, Decode: func(_, v *yaml.Node) {
			if s, ok := r.d.Str(v, "locale"); ok && locale.Code(s) != code {
				r.d.Errorf(v, "locale %q does not match the file (want %q)", s, code)
			}
		}},
		yamlfile.Field{Key: "numbers", Required: false, Decode: func(_, v *yaml.Node) { r.numbers(v) }},
		yamlfile.Field{Key: "ordinals", Required: false, Decode: func(_, v *yaml.Node) { r.ordinals(v) }},
		yamlfile.Field{Key: "articles", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "articles", ArticleWord, NoFeature, 1) }},
		yamlfile.Field{Key: "range", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "range", RangeWord, NoFeature, 0) }},
		yamlfile.Field{Key: "vague", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "vague", VagueWord, NoFeature, 0) }},
		yamlfile.Field{Key: "follows", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "follows", FollowsWord, NoFeature, 0) }},
		yamlfile.Field{Key: "features", Required: false, Decode: func(_, v *yaml.Node) { r.features(v) }},
		yamlfile.Field{Key: "neutral", Required: false, Decode: func(_, v *yaml.Node) { r.neutral(v) }},
		yamlfile.Field{Key: "suits", Required: false, Decode: func(_, v *yaml.Node) { r.suits(v) }},
		yamlfile.Field{Key: "actors", Required: false, Decode: func(_, v *yaml.Node) { r.actors(v) }},
		yamlfile.Field{Key: "conditions", Required: false, Decode: func(_, v *yaml.Node) { r.conditions(v) }},
		yamlfile.Field{Key: "coordination", Required: false, Decode: func(_, v *yaml.Node) {
			r.d.Fields(v, "coordination",
				yamlfile.Field{Key: "or", Required: true, Decode: func(_, v *yaml.Node) { r.words(v, "coordination.or", OrWord) }},
				yamlfile.Field{Key: "and", Required: true, Decode: func(_, v *yaml.Node) { r.words(v, "coordination.and", AndWord) }},
			)
		}},
		yamlfile.Field{Key: "narrowing", Required: false, Decode: func(_, v *yaml.Node) { r.words(v, "narrowing", NarrowingWord) }},
		yamlfile.Field{Key: "contractions", Required: false, Decode: func(_, v *yaml.Node) { r.contractions(v) }},
		yamlfile.Field{Key: "names", Required: false, Decode: func(_, v *yaml.Node) {
			if s, ok := r.d.Str(v, "names"); ok && s != "capitalized" {
				r.d.Errorf(v, "names: %q: the one way of names the check knows is capitalized (a word with a capital inside a sentence that the words do not know is a name)", s)
			} else if ok {
				r.w.CapitalNames = true
			}
		}},
	)
}

// contractions reads {word: words it stands for}: "they've: they have".
// The word is one word as a text writes it (an apostrophe inside it
// keeps it one), the words it stands for are plain words.
func (r *wordsReader) contractions(n *yaml.Node) {
	r.d.Each(n, "contractions", func(k, v *yaml.Node) {
		word := fold(strings.TrimSpace(k.Value))
		if word == "" || strings.ContainsAny(word, " |*") {
			r.d.Errorf(k, "contractions: %q: one word, as a text writes it", k.Value)
			return
		}
		s, ok := r.d.Str(v, "contractions."+k.Value)
		if !ok {
			return
		}
		parts := strings.Fields(fold(s))
		for _, p := range parts {
			if strings.ContainsAny(p, "|*.") || p == "..." {
				r.d.Errorf(v, "contractions.%s: %q: plain words only", k.Value, s)
				return
			}
		}
		if len(parts) == 0 {
			r.d.Errorf(v, "contractions.%s: the words it stands for are missing", k.Value)
			return
		}
		if r.w.Contractions == nil {
			r.w.Contractions = map[string][]string{}
		}
		r.w.Contractions[word] = parts
	})
}

// conditions reads the words that head a condition that holds (if:
// "if", "when") and the phrases that hold such a word and head none
// (not-if: "as if", "except if"), the phrases that head a concession
// (concessive: "even if"), the phrases that are a whole condition that
// holds (phrases: "bei leerem Teich"), and the words that, after a comma,
// join a new main clause (joins: "and", "but").
func (r *wordsReader) conditions(n *yaml.Node) {
	r.d.Fields(n, "conditions",
		yamlfile.Field{Key: "if", Required: true, Decode: func(_, v *yaml.Node) { r.list(v, "conditions.if", ConditionWord, NoFeature, 0) }},
		yamlfile.Field{Key: "not-if", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "conditions.not-if", NoConditionWord, NoFeature, 0) }},
		yamlfile.Field{Key: "concessive", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "conditions.concessive", ConcessionWord, NoFeature, 0) }},
		yamlfile.Field{Key: "phrases", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "conditions.phrases", ConditionPhrase, NoFeature, 0) }},
		yamlfile.Field{Key: "joins", Required: false, Decode: func(_, v *yaml.Node) { r.words(v, "conditions.joins", ClauseJoinWord) }},
	)
}

// features reads {feature: [phrase, ...]}.
func (r *wordsReader) features(n *yaml.Node) {
	r.d.Each(n, "features", func(k, v *yaml.Node) {
		f := Feature(k.Value)
		if !r.set.Has(f) {
			var names []string
			for _, f := range r.set.Features() {
				names = append(names, f.String())
			}
			r.d.Errorf(k, "unknown feature %q (want one of %s)", k.Value, strings.Join(names, ", "))
			return
		}
		r.list(v, "features."+k.Value, RuleWord, f, 0)
	})
}

// SuitNames are the keys of a words file's suits, in the order of their
// values (cards.Suit): spades, hearts, diamonds, clubs.
var SuitNames = [...]string{"spades", "hearts", "diamonds", "clubs"}

// suits reads {suit: [phrase, ...]}: the names of each suit, its key one
// of SuitNames.
func (r *wordsReader) suits(n *yaml.Node) {
	r.d.Each(n, "suits", func(k, v *yaml.Node) {
		i := slices.Index(SuitNames[:], k.Value)
		if i < 0 {
			r.d.Errorf(k, "suits: unknown suit %q (want one of %s)", k.Value, strings.Join(SuitNames[:], ", "))
			return
		}
		r.list(v, "suits."+k.Value, SuitWord, NoFeature, i)
	})
}

// neutral reads the words that state no rule: one word each (its forms
// joined by |, stems ending in *), or words side by side that state none
// together though one of them alone would ("till sist", at last: not
// till, until), read as a phrase is, the longest winning.
func (r *wordsReader) neutral(n *yaml.Node) {
	items, _ := r.d.Seq(n, "neutral", true)
	for _, it := range items {
		if s, ok := r.d.Str(it, "neutral"); ok && slices.Contains(slices.Collect(phraseWords(s)), "...") {
			r.d.Errorf(it, "neutral: %q: a word, or words side by side (no ...)", s)
			continue
		}
		r.add(it, "neutral", NeutralWord, NoFeature, 0)
	}
}

// list reads a list of phrases of one kind.
func (r *wordsReader) list(n *yaml.Node, what string, kind PhraseKind, f Feature, value int) {
	items, _ := r.d.Seq(n, what, true)
	for _, it := range items {
		r.add(it, what, kind, f, value)
	}
}

// add reads one phrase and adds it.
func (r *wordsReader) add(n *yaml.Node, what string, kind PhraseKind, f Feature, value int) {
	s, ok := r.d.Str(n, what)
	if !ok {
		return
	}
	if msg := phraseProblem(s); msg != "" {
		r.d.Errorf(n, "%s: %q: %s", what, s, msg)
		return
	}
	if kind != NeutralWord && strings.Contains(s, "{") {
		r.d.Errorf(n, "%s: %q: a word in braces stands only in a phrase that states no rule (neutral:)", what, s)
		return
	}
	r.w.Phrases = append(r.w.Phrases, Phrase{Text: s, Kind: kind, Feature: f, Value: value, Pos: r.d.Pos(n)})
}

// phraseProblem says what is wrong with a phrase as written, or "".
func phraseProblem(s string) string {
	n, prev := 0, ""
	for w := range phraseWords(s) {
		switch {
		case w == "..." && (n == 0 || prev == "..."):
			if n == 0 {
				return `"..." must stand between two words`
			}
			return `two "..." in a row`
		case strings.HasPrefix(w, "{") && strings.HasSuffix(w, "}") && len(w) > 2:
			// a word a text writes in braces, inside a phrase that states
			// no rule (neutral): "sigue {sin} tener"
			if n == 0 {
				return fmt.Sprintf("%q: a word in braces must stand after the phrase's first word", w)
			}
			if msg := wordProblem(w[1 : len(w)-1]); msg != "" {
				return msg
			}
		case w != "...":
			if msg := wordProblem(w); msg != "" {
				return msg
			}
		}
		n, prev = n+1, w
	}
	switch {
	case n == 0:
		return "an empty phrase"
	case prev == "...":
		return `"..." must stand between two words`
	}
	return ""
}

// wordProblem returns what is wrong with a word of a phrase, forms joined
// by |, each letters with a * at the end or not; "" when nothing is.
func wordProblem(w string) string {
	for form := range strings.SplitSeq(w, "|") {
		body := strings.TrimSuffix(form, "*")
		if body == "" {
			return fmt.Sprintf("%q has an empty form (write form|form)", w)
		}
		if strings.IndexFunc(body, func(c rune) bool {
			return !unicode.IsLetter(c) && !unicode.IsMark(c) && !unicode.IsDigit(c) && c != '\'' && c != '’'
		}) >= 0 {
			return fmt.Sprintf("%q: a word is letters (forms joined by |, a * at the end)", form)
		}
	}
	return ""
}

// numbers reads the number words: words (from zero up), tens (twenty to
// ninety), compounds (patterns of {tens} and {unit}), unit-forms (a unit's
// forms inside a compound), hundred and also (more words for a number).
func (r *wordsReader) numbers(n *yaml.Node) {
	var tens, units [][]string
	var patterns []string
	unitForms := map[int][]string{}
	var compoundsNode *yaml.Node
	r.d.Fields(n, "numbers",
		yamlfile.Field{Key: "words", Required: false, Decode: func(_, v *yaml.Node) { units = r.forms(v, "numbers.words", 0) }},
		yamlfile.Field{Key: "tens", Required: false, Decode: func(_, v *yaml.Node) { tens = r.forms(v, "numbers.tens", -1) }},
		yamlfile.Field{Key: "compounds", Required: false, Decode: func(_, v *yaml.Node) {
			compoundsNode = v
			items, _ := r.d.Seq(v, "numbers.compounds", true)
			for _, it := range items {
				if s, ok := r.d.Str(it, "numbers.compounds"); ok {
					if !strings.Contains(s, "{tens}") || !strings.Contains(s, "{unit}") {
						r.d.Errorf(it, "numbers.compounds: %q must hold {tens} and {unit}", s)
						continue
					}
					patterns = append(patterns, s)
				}
			}
		}},
		yamlfile.Field{Key: "unit-forms", Required: false, Decode: func(_, v *yaml.Node) {
			r.d.Each(v, "numbers.unit-forms", func(k, fv *yaml.Node) {
				u, err := strconv.Atoi(k.Value)
				if err != nil || u < 1 || u > 9 {
					r.d.Errorf(k, "numbers.unit-forms: %q is not a unit from 1 to 9", k.Value)
					return
				}
				if s, ok := r.d.Str(fv, "numbers.unit-forms"); ok {
					unitForms[u] = strings.Split(s, "|")
				}
			})
		}},
		yamlfile.Field{Key: "hundred", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "numbers.hundred", NumberWord, NoFeature, 100) }},
		yamlfile.Field{Key: "also", Required: false, Decode: func(_, v *yaml.Node) {
			r.d.Each(v, "numbers.also", func(k, lv *yaml.Node) {
				x, err := strconv.Atoi(k.Value)
				if err != nil || x < 0 {
					r.d.Errorf(k, "numbers.also: %q is not a number", k.Value)
					return
				}
				r.list(lv, "numbers.also."+k.Value, NumberWord, NoFeature, x)
			})
		}},
	)
	r.compounds(compoundsNode, patterns, tens, units, unitForms)
}

// forms reads a list of number words, each a word or forms joined by |,
// adding each as a number from first up (first -1: the tens, 20, 30 …,
// which only compounds and their own value use).
func (r *wordsReader) forms(n *yaml.Node, what string, first int) [][]string {
	items, _ := r.d.Seq(n, what, true)
	out := make([][]string, len(items))
	for i, it := range items {
		s, ok := r.d.Str(it, what+"["+strconv.Itoa(i)+"]")
		if !ok {
			continue
		}
		value := first + i
		if first < 0 {
			value = 20 + 10*i
		}
		for _, form := range strings.Split(s, "|") {
			if msg := phraseProblem(form); msg != "" || strings.ContainsAny(form, "*.") {
				r.d.Errorf(it, "%s[%d]: %q is not a number word", what, i, form)
				continue
			}
			out[i] = append(out[i], form)
			r.w.Phrases = append(r.w.Phrases, Phrase{Text: form, Kind: NumberWord, Value: value, Pos: r.d.Pos(it)})
		}
	}
	return out
}

// compounds adds the numbers 21 to 99 from the patterns.
func (r *wordsReader) compounds(at *yaml.Node, patterns []string, tens, units [][]string, unitForms map[int][]string) {
	if len(patterns) == 0 {
		return
	}
	if len(units) < 10 || len(tens) == 0 {
		r.d.Errorf(at, "numbers.compounds needs numbers.words from zero to nine and numbers.tens")
		return
	}
	pos := r.d.Pos(at)
	for i, tf := range tens {
		for u := 1; u <= 9; u++ {
			uf := units[u]
			if f, ok := unitForms[u]; ok {
				uf = f
			}
			for _, p := range patterns {
				for _, t := range tf {
					for _, x := range uf {
						s := strings.ReplaceAll(strings.ReplaceAll(p, "{tens}", t), "{unit}", x)
						r.w.Phrases = append(r.w.Phrases, Phrase{Text: s, Kind: NumberWord, Value: 20 + 10*i + u, Pos: pos})
					}
				}
			}
		}
	}
}

// ordinals reads the ordinals from first up, with the endings a stem
// written with a trailing hyphen takes ("zweit-" and endings [e, en]:
// zweite, zweiten).
func (r *wordsReader) ordinals(n *yaml.Node) {
	var endings []string
	var words []*yaml.Node
	r.d.Fields(n, "ordinals",
		yamlfile.Field{Key: "words", Required: false, Decode: func(_, v *yaml.Node) { words, _ = r.d.Seq(v, "ordinals.words", true) }},
		yamlfile.Field{Key: "endings", Required: false, Decode: func(_, v *yaml.Node) {
			items, _ := r.d.Seq(v, "ordinals.endings", true)
			for _, it := range items {
				if s, ok := r.d.Str(it, "ordinals.endings"); ok {
					endings = append(endings, s)
				}
			}
		}},
	)
	for i, it := range words {
		s, ok := r.d.Str(it, "ordinals.words")
		if !ok {
			continue
		}
		for _, form := range strings.Split(s, "|") {
			stem, isStem := strings.CutSuffix(form, "-")
			forms := []string{form}
			if isStem {
				forms = forms[:0]
				for _, e := range endings {
					forms = append(forms, stem+e)
				}
			}
			for _, f := range forms {
				if msg := phraseProblem(f); msg != "" {
					r.d.Errorf(it, "ordinals.words: %q: %s", f, msg)
					continue
				}
				r.w.Phrases = append(r.w.Phrases, Phrase{Text: f, Kind: OrdinalWord, Value: i + 1, Pos: r.d.Pos(it)})
			}
		}
	}
}

// actors reads who the words name: roles ({role: [phrase, ...]}, each a
// role of the set), impersonal (phrases that look like a subject and name
// no player: "il y a"), objects-after (words after which a player named
// is not who acts: "to the others"), converse (words that make a
// phrase's subject the player its feature goes to: "get"), pronouns (the
// player named before them), third-person-verbs (verb forms whose ending
// names a third person, where subject pronouns are dropped: "roba"),
// after-verb (subject pronouns that may follow their verb) and default
// (the role a pronoun names with no player named before it).
func (r *wordsReader) actors(n *yaml.Node) {
	role := func(v *yaml.Node, what string) (Role, bool) {
		s, ok := r.d.Str(v, what)
		if !ok {
			return "", false
		}
		if !r.set.HasRole(Role(s)) {
			var names []string
			for _, x := range r.set.Roles() {
				names = append(names, string(x))
			}
			r.d.Errorf(v, "%s: unknown role %q (want one of %s)", what, s, strings.Join(names, ", "))
			return "", false
		}
		return Role(s), true
	}
	r.d.Fields(n, "actors",
		yamlfile.Field{Key: "roles", Required: false, Decode: func(_, v *yaml.Node) {
			r.d.Each(v, "actors.roles", func(k, lv *yaml.Node) {
				if x, ok := role(k, "actors.roles"); ok {
					items, _ := r.d.Seq(lv, "actors.roles."+k.Value, true)
					for _, it := range items {
						n := len(r.w.Phrases)
						r.add(it, "actors.roles."+k.Value, ActorWord, NoFeature, 0)
						if len(r.w.Phrases) > n {
							r.w.Phrases[n].Role = x
						}
					}
				}
			})
		}},
		yamlfile.Field{Key: "impersonal", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "actors.impersonal", ActorWord, NoFeature, 0) }},
		yamlfile.Field{Key: "converse", Required: false, Decode: func(_, v *yaml.Node) { r.words(v, "actors.converse", ConverseWord) }},
		yamlfile.Field{Key: "objects-after", Required: false, Decode: func(_, v *yaml.Node) { r.words(v, "actors.objects-after", ObjectMarkerWord) }},
		yamlfile.Field{Key: "recipients-after", Required: false, Decode: func(_, v *yaml.Node) { r.words(v, "actors.recipients-after", RecipientMarkerWord) }},
		yamlfile.Field{Key: "pronouns", Required: false, Decode: func(_, v *yaml.Node) { r.list(v, "actors.pronouns", PronounWord, NoFeature, 0) }},
		yamlfile.Field{Key: "third-person-verbs", Required: false, Decode: func(_, v *yaml.Node) {
			r.list(v, "actors.third-person-verbs", SubjectVerbWord, NoFeature, 0)
		}},
		yamlfile.Field{Key: "after-verb", Required: false, Decode: func(_, v *yaml.Node) { r.words(v, "actors.after-verb", SubjectAfterWord) }},
		yamlfile.Field{Key: "default", Required: false, Decode: func(_, v *yaml.Node) {
			if x, ok := role(v, "actors.default"); ok {
				r.w.DefaultRole = x
			}
		}},
	)
}

// words reads a list of single words of one kind (no forms, no stems).
func (r *wordsReader) words(n *yaml.Node, what string, kind PhraseKind) {
	items, _ := r.d.Seq(n, what, true)
	for _, it := range items {
		if s, ok := r.d.Str(it, what); ok && strings.ContainsAny(strings.TrimSpace(s), " |*") {
			r.d.Errorf(it, "%s: %q: one word a line", what, s)
			continue
		}
		r.add(it, what, kind, NoFeature, 0)
	}
}
