// Package gamedef is Go Fish as the game seam knows it, but for its
// claims: its id and names, presets, options, settings, packs, words and
// features, and the rules a card's preset, options and changes make for
// its engine (games/gofish/engine), each problem at its position in
// card.yaml. Package gofish adds the claims (games/gofish/claims) and
// registers the game; the claims' own tests register it with claims they
// alter.
package gamedef

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/games/gofish/preset"
	"github.com/rulecard/rulecard/games/gofish/rulestext"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// ID is Go Fish's id, as card.yaml's game: names it.
const ID = "gofish"

// Game is Go Fish, as the registry knows it, but for its claims.
type Game struct{}

// ID returns "gofish".
func (Game) ID() string { return ID }

// Name returns "Go Fish".
func (Game) Name() string { return "Go Fish" }

// Presets returns the presets (RULES.md), sorted, each with its players
// and packs as its summary.
func (Game) Presets() []game.Named {
	var out []game.Named
	for _, name := range preset.Names() {
		r, err := engine.Preset(name)
		if err != nil {
			panic(err) // every name preset lists has rules (engine tests)
		}
		out = append(out, game.Named{Name: string(name), Summary: fmt.Sprintf("%s, %s", playerRange(r.Players), packList(r.Packs))})
	}
	return out
}

// DefaultPreset returns "house", the rules of the card rulecard prints.
func (Game) DefaultPreset() string { return string(preset.House) }

// Options returns the options, sorted, each with what it changes.
func (Game) Options() []game.Named {
	var out []game.Named
	for _, name := range preset.Options() {
		o, _ := engine.OptionNamed(name)
		summary := o.Summary
		if o.Needs != "" {
			summary += " (with " + string(o.Needs) + ")"
		}
		out = append(out, game.Named{Name: string(name), Summary: summary})
	}
	return out
}

// Settings returns every setting a card's changes: may name, the deal
// sizes by player count (deal.2 to deal.8) as one, deal.N.
func (Game) Settings() []game.Setting {
	var out []game.Setting
	for _, s := range engine.Settings() {
		switch {
		case s.Name == "deal.2":
			s.Name, s.Summary = "deal.N", fmt.Sprintf("with deal: sizes, the cards dealt to each player when N play (N from 2 to %d)", engine.MaxPlayers)
		case strings.HasPrefix(s.Name, "deal."):
			continue
		}
		out = append(out, game.Setting{Name: s.Name, Summary: s.Summary, Values: s.Values, Kind: s.Kind})
	}
	return out
}

// Packs returns the 52- and the 32-card pack.
func (Game) Packs() []cards.Pack { return []cards.Pack{cards.Pack52, cards.Pack32} }

// Locales returns the shipped locale folders with Go Fish's first.
func (Game) Locales() *locale.Library { return locales.Library() }

// Features returns the core features and Go Fish's own.
func (Game) Features() wording.FeatureSet { return locales.Features() }

// Values returns every setting of r (engine.Settings) with its value.
func (Game) Values(r game.Rules) []game.Value {
	var out []game.Value
	for _, s := range engine.Settings() {
		out = append(out, game.Value{Name: s.Name, Value: s.Get(r.(engine.Rules))})
	}
	return out
}

// Describe writes r's complete rules in locale code's words
// (games/gofish/rulestext), from lib's rules.yaml (nil: Go Fish's).
func (Game) Describe(r game.Rules, lib *locale.Library, code locale.Code) (*game.Description, error) {
	if lib == nil {
		lib = locales.Library()
	}
	return rulestext.DescribeFrom(lib, r.(engine.Rules), code)
}

// Rules returns the engine.Rules spec names.
func (Game) Rules(spec game.Spec) (game.Rules, error) { return Rules(spec) }

// Rules returns the rules spec names: its preset (the house rules when it
// names none), its options in order, then its changes in order, any rule
// by its engine.Settings name. An error is a *game.RulesError at the
// offending key (for a conflict, the later of the two settings).
func Rules(spec game.Spec) (engine.Rules, error) {
	v := Variant(spec)
	r, err := v.Rules()
	if err == nil {
		return r, nil
	}
	var ve *engine.VariantError
	if !errors.As(err, &ve) {
		return r, &game.RulesError{Pos: spec.PresetAt(), Msg: err.Error()}
	}
	where := func(s engine.Source) string {
		switch s.Kind {
		case engine.FromOption:
			return "option " + string(v.Options[s.Index]) + " at " + spec.OptionAt(s.Index).String()
		case engine.FromChange:
			return v.Changes[s.Index].String() + " at " + spec.Changes[s.Index].Pos.String()
		}
		return "the " + string(v.Preset) + " rules"
	}
	pos := spec.PresetAt()
	switch ve.At.Kind {
	case engine.FromOption:
		pos = spec.OptionAt(ve.At.Index)
	case engine.FromChange:
		pos = spec.Changes[ve.At.Index].Pos
	}
	return r, &game.RulesError{Pos: pos, Msg: ve.Explain(where)}
}

// Variant returns the preset, options and changes spec names, as the
// engine takes them (the house rules when it names no preset).
func Variant(spec game.Spec) engine.Variant {
	v := engine.Variant{Preset: preset.Name(spec.Preset)}
	if v.Preset == "" {
		v.Preset = preset.House
	}
	for _, o := range spec.Options {
		v.Options = append(v.Options, preset.Option(o))
	}
	for _, c := range spec.Changes {
		v.Changes = append(v.Changes, engine.Change{Name: c.Name, Value: c.Value})
	}
	return v
}

// playerRange says how many players a preset seats: "2 players", "3 to 6
// players".
func playerRange(p engine.PlayerRange) string {
	if p.Min == p.Max {
		return fmt.Sprintf("%d players", p.Min)
	}
	return fmt.Sprintf("%d to %d players", p.Min, p.Max)
}

// packList names the packs of a pack set: "52 or 32 cards".
func packList(s engine.PackSet) string {
	var sizes []string
	for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
		if s.Has(p) {
			sizes = append(sizes, p.String())
		}
	}
	return strings.Join(sizes, " or ") + " cards"
}

// Seats returns the players r seats and its packs, the full pack first.
func (Game) Seats(r game.Rules) ([2]int, []cards.Pack) {
	rules := r.(engine.Rules)
	var packs []cards.Pack
	for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
		if rules.Packs.Has(p) {
			packs = append(packs, p)
		}
	}
	return [2]int{rules.Players.Min, rules.Players.Max}, packs
}
