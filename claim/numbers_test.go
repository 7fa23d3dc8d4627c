package claim

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/content"
)

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
