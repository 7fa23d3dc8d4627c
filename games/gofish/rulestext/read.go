package rulestext

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/locale"
)

// readPhrases reads a locale folder's rules.yaml: a mapping with locale:
// and one key per field of phrases, its name in kebab case, each a text
// (sections: a list of eight). A key missing, unknown, written twice or
// of the wrong shape is a problem at its line; every problem is listed.
func readPhrases(f locale.File) (*phrases, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(f.Data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", f.Path, err)
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s: want a mapping of phrases", f.Path)
	}
	root := doc.Content[0]
	p := &phrases{}
	v := reflect.ValueOf(p).Elem()
	fields := map[string]int{}
	for i := range v.NumField() {
		fields[kebab(v.Type().Field(i).Name)] = i
	}
	var probs []string
	bad := func(n *yaml.Node, format string, args ...any) {
		probs = append(probs, fmt.Sprintf("%s:%d:%d: %s", f.Path, n.Line, n.Column, fmt.Sprintf(format, args...)))
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, val := root.Content[i], root.Content[i+1]
		if seen[k.Value] {
			bad(k, "%s is written twice", k.Value)
			continue
		}
		seen[k.Value] = true
		if k.Value == "locale" {
			if locale.Code(val.Value) != f.Code {
				bad(val, "locale %q does not match its folder (want %q)", val.Value, f.Code)
			}
			continue
		}
		if k.Value == "names" {
			p.Names = readNames(k, val, bad)
			continue
		}
		idx, ok := fields[k.Value]
		if !ok {
			bad(k, "unknown phrase %q", k.Value)
			continue
		}
		setPhrase(v.Field(idx), k, val, bad)
	}
	for name := range fields {
		if !seen[name] {
			bad(root, "phrase %s is missing", name)
		}
	}
	if len(probs) > 0 {
		slices.Sort(probs)
		return nil, fmt.Errorf("%s", strings.Join(probs, "\n"))
	}
	return p, nil
}

// setPhrase stores the value val of key k in the field fv: a text, or a
// list of texts of the field's length.
func setPhrase(fv reflect.Value, k, val *yaml.Node, bad func(*yaml.Node, string, ...any)) {
	if fv.Kind() == reflect.Array {
		if val.Kind != yaml.SequenceNode || len(val.Content) != fv.Len() {
			bad(val, "%s: want a list of %d texts", k.Value, fv.Len())
			return
		}
		for j, item := range val.Content {
			if item.Kind != yaml.ScalarNode || item.Value == "" {
				bad(item, "%s[%d]: want a text", k.Value, j)
				continue
			}
			fv.Index(j).SetString(item.Value)
		}
		return
	}
	if val.Kind != yaml.ScalarNode || (val.Value == "" && val.Tag != "!!str") {
		bad(val, "%s: want a text", k.Value)
		return
	}
	fv.SetString(val.Value)
}

// kebab writes a field name in kebab case: PlayersRange as players-range,
// Pack52 as pack52.
func kebab(s string) string {
	var b strings.Builder
	for i, r := range s {
		if unicode.IsUpper(r) {
			if i > 0 {
				b.WriteByte('-')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// sameBlanks checks that every phrase of p has the blanks (%s, %d) of the
// same phrase of src, in the same order: the program fills them in turn.
func sameBlanks(file string, p, src *phrases) error {
	v, w := reflect.ValueOf(p).Elem(), reflect.ValueOf(src).Elem()
	var probs []string
	for i := range v.NumField() {
		if v.Field(i).Kind() != reflect.String {
			continue
		}
		got, want := blanks(v.Field(i).String()), blanks(w.Field(i).String())
		if got != want {
			probs = append(probs, fmt.Sprintf("%s: %s: the blanks are %q, want %q (as in %s)",
				file, kebab(v.Type().Field(i).Name), got, want, locale.Source))
		}
	}
	if len(probs) > 0 {
		return fmt.Errorf("%s", strings.Join(probs, "\n"))
	}
	return nil
}

// blanks returns the fmt verbs of s in order ("%s%d").
func blanks(s string) string {
	var b strings.Builder
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			b.WriteString(s[i : i+2])
			i++
		}
	}
	return b.String()
}
