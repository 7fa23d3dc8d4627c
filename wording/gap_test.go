package wording

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// stepBound is the most steps reading toks with lx may take: for each
// phrase, at each token, a try of its first word, and at most maxGap+1
// tokens tried for each of its other words from each token.
func stepBound(lx *Lexicon, tokens int) int {
	words := 0
	for _, p := range lx.phrases {
		words += len(p.slots) + 1
	}
	return (maxGap + 2) * (tokens + 1) * words
}

// TestGapsAreMatchedInStepsBoundedByWordsTimesPhrase reads statements with
// phrases of many gaps that match nowhere, or only at their last
// placement (tried first every other way): the steps stay within
// stepBound, where trying every placement of the gaps anew took minutes
// (12 gaps, 60 words).
func TestGapsAreMatchedInStepsBoundedByWordsTimesPhrase(t *testing.T) {
	tests := []struct {
		phrase, statement string
		matches           int
	}{
		{gapPhrase(12), strings.Repeat("a ", 60), 0},
		{gapPhrase(12), strings.Repeat("a ", 60) + "b", 1},
		{gapPhrase(30), strings.Repeat("a ", 200), 0},
		{strings.Repeat("a|x ... ", 20) + "a* ... b", strings.Repeat("a x ", 100) + "b", 1},
		{gapPhrase(12), strings.Repeat("a ", 60) + ", b", 0}, // b in another clause
	}
	for _, tt := range tests {
		lx := Compile("en", &Words{Phrases: []Phrase{{Text: tt.phrase, Kind: RuleWord, Feature: Not}}}, CoreFeatures())
		r := lx.Read(text(tt.statement))
		if bound := stepBound(lx, len(r.tokens)); r.steps > bound {
			t.Errorf("%q in %d words: %d steps, want at most %d", tt.phrase, len(r.tokens), r.steps, bound)
		}
		if len(r.matches) != tt.matches {
			t.Errorf("%q in %d words: %d matches, want %d", tt.phrase, len(r.tokens), len(r.matches), tt.matches)
		}
	}
}

// naiveMatch is the matcher as it was, trying every placement of the
// gaps anew: the reference the remembering matcher must agree with. It
// gives up (ok false) past budget steps, and says how many it took.
func naiveMatch(p *lexPhrase, toks []token, i, budget int) (used []int, matched, ok bool, steps int) {
	var from func(clause, s, j int) bool
	from = func(clause, s, j int) bool {
		if s == len(p.slots) {
			return true
		}
		sl := &p.slots[s]
		limit := 0
		if sl.gap {
			limit = maxGap
		}
		for k := j; k <= j+limit && k < len(toks); k++ {
			if steps++; steps > budget {
				return false
			}
			if toks[k].clause != clause {
				return false
			}
			if !toks[k].marked && !toks[k].digits && sl.fits(toks[k].word) {
				used = append(used, k)
				if from(clause, s+1, k+1) {
					return true
				}
				used = used[:len(used)-1]
			}
		}
		return false
	}
	if !p.slots[0].fits(toks[i].word) {
		return nil, false, true, 1
	}
	used = []int{i}
	matched = from(toks[i].clause, 1, i+1)
	return used, matched, steps <= budget, steps + 1
}

// FuzzReadGaps reads a statement with phrases made of its words (each
// phrase a few of the fuzzer's words with "..." between some): the steps
// stay within stepBound, whatever the phrases; and wherever the matcher as
// it was finds its answer within its budget of steps, the phrase matches at
// the same tokens (as far as a budget of the naive matcher's
// steps goes).
func FuzzReadGaps(f *testing.F) {
	f.Add("a ... a ... a ... a ... b; a ... c", "a a a x a a a a a a , a a a b c", uint8(3))
	f.Add("ist ... zu ende; geht ... weiter; ne ... pas", "Ist dein Zug zu Ende, geht es weiter; ne joue pas", uint8(0))
	f.Add(gapPhrase(12), strings.Repeat("a ", 60), uint8(1))
	f.Add("draw* ... card|cards ... a|x* ... {b}", "Draw a card, draw 2 cards and x {b}", uint8(7))
	f.Fuzz(func(t *testing.T, phrases, statement string, seed uint8) {
		if !utf8.ValidString(phrases) || !utf8.ValidString(statement) || len(phrases) > 400 || len(statement) > 2000 {
			return
		}
		w := &Words{}
		for i, ph := range strings.Split(phrases, ";") {
			if phraseProblem(ph) == "" {
				w.Phrases = append(w.Phrases, Phrase{Text: ph, Kind: PhraseKind(int(seed)+i) % (VagueWord + 1), Feature: Not, Value: 1})
			}
		}
		lx := Compile("en", w, CoreFeatures())
		spans := []Span{{Text: statement}}
		if cut := int(seed) % (len(statement) + 1); utf8.ValidString(statement[:cut]) {
			spans = []Span{{Text: statement[:cut]}, {Text: statement[cut:], Marked: seed%2 == 1}}
		}
		r := lx.Read(spans)
		if bound := stepBound(lx, len(r.tokens)); r.steps > bound {
			t.Fatalf("%q in %d tokens: %d steps, want at most %d", phrases, len(r.tokens), r.steps, bound)
		}
		m := matcher{toks: r.tokens, lx: lx}
		budget := 100000 // the naive matcher's steps, for the whole statement
		for i, tok := range r.tokens {
			if tok.marked || tok.digits {
				continue
			}
			for pi := range lx.phrases {
				p := &lx.phrases[pi]
				got := m.matchAt(p, i)
				if budget <= 0 {
					return
				}
				want, matched, ok, steps := naiveMatch(p, r.tokens, i, min(budget, 5000))
				budget -= steps
				if ok && (got != matched || matched && !slices.Equal(m.used, want)) {
					t.Fatalf("%q at token %d of %q: matched %v at %v, want %v at %v", p.src.Text, i, statement, got, m.used, matched, want)
				}
			}
		}
	})
}

// ExampleLexicon_Read_gaps: "..." lets up to four words of the same
// clause stand between two words of a phrase, and of every way a phrase
// matches, the one whose words come earliest is read.
func ExampleLexicon_Read_gaps() {
	lx := Compile("en", &Words{Phrases: []Phrase{{Text: "take ... card", Kind: RuleWord, Feature: Not}}}, CoreFeatures())
	r := lx.Read(text("Take a card, take one more card and a card"))
	for _, m := range r.matches {
		fmt.Println(r.words(m), m.used)
	}
	// Output:
	// take card [0 2]
	// take card [3 6]
}
