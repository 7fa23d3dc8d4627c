// Package gamedef is Crazy Eights as the game seam knows it, but for its
// claims: its id and names, presets, options, settings, packs, words and
// features, the rules a card's preset, options and changes make for its
// engine (games/crazyeights/engine), each problem at its position in
// card.yaml, its table: games, views, bots and simulations, and the card
// `rulecard new` starts (starter.yaml, written by package game/starter).
// Package crazyeights adds the claims and registers the game.
package gamedef

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
	"github.com/rulecard/rulecard/games/crazyeights/rulestext"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// ID is the game's id, as card.yaml's game: and --game name it.
const ID = "crazy-eights"

// Game is Crazy Eights (and Mau-Mau), as the registry knows it, but for
// its claims.
type Game struct{}

// ID returns "crazy-eights".
func (Game) ID() string { return ID }

// Name returns "Crazy Eights".
func (Game) Name() string { return "Crazy Eights" }

// Presets returns the presets (RULES.md), sorted, each with its players
// and packs as its summary.
func (Game) Presets() []game.Named {
	var out []game.Named
	for _, name := range preset.Names() {
		r, err := engine.Preset(name)
		if err != nil {
			panic(err) // every name preset lists has rules (engine tests)
		}
		players, packs := seats(r)
		out = append(out, game.Named{Name: string(name), Summary: fmt.Sprintf("%s, %s", playerRange(players), packList(packs))})
	}
	return out
}

// DefaultPreset returns "crazy-eights", the common rules.
func (Game) DefaultPreset() string { return string(preset.CrazyEights) }

// Options returns the options, sorted, each with what it changes.
func (Game) Options() []game.Named {
	var out []game.Named
	for _, name := range preset.Options() {
		o, _ := engine.OptionNamed(name)
		out = append(out, game.Named{Name: string(name), Summary: o.Summary})
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
			s.Name, s.Summary = "deal.N", fmt.Sprintf("the cards dealt to each player when N play (N from 2 to %d)", engine.MaxPlayers)
		case strings.HasPrefix(s.Name, "deal."):
			continue
		}
		out = append(out, game.Setting{Name: s.Name, Summary: s.Summary, Values: s.Values, Kind: s.Kind})
	}
	return out
}

// Packs returns the 52- and the 32-card pack.
func (Game) Packs() []cards.Pack { return []cards.Pack{cards.Pack52, cards.Pack32} }

// Locales returns the shipped locale folders with Crazy Eights' first.
func (Game) Locales() *locale.Library { return locales.Library() }

// Features returns the features its words are read with.
func (Game) Features() wording.FeatureSet { return locales.Features() }

// Values returns every setting of r (engine.Settings) with its value.
func (Game) Values(r game.Rules) []game.Value {
	var out []game.Value
	for _, s := range engine.Settings() {
		out = append(out, game.Value{Name: s.Name, Value: s.Get(r.(engine.Rules))})
	}
	return out
}

// Changed returns the settings r changes from its preset with its
// options (engine.Rules.ChangedSettings).
func (Game) Changed(r game.Rules) []game.Value {
	var out []game.Value
	for _, c := range r.(engine.Rules).ChangedSettings() {
		name, value, _ := strings.Cut(c, ": ")
		out = append(out, game.Value{Name: name, Value: value})
	}
	return out
}

// Describe writes r's complete rules in locale code's words
// (games/crazyeights/rulestext), from lib's rules.yaml (nil: the game's).
func (Game) Describe(r game.Rules, lib *locale.Library, code locale.Code) (*game.Description, error) {
	return rulestext.Describe(lib, r.(engine.Rules), code)
}

// Seats returns the players r seats and its packs, the full pack first.
func (Game) Seats(r game.Rules) ([2]int, []cards.Pack) {
	return seats(r.(engine.Rules))
}

// seats returns the players r seats and its packs, the full pack first.
func seats(r engine.Rules) ([2]int, []cards.Pack) {
	var packs []cards.Pack
	for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
		if r.Packs.Has(p) {
			packs = append(packs, p)
		}
	}
	return [2]int{r.Players.Min, r.Players.Max}, packs
}

// playerRange says how many players rules seat: "2 players", "2 to 6
// players".
func playerRange(p [2]int) string {
	if p[0] == p[1] {
		return fmt.Sprintf("%d players", p[0])
	}
	return fmt.Sprintf("%d to %d players", p[0], p[1])
}

// packList names packs: "52 or 32 cards".
func packList(packs []cards.Pack) string {
	var sizes []string
	for _, p := range packs {
		sizes = append(sizes, p.String())
	}
	return strings.Join(sizes, " or ") + " cards"
}
