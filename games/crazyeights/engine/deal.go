package engine

import "github.com/rulecard/rulecard/cards"

// dealHand shuffles the whole pack and deals hand h (from 0): seat h mod
// n plays first, the dealer sits before it; the cards go one at a time
// from the first player; the next card is turned up (RULES.md 2-3).
func (g *Game) dealHand(h int) {
	n := g.pub.n
	first := cards.Seat(h % n)
	g.hands = [MaxPlayers]cards.Cards{}
	g.pub.sizes = [MaxPlayers]uint8{}
	g.pub.hand, g.pub.turns, g.pub.passes = h+1, 0, 0
	g.pub.owed, g.pub.drawn, g.pub.announced, g.pub.reverse = 0, 0, false, false
	g.pub.below, g.pub.top = 0, 0
	size := g.pack.Size()
	deck := g.order
	cards.Shuffle(&g.pcg, deck[:size])
	k := g.rules.HandSize(n)
	s := first
	for i := 0; i < k*n; i++ {
		g.hands[s&(MaxPlayers-1)] = g.hands[s&(MaxPlayers-1)].Add(deck[i])
		if s++; int(s) == n {
			s = 0
		}
	}
	m := size - k*n
	for j := 0; j < m; j++ {
		g.stock[j] = deck[size-1-j]
	}
	g.pub.stock = uint8(m)
	g.push(EvHand, WhyNone, first).Count = uint8(h + 1)
	for i := range n {
		s := cards.Seat((int(first) + i) % n)
		g.pub.sizes[s] = uint8(k)
		g.push(EvDeal, WhyNone, s).Count = uint8(k)
	}
	g.turnUp(first)
}

// buriable reports whether c, turned up to start the discard pile, goes
// back into the stock under the rules.
func (g *Game) buriable(c cards.Card) bool {
	if g.wilds.Has(c) {
		return g.rules.FirstWild == FirstWildBury
	}
	if (g.twos | g.skips | g.reverses).Has(c) {
		return g.rules.FirstSpecial == FirstSpecialBury
	}
	return false
}

// turnUp turns up the stock's top card to start the discard pile,
// burying it while it is to be buried, and begins the first turn. A
// buried card goes back at a random place below the stock's first card
// that is not to be buried, so that one comes up within as many turns as
// there are such cards (if the stock holds none, the card stands).
func (g *Game) turnUp(first cards.Seat) {
	dealer := g.step(first, true)
	for {
		g.pub.stock--
		c := g.stock[g.pub.stock]
		g.push(EvTurnUp, WhyNone, dealer).Card = c
		g.pub.top, g.pub.follow = c, c.Suit()
		if !g.buriable(c) {
			break
		}
		i := int(g.pub.stock) - 1
		for i >= 0 && g.buriable(g.stock[i]) {
			i--
		}
		if i < 0 {
			break
		}
		j := cards.Uniform(&g.pcg, uint64(i+1))
		copy(g.stock[j+1:g.pub.stock+1], g.stock[j:g.pub.stock])
		g.stock[j] = c
		g.pub.stock++
		g.pub.top = 0
		g.push(EvBury, WhyNone, dealer).Card = c
	}
	c := g.pub.top
	g.pub.turn = first
	if g.rules.FirstSpecial == FirstSpecialApplies && (g.twos | g.skips | g.reverses).Has(c) {
		// As if the dealer had played it.
		g.pub.turn = dealer
		g.pub.turns = -1 // the dealer's "turn" is no turn of the hand
		g.effects(dealer, c)
		return
	}
	g.startTurn()
}

// step returns the seat after s in the direction of play, or before it
// when back is set.
func (g *Game) step(s cards.Seat, back bool) cards.Seat {
	n := cards.Seat(g.pub.n)
	if back != g.pub.reverse {
		if s == 0 {
			return n - 1
		}
		return s - 1
	}
	if s+1 == n {
		return 0
	}
	return s + 1
}
