package engine

import "github.com/rulecard/rulecard/games/gofish/preset"

// Option is a named variant a preset may be played with ([Rules.With]):
// it changes some of the preset's choices.
type Option struct {
	// Name is how the option is chosen ([preset.LuckyDraw]).
	Name preset.Option
	// Summary says in one line what the option changes.
	Summary string
	// Needs names the option this one only makes sense with ("" for none).
	Needs preset.Option
	bit   uint8
	apply func(*Rules)
}

// OptionSet is a set of options, as [Rules.With] records them in
// Rules.Options.
type OptionSet uint16

func (s OptionSet) add(bit uint8) OptionSet { return s | 1<<bit }
func (s OptionSet) has(bit uint8) bool      { return s&(1<<bit) != 0 }

// Names returns the names of the options in the set, in the order the
// options are defined.
func (s OptionSet) Names() []preset.Option {
	var names []preset.Option
	for _, o := range allOptions {
		if s.has(o.bit) {
			names = append(names, o.Name)
		}
	}
	return names
}

// allOptions are every option of every preset. A name means the same
// change in every preset that takes it.
var allOptions = []Option{
	{Name: preset.LuckyDraw, bit: 0,
		Summary: "a go-fish draw of the rank asked for (a wish) or one that completes a book lets the asker go again",
		apply:   func(r *Rules) { r.LuckyDraw, r.Wish = true, true }},
	{Name: preset.PlayOn, bit: 1,
		Summary: "once the pond is empty, nobody says go fish, a miss hands the turn to the asked player, and play goes on until every rank is booked",
		apply:   func(r *Rules) { r.PlayOn = true }},
	{Name: preset.GiveOne, bit: 2,
		Summary: "on a hit the asked player hands over one card of the rank, not all of them",
		apply:   func(r *Rules) { r.Give = GiveOne }},
	{Name: preset.AskCard, bit: 3,
		Summary: "ask for one card (rank and suit) of a rank you hold, instead of a rank",
		apply:   func(r *Rules) { r.Ask = AskForCard }},
	{Name: preset.Bluff, bit: 4, Needs: preset.AskCard,
		Summary: "you may ask for a card you hold yourself: you then fish and your turn ends",
		apply:   func(r *Rules) { r.Bluff = true }},
}

// optionNamed returns the option of this name, or nil.
func optionNamed(name preset.Option) *Option {
	for i := range allOptions {
		if allOptions[i].Name == name {
			return &allOptions[i]
		}
	}
	return nil
}

// OptionNamed returns the option of this name and whether there is one.
func OptionNamed(name preset.Option) (Option, bool) {
	if o := optionNamed(name); o != nil {
		return *o, true
	}
	return Option{}, false
}
