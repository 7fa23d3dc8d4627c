package engine

import (
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/cards"
)

// Position is a game as a worked example sets it up: each seat's hand,
// the discard pile's top card, the stock's top cards (top first; every
// other card of the pack lies under them in pack order) and the seat to
// move.
type Position struct {
	Rules Rules
	Pack  cards.Pack
	Hands []cards.Cards
	Top   cards.Card
	Stock []cards.Card
	Turn  cards.Seat
	// Seed draws every later shuffle (a reshuffle, a new hand).
	Seed uint64
	// TurnUp: Top is the stock's top card after the deal, turned up as
	// a deal turns it, so buried while the rules bury it (the stock's
	// next cards turned in its place).
	TurnUp bool
	// RestDiscarded: the pack's cards placed nowhere lie beneath the top
	// card, in the discard pile, instead of under the stock.
	RestDiscarded bool
	// Turns is how many turns of the hand have been played already (the
	// turn limit counts them).
	Turns int
}

// Arrange starts a game at position p, as if it had been dealt so: the
// record tells the hand, each seat's deal and the top card turned up
// (never buried unless p.TurnUp; under first-special: applies its power
// acts as on a deal). A card placed twice, a card not of the pack, a player count
// or pack the rules do not play is an error.
func Arrange(p Position) (*Game, error) {
	g, err := Deal(p.Rules, p.Pack, len(p.Hands), p.Seed)
	if err != nil {
		return nil, err
	}
	if int(p.Turn) < 0 || int(p.Turn) >= len(p.Hands) {
		return nil, fmt.Errorf("turn: no seat %d", p.Turn)
	}
	var all cards.Cards
	for _, c := range cards.PackOrder(p.Pack, nil) {
		all = all.Add(c)
	}
	var used cards.Cards
	var errs []error
	place := func(c cards.Card) {
		switch {
		case !all.Has(c):
			errs = append(errs, fmt.Errorf("%s is not in the %s-card pack", c, p.Pack))
		case used.Has(c):
			errs = append(errs, fmt.Errorf("%s is placed twice", c))
		}
		used = used.Add(c)
	}
	for _, h := range p.Hands {
		for x := h; x != 0; x &= x - 1 {
			place(x.First())
		}
	}
	place(p.Top)
	for _, c := range p.Stock {
		place(c)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	var rest []cards.Card
	for _, c := range cards.PackOrder(p.Pack, nil) {
		if !used.Has(c) {
			rest = append(rest, c)
		}
	}
	stock := append([]cards.Card(nil), p.Stock...)
	if p.TurnUp {
		stock = append([]cards.Card{p.Top}, stock...)
	}
	n := len(p.Hands)
	g.pub = table{n: n, hand: 1}
	if p.RestDiscarded {
		g.pub.below = uint8(copy(g.discard[:], rest))
	} else {
		stock = append(stock, rest...)
	}
	g.rec = g.rec[:0]
	g.hands = [MaxPlayers]cards.Cards{}
	for j, c := range stock {
		g.stock[len(stock)-1-j] = c
	}
	g.pub.stock = uint8(len(stock))
	g.push(EvHand, WhyNone, p.Turn).Count = 1
	for i := range n {
		s := cards.Seat((int(p.Turn) + i) % n)
		g.hands[s] = p.Hands[s]
		size := p.Hands[s].Len()
		g.pub.sizes[s] = uint8(size)
		g.push(EvDeal, WhyNone, s).Count = uint8(size)
	}
	if p.Turns < 0 || p.Turns >= g.rules.TurnLimit {
		return nil, fmt.Errorf("turns: %d turns played, want 0 to %d (the turn limit less one)", p.Turns, g.rules.TurnLimit-1)
	}
	g.pub.turns = p.Turns
	if p.TurnUp {
		g.turnUp(p.Turn)
		return g, nil
	}
	dealer := g.step(p.Turn, true)
	g.push(EvTurnUp, WhyNone, dealer).Card = p.Top
	g.pub.top, g.pub.follow = p.Top, p.Top.Suit()
	g.pub.turn = p.Turn
	if g.rules.FirstSpecial == FirstSpecialApplies && (g.twos | g.skips | g.reverses).Has(p.Top) {
		g.pub.turn = dealer
		g.pub.turns = p.Turns - 1 // the dealer's "turn" is no turn of the hand
		g.effects(dealer, p.Top)
		return g, nil
	}
	g.startTurn()
	return g, nil
}
