package wording

import (
	"testing"
	"unicode/utf8"

	"github.com/rulecard/rulecard/locale"
)

// FuzzReadText reads arbitrary text with the shared words of several
// locales: it never panics, every match uses tokens in order within one
// clause, and every numeral is a run of digits or a number phrase.
func FuzzReadText(f *testing.F) {
	for _, s := range []string{"Two players get seven cards each; the rest is the POND.", "2–4 Spieler, ⁵ ５ 000123456789012345678901234567890",
		"Har spelaren inga får du fråga en gång till.", "sev\u00aden\u200b – ... | * {x}", "", "ist ... zu ende"} {
		f.Add(s, true)
	}
	lexes := map[locale.Code]*Lexicon{}
	for _, code := range []locale.Code{"en", "sv", "de"} {
		lexes[code] = sharedLexicon(f, code)
	}
	f.Fuzz(func(t *testing.T, s string, one bool) {
		if !utf8.ValidString(s) {
			return
		}
		for _, lx := range lexes {
			r := lx.Read(text(s))
			for _, m := range r.matches {
				for i, u := range m.used {
					if u >= len(r.tokens) || i > 0 && u <= m.used[i-1] || r.tokens[u].clause != r.tokens[m.used[0]].clause {
						t.Fatalf("%q: a match out of order or across clauses: %v", s, m.used)
					}
				}
			}
			for _, n := range r.Numerals(one) {
				if n.Tok >= len(r.tokens) || n.Words == "" {
					t.Fatalf("%q: a numeral without words: %+v", s, n)
				}
			}
			r.Negations(r.Occurrences())
		}
	})
}
