package engine

import (
	"fmt"

	"github.com/rulecard/rulecard/games/gofish/preset"
)

// House returns the house rules (RULES.md, preset "house"; the printed
// card, seeds/002): 2 to 4 players, either pack, 7 cards each for two
// players and 5 for three or four, ask for a rank, every card of it on a
// hit, wishes, dead asks once the pond is empty, new hands when a hand runs
// out, and the game ends when every rank is booked.
func House() Rules {
	r := Rules{
		Name:    preset.House,
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

// Duel returns the duel rules (RULES.md, preset "duel"; the formal
// two-player text, seeds/000): 2 players, the full pack, 5 cards each, ask
// for a rank, every card of it on a hit, no wish, a book laid only when
// claimed as a move of its own, an empty hand draws one card and play
// passes, no dead asks, and the game ends when the hands and the pond are
// empty (every rank booked).
func Duel() Rules {
	r := Rules{
		Name:      preset.Duel,
		Players:   PlayerRange{Min: 2, Max: 2},
		Packs:     WithPack52,
		Books:     BookClaim,
		EmptyHand: EmptyDrawOne,
	}
	r.DealSizes[2] = 5
	return r
}

// WholePack returns the whole-pack rules (RULES.md, preset "whole-pack";
// the household description, seeds/001): 3 to 6 players, the full pack
// dealt out as if there were one more player, ask for a rank, every card
// of it on a hit, no wish, a book completed by a go-fish draw waits for its
// holder's next turn, the turn passes to the player who said go fish, a
// player left with no cards sits out, and the game ends when the pond is
// used up (most books wins) or when a player books their last card before
// that (that player wins).
func WholePack() Rules {
	return Rules{
		Name:      preset.WholePack,
		Players:   PlayerRange{Min: 3, Max: 6},
		Packs:     WithPack52,
		Deal:      DealExtraPlayer,
		AfterMiss: MissAsked,
		Books:     BookNextTurn,
		EmptyHand: EmptyOut,
		End:       EndStockOut | EndBookedOut,
		OutWins:   true,
	}
}

// Common returns the common rules (RULES.md, preset "common"; the Swedish
// rules, seeds/003): 2 to 6 players, the full pack, 7 cards each for two
// players and 5 for three to six, a random first player, ask for a rank,
// every card of it on a hit, wishes, the turn passes to the player who said
// go fish, and the game ends as soon as a player has no cards or the pond
// runs out; most books wins.
func Common() Rules {
	r := Rules{
		Name:      preset.Common,
		Players:   PlayerRange{Min: 2, Max: 6},
		Packs:     WithPack52,
		First:     FirstRandom,
		Wish:      true,
		AfterMiss: MissAsked,
		EmptyHand: EmptyOut,
		End:       EndStockOut | EndPlayerOut,
	}
	r.DealSizes[2] = 7
	for n := 3; n <= 6; n++ {
		r.DealSizes[n] = 5
	}
	return r
}

// registered is a registered preset: its rules and the options it takes,
// in the order they are listed.
type registered struct {
	rules   func() Rules
	options []preset.Option
}

// The options each registered preset takes.
var (
	houseOptions     = []preset.Option{preset.LuckyDraw, preset.PlayOn}
	wholePackOptions = []preset.Option{preset.GiveOne, preset.LuckyDraw}
	commonOptions    = []preset.Option{preset.AskCard, preset.Bluff, preset.PlayOn}
)

// registeredAs returns the named preset as registered, and whether it is.
func registeredAs(name preset.Name) (registered, bool) {
	switch name {
	case preset.House:
		return registered{House, houseOptions}, true
	case preset.Duel:
		return registered{Duel, nil}, true
	case preset.WholePack:
		return registered{WholePack, wholePackOptions}, true
	case preset.Common:
		return registered{Common, commonOptions}, true
	}
	return registered{}, false
}

// Preset returns the rules of the named preset, with no options; an error
// for a name [preset.ParseName] would refuse.
func Preset(name preset.Name) (Rules, error) {
	p, ok := registeredAs(name)
	if !ok {
		_, err := preset.ParseName(string(name))
		if err == nil {
			err = fmt.Errorf("preset %s has no rules", name)
		}
		return Rules{}, err
	}
	return p.rules(), nil
}

// PresetOptions returns the options the named preset takes, in the order
// they are listed; nil for a preset that takes none or is not registered.
func PresetOptions(name preset.Name) []Option {
	var out []Option
	p, _ := registeredAs(name)
	for _, o := range p.options {
		out = append(out, *optionNamed(o))
	}
	return out
}

// With returns r with the named options applied. Every option may be
// applied to every preset; an option that needs another (bluff needs
// ask-card) must come with it; the order does not matter and an option
// named twice counts once. The options applied are kept in r.Options. On
// error r is returned unchanged. [Variant] adds changes by name.
func (r Rules) With(opts ...preset.Option) (Rules, error) {
	out := r
	for _, name := range opts {
		o := optionNamed(name)
		if o == nil {
			_, err := preset.ParseOption(string(name))
			return r, err
		}
		o.apply(&out)
		out.Options = out.Options.add(o.bit)
	}
	for _, o := range allOptions {
		if out.Options.has(o.bit) && o.Needs != "" && !out.Options.has(optionNamed(o.Needs).bit) {
			return r, fmt.Errorf("option %s needs option %s", o.Name, o.Needs)
		}
	}
	return out, nil
}
