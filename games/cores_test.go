package games_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// TestACheckFindsTheSameOnOneCoreAndOnMany: a Crazy Eights card checked
// on one goroutine and on several gives the same report, to its
// counterexamples, whether it passes or the hand size it claims
// with six players is wrong (its failures are found in every job of the
// last configuration; the first is kept).
func TestACheckFindsTheSameOnOneCoreAndOnMany(t *testing.T) {
	for _, wrong := range []bool{false, true} {
		var reports [2]string
		for i, workers := range []int{1, 3} {
			c, err := content.LoadShipped("crazy-eights")
			if err != nil {
				t.Fatal(err)
			}
			if wrong {
				c.Sections[1].Statements[0].Claims[0].Params = map[string]any{"2": 7, "3": 5, "4": 5, "5": 5, "6": 6}
			}
			rep, _ := claim.Check(c, claim.Options{Seed: 7, Games: 700, Workers: workers, Locales: []locale.Code{"en"}})
			if rep == nil {
				t.Fatalf("wrong %t: no report", wrong)
			}
			if wrong && (rep.Summary.Failed == 0 || !strings.Contains(string(must(json.Marshal(rep))), `"players":6`)) {
				t.Errorf("a wrong hand size for six: no game with six players failed")
			}
			data, err := json.Marshal(rep)
			if err != nil {
				t.Fatal(err)
			}
			reports[i] = string(data)
		}
		if reports[0] != reports[1] {
			t.Errorf("wrong %t: the report on one goroutine differs from that on three:\n%s\n%s", wrong, reports[0], reports[1])
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
