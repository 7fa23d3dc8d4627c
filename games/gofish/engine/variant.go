package engine

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/games/gofish/preset"
)

// Variant is a preset played with options and changes, as a card
// (`rules:`, `options:`, `changes:`) or the command line (`--rules`,
// `--option`, `--set`) names it. Options are applied in order, then the
// changes in order: a later one wins.
type Variant struct {
	Preset  preset.Name
	Options []preset.Option
	Changes []Change
}

// SourceKind says where a setting's value came from.
type SourceKind uint8

// The sources of a setting.
const (
	FromPreset SourceKind = iota
	FromOption
	FromChange
)

// Source is where a setting's value came from: the preset, or the option
// or change at Index.
type Source struct {
	Kind  SourceKind
	Index int
}

// VariantError is a variant that cannot be played: an unknown preset,
// option or setting, a bad value, or two settings that conflict. At is the
// option or change at fault (for a conflict, the later of the two);
// Other, for a conflict, is where the earlier one came from.
type VariantError struct {
	At    Source
	Other *Source
	// Msg says what is wrong; for a conflict it names both settings and
	// why they conflict.
	Msg     string
	variant *Variant
}

// Error says what is wrong and where it came from.
func (e *VariantError) Error() string {
	return e.Explain(func(s Source) string { return e.variant.sourceWords(s) })
}

// Explain says what is wrong as Error does, with where(s) naming where a
// setting was set (a position in a file, say) for a conflict's earlier
// setting.
func (e *VariantError) Explain(where func(Source) string) string {
	if e.Other == nil {
		return e.Msg
	}
	return strings.Replace(e.Msg, "\x00", where(*e.Other), 1)
}

// sourceWords names a source in words: "the house rules", "option
// give-one", "change give: one".
func (v *Variant) sourceWords(s Source) string {
	switch s.Kind {
	case FromOption:
		return "option " + string(v.Options[s.Index])
	case FromChange:
		return "change " + v.Changes[s.Index].String()
	}
	return "the " + string(v.Preset) + " rules"
}

// Rules returns the rules of the variant: the preset, its options and its
// changes, checked as a whole. Every option may be applied to every
// preset; two settings that cannot be played together are an error that
// names both, says why, and points at the later.
func (v Variant) Rules() (Rules, error) {
	r, err := Preset(v.Preset)
	if err != nil {
		return r, &VariantError{Msg: err.Error(), variant: &v}
	}
	settings := Settings()
	from := map[string]Source{}
	explicit := map[string]bool{}
	record := func(before Rules, src Source, name string) {
		for _, s := range settings {
			if s.Get(before) != s.Get(r) || s.Name == name {
				from[s.Name] = src
			}
		}
		if name != "" {
			explicit[name] = true
		}
	}
	for i, name := range v.Options {
		o := optionNamed(name)
		if o == nil {
			_, err := preset.ParseOption(string(name))
			return r, &VariantError{At: Source{FromOption, i}, variant: &v, Msg: err.Error()}
		}
		before := r
		o.apply(&r)
		r.Options = r.Options.add(o.bit)
		record(before, Source{FromOption, i}, "")
	}
	for i, c := range v.Changes {
		before := r
		if r, err = r.setIn(settings, c.Name, c.Value); err != nil {
			return r, &VariantError{At: Source{FromChange, i}, Msg: err.Error(), variant: &v}
		}
		record(before, Source{FromChange, i}, c.Name)
	}
	if err := v.conflict(r, from, explicit); err != nil {
		return r, err
	}
	return r, r.Check()
}

// conflict returns the first conflict of r as a VariantError at the later
// of its two settings, or nil.
func (v *Variant) conflict(r Rules, from map[string]Source, explicit map[string]bool) error {
	cs := r.Conflicts()
	if r.Deal != DealTable {
		for n := 2; n <= MaxPlayers; n++ {
			if name := fmt.Sprintf("deal.%d", n); explicit[name] {
				cs = append([]Conflict{{A: name, B: "deal", Why: "hand sizes by player count are dealt only with deal: sizes"}}, cs...)
				break
			}
		}
	}
	if len(cs) == 0 {
		return nil
	}
	c := cs[0]
	a, b := from[c.A], from[c.B]
	first, second := c.A, c.B
	if later(a, b) {
		first, second, a, b = c.B, c.A, b, a
	}
	return &VariantError{At: b, Other: &a, variant: v,
		Msg: fmt.Sprintf("%s conflicts with %s (\x00): %s", r.value(second), r.value(first), c.Why)}
}

// later reports whether a was set after b.
func later(a, b Source) bool {
	return a.Kind > b.Kind || a.Kind == b.Kind && a.Index > b.Index
}

// ChangedSettings returns, as "name: value", the settings in which r
// differs from its preset (r.Name) with its options (r.Options), in the
// order of [Settings]; nil when r.Name is no preset.
func (r Rules) ChangedSettings() []string {
	base, err := Preset(r.Name)
	if err != nil {
		return nil
	}
	if base, err = base.With(r.Options.Names()...); err != nil {
		return nil
	}
	var out []string
	for _, s := range Settings() {
		if v := s.Get(r); v != s.Get(base) && !unused(s, r) {
			out = append(out, s.Name+": "+v)
		}
	}
	return out
}

// unused reports whether the setting plays no part in r: a deal size for
// a player count the rules do not seat, or with another deal.
func unused(s Setting, r Rules) bool {
	var n int
	if _, err := fmt.Sscanf(s.Name, "deal.%d", &n); err != nil {
		return false
	}
	return r.Deal != DealTable || !r.Players.Has(n)
}
