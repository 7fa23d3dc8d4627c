package reference_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/games/gofish/claims"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/internal/referencetest"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference/document"
)

// doubleQuotes are the double quotation marks of every language the
// project knows of; a locale may use its own (double and inner) only.
var doubleQuotes = []string{`"`, "“", "”", "„", "«", "»", "‚", "‘"}

// TestEveryReferenceIsSetInItsLocalesMarksAndNamesNoEngineIDInProse
// reads every word of every shipped card's reference in every locale but
// English: no quotation mark or dash that is not the locale's own, no
// guillemet without the spacing the locale sets inside it, and no
// preset, option or claim id, seat number or template parameter in the
// prose. A claim's label (its id and parameters, set apart in bold as the
// check names it) and a worked example's file name are the only places an
// id stands, and a preset's name only in the locale's quotes.
func TestEveryReferenceIsSetInItsLocalesMarksAndNamesNoEngineIDInProse(t *testing.T) {
	var ids []string
	for _, n := range preset.Names() {
		ids = append(ids, string(n))
	}
	for _, o := range preset.Options() {
		ids = append(ids, string(o))
	}
	for _, c := range claims.Catalogue() {
		ids = append(ids, c.ID)
	}
	// Each id standing as a word of its own, compiled once for every text.
	idWords := make([]*regexp.Regexp, len(ids))
	for i, id := range ids {
		idWords[i] = regexp.MustCompile(`(^|[^\pL.-])` + regexp.QuoteMeta(id) + `($|[^\pL.-])`)
	}
	engineWords := regexp.MustCompile(`\b(min|max|seat|plats 0|Platz 0|place 0)\b`)
	for _, r := range referencetest.All(t) {
		if r.Ref.Locale == locale.Source {
			continue
		}
		info, _, err := locale.Shipped().Info(r.Ref.Locale)
		if err != nil {
			t.Fatal(err)
		}
		typo := info.Typography
		own := typo.Quotes[0] + typo.Quotes[1] + typo.Inner[0] + typo.Inner[1]
		quoted := regexp.MustCompile(regexp.QuoteMeta(typo.Quotes[0]) + `[^` + regexp.QuoteMeta(typo.Quotes[1]) + `]*` + regexp.QuoteMeta(typo.Quotes[1]))
		for _, text := range proseOf(r.Ref) {
			if strings.Contains(text, "—") && typo.Dash != "—" {
				t.Errorf("%s: an English em dash in %q", r.Name, text)
			}
			for _, q := range doubleQuotes {
				if !strings.Contains(own, q) && strings.Contains(text, q) {
					t.Errorf("%s: the quotation mark %s is not the locale's own, in %q", r.Name, q, text)
				}
			}
			for _, q := range []rune{[]rune(typo.Quotes[0])[0], []rune(typo.Quotes[1])[0]} {
				if sp, ok := typo.After[q]; ok && strings.Count(text, string(q)) != strings.Count(text, string(q)+string(rune(sp))) {
					t.Errorf("%s: %c without the space the locale sets after it, in %q", r.Name, q, text)
				}
				if sp, ok := typo.Before[q]; ok && strings.Count(text, string(q)) != strings.Count(text, string(rune(sp))+string(q)) {
					t.Errorf("%s: %c without the space the locale sets before it, in %q", r.Name, q, text)
				}
			}
			bare := quoted.ReplaceAllString(text, "")
			for i, w := range idWords {
				if w.MatchString(bare) {
					t.Errorf("%s: the engine id %q stands in the prose: %q", r.Name, ids[i], text)
				}
			}
			if m := engineWords.FindString(bare); m != "" {
				t.Errorf("%s: the engine's word %q in the prose: %q", r.Name, m, text)
			}
		}
	}
}

// proseOf returns every text of the reference a reader reads as prose:
// everything but claims' labels and worked examples' headings (which
// name the claim and the example's file).
func proseOf(ref *document.Reference) []string {
	out := []string{ref.Subtitle, ref.Meta, ref.Footer, ref.PageOf(1, 2), ref.Title.Plain()}
	for _, p := range ref.Parts {
		out = append(out, p.Heading)
		for _, b := range p.Blocks {
			if b.Kind == document.ExampleHead {
				continue
			}
			out = append(out, b.Text.Plain(), b.Def.Plain())
			if b.Kind != document.Claim {
				out = append(out, b.Label)
			}
			for _, row := range b.Grid {
				out = append(out, row...)
			}
		}
	}
	return out
}
