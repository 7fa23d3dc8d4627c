package content

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
	"github.com/rulecard/rulecard/yamlfile"
)

// TestCardsInOneLocaleHaveItsWordsThenTheirOwnNumbers loads two cards in
// English, each with its own numbers:, twice: every load has the shipped
// words, then its own numbers.
func TestCardsInOneLocaleHaveItsWordsThenTheirOwnNumbers(t *testing.T) {
	fsys := miniCard()
	fsys["other/card.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["mini/card.yaml"].Data), "id: mini", "id: other", 1))}
	fsys["other/en.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["mini/en.yaml"].Data),
		"numbers: [zero, one, two, three, four, five, six, seven]", "numbers: [nil, one, two, three, four, five, six, seven, eight]", 1))}
	var p yamlfile.Problems
	var shipped Words
	for _, f := range wordsFiles(locales.Library(), "en") {
		wording.ReadFile(&p, f.Data, f.Path, "en", locales.Features(), &shipped)
	}
	if p.Len() > 0 || len(shipped.Files) != 2 {
		t.Fatalf("the shipped words: %v, files %v", p.Err(), shipped.Files)
	}
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
}

// TestTheSharedAndTheGamesWordsReadAsOneFile: the words a template
// copies (wordsText) are those the loader reads from the shared and the
// game's files: the same phrases, each feature's in the order written.
func TestTheSharedAndTheGamesWordsReadAsOneFile(t *testing.T) {
	set := locales.Features()
	// Each feature's phrases, and each kind's of no feature (the words
	// that name players: each role's), in the order read.
	byFeature := func(w *Words) map[string][]string {
		out := map[string][]string{}
		for _, ph := range w.Phrases {
			k := fmt.Sprintf("%s %d %s", ph.Feature, ph.Kind, ph.Role)
			out[k] = append(out[k], fmt.Sprintf("%d %q", ph.Value, ph.Text))
		}
		out["default"] = []string{string(w.DefaultRole)}
		return out
	}
	for _, code := range locale.Shipped().Codes() {
		var p yamlfile.Problems
		var files, merged Words
		for _, f := range wordsFiles(locales.Library(), code) {
			wording.ReadFile(&p, f.Data, f.Path, code, set, &files)
		}
		text, ok := wordsText(locales.Library(), code, set)
		if !ok {
			t.Fatalf("%s: no words", code)
		}
		wording.ReadFile(&p, text, "merged", code, set, &merged)
		if err := p.Err(); err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if got, want := byFeature(&merged), byFeature(&files); len(files.Files) != 2 || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the merged words do not read as the files %v do", code, files.Files)
		}
	}
}

// TestACardsOwnWordsAreReadAnewEachLoad: the shipped words files are
// parsed once a process, a card's own words file on every load (a
// preview reloads it on each save).
func TestACardsOwnWordsAreReadAnewEachLoad(t *testing.T) {
	fsys := miniCard()
	has := func(text string) bool {
		t.Helper()
		c, err := LoadFS(fsys, "mini")
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range c.Locales["en"].Words.Phrases {
			if p.Text == text {
				return true
			}
		}
		return false
	}
	for _, w := range []string{"ringleader", "spoilsport"} {
		fsys["mini/locales/en/words.yaml"] = &fstest.MapFile{Data: []byte("locale: en\nneutral: [" + w + "]\n")}
		if !has(w) {
			t.Errorf("the card's own words %q are not read", w)
		}
	}
	if has("ringleader") {
		t.Error("the card's own words of the load before are still read")
	}
}
