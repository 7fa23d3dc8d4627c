package engine

import (
	"fmt"

	"github.com/rulecard/rulecard/games/crazyeights/preset"
)

// CrazyEights returns the common rules (RULES.md, preset crazy-eights): 2
// to 6 players, the full pack, 7 cards each for two players and 5 for
// more; eights wild, drawing until you can play, the discards reshuffled
// when the stock runs out; one hand, no house rules.
func CrazyEights() Rules {
	r := Rules{
		Name:            preset.CrazyEights,
		Players:         PlayerRange{Min: 2, Max: 6},
		Packs:           WithPack52,
		WildOnWild:      true,
		DrawInstead:     true,
		Draw:            DrawUntilPlay,
		StockOut:        StockReshuffle,
		TurnLimit:       500,
		Target:          100,
		AnnouncePenalty: 2,
	}
	r.DealSizes[2] = 7
	for n := 3; n <= MaxPlayers; n++ {
		r.DealSizes[n] = 5
	}
	return r
}

// MauMau returns Mau-Mau (RULES.md, preset mau-mau): 2 to 5 players, the
// 32-card pack, 5 cards each; jacks wild, sevens draw two with stacking,
// eights skip; draw one, then play it or pass; the last card announced
// or two cards drawn.
func MauMau() Rules {
	r := CrazyEights()
	r.Name = preset.MauMau
	r.Players = PlayerRange{Min: 2, Max: 5}
	r.Packs = WithPack32
	for n := 2; n <= MaxPlayers; n++ {
		r.DealSizes[n] = 5
	}
	r.Wild = WildJacks
	r.Draw = DrawOne
	r.DrawTwo, r.Stack = DrawTwoSevens, true
	r.Skip = SkipEights
	r.Announce, r.AnnouncePenalty = true, 2
	return r
}

// Preset returns the rules of the preset named, or an error naming the
// presets.
func Preset(name preset.Name) (Rules, error) {
	switch name {
	case preset.CrazyEights:
		return CrazyEights(), nil
	case preset.MauMau:
		return MauMau(), nil
	}
	_, err := preset.ParseName(string(name))
	return Rules{}, err
}

// Option is a house rule as the engine applies it.
type Option struct {
	Name    preset.Option
	Summary string
	bit     OptionSet
	apply   func(*Rules)
}

// OptionSet is a set of options, by bit.
type OptionSet uint8

// allOptions are the options in the order of preset.Options.
var allOptions = []Option{
	{preset.AcesReverse, "aces reverse the direction of play (with two players, play again)", 1 << 0,
		func(r *Rules) { r.Reverse = ReverseAces }},
	{preset.JacksWild, "jacks are wild instead of eights", 1 << 1,
		func(r *Rules) { r.Wild = WildJacks }},
	{preset.LastCard, "a player left with one card must have announced it, or draws two", 1 << 2,
		func(r *Rules) { r.Announce, r.AnnouncePenalty = true, 2 }},
	{preset.QueensSkip, "a queen makes the next player miss their turn", 1 << 3,
		func(r *Rules) { r.Skip = SkipQueens }},
	{preset.Stacking, "a draw-two card may be answered with another, passing the sum on", 1 << 4,
		func(r *Rules) { r.Stack = true }},
	{preset.TwosDrawTwo, "a two makes the next player draw two and miss their turn", 1 << 5,
		func(r *Rules) { r.DrawTwo = DrawTwoTwos }},
}

// OptionNamed returns the option of this name and whether there is one.
func OptionNamed(name preset.Option) (Option, bool) {
	for _, o := range allOptions {
		if o.Name == name {
			return o, true
		}
	}
	return Option{}, false
}

// Names returns the options in the set, in the order of preset.Options.
func (s OptionSet) Names() []preset.Option {
	var out []preset.Option
	for _, o := range allOptions {
		if s&o.bit != 0 {
			out = append(out, o.Name)
		}
	}
	return out
}

// With returns r with the options applied in order.
func (r Rules) With(opts ...preset.Option) (Rules, error) {
	for _, name := range opts {
		o, ok := OptionNamed(name)
		if !ok {
			_, err := preset.ParseOption(string(name))
			return r, err
		}
		o.apply(&r)
		r.Options |= o.bit
	}
	return r, nil
}

// String returns the preset's name and options: "crazy-eights
// +queens-skip".
func (r Rules) String() string {
	s := string(r.Name)
	if s == "" {
		s = "rules"
	}
	for _, o := range r.Options.Names() {
		s += fmt.Sprintf(" +%s", o)
	}
	return s
}
