package hyph

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
)

// shippedWords returns every word of letters of the shipped texts, each
// once: the cards' (content/cards/) and the locales' (locale/).
func shippedWords(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, glob := range []string{"../../content/cards/*/*.yaml", "../../locale/*/*.yaml"} {
		f, _ := filepath.Glob(glob)
		files = append(files, f...)
	}
	if len(files) < 20 {
		t.Fatalf("only %d shipped text files", len(files))
	}
	seen := map[string]bool{}
	for _, f := range files {
		for _, w := range cardWordsOf(t, f) {
			seen[w] = true
		}
	}
	return slices.Sorted(func(yield func(string) bool) {
		for w := range seen {
			if !yield(w) {
				return
			}
		}
	})
}

// TestTheShippedTableFindsWhatItsPatternFileFinds holds the patterns For
// reads to the patterns Parse reads from the language's pattern file: the
// same points for every word of the shipped texts, in every language, and
// for random words.
func TestTheShippedTableFindsWhatItsPatternFileFinds(t *testing.T) {
	words := shippedWords(t)
	if len(words) < 2000 {
		t.Fatalf("only %d words in the shipped texts", len(words))
	}
	rng := rand.New(rand.NewPCG(3, 4))
	letters := []rune("abcdefghijklmnopqrstuvwxyzåäöéèêëàâçîïôûùüÿœæßABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖÉÀÇÜŒαβγабв")
	for range 10000 {
		w := make([]rune, 1+rng.IntN(20))
		for i := range w {
			w[i] = letters[rng.IntN(len(letters))]
		}
		words = append(words, string(w))
	}
	for lang, src := range sources(t) {
		shipped, err := For(lang)
		if err != nil || shipped == nil {
			t.Fatalf("%s: %v", lang, err)
		}
		parsed, err := Parse([]byte(readFile(t, filepath.Join("dic", src))))
		if err != nil {
			t.Fatal(err)
		}
		withPoints := 0
		for _, w := range words {
			want := shipped.Points(w)
			if got := parsed.Points(w); !slices.Equal(got, want) {
				t.Fatalf("%s %q: %v parsed from %s, %v with the shipped table", lang, w, got, src, want)
			}
			if len(want) > 0 {
				withPoints++
			}
		}
		if withPoints < 5000 {
			t.Errorf("%s: only %d words of %d with a point", lang, withPoints, len(words))
		}
	}
}

// TestPatternsOfNoTableHaveNoPoints: a Patterns not from For or Parse
// has no patterns, and no index to read.
func TestPatternsOfNoTableHaveNoPoints(t *testing.T) {
	if pts := (&Patterns{Left: 1, Right: 1}).Points("hyphenation"); pts != nil {
		t.Errorf("points %v", pts)
	}
}
