package reference_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/games/gofish/claims"
	"github.com/rulecard/rulecard/games/gofish/engine"
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
// check names it), a worked example's file name and a quoted command
// line are the only places an id stands: a preset, option or setting is named in the locale's words,
// never by its id, quoted or not (the 2026-12-04 review's
// "Préréglage « house »").
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
	ids = append(ids, settingIDs()...)
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
		// A command the reader types is quoted as it is typed.
		command := regexp.MustCompile(regexp.QuoteMeta(typo.Quotes[0]) + `[\s\p{Zs}]*rulecard [^` + regexp.QuoteMeta(typo.Quotes[1]) + `]*` + regexp.QuoteMeta(typo.Quotes[1]))
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
			bare := command.ReplaceAllString(text, "")
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

// settingIDs are the engine's setting names and values that are no word
// of any shipped language: each with a dot or a hyphen (players.min,
// empty-hand, stock-out) or of four letters or more (skip, random), but
// for the few that are also a word of one (bluff in Swedish).
func settingIDs() []string {
	words := map[string]bool{"bluff": true, "none": false}
	var out []string
	seen := map[string]bool{}
	add := func(id string) {
		if seen[id] || words[id] || (len(id) < 4 && !strings.ContainsAny(id, ".-")) {
			return
		}
		seen[id] = true
		out = append(out, id)
	}
	for _, s := range engine.Settings() {
		add(s.Name)
		for _, v := range s.Values {
			add(v)
		}
	}
	return out
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
