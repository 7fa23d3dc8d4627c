package claim

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rulecard/rulecard/content"
)

// joiners are the characters between words that do not break a clause:
// spaces, hyphens, apostrophes and quotation marks.
const joiners = " -‐'\u00a0\u202f\u2009\"“”„‘‚«»›‹"

// token is one word or numeral of a statement's text as the check reads
// it.
type token struct {
	word   string // folded (fold); a numeral's digits without leading zeros
	shown  string // as written, for messages
	digits bool
	// marked: written {so}, a word the check does not read.
	marked bool
	// clause counts the clause breaks (punctuation) before the token,
	// sentence the sentence breaks (. ! ? ; :).
	clause, sentence int
	// sep is what stands between the previous token and this one.
	sep string
}

// tokenize splits a text into tokens: runs of letters (with marks,
// apostrophes and hyphens inside a word splitting it in two), runs of
// digits, and between them separators; punctuation other than a hyphen or
// an apostrophe starts a new clause.
func tokenize(t content.Text) []token {
	t = unstyled(t)
	var out []token
	clause, sentence := 0, 0
	// A token's separator is the text since the token before, cut from
	// the run (carried: what ended a run before the token's, if any).
	carried := ""
	for _, r := range t {
		s := fold(r.Text)
		i, from := 0, 0
		for i < len(s) {
			c, size := utf8.DecodeRuneInString(s[i:])
			kind := runeKind(c)
			if kind == 0 {
				if !strings.ContainsRune(joiners, c) {
					clause++
				}
				if strings.ContainsRune(".!?;:", c) {
					sentence++
				}
				i += size
				continue
			}
			j := i
			for j < len(s) {
				c2, size2 := utf8.DecodeRuneInString(s[j:])
				next, _ := utf8.DecodeRuneInString(s[j+size2:])
				if runeKind(c2) != kind && !(kind == 1 && c2 == '\'' && runeKind(next) == 1) {
					break
				}
				j += size2
			}
			sep := s[from:i]
			if carried != "" {
				sep, carried = carried+sep, ""
			}
			tok := token{word: s[i:j], shown: s[i:j], digits: kind == 2, marked: r.NotNumber, clause: clause, sentence: sentence, sep: sep}
			if tok.digits {
				tok.word = strings.TrimLeft(tok.word, "0")
				if tok.word == "" {
					tok.word = "0"
				}
			}
			out = append(out, tok)
			i, from = j, j
		}
		carried += s[from:]
	}
	return out
}

// unstyled returns t with the runs that differ only in style joined: the
// check reads words whatever their emphasis, and a word set partly in
// italics or bold ("ag*ai*n") is still one word. Runs marked {so} stay
// apart.
func unstyled(t content.Text) content.Text {
	apart := true // no two runs side by side are both marked or both not
	for i := 1; i < len(t); i++ {
		apart = apart && t[i].NotNumber != t[i-1].NotNumber
	}
	if apart {
		return t // nothing to join (most texts)
	}
	out := make(content.Text, 0, len(t))
	for _, r := range t {
		if n := len(out); n > 0 && out[n-1].NotNumber == r.NotNumber {
			out[n-1].Text += r.Text
			continue
		}
		out = append(out, r)
	}
	return out
}

// runeKind is 1 for a letter or mark, 2 for a digit, 0 otherwise.
func runeKind(c rune) int {
	switch {
	case c >= '0' && c <= '9':
		return 2
	case unicode.IsLetter(c) || unicode.IsMark(c):
		return 1
	}
	return 0
}

// match is a phrase found in a text: the tokens it uses (its words, not
// those a gap skips).
type match struct {
	phrase *lexPhrase
	used   []int
}

// start is the match's first token.
func (m match) start() int { return m.used[0] }

// reading is what the check reads in one statement's text in one locale.
type reading struct {
	tokens  []token
	matches []match // chosen, in reading order
}

// read finds every phrase of lx in tokens and keeps, where phrases
// overlap, the one with the most words (then the earliest).
func read(lx *lexicon, toks []token) reading {
	var cands []match
	// A match is tried in scratch and kept in used, which the matches
	// share.
	var scratch, used []int
	for i, t := range toks {
		if t.marked || t.digits {
			continue
		}
		try := func(pi int) {
			p := &lx.phrases[pi]
			if matchAt(p, toks, i, &scratch) {
				first := len(used)
				used = append(used, scratch...)
				cands = append(cands, match{phrase: p, used: used[first:len(used):len(used)]})
			}
		}
		for _, pi := range lx.byFirst[t.word] {
			try(pi)
		}
		for _, pi := range lx.byStem {
			try(pi)
		}
	}
	slices.SortStableFunc(cands, func(a, b match) int {
		if len(a.used) != len(b.used) {
			return len(b.used) - len(a.used)
		}
		if a.start() != b.start() {
			return a.start() - b.start()
		}
		return kindRank(a.phrase.src.Kind) - kindRank(b.phrase.src.Kind)
	})
	taken := make([]bool, len(toks))
	var chosen []match
	for _, m := range cands {
		free := true
		for _, u := range m.used {
			free = free && !taken[u]
		}
		if !free {
			continue
		}
		for _, u := range m.used {
			taken[u] = true
		}
		chosen = append(chosen, m)
	}
	slices.SortFunc(chosen, func(a, b match) int { return a.start() - b.start() })
	return reading{tokens: toks, matches: chosen}
}

// kindRank orders phrases of the same length: rule words before ordinals
// before numbers.
func kindRank(k content.PhraseKind) int {
	switch k {
	case content.RuleWord:
		return 0
	case content.OrdinalWord:
		return 1
	}
	return 2
}

// matchAt matches phrase p at token i, leaving in *used (emptied first)
// the tokens it uses.
func matchAt(p *lexPhrase, toks []token, i int, used *[]int) bool {
	*used = (*used)[:0]
	if !p.slots[0].fits(toks[i].word) {
		return false
	}
	*used = append(*used, i)
	return matchFrom(p, toks, toks[i].clause, 1, i+1, used)
}

// matchFrom matches p's slots from slot s on at the tokens of clause from
// token j on, adding the tokens they use to *used.
func matchFrom(p *lexPhrase, toks []token, clause, s, j int, used *[]int) bool {
	if s == len(p.slots) {
		return true
	}
	sl := &p.slots[s]
	limit := 0
	if sl.gap {
		limit = maxGap
	}
	for k := j; k <= j+limit && k < len(toks); k++ {
		t := &toks[k]
		if t.clause != clause {
			return false
		}
		if !t.marked && !t.digits && sl.fits(t.word) {
			*used = append(*used, k)
			if matchFrom(p, toks, clause, s+1, k+1, used) {
				return true
			}
			*used = (*used)[:len(*used)-1]
		}
	}
	return false
}

// words returns the tokens of m as written, joined by spaces.
func (r reading) words(m match) string {
	parts := make([]string, len(m.used))
	for i, u := range m.used {
		parts[i] = r.tokens[u].shown
	}
	return strings.Join(parts, " ")
}

// sentence returns the sentence of token i.
func (r reading) sentence(i int) int { return r.tokens[i].sentence }
