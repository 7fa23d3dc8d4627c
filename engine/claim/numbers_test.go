package claim

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/content"
)

func TestStatedNumbers(t *testing.T) {
	en := numberWords(&content.Locale{Numbers: [][]string{{"zero"}, {"one"}, {"two"}, {"three"}, {"four"}, {"five"}, {"six"}, {"seven"}}})
	sv := numberWords(&content.Locale{Numbers: [][]string{{"noll"}, {"en", "ett"}, {"två"}, {"tre"}, {"fyra"}, {"fem"}, {"sex"}, {"sju"}}})
	tests := []struct {
		text  string
		words map[string]int
		want  []int
	}{
		{"2 to 4 players · a 32-card short pack, or the full 52", en, []int{2, 4, 32, 52}},
		{"Two players get seven cards each; three or four players get five each.", en, []int{2, 3, 4, 5, 7}},
		{"Ask ONE player for ONE rank.", en, []int{1}},
		{"four sixes, four queens — sevens are not seven", en, []int{4, 7}},
		{"someone, oneself, fourteen: no whole number words", en, nil},
		{"Två spelare får sju kort var, ett kort, en spelare", sv, []int{1, 2, 7}},
		{"Sex är ett tal; sexa är det inte", sv, []int{1, 6}},
		{"10H and 7s", en, []int{7, 10}},
	}
	for _, tt := range tests {
		if got := statedNumbers(tt.text, tt.words); !slices.Equal(got, tt.want) {
			t.Errorf("statedNumbers(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestAssertedNumbersTakeKeysAndValues(t *testing.T) {
	refs := []content.ClaimRef{
		{ID: "deal.size", Params: map[string]any{"2": 7, "3": 5, "4": 5}},
		{ID: "pond.is-rest"},
		{ID: "players.range", Params: map[string]any{"min": 2, "max": 4}},
		{ID: "pack.sizes", Params: []any{32, 52}},
	}
	if got, want := assertedNumbers(refs), []int{2, 3, 4, 5, 7, 32, 52}; !slices.Equal(got, want) {
		t.Errorf("assertedNumbers = %v, want %v", got, want)
	}
}

func TestWordsMarkedNotANumberAreNotCounted(t *testing.T) {
	sv := numberWords(&content.Locale{Numbers: [][]string{{"noll"}, {"en", "ett"}, {"två"}, {"tre"}, {"fyra"}}})
	text := content.Text{
		{Text: "Samla alla fyra korten av "}, {Text: "en", NotNumber: true},
		{Text: " valör och lägg ner dem som "}, {Text: "ett", NotNumber: true}, {Text: " fyrtal; ett kort."},
	}
	if got, want := statedNumbers(countedText(text), sv), []int{1, 4}; !slices.Equal(got, want) {
		t.Errorf("statedNumbers(%q) = %v, want %v", countedText(text), got, want)
	}
	if got, want := statedNumbers(countedText(text[:4]), sv), []int{4}; !slices.Equal(got, want) {
		t.Errorf("with the marked words only: %v, want %v", got, want)
	}
	if got := countedText(text[:2]); got != "Samla alla fyra korten av   " {
		t.Errorf("countedText = %q", got)
	}
}
