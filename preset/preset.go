// Package preset names what a game of Go Fish is played by: the rules
// preset, the options it may be played with and the pack. Each is a typed
// value with a Parse that, on an unknown value, errors with the valid
// choices. A card (card.yaml's rules, options and packs), a scenario file
// and the command line all name them with these types; the engine gives
// each name its meaning. The package knows the names alone, so content,
// which lies upstream of the engine, can read them.
package preset

import (
	"fmt"
	"slices"
	"strings"
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
func ParseName(s string) (Name, error) { return parse(s, names, "preset") }

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
func ParseOption(s string) (Option, error) { return parse(s, options, "option") }

// String returns the option's name.
func (o Option) String() string { return string(o) }

// Pack is the pack a game is played with, named by its size: the full
// 52-card pack (A 2 … 10 J Q K in four suits) or the 32-card short pack
// (7 8 9 10 J Q K A in four suits).
type Pack uint8

// The two packs.
const (
	Pack52 Pack = 52
	Pack32 Pack = 32
)

// PackOf returns the pack of the given size, or an error naming the two.
func PackOf(size int) (Pack, error) {
	switch size {
	case 52:
		return Pack52, nil
	case 32:
		return Pack32, nil
	}
	return 0, fmt.Errorf("bad pack %d: want 52 or 32", size)
}

// ParsePack returns the pack whose size s writes in decimal ("52", "32").
func ParsePack(s string) (Pack, error) {
	var size int
	if _, err := fmt.Sscan(s, &size); err != nil || fmt.Sprint(size) != s {
		return 0, fmt.Errorf("bad pack %q: want 52 or 32", s)
	}
	return PackOf(size)
}

// Valid reports whether p is one of the two packs.
func (p Pack) Valid() bool { return p == Pack52 || p == Pack32 }

// Size returns the number of cards in the pack.
func (p Pack) Size() int { return int(p) }

// String returns the pack's size as a word: "52" or "32".
func (p Pack) String() string { return fmt.Sprint(uint8(p)) }

// Strings returns the names of presets or options as strings, in order.
func Strings[T ~string](vs []T) []string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = string(v)
	}
	return s
}

// parse returns the name s of one of valid, or an error naming them: what
// is the kind of name ("preset").
func parse[T ~string](s string, valid []T, what string) (T, error) {
	if v := T(s); slices.Contains(valid, v) {
		return v, nil
	}
	return "", fmt.Errorf("unknown %s %q (%ss: %s)", what, s, what, strings.Join(Strings(valid), ", "))
}
