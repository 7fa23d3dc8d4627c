package rulestext

import (
	"reflect"
	"regexp"
	"slices"
	"strconv"
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
// quote, no English curly quote or em dash, only the locale's own.
func TestLocalizedRulesTextUsesItsOwnMarksAndNoEngineIDs(t *testing.T) {
	own, bad := localeMarks(t)
	for _, c := range describeCases {
		r, err := engine.Preset(c.preset)
		if err == nil {
			r, err = r.With(c.opts...)
		}
		if err != nil {
			t.Fatal(err)
		}
		for loc := range own {
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
			for _, w := range []string{" min ", " max ", "seat", "Platz", "plats", "place"} {
				if strings.Contains(text, w) {
					t.Errorf("%s %v (%s): engine word %q in the prose", c.preset, c.opts, loc, w)
				}
			}
		}
	}
}

// engineIDs are the ids of the presets, options, settings and their
// values, and the pattern of a change as the engine writes it ("name:
// value", "name=value").
func engineIDs() (ids *regexp.Regexp, words []string, change *regexp.Regexp) {
	words = append(preset.Strings(preset.Names()), preset.Strings(preset.Options())...)
	var names []string
	for _, s := range engine.Settings() {
		values := []string{`[0-9]+`}
		for _, v := range s.Values {
			values = append(values, regexp.QuoteMeta(v))
		}
		names = append(names, regexp.QuoteMeta(s.Name)+` ?[:=] ?(?:`+strings.Join(values, "|")+`)`)
		words = append(words, s.Name)
		for _, v := range s.Values {
			if _, err := strconv.Atoi(v); err != nil { // a pack's size is a number, not an id
				words = append(words, v)
			}
		}
	}
	slices.Sort(words)
	words = slices.Compact(words)
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = regexp.QuoteMeta(w)
	}
	ids = regexp.MustCompile(`(?:^|[^\pL-])(` + strings.Join(quoted, "|") + `)(?:$|[^\pL-])`)
	change = regexp.MustCompile(`(?:^|[^\pL-])(?:` + strings.Join(names, "|") + `)(?:$|[^\pL-])`)
	return ids, words, change
}

// variants are every preset alone, with each option it takes, and with
// each value of each setting it takes: the rules whose title names a
// preset, an option or a change.
func variants(t *testing.T) []engine.Rules {
	t.Helper()
	var out []engine.Rules
	for _, n := range preset.Names() {
		base, err := engine.Preset(n)
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
			values := s.Values
			if len(values) == 0 {
				values = []string{"3", "6"}
			}
			if s.Kind == "words" || s.Kind == "numbers" {
				values = append(values, strings.Join(values[1:], ","))
			}
			for _, v := range values {
				if r, err := s.Set(base, v); err == nil && len(r.ChangedSettings()) > 0 {
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// TestNoEngineIDInAnyRulesText walks the rules text of every preset,
// alone, with each option and with each value of each setting, in every
// locale: no preset, option or setting id and no "name: value" stands in
// its title, its headings or its rules, except as a word the locale's
// translator wrote themselves (the English title's "the house rules").
func TestNoEngineIDInAnyRulesText(t *testing.T) {
	ids, _, change := engineIDs()
	lib := locales.Library()
	rs := variants(t)
	if len(rs) < 100 {
		t.Fatalf("only %d variants", len(rs))
	}
	for _, code := range DescribeLocales(lib) {
		words := ownWords(shippedPhrases(t, string(code)), code)
		for _, r := range rs {
			d, err := DescribeIn(r, code)
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range append([]string{d.Title}, strings.Split(d.Text(), "\n")...) {
				if m := change.FindString(line); m != "" {
					t.Errorf("%s %s %v %v: a setting as the engine writes it (%q): %q", code, r.Name, r.Options.Names(), r.ChangedSettings(), m, line)
				}
				// Overlapping ids ("out" in "stock-out") are found one
				// match at a time, each after the previous one's start.
				for rest := line; ; {
					loc := ids.FindStringSubmatchIndex(rest)
					if loc == nil {
						break
					}
					if id := rest[loc[2]:loc[3]]; !words[id] {
						t.Errorf("%s %s %v %v: the engine id %q in %q", code, r.Name, r.Options.Names(), r.ChangedSettings(), id, line)
					}
					rest = rest[loc[2]+1:]
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
func ownWords(p *phrases, code locale.Code) map[string]bool {
	out := map[string]bool{}
	v := reflect.ValueOf(p).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.String && i > 4 {
			for _, w := range regexp.MustCompile(`[\pL-]+`).FindAllString(f.String(), -1) {
				out[w] = true
			}
		}
	}
	var names []string
	for _, m := range []map[string]string{p.Names.Presets, p.Names.Options} {
		for _, n := range m {
			names = append(names, n)
		}
	}
	for _, m := range p.Names.values {
		for _, n := range m {
			names = append(names, n)
		}
	}
	for _, n := range p.Names.numbers {
		names = append(names, n)
	}
	// A name's hyphenated word is an id unless the locale is the source,
	// whose ids are its own words ("whole-pack").
	word := regexp.MustCompile(`[\pL]+`)
	if code == locale.Source {
		word = regexp.MustCompile(`[\pL-]+`)
	}
	for _, n := range names {
		for _, w := range word.FindAllString(n, -1) {
			out[w] = true
		}
	}
	return out
}
