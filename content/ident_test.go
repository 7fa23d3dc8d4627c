package content

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// TestIdsMatchTheirExpressions holds the ids matched by hand to the
// expressions they stand for, on chosen ids and random strings over the
// characters that matter.
func TestIdsMatchTheirExpressions(t *testing.T) {
	for _, m := range []struct {
		name  string
		match func(string) bool
		expr  string
	}{
		{"identifier", isIdentifier, `^[a-z][a-z0-9]*(-[a-z0-9]+)*$`},
		{"claim id", isClaimID, `^[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z][a-z0-9]*(-[a-z0-9]+)*)*$`},
		{"hash", isHash, `^[0-9a-f]{8}$`},
	} {
		expr := regexp.MustCompile(m.expr)
		cases := []string{"", "a", "a1", "1a", "deal-sizes", "deal--sizes", "deal-", "-deal", "Deal", "deal.size",
			"ask.hit-go-again", "a.b.c", "a..b", ".a", "a.", "a.1", "a-1.b-2", "0123abcd", "0123abcg", "0123ABCD", "0123abc"}
		rng := rand.New(rand.NewPCG(1, 2))
		const chars = "ab09-.fgA_"
		for range 20000 {
			cases = append(cases, randomString(rng, chars, rng.IntN(10)))
		}
		for _, s := range cases {
			if got, want := m.match(s), expr.MatchString(s); got != want {
				t.Errorf("%s %q: matched by hand %v, by the expression %v", m.name, s, got, want)
			}
		}
	}
}
