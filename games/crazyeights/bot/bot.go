// Package bot holds Crazy Eights' bots and the loop that plays a game
// between them. A bot chooses from its seat's view alone
// (engine.View): its own hand and what the table has seen.
package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// Bot chooses the move of the seat whose view it is given, when that seat
// is to move.
type Bot interface {
	Choose(v *engine.View) engine.Move
}

// Kind names a kind of bot.
type Kind string

// The kinds of bot, the default first.
const (
	Sensible Kind = "sensible"
	Random   Kind = "random"
)

// Kinds returns the kinds of bot, the default first.
func Kinds() []Kind { return []Kind{Sensible, Random} }

// ParseKind returns the kind named s, or an error naming the kinds.
func ParseKind(s string) (Kind, error) {
	for _, k := range Kinds() {
		if string(k) == s {
			return k, nil
		}
	}
	names := make([]string, 0, 2)
	for _, k := range Kinds() {
		names = append(names, string(k))
	}
	return "", fmt.Errorf("unknown bot %q (bots: %s)", s, strings.Join(names, ", "))
}

// New returns a bot of kind k whose choices are drawn from seed.
func New(k Kind, seed uint64) (Bot, error) {
	switch k {
	case Sensible:
		return &SensibleBot{}, nil
	case Random:
		return NewRandom(seed), nil
	}
	_, err := ParseKind(string(k))
	return nil, err
}

// RandomBot plays at random, but never throws a turn away: it announces
// its last card when it may, plays one of the cards it may play chosen
// uniformly (a wild card naming a suit chosen uniformly), and draws, or
// passes, only when it may play none.
type RandomBot struct {
	pcg rand.PCG
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *RandomBot {
	b := &RandomBot{}
	b.pcg.Seed(seed, cards.Stream)
	return b
}

// Choose returns the bot's move.
func (b *RandomBot) Choose(v *engine.View) engine.Move {
	pl := v.Playable()
	if v.MayAnnounce(pl) {
		return engine.Announce
	}
	if pl == 0 {
		return drawOrPass(v, pl)
	}
	wild := pl & wildsOf(v)
	plain := pl &^ wild
	np, nw := plain.Len(), wild.Len()
	k := cards.Uniform(&b.pcg, uint64(np+4*nw))
	if k < np {
		return engine.Play(nth(plain, k))
	}
	k -= np
	return engine.Name(nth(wild, k/4), cards.Suit(k%4))
}

// SensibleBot plays as a careful player does: it announces its last
// card, answers a draw-two card with another where it may, keeps its wild
// cards while another card fits, sheds the costliest card that fits (of
// those, one of the suit it holds most of), names the suit it holds most
// of, and draws only when nothing fits.
type SensibleBot struct{}

// Choose returns the bot's move.
func (SensibleBot) Choose(v *engine.View) engine.Move {
	pl := v.Playable()
	if v.MayAnnounce(pl) {
		return engine.Announce
	}
	if pl == 0 {
		return drawOrPass(v, pl)
	}
	r := v.Rules()
	hand := v.Hand()
	wild := pl & wildsOf(v)
	if plain := pl &^ wild; plain != 0 {
		best, bestCost, bestLen := cards.Card(0), -1, -1
		for x := plain; x != 0; x &= x - 1 {
			c := x.First()
			cost := r.Penalty(cards.CardsOf(c))
			n := (hand & engine.SuitCards(c.Suit())).Len()
			if cost > bestCost || cost == bestCost && n > bestLen {
				best, bestCost, bestLen = c, cost, n
			}
		}
		return engine.Play(best)
	}
	c := wild.First()
	return engine.Name(c, longestSuit(hand&^wildsOf(v), c.Suit()))
}

// longestSuit returns the suit h holds most cards of (the first in suit
// order on a tie), or else when h is empty.
func longestSuit(h cards.Cards, or cards.Suit) cards.Suit {
	best, n := or, 0
	for s := cards.Spades; s <= cards.Clubs; s++ {
		if k := (h & engine.SuitCards(s)).Len(); k > n {
			best, n = s, k
		}
	}
	return best
}

// drawOrPass returns a draw where the seat, able to play pl, may draw,
// else a pass.
func drawOrPass(v *engine.View, pl cards.Cards) engine.Move {
	if v.MayDraw(pl) {
		return engine.Draw
	}
	return engine.Pass
}

// wildsOf returns the wild cards of the rules v is played by.
func wildsOf(v *engine.View) cards.Cards { return cards.RankCards(v.WildRank()) }

// nth returns the k-th lowest card of s, from 0.
func nth(s cards.Cards, k int) cards.Card {
	for ; k > 0; k-- {
		s &= s - 1
	}
	return s.First()
}
