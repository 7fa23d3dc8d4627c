package wording

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// joiners are the characters between words that do not break a clause:
// spaces, hyphens, apostrophes and quotation marks.
const joiners = " -‐'\u00a0\u202f\u2009\"“”„‘‚«»›‹"

// token is one word or numeral of a statement's text as the check reads
// it.
type token struct {
	word  string // folded (fold); a numeral's digits without leading zeros
	shown string // as written, for messages (folded)
	// written is the token as the text has it, its case kept, where
	// folding kept its length (else shown): what a mark suggests.
	written string
	digits  bool
	// marked: written {so}, a word the check does not read.
	marked bool
	// clause counts the clause breaks (punctuation) before the token,
	// sentence the sentence breaks (. ! ? ; :), period the full stops
	// alone (. ! ?): the reach of an exception ("hidden: nobody sees it,
	// unless …").
	clause, sentence, period int
	// sep is what stands between the previous token and this one.
	sep string
	// quoted: within quotation marks, words a player says ("go fish"),
	// which a negation outside them does not negate.
	quoted bool
}

// Span is a piece of a statement's text: its characters, and whether it
// is marked as a word the check does not read ({so}). A text is its spans
// in order; spans side by side that are both marked or both not are read
// as one (a word set partly in italics, "ag*ai*n", is still one word).
type Span struct {
	Text   string
	Marked bool
}

// tokenize splits a text into tokens: runs of letters (with marks,
// apostrophes and hyphens inside a word splitting it in two), runs of
// digits, and between them separators; punctuation other than a hyphen or
// an apostrophe starts a new clause.
func tokenize(t []Span) []token {
	t = joined(t)
	var out []token
	clause, sentence, period := 0, 0, 0
	// quoted counts the quotation marks open: what is quoted (the words a
	// player says, "Go fish!") breaks no clause of the sentence it stands
	// in. „ opens; any other double mark closes one open, else opens.
	quoted := 0
	// A token's separator is the text since the token before, cut from
	// the run (carried: what ended a run before the token's, if any).
	carried := ""
	for _, r := range t {
		s := fold(r.Text)
		at := sourceOffsets(r.Text, s) // where each byte of s was written, when known
		i, from := 0, 0
		for i < len(s) {
			c, size := utf8.DecodeRuneInString(s[i:])
			kind := runeKind(c)
			if kind == 0 {
				switch {
				case c == '„':
					quoted++
				case strings.ContainsRune("\"“”«»", c) && quoted > 0:
					quoted--
				case strings.ContainsRune("\"“”«»", c):
					quoted++
				}
				if quoted > 0 {
					i += size
					continue
				}
				if !strings.ContainsRune(joiners, c) {
					clause++
				}
				if strings.ContainsRune(".!?;:", c) {
					sentence++
				}
				if strings.ContainsRune(".!?", c) {
					period++
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
			tok := token{word: s[i:j], shown: s[i:j], written: s[i:j], digits: kind == 2, marked: r.Marked, clause: clause, sentence: sentence, period: period, sep: sep, quoted: quoted > 0}
			if len(r.Text) == len(s) && fold(r.Text[i:j]) == s[i:j] {
				tok.written = r.Text[i:j]
			} else if at != nil {
				end := len(r.Text)
				if j < len(s) {
					end = at[j]
				}
				if w := r.Text[at[i]:end]; fold(w) == s[i:j] {
					tok.written = w
				}
			}
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

// joined returns t with the spans side by side that are both marked or
// both not joined: the check reads words whatever their emphasis, and a
// word set partly in italics or bold ("ag*ai*n") is still one word. Spans
// marked {so} stay apart from the rest.
func joined(t []Span) []Span {
	apart := true // no two spans side by side are both marked or both not
	for i := 1; i < len(t); i++ {
		apart = apart && t[i].Marked != t[i-1].Marked
	}
	if apart {
		return t // nothing to join (most texts)
	}
	out := make([]Span, 0, len(t))
	for _, r := range t {
		if n := len(out); n > 0 && out[n-1].Marked == r.Marked {
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

// Reading is what the check reads in one statement's text in one locale:
// its words, and the phrases of the lexicon found in them.
type Reading struct {
	lx      *Lexicon
	tokens  []token
	matches []match // chosen, in reading order
	// steps is how many times the matcher tried a token against a word
	// of a phrase: the tests hold it to a bound.
	steps int
}

// Read reads a text, given as its spans, with the lexicon's phrases.
// Where phrases overlap, the one with the most words is read; of as many
// at the same word, a rule word before an ordinal before a number, and of
// two rule words the one whose feature comes first in the feature set
// (then the one written first).
func (lx *Lexicon) Read(text []Span) Reading { return read(lx, lx.expand(tokenize(text))) }

// expand returns toks with each contraction the locale lists read as the
// words it stands for ("they've" as "they have"), each in the place of
// the contraction: its clause, its sentence, its marks.
func (lx *Lexicon) expand(toks []token) []token {
	if len(lx.contractions) == 0 {
		return toks
	}
	var out []token
	for i, t := range toks {
		parts, ok := lx.contractions[t.word]
		if !ok || t.digits {
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		if out == nil {
			out = append(make([]token, 0, len(toks)+4), toks[:i]...)
		}
		for k, p := range parts {
			x := t
			x.word, x.shown, x.written = p, p, p
			if k > 0 {
				x.sep = " "
			}
			out = append(out, x)
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// read finds every phrase of lx in tokens and keeps, where phrases
// overlap, the one with the most words, then the earliest, then (of as
// many words at the same word) a rule word before an ordinal before a
// number, and of two rule words the one whose feature the feature set puts
// first (then the one written first).
func read(lx *Lexicon, toks []token) Reading {
	var cands []match
	m := matcher{toks: toks, lx: lx}
	// A match is tried in m.used and kept in used, which the matches
	// share.
	var used []int
	for i, t := range toks {
		if !m.readable(t) {
			continue
		}
		try := func(pi int) {
			p := &lx.phrases[pi]
			if m.matchAt(p, i) {
				first := len(used)
				used = append(used, m.used...)
				cands = append(cands, match{phrase: p, used: used[first:len(used):len(used)]})
			}
		}
		for _, pi := range lx.byFirst[t.word] {
			try(pi)
		}
		for _, pi := range lx.byStem {
			if !slices.Contains(lx.phrases[pi].slots[0].forms, t.word) { // tried above
				try(pi)
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b match) int {
		if len(a.used) != len(b.used) {
			return len(b.used) - len(a.used)
		}
		if a.start() != b.start() {
			return a.start() - b.start()
		}
		if k := kindRank(a.phrase.src.Kind) - kindRank(b.phrase.src.Kind); k != 0 {
			return k
		}
		return a.phrase.rank - b.phrase.rank
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
	return Reading{lx: lx, tokens: toks, matches: chosen, steps: m.steps}
}

// kindRank orders phrases of the same length: rule words before ordinals
// before numbers and the rest, neutral words last (words that state no
// rule together lose to as many that state one).
func kindRank(k PhraseKind) int {
	switch k {
	case RuleWord:
		return 0
	case OrdinalWord:
		return 1
	case NeutralWord, ConcessionWord:
		return 3
	}
	return 2
}

// matcher finds the lexicon's phrases in one statement's tokens. Where a
// phrase's word may stand at any of several tokens (after a gap), it
// tries them in order and takes the first from which the rest of the
// phrase matches: of every way the phrase matches at a token, the one
// whose words come earliest. It remembers each slot and token from which
// the rest of a phrase was found not to match (failed), so that no
// placement of the words before it tries that again, at this start or
// another: a phrase of w words is matched at every token of a statement
// of n tokens in at most about w × n × (maxGap+1) steps, whatever its
// gaps (trying every placement anew takes exponentially many).
type matcher struct {
	toks []token
	// used is the match being tried: the tokens its words use.
	used []int
	// failed holds the slots and tokens, of phrases with a gap, from
	// which the rest of the phrase does not match in the token's clause.
	failed map[failure]bool
	// steps counts the tokens tried against a slot.
	steps int
	// lx is the lexicon read in: its articles, which a phrase may hold
	// even written in braces (readable), and its or words (orAfterComma).
	lx *Lexicon
}

// orAfterComma reports whether token k is an or (coordination: or:)
// that opens the clause right after clause: a phrase of alternatives may
// go on through it.
func (m *matcher) orAfterComma(clause, k int) bool {
	t := m.toks[k]
	return t.clause == clause+1 && !t.marked && m.lx.listed(OrWord, t.word) && (k == 0 || m.toks[k-1].clause == clause)
}

// readable reports whether a phrase may start at token t: a word, not in
// braces, or an article in braces ("nach {einer} Sieben"), which the
// author marked as no number and which still joins the noun after it (in
// a phrase of more words than it: matchAt). Inside a phrase a word in
// braces is never read ("minst {ett} kort" is no "minst ett kort"), but
// for an article in a phrase that states no rule (matchFrom).
func (m *matcher) readable(t token) bool {
	return !t.digits && (!t.marked || m.lx.articles[t.word])
}

// failure is a slot of a phrase and a token from which the phrase's
// slots from that one on do not match.
type failure struct {
	p         *lexPhrase
	slot, tok int
}

// matchAt matches phrase p at token i, leaving in m.used (emptied first)
// the tokens it uses.
func (m *matcher) matchAt(p *lexPhrase, i int) bool {
	m.used = m.used[:0]
	m.steps++
	if !m.readable(m.toks[i]) || m.toks[i].marked && len(p.slots) == 1 || !p.slots[0].fits(m.toks[i].word) {
		return false
	}
	m.used = append(m.used, i)
	return m.matchFrom(p, m.toks[i].clause, 1, i+1)
}

// matchFrom matches p's slots from slot s on at the tokens of clause from
// token j on, adding the tokens they use to m.used. Whether it matches
// depends on p, s and j alone once token j is of the clause (clause
// numbers only grow along the tokens): that is what failed remembers.
func (m *matcher) matchFrom(p *lexPhrase, clause, s, j int) bool {
	if s == len(p.slots) {
		return true
	}
	if j >= len(m.toks) || m.toks[j].clause != clause && !(s+1 < len(p.slots) && m.orAfterComma(clause, j)) {
		return false
	}
	// before firstGap one way alone leads here; an or read past its comma
	// is read from the clause before it, which the failures kept are not
	remember := s > p.firstGap && m.toks[j].clause == clause
	key := failure{p, s, j}
	if remember && m.failed[key] {
		return false
	}
	sl := &p.slots[s]
	limit := 0
	if sl.gap {
		limit = maxGap
	}
	for k := j; k <= j+limit && k < len(m.toks); k++ {
		m.steps++
		t := &m.toks[k]
		if s+1 < len(p.slots) && m.orAfterComma(clause, k) && sl.fits(t.word) {
			// an alternative goes on past the comma before its or ("same
			// suit as the top card, or same rank"), its second half named
			// after it: the phrase reads on in the clause the or opens
			// ("no …, sino" ends at its or, and stops at the comma)
			m.used = append(m.used, k)
			if m.matchFrom(p, t.clause, s+1, k+1) {
				return true
			}
			m.used = m.used[:len(m.used)-1]
			break
		}
		if t.clause != clause {
			break
		}
		// a braced word inside a phrase is read only as an article
		// (readable), of a phrase that states no rule ("om det blev {en}
		// träff") or of a rule word's phrase, where it is no count but a
		// word of the phrase ("var och {en}", each one), and as a word a
		// neutral phrase writes in braces ("sigue {sin} tener"), which
		// only a braced word fits
		fits := m.readable(*t) && (!t.marked || p.src.Kind == NeutralWord || p.src.Kind == RuleWord)
		if sl.braced {
			fits = t.marked && !t.digits
		}
		if fits && sl.fits(t.word) {
			m.used = append(m.used, k)
			if m.matchFrom(p, clause, s+1, k+1) {
				return true
			}
			m.used = m.used[:len(m.used)-1]
		}
	}
	if remember {
		if m.failed == nil {
			m.failed = map[failure]bool{}
		}
		m.failed[key] = true
	}
	return false
}

// words returns the tokens of m as written, joined by spaces.
func (r Reading) words(m match) string {
	parts := make([]string, len(m.used))
	for i, u := range m.used {
		parts[i] = r.tokens[u].shown
	}
	return strings.Join(parts, " ")
}

// sentence returns the sentence of token i.
func (r Reading) sentence(i int) int { return r.tokens[i].sentence }

// afterQuestion reports whether token i's sentence follows one that ends
// with a question mark: a question that states a condition ("Pioche vide ?
// Le tour passe.", "Is the pond empty? Play moves on.").
func (r Reading) afterQuestion(i int) bool {
	k := i
	for k > 0 && r.tokens[k-1].sentence == r.tokens[i].sentence {
		k--
	}
	return k > 0 && strings.Contains(r.tokens[k].sep, "?")
}

// period returns the full sentence (up to . ! ?) of token i.
func (r Reading) period(i int) int { return r.tokens[i].period }

// Lexicon returns the lexicon r was read with.
func (r Reading) Lexicon() *Lexicon { return r.lx }

// Len returns how many tokens (words and numerals) r holds: the token
// after the last, for a range of tokens that runs to the end.
func (r Reading) Len() int { return len(r.tokens) }

// Closed reports whether the lexicon reads closed: its locale lists the
// words that state no rule, so every other word must be read (Unread).
func (lx *Lexicon) Closed() bool { return lx.closed }

// isNeutral reports whether word is one the locale lists as stating no
// rule.
func (lx *Lexicon) isNeutral(word string) bool {
	for _, s := range lx.neutral {
		if s.fits(word) {
			return true
		}
	}
	return false
}

// isSame reports whether word is a one-word phrase of SAME.
func (lx *Lexicon) isSame(word string) bool {
	for _, s := range lx.sames {
		if s.fits(word) {
			return true
		}
	}
	return false
}

// sourceOffsets returns, for each byte of folded (fold(text)), the offset
// in text of the character it was folded from, where text folds
// character by character to the same string (a typographic apostrophe
// folded to '); nil where it does not, or where nothing changed length.
func sourceOffsets(text, folded string) []int {
	if len(text) == len(folded) {
		return nil
	}
	at := make([]int, 0, len(folded))
	b := make([]byte, 0, len(folded))
	for i, c := range text {
		if c < utf8.RuneSelf { // ASCII folds to itself, lowered
			b = append(b, byte(unicode.ToLower(c)))
			at = append(at, i)
			continue
		}
		f := fold(string(c))
		b = append(b, f...)
		for range len(f) {
			at = append(at, i)
		}
	}
	if string(b) != folded {
		return nil
	}
	return at
}

// name reports whether token i is a name, where the locale's names have
// a capital (Lexicon.capitalNames): written with a capital and the rest
// of it in small letters, inside its sentence, not after a colon, a dash,
// a bracket or a quotation mark, where a sentence may start again ("If
// Alex told you"; not "Alex told you", "— Alex", "ALL"); or the one a
// player speaks to, first in what they say ("\"Tom, have you got …").
func (r Reading) name(i int) bool {
	t := r.tokens[i]
	// the one spoken to, at the start of what a player says: "Tom, have
	// you got any fives?"
	called := strings.ContainsAny(t.sep, "\"“”«»„") && i+1 < len(r.tokens) && strings.HasPrefix(r.tokens[i+1].sep, ",")
	if !r.lx.capitalNames || !called && (i == 0 || r.tokens[i-1].sentence != t.sentence || strings.ContainsAny(t.sep, ":;—–-(\"“”«»„‘’'")) {
		return false
	}
	first, size := utf8.DecodeRuneInString(t.written)
	rest := t.written[size:]
	return unicode.IsUpper(first) && rest != "" && strings.ToLower(rest) == rest
}

// Unread returns the words of r the check does not read, as written, each
// once, in order: none of a phrase read, no number, article or range
// word, not neutral and not in braces. A word a phrase's "..." skips is
// unread unless it is one of those.
func (r Reading) Unread() []string { return r.unread(nil) }

// unread is Unread with the words of also read too: the words that head
// a condition that holds (conditions: if:), which the locale reads apart
// from the rule words ("as long as", "in the event that"). Those of
// not-if are not: a phrase that heads no condition may still state a
// rule ("sauf si", UNLESS), which the rule words must read.
func (r Reading) unread(also []match) []string {
	read := make([]bool, len(r.tokens))
	for _, m := range slices.Concat(r.matches, also) {
		for _, u := range m.used {
			read[u] = true
		}
	}
	var out []string
	for i, t := range r.tokens {
		if read[i] || t.marked || t.digits || r.lx.articles[t.word] || r.lx.rangeWords[t.word] || r.lx.isNeutral(t.word) || r.name(i) {
			continue
		}
		if !slices.Contains(out, t.shown) {
			out = append(out, t.shown)
		}
	}
	return out
}
