package rulestext

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// names are what a locale calls the presets, the options and the changed
// settings where its rules text names them (the title): words of the
// language, never the engine's ids. They are read from rules.yaml's
// names: presets and options map an id to its name; settings map a
// setting to a name per value (a yes/no or word setting, and each item of
// a list, such as packs or end), or, for a number, to one text whose %s
// is the number (deal.N: one text for every deal size, %[1]s the players
// and %[2]s the cards).
type names struct {
	Presets  map[string]string    `yaml:"presets"`
	Options  map[string]string    `yaml:"options"`
	Settings map[string]yaml.Node `yaml:"settings"`

	numbers map[string]string            // a number setting's text
	values  map[string]map[string]string // a value's name, by setting
}

// dealN is the key of every deal size setting (deal.2, deal.3 …).
const dealN = "deal.N"

// readNames reads and checks the names: node at the file's key k; every
// preset, option and setting value has one, and nothing else.
func readNames(k, val *yaml.Node, bad func(*yaml.Node, string, ...any)) names {
	var n names
	if val.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(val.Content); i += 2 {
			if key := val.Content[i]; !slices.Contains([]string{"presets", "options", "settings"}, key.Value) {
				bad(key, "names: unknown key %s (want presets, options, settings)", key.Value)
			}
		}
	}
	if err := val.Decode(&n); err != nil {
		bad(val, "names: %v", err)
		return n
	}
	n.numbers, n.values = map[string]string{}, map[string]map[string]string{}
	need := func(m map[string]string, what string, ids []string) {
		for _, id := range ids {
			if strings.TrimSpace(m[id]) == "" {
				bad(k, "names: %s %s has no name", what, id)
			}
		}
		for id := range m {
			if !slices.Contains(ids, id) {
				bad(k, "names: unknown %s %s", what, id)
			}
		}
	}
	need(n.Presets, "preset", preset.Strings(preset.Names()))
	need(n.Options, "option", preset.Strings(preset.Options()))
	known := map[string]bool{}
	for _, s := range engine.Settings() {
		key := s.Name
		if strings.HasPrefix(key, "deal.") {
			key = dealN
		}
		if known[key] {
			continue
		}
		known[key] = true
		node, ok := n.Settings[key]
		switch {
		case !ok:
			bad(k, "names: setting %s has no name", key)
		case len(s.Values) == 0:
			if node.Kind != yaml.ScalarNode || !strings.Contains(node.Value, "%") {
				bad(&node, "names: setting %s: want one text with the number as %%s", key)
			}
			n.numbers[key] = node.Value
		default:
			m := map[string]string{}
			if err := node.Decode(&m); err != nil {
				bad(&node, "names: setting %s: want a name for each value (%v)", key, err)
			}
			need(m, "value of "+key, s.Values)
			n.values[key] = m
		}
	}
	for key, node := range n.Settings {
		if !known[key] {
			bad(&node, "names: unknown setting %s", key)
		}
	}
	return n
}

// preset returns the preset's name, or the id set in quoted marks when
// the locale does not name it (a preset of no shipped name).
func (n names) preset(id, quoted string) string {
	if s, ok := n.Presets[id]; ok {
		return s
	}
	return fmt.Sprintf(quoted, id)
}

// option returns the option's name.
func (n names) option(id string) string { return cmp.Or(n.Options[id], id) }

// change returns the name of a changed setting, written "name: value" as
// engine.Rules.ChangedSettings writes it; a list's items are joined with
// and.
func (n names) change(c, and string) string {
	name, value, _ := strings.Cut(c, ": ")
	if size, ok := strings.CutPrefix(name, "deal."); ok && n.numbers[dealN] != "" {
		return fmt.Sprintf(n.numbers[dealN], size, value)
	}
	if t, ok := n.numbers[name]; ok {
		return fmt.Sprintf(t, value)
	}
	m, ok := n.values[name]
	if !ok {
		return c
	}
	items := strings.Split(value, ",")
	for i, it := range items {
		items[i] = cmp.Or(m[it], it)
	}
	return listWith(items, and)
}
