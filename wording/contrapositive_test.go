package wording

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestARequirementMayBeStatedTurnedRound: a claim whose act requires
// something (Signature.Requires) is stated as well by the act denied
// where the requirement fails, two negations or a negation and an
// UNLESS together; either negation alone, or an UNLESS whose clause
// denies the requirement, says the opposite.
func TestARequirementMayBeStatedTurnedRound(t *testing.T) {
	only := ClaimSig{ID: "draw.only-empty", Sig: Signature{Need: []Feature{Empty}, Allow: []Feature{Draw, Must, Only},
		Requires: []Requirement{{Act: Draw, Requires: Empty}}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "You may draw only when the {pond} is empty.", false},
		{"en", "You may not draw from a {pond} that is not empty.", false},
		{"en", "You may not draw unless the {pond} is empty.", false},
		{"en", "Unless the {pond} is empty, you may not draw.", false},
		{"en", "You may not draw from a {pond} that is empty.", true},
		{"en", "You may draw from a {pond} that is not empty.", true},
		{"en", "You may not draw unless the {pond} is not empty.", true},
		{"en", "You may draw unless the {pond} is empty.", true},
		{"de", "Du darfst nicht ziehen, es sei denn, der {Teich} ist leer.", false},
		{"fr", "Vous ne pouvez pas piocher, sauf si la pioche est vide.", false},
		{"sv", "Du får inte dra, utom om {sjön} är tom.", false},
		{"es", "No puedes robar, a menos que el {pozo} esté vacío.", false},
	} {
		wantRefused(t, c.code, c.text, []ClaimSig{only}, c.refused)
	}
}

// braced is a text whose words in braces are marked ({pond}), as a card
// writes the words the check does not read.
func braced(s string) []Span {
	var out []Span
	for s != "" {
		open := strings.IndexByte(s, '{')
		if open < 0 {
			return append(out, Span{Text: s})
		}
		end := strings.IndexByte(s[open:], '}')
		out = append(out, Span{Text: s[:open]}, Span{Text: s[open+1 : open+end], Marked: true})
		s = s[open+end+1:]
	}
	return out
}
