// Package preset names what a game of Crazy Eights is played by: the rules
// preset and the options it may be played with. Each is a typed value with
// a Parse that, on an unknown value, errors with the valid choices. The
// engine (games/crazyeights/engine) gives each name its meaning; this
// package knows the names alone, so that a reader of cards may name them
// without the engine.
package preset

import (
	"slices"

	"github.com/rulecard/rulecard/setting"
)

// Name names a rules preset (RULES.md): "crazy-eights", "mau-mau".
type Name string

// The presets.
const (
	CrazyEights Name = "crazy-eights"
	MauMau      Name = "mau-mau"
)

// names are the presets, sorted.
var names = []Name{CrazyEights, MauMau}

// Names returns the presets, sorted.
func Names() []Name { return slices.Clone(names) }

// ParseName returns the preset named s, or an error naming the presets.
func ParseName(s string) (Name, error) { return setting.Parse(s, names, "preset") }

// String returns the preset's name.
func (n Name) String() string { return string(n) }

// Option names a house rule a preset may be played with. A name means the
// same change in every preset.
type Option string

// The options: each is one well-known house rule (RULES.md, House rules).
const (
	// TwosDrawTwo: a two makes the next player draw two (no stacking).
	TwosDrawTwo Option = "twos-draw-two"
	// Stacking: a draw-two card may be answered with another, passing
	// the sum on.
	Stacking Option = "stacking"
	// QueensSkip: a queen makes the next player miss their turn.
	QueensSkip Option = "queens-skip"
	// AcesReverse: an ace reverses the direction of play.
	AcesReverse Option = "aces-reverse"
	// JacksWild: jacks are wild instead of eights.
	JacksWild Option = "jacks-wild"
	// LastCard: a player left with one card must have announced it.
	LastCard Option = "last-card"
)

// options are the options, sorted.
var options = []Option{AcesReverse, JacksWild, LastCard, QueensSkip, Stacking, TwosDrawTwo}

// Options returns every option, sorted.
func Options() []Option { return slices.Clone(options) }

// ParseOption returns the option named s, or an error naming the options.
func ParseOption(s string) (Option, error) { return setting.Parse(s, options, "option") }

// String returns the option's name.
func (o Option) String() string { return string(o) }

// Strings returns the names of presets or options as strings, in order.
func Strings[T ~string](vs []T) []string { return setting.Strings(vs) }
