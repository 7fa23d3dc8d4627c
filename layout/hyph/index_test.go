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

// TestTheBuiltInIndexFindsWhatAScannedOneFinds holds the patterns For
// reads, with the line index built in with their table (lines.go), to the
// same table with an index made by scanning it (as for patterns Parse
// reads), and to the patterns Parse reads from the language's pattern
// file: the same points for every word of the shipped texts, in every
// language, and for random words.
func TestTheBuiltInIndexFindsWhatAScannedOneFinds(t *testing.T) {
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
		builtIn, err := For(lang)
		if err != nil || builtIn == nil {
			t.Fatalf("%s: %v", lang, err)
		}
		data, lines, _ := table(lang)
		if builtIn.lines != lines {
			t.Fatalf("%s: For does not read the index built in", lang)
		}
		scanned, err := load(data, nil)
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := Parse([]byte(readFile(t, filepath.Join("dic", src))))
		if err != nil {
			t.Fatal(err)
		}
		if scanned.lines == lines || parsed.lines == lines {
			t.Fatalf("%s: a scanned index is the one built in", lang)
		}
		withPoints := 0
		for _, w := range words {
			want := builtIn.points(w)
			if got := scanned.points(w); !slices.Equal(got, want) {
				t.Fatalf("%s %q: %v with a scanned index, %v with the one built in", lang, w, got, want)
			}
			if got := parsed.points(w); !slices.Equal(got, want) {
				t.Fatalf("%s %q: %v parsed from %s, %v with the index built in", lang, w, got, src, want)
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

// TestAnIndexNotOfItsTableIsAnError: load refuses an index that cannot
// be its table's (a stale or cut one), rather than reading past it.
func TestAnIndexNotOfItsTableIsAnError(t *testing.T) {
	data, lines, _ := table("en")
	_, other, _ := table("sv")
	cut := *lines
	cut.start = cut.start[:len(cut.start)-1]
	moved := *lines
	moved.start = slices.Clone(moved.start)
	moved.start[len(moved.start)-1]++
	zero := *lines
	zero.start = slices.Clone(zero.start)
	zero.start[len(zero.start)-1] = 0
	for name, ix := range map[string]*lineIndex{
		"cut":                 &cut,
		"with its last moved": &moved,
		"with its last at 0":  &zero,
		"another's":           other,
		"of no lines":         makeIndex(""),
		"of one line":         makeIndex("a 00\n"),
	} {
		if _, err := load(data, ix); err == nil {
			t.Errorf("an index %s: no error", name)
		}
	}
	for _, tab := range []string{"", "a 00\n", "a 00\nb 00\n", "a 00\nb 00", "\n"} {
		if err := makeIndex(tab).check(tab); err != nil {
			t.Errorf("%q: %v", tab, err)
		}
	}
	if _, err := load(data, lines); err != nil {
		t.Error(err)
	}
}

// TestPatternsOfNoTableHaveNoPoints: a Patterns not from For or Parse
// has no patterns, and no index to read.
func TestPatternsOfNoTableHaveNoPoints(t *testing.T) {
	if pts := (&Patterns{Left: 1, Right: 1}).Points("hyphenation"); pts != nil {
		t.Errorf("points %v", pts)
	}
}
