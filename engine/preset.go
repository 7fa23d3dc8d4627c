package engine

import (
	"fmt"
	"sort"
	"strings"
)

// House returns the house rules (RULES.md, preset "house"): 2 to 4
// players, either pack, 7 cards each for two players and 5 for three or
// four, ask for a rank, every card of it on a hit, wishes, dead asks once
// the pond is empty, new hands when a hand runs out, and the game ends when
// every rank is booked.
func House() Rules {
	r := Rules{
		Name:    "house",
		Players: PlayerRange{Min: 2, Max: 4},
		Packs:   WithPack52 | WithPack32,
		Wish:    true,
		// Everything else is the zero choice: seat 0 starts, ask for a
		// rank, every card on a hit, the next seat after a miss, books at
		// once, a new hand when a hand runs out, all books to end.
		DeadAsks: true,
	}
	r.DealSizes[2] = 7
	r.DealSizes[3] = 5
	r.DealSizes[4] = 5
	return r
}

// presets are the registered presets by name.
var presets = map[string]func() Rules{
	"house": House,
}

// Preset returns the rules of the named preset.
func Preset(name string) (Rules, error) {
	f, ok := presets[name]
	if !ok {
		return Rules{}, fmt.Errorf("unknown preset %q (presets: %s)", name, strings.Join(PresetNames(), ", "))
	}
	return f(), nil
}

// PresetNames returns the names of the registered presets, sorted.
func PresetNames() []string {
	names := make([]string, 0, len(presets))
	for n := range presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// options are the named variants a preset may be played with.
var options = map[string]func(*Rules){
	// lucky-draw: a drawn card that completes a book, or is of the rank
	// asked for, lets the asker go on.
	"lucky-draw": func(r *Rules) { r.LuckyDraw, r.Wish = true, true },
	// play-on: once the pond is empty, a miss hands the turn to the asked
	// player and play goes on until every rank is booked.
	"play-on": func(r *Rules) { r.PlayOn, r.End = true, 0 },
}

// With returns r with the named options applied, in order: "lucky-draw"
// (a drawn card that completes a book or is of the rank asked for lets the
// asker go on) and "play-on" (once the pond is empty a miss hands the turn
// to the asked player, and play goes on until every rank is booked).
func (r Rules) With(opts ...string) (Rules, error) {
	for _, o := range opts {
		f, ok := options[o]
		if !ok {
			return r, fmt.Errorf("unknown option %q (options: %s)", o, strings.Join(OptionNames(), ", "))
		}
		f(&r)
	}
	return r, nil
}

// OptionNames returns the names of the options [Rules.With] knows, sorted.
func OptionNames() []string {
	names := make([]string, 0, len(options))
	for n := range options {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
