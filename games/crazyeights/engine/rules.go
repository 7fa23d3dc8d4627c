package engine

import (
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
)

// Rules holds every choice the engine makes (RULES.md): a preset is a named
// Rules value. Use [Preset], [CrazyEights] or [MauMau] for a complete value
// and [Rules.Check] on one made by hand.
type Rules struct {
	// Name is the preset's name ("" for rules made by hand); Options the
	// options applied by [Rules.With].
	Name    preset.Name
	Options OptionSet
	// Players is the range of player counts the rules seat; Packs the
	// packs they are played with.
	Players PlayerRange
	Packs   PackSet
	// DealSizes[n] is the cards dealt to each player when n play.
	DealSizes [MaxPlayers + 1]uint8
	// FirstWild says what happens when the first card turned is wild;
	// FirstSpecial when it is a draw-two, skip or reverse card.
	FirstWild    FirstWildRule
	FirstSpecial FirstSpecialRule
	// Wild is the wild rank: a card of it may be played on anything (but
	// a pending draw-two) and its player names the suit to follow.
	Wild WildRule
	// WildOnWild: a wild card may be played on a wild card.
	WildOnWild bool
	// DrawInstead: a player who could play may draw instead.
	DrawInstead bool
	// Draw says how many cards a player may draw in a turn.
	Draw DrawRule
	// StockOut says what happens when a card must be drawn from an empty
	// stock.
	StockOut StockOutRule
	// TurnLimit ends a hand not over after that many turns as blocked.
	TurnLimit int
	// Scoring says whether a game is one hand or hands up to Target
	// penalty points.
	Scoring ScoringRule
	Target  int
	// DrawTwo is the rank that makes the next player draw two (none for
	// none); Stack lets that player answer with another, passing the sum
	// on.
	DrawTwo DrawTwoRule
	Stack   bool
	// Skip is the rank that makes the next player miss their turn.
	Skip SkipRule
	// Reverse is the rank that reverses the direction of play.
	Reverse ReverseRule
	// Announce: a player whose turn ends with one card in hand must have
	// announced it this turn, or draws AnnouncePenalty cards.
	Announce        bool
	AnnouncePenalty int
}

// MaxPlayers is the most players any rules may seat.
const MaxPlayers = 8

// MaxTurnLimit is the greatest turn limit the rules may set.
const MaxTurnLimit = 100_000

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
	switch p {
	case cards.Pack52:
		return s&WithPack52 != 0
	case cards.Pack32:
		return s&WithPack32 != 0
	}
	return false
}

// FirstWildRule says what a wild card turned to start the discard pile does.
type FirstWildRule uint8

// The first-wild rules.
const (
	// FirstWildBury: it goes back into the stock at a random place and the
	// next card is turned, until one is not wild.
	FirstWildBury FirstWildRule = iota
	// FirstWildStands: it stays as an ordinary card; its suit is followed.
	FirstWildStands
)

// FirstSpecialRule says what a draw-two, skip or reverse card turned to
// start the discard pile does.
type FirstSpecialRule uint8

// The first-special rules.
const (
	// FirstSpecialApplies: it acts as if the dealer (the seat before seat
	// 0) had played it.
	FirstSpecialApplies FirstSpecialRule = iota
	// FirstSpecialIgnored: it is an ordinary card.
	FirstSpecialIgnored
	// FirstSpecialBury: it is buried as a wild card is.
	FirstSpecialBury
)

// WildRule is the wild rank.
type WildRule uint8

// The wild ranks.
const (
	WildEights WildRule = iota
	WildJacks
)

// Rank returns the wild rank.
func (w WildRule) Rank() cards.Rank {
	if w == WildJacks {
		return cards.Jack
	}
	return cards.Eight
}

// DrawRule says how many cards a player may draw in a turn.
type DrawRule uint8

// The draw rules.
const (
	// DrawUntilPlay: one at a time until they hold a card they can play.
	DrawUntilPlay DrawRule = iota
	// DrawOne: one card, then play or pass.
	DrawOne
	// DrawThree: up to three, one at a time, stopping once they can play.
	DrawThree
)

// limit returns the most cards a turn's draws may take (0: no limit).
func (d DrawRule) limit() int {
	switch d {
	case DrawOne:
		return 1
	case DrawThree:
		return 3
	}
	return 0
}

// StockOutRule says what happens when the stock is empty and a card must
// be drawn.
type StockOutRule uint8

// The stock-out rules.
const (
	// StockReshuffle: the discards but the top card are shuffled into a
	// new stock; with none to shuffle, nothing is drawn.
	StockReshuffle StockOutRule = iota
	// StockPass: nothing is drawn; a player who cannot play passes, and a
	// round in which every player passes blocks the hand.
	StockPass
	// StockEnd: the hand ends, blocked, as soon as a player to move holds
	// no card they can play and the stock is empty.
	StockEnd
)

// ScoringRule says how long a game is.
type ScoringRule uint8

// The scoring rules.
const (
	// ScoreOneHand: a game is one hand.
	ScoreOneHand ScoringRule = iota
	// ScoreTarget: hands are played until a player's penalty points reach
	// the target.
	ScoreTarget
)

// DrawTwoRule is the rank that makes the next player draw two.
type DrawTwoRule uint8

// The draw-two ranks.
const (
	DrawTwoNone DrawTwoRule = iota
	DrawTwoTwos
	DrawTwoSevens
)

// Rank returns the draw-two rank, 0 for none.
func (d DrawTwoRule) Rank() cards.Rank {
	switch d {
	case DrawTwoTwos:
		return cards.Two
	case DrawTwoSevens:
		return cards.Seven
	}
	return 0
}

// SkipRule is the rank that makes the next player miss their turn.
type SkipRule uint8

// The skip ranks.
const (
	SkipNone SkipRule = iota
	SkipQueens
	SkipEights
)

// Rank returns the skip rank, 0 for none.
func (s SkipRule) Rank() cards.Rank {
	switch s {
	case SkipQueens:
		return cards.Queen
	case SkipEights:
		return cards.Eight
	}
	return 0
}

// ReverseRule is the rank that reverses the direction of play.
type ReverseRule uint8

// The reverse ranks.
const (
	ReverseNone ReverseRule = iota
	ReverseAces
)

// Rank returns the reverse rank, 0 for none.
func (r ReverseRule) Rank() cards.Rank {
	if r == ReverseAces {
		return cards.Ace
	}
	return 0
}

// HandSize returns the cards dealt to each of n players.
func (r Rules) HandSize(n int) int {
	if n < 0 || n > MaxPlayers {
		return 0
	}
	return int(r.DealSizes[n])
}

// Check reports the first reason r cannot be played, or nil: the player
// range, the packs, the deal sizes, the limits, and the conflicts of
// [Rules.Conflicts].
func (r Rules) Check() error {
	var errs []error
	if r.Players.Min < 2 || r.Players.Max > MaxPlayers || r.Players.Min > r.Players.Max {
		errs = append(errs, fmt.Errorf("players %d to %d: want 2 to %d, the fewest first", r.Players.Min, r.Players.Max, MaxPlayers))
	}
	if r.Packs&(WithPack52|WithPack32) == 0 || r.Packs&^(WithPack52|WithPack32) != 0 {
		errs = append(errs, errors.New("packs: name the 52- or the 32-card pack, or both"))
	}
	if r.TurnLimit < 1 || r.TurnLimit > MaxTurnLimit {
		errs = append(errs, fmt.Errorf("turn-limit %d: want 1 to %d", r.TurnLimit, MaxTurnLimit))
	}
	if r.Scoring == ScoreTarget && r.Target < 1 {
		errs = append(errs, fmt.Errorf("target %d: want a positive number of points", r.Target))
	}
	if r.Announce && (r.AnnouncePenalty < 1 || r.AnnouncePenalty > 5) {
		errs = append(errs, fmt.Errorf("announce-penalty %d: want 1 to 5", r.AnnouncePenalty))
	}
	for _, c := range r.Conflicts() {
		errs = append(errs, fmt.Errorf("%s conflicts with %s: %s", r.value(c.A), r.value(c.B), c.Why))
	}
	if len(errs) == 0 {
		return nil
	}
	return errors.Join(errs...)
}

// Conflict is two settings that cannot be played together, by name, and
// why.
type Conflict struct {
	A, B, Why string
}

// Conflicts returns the pairs of settings of r that cannot be played
// together: a rank with two powers, a special rank missing from a pack,
// or a hand size the pack cannot deal.
func (r Rules) Conflicts() []Conflict {
	var out []Conflict
	type special struct {
		name string
		rank cards.Rank
	}
	ss := []special{{"wild", r.Wild.Rank()}, {"draw-two", r.DrawTwo.Rank()}, {"skip", r.Skip.Rank()}, {"reverse", r.Reverse.Rank()}}
	for i, a := range ss {
		for _, b := range ss[i+1:] {
			if a.rank != 0 && a.rank == b.rank {
				out = append(out, Conflict{A: a.name, B: b.name, Why: "a rank has one power: " + a.rank.Words() + " cannot be both"})
			}
		}
		if a.rank != 0 && r.Packs.Has(cards.Pack32) && !cards.PackRanks(cards.Pack32).Has(a.rank) {
			out = append(out, Conflict{A: a.name, B: "packs", Why: "the 32-card pack has no " + a.rank.Words()})
		}
	}
	if r.Stack && r.DrawTwo == DrawTwoNone {
		out = append(out, Conflict{A: "stack", B: "draw-two", Why: "only a draw-two card stacks"})
	}
	for n := r.Players.Min; n <= r.Players.Max && n <= MaxPlayers; n++ {
		k := int(r.DealSizes[n])
		for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
			if k < 1 {
				out = append(out, Conflict{A: fmt.Sprintf("deal.%d", n), B: "players.max", Why: fmt.Sprintf("%d players are seated but dealt no cards", n)})
				break
			}
			if r.Packs.Has(p) && n*k+1 > p.Size() {
				out = append(out, Conflict{A: fmt.Sprintf("deal.%d", n), B: "packs",
					Why: fmt.Sprintf("%d players of %d cards and a card to turn need more than the %d-card pack", n, k, p.Size())})
				break
			}
		}
	}
	return out
}

// value returns the setting name as "name: value" under r.
func (r Rules) value(name string) string {
	if s, ok := SettingNamed(name); ok {
		return name + ": " + s.Get(r)
	}
	return name
}
