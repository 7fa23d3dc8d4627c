package engine

import (
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// Rules holds every choice the engine makes: a preset is a named Rules
// value, and games/gofish/rulestext tells one in words. The zero value of
// each enumerated field is the house rules' choice (RULES.md); the house
// rules also set the players, the packs, the deal sizes, Wish and
// DeadAsks. Use [Preset] or [House] for a complete value, and
// [Rules.Check] on one made by hand.
type Rules struct {
	// Name is the preset's name ([preset.House]; "" for rules made by
	// hand).
	Name preset.Name
	// Options are the preset's options applied by [Rules.With].
	Options OptionSet
	// Players is the range of player counts the rules seat.
	Players PlayerRange
	// Packs are the packs the rules may be played with.
	Packs PackSet
	// Deal says how many cards each player is dealt.
	Deal DealRule
	// DealSizes gives, for DealTable, the cards dealt to each player by
	// player count: DealSizes[2] is the hand size with two players.
	DealSizes [MaxPlayers + 1]uint8
	// First says who takes the first turn.
	First FirstRule
	// Ask says what a player asks for: a rank, or one card.
	Ask AskRule
	// Bluff allows, with AskForCard, asking for a card you hold yourself; you
	// then fish and your turn ends.
	Bluff bool
	// Give says how many cards the asked player hands over on a hit.
	Give GiveRule
	// Wish: a go-fish draw of what was asked for (the rank, or with AskForCard
	// the card) is shown to the table and the asker goes again.
	Wish bool
	// WishRank: with card asks, a go-fish draw of any card of the rank
	// asked for is a wish, not only the very card asked for (a family's
	// rule: the wish is on the rank, whatever was asked).
	WishRank bool
	// LuckyDraw: a go-fish draw that completes a book lets the asker go
	// again too (the lucky-draw variant; it usually comes with Wish).
	LuckyDraw bool
	// AfterMiss says who takes the turn after a go fish.
	AfterMiss MissRule
	// PlayOn: once the pond is empty, nobody says go fish, a miss hands
	// the turn to the asked player, and play goes on until every rank is
	// booked: the end conditions of End no longer apply (play-on variant).
	PlayOn bool
	// Books says when four of a rank in a hand are laid as a book.
	Books BookRule
	// EmptyHand says what a player with no cards does when it is their turn.
	EmptyHand EmptyRule
	// DeadAsks: while the pond is empty an ask that repeats a remembered
	// refusal is not allowed (RULES.md 9).
	DeadAsks bool
	// End lists the conditions, besides every rank being booked, that end
	// the game.
	End EndRule
	// OutWins: when the game ends because a player has no cards
	// (EndPlayerOut) or has booked their last card (EndBookedOut), the
	// players who went out win, instead of whoever has the most books.
	OutWins bool
}

// MaxPlayers is the most players any rules may seat.
const MaxPlayers = 8

// PlayerRange is a range of player counts, inclusive.
type PlayerRange struct {
	Min, Max int
}

// Has reports whether n players are within the range.
func (p PlayerRange) Has(n int) bool { return n >= p.Min && n <= p.Max }

// PackSet is a set of packs.
type PackSet uint8

// The packs of a PackSet.
const (
	WithPack52 PackSet = 1 << iota
	WithPack32
)

// Has reports whether p is in the set.
func (s PackSet) Has(p cards.Pack) bool {
	return p == cards.Pack52 && s&WithPack52 != 0 || p == cards.Pack32 && s&WithPack32 != 0
}

// DealRule says how many cards each player is dealt.
type DealRule uint8

// The deal rules.
const (
	// DealTable deals the number of cards Rules.DealSizes gives for the
	// player count; the rest is the pond.
	DealTable DealRule = iota
	// DealExtraPlayer deals the whole pack as if there were one more
	// player: each real player gets the pack size / (players + 1); the
	// pretend hand and the leftovers are the pond.
	DealExtraPlayer
	// DealWholePack deals the whole pack out evenly: each player gets the
	// pack size / players; the leftovers are the pond.
	DealWholePack
)

// FirstRule says who takes the first turn.
type FirstRule uint8

// The first-turn rules.
const (
	// FirstSeat0: the seat after the dealer (seat 0) starts.
	FirstSeat0 FirstRule = iota
	// FirstRandom: a seat drawn at random by the deal starts.
	FirstRandom
)

// AskRule says what a player asks for.
type AskRule uint8

// The ask rules.
const (
	// AskForRank: ask for a rank you hold at least one card of.
	AskForRank AskRule = iota
	// AskForCard: ask for one card of a rank you hold.
	AskForCard
)

// GiveRule says what the asked player hands over on a hit.
type GiveRule uint8

// The give rules.
const (
	// GiveAll: every card of the rank.
	GiveAll GiveRule = iota
	// GiveOne: one card of the rank (the lowest suit in S H D C order).
	GiveOne
)

// MissRule says who takes the turn after a go fish that is not a wish.
type MissRule uint8

// The miss rules.
const (
	// MissNextSeat: the next seat that can play.
	MissNextSeat MissRule = iota
	// MissAsked: the player who said go fish.
	MissAsked
)

// BookRule says when four of a rank in a hand are laid as a book.
type BookRule uint8

// The book rules.
const (
	// BookAtOnce: the moment they are complete (by a hit, a draw, a new
	// hand or the deal).
	BookAtOnce BookRule = iota
	// BookNextTurn: at once, except that a book completed by a go-fish draw
	// waits until its holder next takes a turn.
	BookNextTurn
	// BookClaim: only when the holder claims it as a move of its own.
	BookClaim
)

// EmptyRule says what a player with no cards does on their turn.
type EmptyRule uint8

// The empty-hand rules.
const (
	// EmptyNewHand: draw a new hand (the deal's size, or all that is left)
	// and take the turn; skipped if the pond is empty.
	EmptyNewHand EmptyRule = iota
	// EmptyDrawOne: draw one card and play passes; skipped if the pond is
	// empty.
	EmptyDrawOne
	// EmptyOut: the player is out of the game.
	EmptyOut
	// EmptySkip: the player is passed over, drawing nothing, and stays in
	// the game.
	EmptySkip
)

// EndRule is a set of conditions that end the game. Every rank booked
// always ends it.
type EndRule uint8

// The end conditions.
const (
	// EndStockOut: the game ends when the pond is empty.
	EndStockOut EndRule = 1 << iota
	// EndPlayerOut: the game ends when a player has no cards.
	EndPlayerOut
	// EndBookedOut: the game ends when a player lays their last card in a
	// book while the pond still holds cards.
	EndBookedOut
)

// Check reports every way in which r is not a playable set of rules.
func (r Rules) Check() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if r.Players.Min < 2 || r.Players.Max > MaxPlayers || r.Players.Min > r.Players.Max {
		bad("players %d to %d: want 2 to %d players", r.Players.Min, r.Players.Max, MaxPlayers)
	}
	if r.Packs&(WithPack52|WithPack32) == 0 || r.Packs&^(WithPack52|WithPack32) != 0 {
		bad("packs: want the 52-card pack, the 32-card pack or both")
	}
	if r.Deal > DealWholePack || r.First > FirstRandom || r.Ask > AskForCard ||
		r.Give > GiveOne || r.AfterMiss > MissAsked || r.Books > BookClaim ||
		r.EmptyHand > EmptySkip || r.End&^(EndStockOut|EndPlayerOut|EndBookedOut) != 0 {
		bad("a choice is out of range")
	}
	if len(errs) == 0 {
		for _, c := range r.Conflicts() {
			bad("%s and %s: %s", r.value(c.A), r.value(c.B), c.Why)
		}
	}
	return errors.Join(errs...)
}

// HandSize returns the number of cards each player is dealt, and draws as a
// new hand, with the given pack and player count.
func (r Rules) HandSize(p cards.Pack, players int) int {
	switch {
	case r.Deal == DealExtraPlayer:
		return p.Size() / (players + 1)
	case r.Deal == DealWholePack && players > 0:
		return p.Size() / players
	}
	if players < 0 || players > MaxPlayers {
		return 0
	}
	return int(r.DealSizes[players])
}
