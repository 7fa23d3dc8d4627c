package content

import (
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/locale"
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
	f, _ := locale.Shipped().Open("en", "words.yaml")
	var p yamlfile.Problems
	var shipped Words
	readWordsData(&p, f.Data, f.Path, "en", &shipped)
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
