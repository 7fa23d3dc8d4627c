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

// TestARequirementLackingMayBeStatedWithTheActDenied: a word that says
// what an act requires is lacking (Requirement.Lacks: an empty pile lacks
// the cards a draw needs), as it stands beside a negation of the act,
// states the requirement turned round; the same word beside the act
// allowed, or itself negated, says another rule.
func TestARequirementLackingMayBeStatedWithTheActDenied(t *testing.T) {
	needsCards := ClaimSig{ID: "draw.needs-cards", Sig: Signature{OneOf: [][]Feature{{Only, Not}}, Allow: []Feature{Draw, Not},
		Negates: []Feature{Draw}, Requires: []Requirement{{Act: Draw, Lacks: Empty}}}}
	for _, c := range []struct {
		code    locale.Code
		text    string
		refused bool
	}{
		{"en", "You cannot draw from an empty {pile}.", false},
		{"en", "You can draw from an empty {pile}.", true},
		{"en", "You cannot draw from a {pile} that is not empty.", true},
		{"de", "Aus einem leeren {Stapel} darfst du nicht ziehen.", false},
		{"de", "Aus einem leeren {Stapel} darfst du ziehen.", true},
		{"sv", "Från en tom {hög} får du inte dra.", false},
		{"fr", "Vous ne pouvez pas piocher dans une {pile} vide.", false},
		{"es", "No puedes robar de un {montón} vacío.", false},
	} {
		wantRefused(t, c.code, c.text, []ClaimSig{needsCards}, c.refused)
	}
}
