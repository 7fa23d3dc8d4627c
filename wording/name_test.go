package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestANameWithACapitalIsReadAsAName: where a locale's names have a
// capital (names: capitalized), a word the words do not know, written
// with a capital inside its sentence, is a name and states no rule; at
// the start of a sentence, after a dash, in capitals, in small letters,
// or where the locale does not say so (German: every noun has a
// capital), it stays unread.
func TestANameWithACapitalIsReadAsAName(t *testing.T) {
	for _, c := range []struct {
		code   locale.Code
		text   string
		unread []string
	}{
		{"en", "If Zebulon has no sevens, draw.", nil},
		{"en", "Zebulon draws.", []string{"zebulon"}},
		{"en", "If zebulon has no sevens, draw.", []string{"zebulon"}},
		{"en", "If ZEBULON has no sevens, draw.", []string{"zebulon"}},
		{"en", "Draw — Zebulon has no sevens.", []string{"zebulon"}},
		{"fr", "Si Zébulon n'a pas de sept, piochez.", nil},
		{"fr", "Si Zébulon n’a pas de sept, piochez.", nil},
		{"en", "Ask for a rank: \"Zebulon, have you got any fives?\"", nil},
		{"en", "Ask for a rank: \"Zebulon has no fives.\"", []string{"zebulon"}},
		{"de", "Wenn Zebulon keine Sieben hat, zieh.", []string{"zebulon"}},
	} {
		got := sharedLexicon(t, c.code).Read(text(c.text)).Unread()
		var names []string
		for _, w := range got {
			if strings.Contains(w, "zebulon") || strings.Contains(w, "zébulon") {
				names = append(names, w)
			}
		}
		if strings.Join(names, " ") != strings.Join(c.unread, " ") {
			t.Errorf("%s %q: unread names %q, want %q (all unread: %q)", c.code, c.text, names, c.unread, got)
		}
	}
}
