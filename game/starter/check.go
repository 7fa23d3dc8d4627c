package starter

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// CheckWords returns what is wrong with the starter words of lib (a
// game's locale folders): the source locale has none; a locale's file
// does not read, or lacks a heading for a section of the plan or a text
// for a variant, or has a text no variant names.
func (p *Plan) CheckWords(lib *locale.Library) []string {
	used := map[string]bool{}
	for _, it := range p.Items() {
		for _, v := range it.Variants {
			used[v.Text] = true
		}
	}
	codes := lib.With(WordsFile)
	if !slices.Contains(codes, locale.Source) {
		return []string{fmt.Sprintf("no %s starter words (locales with them: %v)", locale.Source, codes)}
	}
	var out []string
	for _, code := range codes {
		w, got, err := ReadWords(lib, code)
		if err != nil || got != code {
			out = append(out, fmt.Sprintf("%s: %v (read %s)", code, err, got))
			continue
		}
		for _, key := range sortedKeys(used) {
			if strings.TrimSpace(w.Texts[key]) == "" {
				out = append(out, fmt.Sprintf("%s: no text %q", code, key))
			}
		}
		for _, key := range sortedKeys(w.Texts) {
			if !used[key] {
				out = append(out, fmt.Sprintf("%s: text %q is written by no variant", code, key))
			}
		}
		for _, s := range p.Sections {
			if w.Sections[s.ID] == "" {
				out = append(out, fmt.Sprintf("%s: no heading for section %s", code, s.ID))
			}
		}
	}
	return out
}

// CheckSettings returns every when: of the plan that names a setting, or
// a value of one, that settings (the game's) do not have, or a preset
// presets do not name, and every
// $<setting> of a claim's parameters that names none: so that no variant
// is left out by a misspelling. A number setting takes any number, a
// yes/no setting yes and no.
func (p *Plan) CheckSettings(settings []game.Setting, presets []game.Named) []string {
	valid := map[string][]string{PresetKey: nil}
	for _, n := range presets {
		valid[PresetKey] = append(valid[PresetKey], n.Name)
	}
	for _, s := range settings {
		valid[s.Name] = s.Values
		if s.Kind == "yes/no" {
			valid[s.Name] = []string{"yes", "no"}
		}
	}
	var out []string
	for _, it := range p.Items() {
		for _, v := range it.Variants {
			for _, name := range sortedKeys(v.When) {
				values, ok := valid[name]
				if !ok {
					out = append(out, fmt.Sprintf("%s/%s: unknown setting %q", it.ID, v.Text, name))
					continue
				}
				for _, val := range v.When[name] {
					if len(values) > 0 && !slices.Contains(values, val) {
						out = append(out, fmt.Sprintf("%s/%s: %s has no value %q (%v)", it.ID, v.Text, name, val, values))
					}
				}
			}
			for _, c := range v.Claims {
				m, _ := c.(map[string]any)
				for id, param := range m {
					s, _ := param.(string)
					name, ok := strings.CutPrefix(s, "$")
					if _, known := valid[name]; ok && !known && !slices.Contains([]string{"players", "packs", "deal"}, name) {
						out = append(out, fmt.Sprintf("%s/%s: claim %s: unknown setting %q", it.ID, v.Text, id, name))
					}
				}
			}
		}
	}
	return out
}

// sortedKeys returns m's keys, sorted.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Game is what Lint asks of a game: its settings, presets and locale
// folders (as game.Game has them).
type Game interface {
	Settings() []game.Setting
	Presets() []game.Named
	Locales() *locale.Library
}

// Lint returns what is wrong with game g's starter data: the plan in data
// (at path) that does not read, and what CheckSettings finds with g's
// settings and presets and CheckWords with g's locale folders.
func Lint(path string, data []byte, g Game) []string {
	p, err := ReadPlan(path, data)
	if err != nil {
		return []string{err.Error()}
	}
	return append(p.CheckSettings(g.Settings(), g.Presets()), p.CheckWords(g.Locales())...)
}
