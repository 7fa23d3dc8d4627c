package content

import (
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// entityExpr is the expression entityLen matches by hand.
const entityExpr = `^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});`

// TestEntityLenMatchesItsExpression holds the character references matched
// by hand to the expression they stand for: at every & of every text of
// every shipped card and locale file, on chosen edge cases (each length
// at and past its bound) and on random strings over the characters that
// matter.
func TestEntityLenMatchesItsExpression(t *testing.T) {
	expr := regexp.MustCompile(entityExpr)
	check := func(s string) {
		t.Helper()
		if got, want := entityLen(s), len(expr.FindString(s)); got != want {
			t.Errorf("%q: matched by hand %d bytes, by the expression %d", s, got, want)
		}
	}
	cards, _ := filepath.Glob("cards/*/*.yaml")
	locales, _ := filepath.Glob("../locale/*/*.yaml")
	texts, refs := 0, 0
	for _, f := range append(cards, locales...) {
		for _, s := range scalars(t, f) {
			texts++
			for i := range len(s) {
				if s[i] == '&' {
					refs++
					check(s[i:])
				}
			}
		}
	}
	if texts < 1000 || refs == 0 {
		t.Fatalf("%d texts with %d & compared: the shipped files were not found", texts, refs)
	}
	cases := []string{"", "&", "&;", "&#;", "&#x;", "&#X;", "&a;", "&ab;", "&a1;", "&1a;", "&amp", "&amp;x", "&amp ;",
		"&#1;", "&#1234567;", "&#12345678;", "&#x1;", "&#xFFFFFF;", "&#x1234567;", "&#xg;", "&#12a;", "&#x12g;",
		"& amp;", "&&amp;", "x&amp;", "&copy;", "&#8212;", "&#x2014;", "&É;", "&aé;", "&a_b;"}
	for _, n := range []int{30, 31, 32} {
		cases = append(cases, "&a"+strings.Repeat("b", n)+";")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	const chars = "&#xX09afAFgZ;é "
	for range 50000 {
		b := []byte{'&'}
		for range rng.IntN(12) {
			b = append(b, chars[rng.IntN(len(chars))])
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		check(s)
	}
}
