package content

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// TestWordsReadTellsWhichMarkedWordsTheCheckReads holds the braces check's
// reading to the phrases: a form of a word, any of its | forms, a word a *
// form starts, in any case; not a word of none of them.
func TestWordsReadTellsWhichMarkedWordsTheCheckReads(t *testing.T) {
	w := Words{Phrases: []Phrase{{Text: "no|not a single"}, {Text: "draw* ... card"}, {Text: "go-fish"}}}
	words := []string{"not", "single", "drawing", "draw", "fish", "cards", "dra", "nothing", "sing"}
	want := []bool{true, true, true, true, true, false, false, false, false}
	if got := w.read(words); !slices.Equal(got, want) {
		t.Errorf("read(%q)\n got %v\nwant %v", words, got, want)
	}
	if got := (&Words{}).read([]string{"a"}); !slices.Equal(got, []bool{false}) {
		t.Errorf("no phrases: %v", got)
	}
}

// TestPlainPhrasesAreThoseWithoutAProblem holds the one-pass check of a
// phrase to the word-by-word one: on every shipped phrase (which it
// passes) and on random phrases, an ASCII phrase passes it exactly when
// nothing is wrong with it, and no phrase passes with something wrong.
func TestPlainPhrasesAreThoseWithoutAProblem(t *testing.T) {
	files, _ := filepath.Glob("../locale/*/words.yaml")
	plain := 0
	for _, file := range files {
		f, _ := locale.Shipped().Open(locale.Code(filepath.Base(filepath.Dir(file))), "words.yaml")
		var p yamlfile.Problems
		var w Words
		readWordsData(&p, f.Data, f.Path, f.Code, &w, 0)
		for _, ph := range w.Phrases {
			if plainPhrase(ph.Text) {
				plain++
			} else if phraseProblemOf(ph.Text) != "" {
				t.Errorf("%s: %q: %s", file, ph.Text, phraseProblemOf(ph.Text))
			}
		}
	}
	if plain < 1000 {
		t.Errorf("only %d shipped phrases read in one pass", plain)
	}
	rng := rand.New(rand.NewPCG(13, 14))
	pieces := []string{"a", "Zz", "9", "'", "’", " ", "  ", "-", "‐", "\t", "\n", "|", "*", ".", "...", "é", "\u00a0", "_", "|*"}
	for range 50000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		ascii := strings.IndexFunc(s, func(r rune) bool { return r >= 0x80 }) < 0
		if got, want := plainPhrase(s), phraseProblemOf(s) == ""; got && !want || ascii && got != want {
			t.Fatalf("%q: read in one pass %v, word by word %q", s, got, phraseProblemOf(s))
		}
	}
}

// TestWordsReadAsTheWordsOfEachPhrase holds read to reading each phrase
// as PhraseWords splits it and each word's forms as | joins them, on the
// shipped words and on random phrases and words.
func TestWordsReadAsTheWordsOfEachPhrase(t *testing.T) {
	want := func(w *Words, words []string) []bool {
		read := make([]bool, len(words))
		for _, p := range w.Phrases {
			for _, pw := range PhraseWords(p.Text) {
				for _, form := range strings.Split(pw, "|") {
					stem, isStem := strings.CutSuffix(strings.ToLower(form), "*")
					for i, word := range words {
						read[i] = read[i] || word == stem || isStem && strings.HasPrefix(word, stem)
					}
				}
			}
		}
		return read
	}
	f, _ := locale.Shipped().Open("de", "words.yaml")
	var p yamlfile.Problems
	var shipped Words
	readWordsData(&p, f.Data, f.Path, "de", &shipped, 0)
	rng := rand.New(rand.NewPCG(15, 16))
	pieces := []string{"a", "Zieh", "zieh", "*", "|", " ", "-", "‐", "\u00a0", "\u0085", "é", "É", "...", "\t", "\xff", "ß"}
	phrase := func() string {
		var b strings.Builder
		for range rng.IntN(7) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for n := range 3000 {
		var w Words
		for range rng.IntN(4) {
			w.Phrases = append(w.Phrases, Phrase{Text: phrase()})
		}
		words := []string{strings.ToLower(phrase()), "a", "zieht", "é", ""}
		for _, ws := range [][]string{words, {"ziehen", "karte", "nicht", "zzz", "ein", "é"}} {
			for _, ww := range []*Words{&w, &shipped} {
				if ww == &shipped && n%50 != 0 {
					continue // the shipped words, read once in 50
				}
				if got, want := ww.read(ws), want(ww, ws); !slices.Equal(got, want) {
					t.Fatalf("read(%q) of %d phrases (first %+v)\n got %v\nwant %v", ws, len(ww.Phrases), ww.Phrases[:min(1, len(ww.Phrases))], got, want)
				}
			}
		}
	}
}
