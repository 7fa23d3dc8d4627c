package rulestext

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/locale"
)

// marks are a locale's quotation marks, as its locale.yaml gives them.
type marks struct{ open, close string }

// localeMarks returns, for each shipped locale the rules text is written
// in besides the source, its quotation marks, and the marks no text of
// it may hold: the straight quotes, the em dash and every other locale's
// quotes that are not its own.
func localeMarks(t *testing.T) (map[string]marks, map[string][]string) {
	t.Helper()
	lib := locales.Library()
	own, bad := map[string]marks{}, map[string][]string{}
	for _, code := range DescribeLocales(lib) {
		if code == locale.Source {
			continue
		}
		info, ok, err := lib.Info(code)
		if err != nil || !ok {
			t.Fatalf("%s: no locale.yaml (%v)", code, err)
		}
		ty := info.Typography
		own[string(code)] = marks{ty.Quotes[0], ty.Quotes[1]}
		mine := []string{ty.Quotes[0], ty.Quotes[1], ty.Inner[0], ty.Inner[1], ty.Apostrophe, ty.Dash, ty.EnDash}
		for _, m := range []string{`"`, "'", "—", "‘", "’", "“", "”", "„", "«", "»"} {
			if !slices.Contains(mine, m) {
				bad[string(code)] = append(bad[string(code)], m)
			}
		}
	}
	if len(own) < 3 {
		t.Fatalf("only %d locales besides the source", len(own))
	}
	return own, bad
}

// TestLocalizedRulesTextUsesItsOwnMarksAndNoEngineIDs checks every
// preset with every option in every locale's rules text: no straight
// quote, no English curly quote or em dash, only the locale's own; and
// no preset, option or parameter id standing bare in the prose (an id
// may appear only quoted in the locale's marks, as the title names the
// preset).
func TestLocalizedRulesTextUsesItsOwnMarksAndNoEngineIDs(t *testing.T) {
	var ids []string
	for _, n := range preset.Names() {
		ids = append(ids, string(n))
	}
	for _, o := range preset.Options() {
		ids = append(ids, string(o))
	}
	own, bad := localeMarks(t)
	for _, c := range describeCases {
		r, err := engine.Preset(c.preset)
		if err == nil {
			r, err = r.With(c.opts...)
		}
		if err != nil {
			t.Fatal(err)
		}
		for loc, m := range own {
			d, err := DescribeIn(r, locale.Code(loc))
			if err != nil {
				t.Fatal(err)
			}
			text := d.Text()
			for _, b := range bad[loc] {
				if strings.Contains(text, b) {
					t.Errorf("%s %v (%s): the text has %q, not the locale's own marks", c.preset, c.opts, loc, b)
				}
			}
			unquoted := regexp.MustCompile(regexp.QuoteMeta(m.open) + `[^` + m.close + `]*` + regexp.QuoteMeta(m.close))
			bare := unquoted.ReplaceAllString(text, "")
			own := ownWords(shippedPhrases(t, loc))
			for _, id := range ids {
				if own[id] {
					continue // a word the translator wrote in the rules themselves ("bluff")
				}
				if regexp.MustCompile(`(^|[^\pL-])` + regexp.QuoteMeta(id) + `($|[^\pL-])`).MatchString(bare) {
					t.Errorf("%s %v (%s): the engine id %q stands bare in the prose", c.preset, c.opts, loc, id)
				}
			}
			for _, w := range []string{" min ", " max ", "seat", "Platz", "plats", "place"} {
				if strings.Contains(bare, w) {
					t.Errorf("%s %v (%s): engine word %q in the prose", c.preset, c.opts, loc, w)
				}
			}
		}
	}
}

// shippedPhrases reads the phrases of the shipped locale code.
func shippedPhrases(t *testing.T, code string) *phrases {
	t.Helper()
	f, ok := locales.Library().Open(locale.Code(code), "rules.yaml")
	if !ok {
		t.Fatalf("no shipped rules.yaml in %s", code)
	}
	p, err := readPhrases(f)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// ownWords are the words of a locale's phrases, as its translator wrote
// them: an id that is also one of them is a word of the language there.
func ownWords(p *phrases) map[string]bool {
	out := map[string]bool{}
	v := reflect.ValueOf(p).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.String && i > 4 {
			for _, w := range regexp.MustCompile(`[\pL-]+`).FindAllString(f.String(), -1) {
				out[w] = true
			}
		}
	}
	return out
}
