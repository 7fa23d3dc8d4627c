// Package preset names what a game of Go Fish is played by: the rules
// preset and the options it may be played with (the pack is package
// cards'). Each is a typed value with a Parse that, on an unknown value,
// errors with the valid choices. A card (card.yaml's rules and options), a
// scenario file and the command line all name them with these types; the
// engine gives each name its meaning. The package knows the names alone, so content,
// which lies upstream of the engine, can read them.
package preset

import (
	"slices"

	"github.com/rulecard/rulecard/setting"
)

// Name names a rules preset (RULES.md): "house", "duel", "whole-pack",
// "common".
type Name string

// The presets.
const (
	House     Name = "house"
	Duel      Name = "duel"
	WholePack Name = "whole-pack"
	Common    Name = "common"
)

// names are the presets, sorted.
var names = []Name{Common, Duel, House, WholePack}

// Names returns the presets, sorted.
func Names() []Name { return slices.Clone(names) }

// ParseName returns the preset named s, or an error naming the presets.
func ParseName(s string) (Name, error) { return setting.Parse(s, names, "preset") }

// String returns the preset's name.
func (n Name) String() string { return string(n) }

// Option names a variant a preset may be played with: "lucky-draw",
// "play-on", "give-one", "ask-card", "bluff". A name means the same change
// in every preset.
type Option string

// The options.
const (
	LuckyDraw Option = "lucky-draw"
	PlayOn    Option = "play-on"
	GiveOne   Option = "give-one"
	AskCard   Option = "ask-card"
	Bluff     Option = "bluff"
)

// options are the options, sorted.
var options = []Option{AskCard, Bluff, GiveOne, LuckyDraw, PlayOn}

// Options returns every option of every preset, sorted.
func Options() []Option { return slices.Clone(options) }

// ParseOption returns the option named s, or an error naming the options.
func ParseOption(s string) (Option, error) { return setting.Parse(s, options, "option") }

// String returns the option's name.
func (o Option) String() string { return string(o) }

// Strings returns the names of presets or options as strings, in order.
func Strings[T ~string](vs []T) []string { return setting.Strings(vs) }
