package locale

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// TestIsCodeIsTheExpression holds IsCode, matched by hand, to the
// expression it stands for, on chosen codes and on random strings over
// the characters that matter.
func TestIsCodeIsTheExpression(t *testing.T) {
	expr := regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)
	cases := []string{"", "e", "en", "eng", "engl", "EN", "en-", "-en", "en--GB", "de-CH", "de-ch", "sr-Latn-RS",
		"en-a", "en-123456789", "en-12345678", "zh-Hant-TW-x1", "é", "en-é1", "en_GB", "e1"}
	rng := rand.New(rand.NewPCG(1, 2))
	const chars = "az-AZ09é_"
	for range 20000 {
		b := make([]rune, rng.IntN(12))
		for i := range b {
			b[i] = []rune(chars)[rng.IntN(len([]rune(chars)))]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := IsCode(s), expr.MatchString(s); got != want {
			t.Errorf("IsCode(%q) = %v, the expression says %v", s, got, want)
		}
	}
}
