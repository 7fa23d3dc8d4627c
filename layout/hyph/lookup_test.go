package hyph

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// tableMap returns the table's lines as a map from letters to digits.
func tableMap(p *Patterns) map[string]string {
	pats := map[string]string{}
	for _, line := range strings.Split(strings.TrimSuffix(p.table, "\n"), "\n") {
		letters, digits, _ := strings.Cut(line, " ")
		pats[letters] = digits
	}
	return pats
}

// naivePoints is Liang's algorithm read straight from the table: every
// substring of the word between dots looked up in pats (tableMap), the odd
// values between the minimums its points.
func naivePoints(p *Patterns, pats map[string]string, word string) []int {
	w := []rune("." + strings.ToLower(word) + ".")
	vals := make([]byte, len(w)+1)
	for i := range w {
		for j := i + 1; j <= len(w); j++ {
			for k, d := range []byte(pats[string(w[i:j])]) {
				vals[i+k] = max(vals[i+k], d-'0')
			}
		}
	}
	var out []int
	n := len(w) - 2
	for i := p.Left; i <= n-p.Right; i++ {
		if vals[i+1]%2 == 1 {
			out = append(out, i)
		}
	}
	return out
}

func TestPointsAreLiangsOverTheWholeTable(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "sv", "es"} {
		p, err := For(lang)
		if err != nil || p == nil {
			t.Fatalf("%s: %v", lang, err)
		}
		files, _ := filepath.Glob("../../content/cards/*/" + lang + ".yaml")
		pats, seen, checked := tableMap(p), map[string]bool{}, 0
		for _, f := range files {
			for _, w := range cardWordsOf(t, f) {
				if seen[w] || len([]rune(w)) < p.Left+p.Right {
					continue
				}
				seen[w] = true
				got, want := p.Points(w), naivePoints(p, pats, w)
				if !slices.Equal(got, want) {
					t.Errorf("%s %q: points %v, the table gives %v", lang, w, got, want)
				}
				if len(want) > 0 {
					checked++
				}
			}
		}
		if checked < 50 {
			t.Errorf("%s: only %d words with a point checked", lang, checked)
		}
	}
}

// cardWordsOf returns the words of letters of a file.
func cardWordsOf(t *testing.T, path string) []string {
	t.Helper()
	return strings.FieldsFunc(readFile(t, path), func(r rune) bool { return !unicode.IsLetter(r) })
}

// TestPointsAreLiangsOnRandomWords holds Points to the table read
// naively on random words of each language's letters, long and short
// (and some longer than points holds on the stack), with letters of two
// bytes and more and in capitals.
func TestPointsAreLiangsOnRandomWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	letters := []rune("abcdefghijklmnopqrstuvwxyzåäöéèêëàâçîïôûùüÿœæßñáíóúABCÅÖÉÑ")
	for _, lang := range []string{"en", "de", "fr", "sv", "es"} {
		p, err := For(lang)
		if err != nil || p == nil {
			t.Fatalf("%s: %v", lang, err)
		}
		pats, withPoints := tableMap(p), 0
		for k := range 3300 {
			w := make([]rune, 1+rng.IntN(16))
			if k >= 3000 { // longer than a word the stack holds
				w = make([]rune, 28+rng.IntN(40))
			}
			for i := range w {
				w[i] = letters[rng.IntN(len(letters))]
			}
			got, want := p.Points(string(w)), naivePoints(p, pats, string(w))
			if !slices.Equal(got, want) {
				t.Fatalf("%s %q: points %v, the table gives %v", lang, string(w), got, want)
			}
			if len(want) > 0 {
				withPoints++
			}
		}
		if withPoints < 500 {
			t.Errorf("%s: only %d random words with a point", lang, withPoints)
		}
	}
}
