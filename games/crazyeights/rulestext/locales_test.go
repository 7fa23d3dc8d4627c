package rulestext_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
	"github.com/rulecard/rulecard/games/crazyeights/rulestext"
	"github.com/rulecard/rulecard/locale"
)

// variants returns every preset, each with every option and with every
// value of every setting it takes.
func variants(t *testing.T) []engine.Rules {
	t.Helper()
	var out []engine.Rules
	for _, p := range preset.Names() {
		base, err := engine.Preset(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, base)
		for _, o := range preset.Options() {
			if r, err := base.With(o); err == nil {
				out = append(out, r)
			}
		}
		for _, s := range engine.Settings() {
			for _, v := range s.Values {
				if r, err := base.Set(s.Name, v); err == nil {
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// english are words of en's rules.yaml that no other locale writes.
var english = map[string]bool{"the": true, "players": true, "cards": true, "wild": true, "draw": true, "with": true, "each": true}

// TestEveryLocaleDescribesEveryVariant: every locale with a rules.yaml
// describes every preset, option and setting value, and no text of one
// but English holds an English phrase of en's rules.yaml or an id the
// engine and card.yaml use (a name with - or .).
func TestEveryLocaleDescribesEveryVariant(t *testing.T) {
	codes := locales.Library().With("rules.yaml")
	if len(codes) < 2 || !slices.Contains(codes, locale.Source) {
		t.Fatalf("rules.yaml in %v: want English and at least one more", codes)
	}
	ids := map[string]bool{}
	for _, s := range engine.Settings() {
		ids[s.Name] = strings.ContainsAny(s.Name, "-.")
		for _, v := range s.Values {
			ids[v] = ids[v] || strings.Contains(v, "-")
		}
	}
	for _, o := range preset.Options() {
		ids[string(o)] = strings.Contains(string(o), "-")
	}
	for _, p := range preset.Names() {
		ids[string(p)] = true
	}
	for _, code := range codes {
		if code == locale.Source {
			continue
		}
		for _, r := range variants(t) {
			d, err := rulestext.Describe(nil, r, code)
			if err != nil {
				t.Fatalf("%s: %v", code, err)
			}
			text := d.Title + "\n" + d.Text()
			for _, tok := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" ,:;()„“\n", r) }) {
				if ids[tok] && tok != "Mau-Mau" {
					t.Errorf("%s: %q holds the id %q", code, d.Title, tok)
				}
				if english[strings.ToLower(tok)] {
					t.Errorf("%s: %q holds the English word %q", code, d.Title, tok)
				}
			}
		}
	}
}
