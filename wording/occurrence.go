package wording

import (
	"slices"
	"strconv"
	"strings"
)

// Numeral is a number a text states: where, its value and its words.
type Numeral struct {
	// Tok is the numeral's first word, counted in the text's words and
	// numerals from 0.
	Tok   int
	Value int
	// Huge is set for a numeral too long for an int: it is a number, and
	// never one a claim asserts.
	Huge  bool
	Words string
	// Article is set for an article read as one ("a king", "ein Bube"):
	// it may stand where a card is named, no count of points.
	Article bool
}

// Numerals returns the numbers r states, in reading order: numerals,
// number words, and the articles that mean one where the claims assert
// one (one says whether they do).
func (r Reading) Numerals(one bool) []Numeral {
	used := map[int]bool{}
	var out []Numeral
	var inPhrase *Numeral       // the first article that opens a rule word's phrase
	inPhrases := map[int]bool{} // the tokens of phrases other than numbers
	for _, m := range r.matches {
		if m.phrase.src.Kind != NumberWord {
			for _, u := range m.used {
				inPhrases[u] = true
			}
		}
	}
	suitAt := r.suitTokens()
	for _, m := range r.matches {
		for _, u := range m.used {
			used[u] = true
		}
		if m.phrase.src.Kind == RuleWord && one && len(m.used) == 2 && r.lx.articles[r.tokens[m.start()].word] {
			// an article and its noun that are a rule word's phrase ("an
			// eight", "un huit", "ein Bube") state the one the claims
			// assert all the same ("en gång till", once more, does not),
			// where the text states no other one
			if inPhrase == nil {
				inPhrase = &Numeral{Tok: m.start(), Value: 1, Words: r.tokens[m.start()].shown, Article: true}
			}
			continue
		}
		if m.phrase.src.Kind == RuleWord && one && inPhrase == nil {
			// "the same" in a rule word's phrase names one thing ("four
			// cards of the same rank", "cuatro cartas del mismo valor"):
			// it states the one the claims assert, where the text states
			// no other one
			for _, u := range m.used {
				if r.lx.isSame(r.tokens[u].word) {
					inPhrase = &Numeral{Tok: u, Value: 1, Words: r.tokens[u].shown}
					break
				}
			}
		}
		if m.phrase.src.Kind != NumberWord {
			continue
		}
		w := r.words(m)
		if m.phrase.src.Value == 1 && len(m.used) == 1 && r.lx.articles[w] && !one && !r.rate(m.start()) {
			continue
		}
		if r.rankName(m, inPhrases) || r.withSuit(m.start(), m.used[len(m.used)-1], suitAt) {
			continue
		}
		out = append(out, Numeral{Tok: m.start(), Value: m.phrase.src.Value, Words: w, Article: len(m.used) == 1 && r.lx.articles[w]})
	}
	for i, t := range r.tokens {
		switch {
		case used[i] || t.marked:
		case t.digits && r.withSuit(i, i, suitAt):
		case t.digits:
			n, err := strconv.Atoi(t.word)
			out = append(out, Numeral{Tok: i, Value: n, Huge: err != nil, Words: t.shown})
		case one && r.lx.articles[t.word], r.lx.articles[t.word] && r.rate(i):
			out = append(out, Numeral{Tok: i, Value: 1, Words: t.shown, Article: true})
		}
	}
	if inPhrase != nil && !slices.ContainsFunc(out, func(n Numeral) bool { return n.Value == 1 }) {
		out = append(out, *inPhrase)
	}
	slices.SortFunc(out, func(a, b Numeral) int { return a.Tok - b.Tok })
	return out
}

// rate reports whether the article at token i counts one of a thing for
// each of another, a distributive (EACH) after the word it heads: "a
// point per card", "un point par carte" state the number one.
func (r Reading) rate(i int) bool {
	for _, m := range r.matches {
		if m.phrase.src.Kind != RuleWord || m.phrase.src.Feature != Each {
			continue
		}
		if at := m.start(); at > i+1 && at <= i+3 && r.tokens[at].clause == r.tokens[i].clause {
			return true
		}
	}
	return false
}

// rankName reports whether the number word m names a rank, as a noun:
// one word, right after an article that means one with a space between
// ("un dix sur un dix", "ask for a ten"), the article no part of another
// phrase ("var och en fem" is each one five), and not joined by a hyphen
// to the word after it ("a seven-card hand"). After a count it may be a
// count as well ("with five eight, with six seven"), so it is read as
// one there. An article in braces, marked as no number, is an article
// still.
func (r Reading) rankName(m match, used map[int]bool) bool {
	at := m.start()
	if len(m.used) != 1 || at == 0 || r.tokens[at].sep != " " {
		return false
	}
	if at+1 < len(r.tokens) && strings.Contains(r.tokens[at+1].sep, "-") {
		return false
	}
	prev := r.tokens[at-1]
	if prev.quoted != r.tokens[at].quoted {
		return false
	}
	// An article written in braces ("nach {einer} Sieben") is one the
	// author marked as no number: an article all the more.
	return r.lx.articles[prev.word] && !used[at-1]
}

// suitTokens returns, for each token of a suit's name, whether it opens
// (+1) or closes (+2) the name (both for a one-word name).
func (r Reading) suitTokens() map[int]int {
	out := map[int]int{}
	for _, m := range r.matches {
		if m.phrase.src.Kind == SuitWord {
			out[m.start()] |= 1
			out[m.used[len(m.used)-1]] |= 2
		}
	}
	return out
}

// withSuit reports whether the number at tokens [first, last] names a
// card with its suit, so a rank, no count: right after the suit's name,
// joined by a space or a hyphen ("Herz-Neun", "hjärter nio"), or before
// it with one word that states nothing between them ("the nine of
// hearts", "le neuf de cœur").
func (r Reading) withSuit(first, last int, suitAt map[int]int) bool {
	if len(suitAt) == 0 {
		return false
	}
	joined := func(k int) bool { return r.tokens[k].sep == " " || r.tokens[k].sep == "-" }
	if first > 0 && suitAt[first-1]&2 != 0 && joined(first) && r.tokens[first-1].quoted == r.tokens[first].quoted {
		return true
	}
	k := last + 2
	return k < len(r.tokens) && suitAt[k]&1 != 0 && r.tokens[k-1].sep == " " && r.tokens[k].sep == " " &&
		r.lx.isNeutral(r.tokens[k-1].word) && r.tokens[k].quoted == r.tokens[first].quoted
}

// Suits returns the suits r names, in reading order: each a Numeral
// whose Value is the suit (0 spades, 1 hearts, 2 diamonds, 3 clubs).
func (r Reading) Suits() []Numeral {
	var out []Numeral
	for _, m := range r.matches {
		if m.phrase.src.Kind == SuitWord {
			out = append(out, Numeral{Tok: m.start(), Value: m.phrase.src.Value, Words: r.words(m)})
		}
	}
	return out
}

// Occurrence is one rule word (or topic) of a text: its feature and its
// words as written.
type Occurrence struct {
	Feature Feature
	Words   string
	match   int // its match in the reading
}

// Occurrences returns the rule words and topics of r, in reading order;
// an ordinal is First or Ordinal.
func (r Reading) Occurrences() []Occurrence {
	var out []Occurrence
	for i, m := range r.matches {
		var f Feature
		switch m.phrase.src.Kind {
		case RuleWord:
			f = m.phrase.src.Feature
		case OrdinalWord:
			f = Ordinal
			if m.phrase.src.Value == 1 {
				f = First
			}
		default:
			continue
		}
		out = append(out, Occurrence{Feature: f, match: i, Words: r.words(m)})
	}
	return out
}

// describing are the features of polarity and quantity, which a note on
// a source also says of the source itself ("we follow the most common
// form", "a game with no authority at all"): Followed leaves them out.
var describing = []Feature{Not, Unless, All, Each, Any, Only, Most, Fewest, OpenCount, Same}

// Followed returns the rule words and topics of r said after words by
// which a note on a source says the card plays as the source does
// (FollowsWord: "we follow", "aquí seguimos"), to the end of their
// sentence, but for those of polarity and quantity (describing):
// "Pagat records the common form, which we follow: the turn passes to
// the player who said go fish" states a rule of the card. It
// returns the words that say so too, the first as written.
func (r Reading) Followed() (follows string, out []Occurrence) {
	if r.lx.follows == nil {
		return "", nil
	}
	occ := r.Occurrences()
	for _, m := range read(r.lx.follows, r.tokens).matches {
		if follows == "" {
			follows = r.words(m)
		}
		// to the end of the sentence, or a semicolon before it: "which we
		// follow; nearly every household has its own" says no more
		end := m.used[len(m.used)-1] + 1
		for end < len(r.tokens) && r.period(end) == r.period(end-1) && !strings.Contains(r.tokens[end].sep, ";") {
			end++
		}
		for _, o := range occ {
			if slices.Contains(describing, o.Feature) {
				continue
			}
			if at := r.matches[o.match].start(); at > m.used[len(m.used)-1] && at < end && !slices.Contains(out, o) {
				out = append(out, o)
			}
		}
	}
	return follows, out
}

// Nearest returns the occurrence of one of fs nearest to word tok (its
// first or last word counted from it), no more than within words away;
// of two as near, the first. It reports whether there is one.
func (r Reading) Nearest(tok, within int, fs ...Feature) (Occurrence, bool) {
	var near Occurrence
	dist := within + 1
	for _, o := range r.Occurrences() {
		if !slices.Contains(fs, o.Feature) {
			continue
		}
		if d := r.Distance(o, tok); d < dist {
			near, dist = o, d
		}
	}
	return near, dist <= within
}

// Distance returns how many words apart occurrence o and word tok are,
// counted from o's first or last word, whichever is nearer. o must be one
// of r's (not the zero Occurrence Nearest returns when it finds none).
func (r Reading) Distance(o Occurrence, tok int) int {
	m := r.matches[o.match]
	return min(abs(m.start()-tok), abs(m.used[len(m.used)-1]-tok))
}

// Ranges reports whether the words between numerals a and b (a first)
// join them as a range: a range word between them ("2 to 4"), or a dash
// right between them ("2–4").
func (r Reading) Ranges(a, b Numeral) bool {
	for k := a.Tok + 1; k <= b.Tok; k++ {
		t := r.tokens[k]
		if strings.ContainsAny(t.sep, "–—-‐") && k == b.Tok && b.Tok == a.Tok+1 {
			return true
		}
		if k < b.Tok && r.lx.rangeWords[t.word] {
			return true
		}
	}
	return false
}

// Counts reports whether nums hold a list that counts up one by one from
// from to to, at least three numbers ("2, 3 or 4", "three, four, five and
// six"): it states the range of its ends, as "2 to 4" does.
func (r Reading) Counts(nums []Numeral, from, to int) bool {
	for _, l := range r.countedLists(nums) {
		if nums[l[0]].Value == from && nums[l[1]].Value == to {
			return true
		}
	}
	return false
}

// countedLists returns each list of nums that counts up one by one, at
// least three numbers long, as the indexes of its first and last numeral.
// In a list each numeral follows the one before with a comma, or one
// word that joins alternatives or things (coordination), between them.
func (r Reading) countedLists(nums []Numeral) [][2]int {
	var out [][2]int
	for i := 0; i < len(nums); {
		j := i
		for j+1 < len(nums) && r.nextInList(nums[j], nums[j+1]) {
			j++
		}
		if j-i >= 2 {
			out = append(out, [2]int{i, j})
		}
		i = j + 1
	}
	return out
}

// nextInList reports whether numeral b follows a in a list counting up:
// b is one more, written right after a comma or after one or/and word.
func (r Reading) nextInList(a, b Numeral) bool {
	if a.Huge || b.Huge || b.Value != a.Value+1 {
		return false
	}
	switch b.Tok - a.Tok {
	case 1:
		return strings.Contains(r.tokens[b.Tok].sep, ",")
	case 2:
		w := r.tokens[a.Tok+1].word
		return r.lx.listed(OrWord, w) || r.lx.listed(AndWord, w)
	}
	return false
}

// Spans returns nums with, after the first end of each range ("three to
// six", "3–6": the range word or dash right between the ends), the
// numbers between its ends that keep accepts, in order: "three to six
// players get five" gives each of 3 4 5 6 its deal where a claim gives
// each a size, and "2 to 5 players" stays 2 5 where a claim asserts the
// ends alone. A range adds at most 63 numbers.
func (r Reading) Spans(nums []Numeral, keep func(v int) bool) []Numeral {
	out := make([]Numeral, 0, len(nums))
	for i, n := range nums {
		out = append(out, n)
		if i+1 == len(nums) {
			continue
		}
		b := nums[i+1]
		// the range word right between the ends: "four each to six"
		// gives four cards to six players
		if n.Huge || b.Huge || n.Value >= b.Value || b.Tok-n.Tok > 2 || !r.Ranges(n, b) {
			continue
		}
		for v := n.Value + 1; v < b.Value && v-n.Value < 64; v++ {
			if keep(v) {
				out = append(out, Numeral{Tok: n.Tok, Value: v, Words: n.Words + "…"})
			}
		}
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// NumbersList writes numbers separated by spaces, or "none".
func NumbersList(ns []int) string {
	if len(ns) == 0 {
		return "none"
	}
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " ")
}
