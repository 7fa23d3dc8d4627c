package content

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// TestPhraseCountIsExactOnTheShippedWords holds the count the phrases are
// read into to the phrases each shipped words file gives: one slice of
// that many (and the room asked for), never grown.
func TestPhraseCountIsExactOnTheShippedWords(t *testing.T) {
	files, _ := filepath.Glob("../locale/*/words.yaml")
	if len(files) < 3 {
		t.Fatalf("%d words files found", len(files))
	}
	for _, file := range files {
		code := locale.Code(filepath.Base(filepath.Dir(file)))
		f, ok := locale.Shipped().Open(code, "words.yaml")
		if !ok {
			t.Fatalf("%s: not shipped", file)
		}
		var p yamlfile.Problems
		root := yamlfile.Parse(&p, f.Path, f.Data).Root
		for _, room := range []int{0, 14} {
			var w Words
			readWordsData(&p, f.Data, f.Path, code, &w, room)
			if err := p.Err(); err != nil {
				t.Fatal(err)
			}
			n := phraseCount(root)
			if len(w.Phrases) != n {
				t.Errorf("%s: %d phrases read, %d counted", file, len(w.Phrases), n)
			}
			if want := cap(slices.Grow([]Phrase(nil), n+room)); cap(w.Phrases) != want {
				t.Errorf("%s, room %d: the phrases were read into %d places, want %d", file, room, cap(w.Phrases), want)
			}
		}
	}
}

// TestCardsInOneLocaleShareItsWordsButNotTheirNumbers loads two cards in
// English, each with its own numbers:, twice: every load has the shipped
// words, then its own numbers, whichever load read the words file first
// and took its room.
func TestCardsInOneLocaleShareItsWordsButNotTheirNumbers(t *testing.T) {
	fsys := miniCard()
	fsys["other/card.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["mini/card.yaml"].Data), "id: mini", "id: other", 1))}
	fsys["other/en.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["mini/en.yaml"].Data),
		"numbers: [zero, one, two, three, four, five, six, seven]", "numbers: [nil, one, two, three, four, five, six, seven, eight]", 1))}
	f, _ := locale.Shipped().Open("en", "words.yaml")
	var p yamlfile.Problems
	var shipped Words
	readWordsData(&p, f.Data, f.Path, "en", &shipped, 0)
	var loads []*Locale
	for range 2 {
		for _, dir := range []string{"mini", "other"} {
			c, err := LoadFS(fsys, dir)
			if err != nil {
				t.Fatal(err)
			}
			loads = append(loads, c.Locales["en"])
		}
	}
	for i, loc := range loads {
		n := len(shipped.Phrases)
		if got := loc.Words.Phrases; len(got) < n || !reflect.DeepEqual(got[:n], shipped.Phrases) {
			t.Fatalf("load %d: the phrases do not start with the shipped words", i)
		}
		var nums []string
		for _, ph := range loc.Words.Phrases[n:] {
			if ph.Pos.File != loc.File {
				t.Errorf("load %d (%s): a phrase %q of %s after the shipped words", i, loc.File, ph.Text, ph.Pos.File)
			}
			nums = append(nums, ph.Text)
		}
		if want := loc.Numbers; len(nums) != len(want) || nums[0] != want[0][0] || nums[len(nums)-1] != want[len(want)-1][0] {
			t.Errorf("load %d (%s): numbers %q after the shipped words, want %q", i, loc.File, nums, want)
		}
	}
	v, _ := shippedReads.Load(shippedKey{display: f.Path, tag: "en"})
	if ph := v.(*shippedRead).words.Phrases; cap(ph) != len(ph) {
		t.Errorf("the shared read's phrases have room for %d more: a load's append would write into another's", cap(ph)-len(ph))
	}
}

// TestJoinWordsCopiesOnlyWhatHasNoRoom: words with room for the rest are
// extended in place; words without are copied, and left as they were.
func TestJoinWordsCopiesOnlyWhatHasNoRoom(t *testing.T) {
	a := []Phrase{{Text: "a"}, {Text: "b"}}
	more := Words{Files: []string{"more"}, Phrases: []Phrase{{Text: "c"}}}
	roomy := Words{Files: []string{"roomy"}, Phrases: append(make([]Phrase, 0, 3), a...)}
	w := joinWords([]Words{roomy, more})
	if &w.Phrases[0] != &roomy.Phrases[0] || len(w.Phrases) != 3 || w.Phrases[2].Text != "c" {
		t.Errorf("words with room: %+v, not extended in place", w.Phrases)
	}
	clipped := Words{Files: []string{"clipped"}, Phrases: slices.Clip(slices.Clone(a))}
	w = joinWords([]Words{clipped, {}, more})
	if &w.Phrases[0] == &clipped.Phrases[0] || len(clipped.Phrases) != 2 || !slices.Equal(w.Files, []string{"clipped", "more"}) {
		t.Errorf("clipped words: shared or changed (%+v, %v)", w.Phrases, w.Files)
	}
	if got := joinWords([]Words{clipped, {}}); &got.Phrases[0] != &clipped.Phrases[0] {
		t.Errorf("one part alone: copied, want its own phrases")
	}
	if got := joinWords([]Words{{Files: []string{"x"}}, {}}); got.Phrases != nil {
		t.Errorf("no phrases: %v, want nil", got.Phrases)
	}
}
