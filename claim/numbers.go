package claim

import (
	"slices"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
)

// assertedNumbers returns every integer a statement's claims assert in
// their parameters, sorted and each once.
func assertedNumbers(refs []content.ClaimRef) []int {
	set := map[int]bool{}
	for _, r := range refs {
		game.ParamNumbers(r.Params, set)
	}
	out := make([]int, 0, len(set))
	for n := range set {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}
