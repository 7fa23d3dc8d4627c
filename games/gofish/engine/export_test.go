package engine

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
)

// CheckInvariants reports the first broken invariant of g's state: cards
// conserved (every card of the pack in exactly one hand, the pond or a
// book), books consistent, no four in a hand under BookAtOnce, and a
// player to move who has a legal move.
func (g *Game) CheckInvariants() error {
	var all cards.Cards
	total := 0
	add := func(c cards.Cards) {
		all |= c
		total += c.Len()
	}
	var holders cards.Seats
	for s := range g.n {
		if int(g.sizes[s]) != g.hands[s].Len() {
			return fmt.Errorf("seat %d holds %d cards, but its count is %d", s, g.hands[s].Len(), g.sizes[s])
		}
		if g.hands[s] != 0 {
			holders = holders.Add(cards.Seat(s))
		}
	}
	if holders != g.holders {
		return fmt.Errorf("the seats holding cards are %b, but the game says %b", holders, g.holders)
	}
	for s := range g.n {
		add(g.hands[s])
		if g.rules.Books == BookAtOnce && g.hands[s].Fours() != 0 {
			return fmt.Errorf("seat %d holds an unbooked four: %s", s, g.hands[s].Fours())
		}
	}
	var booked cards.Ranks
	for s := range g.n {
		if booked&g.books[s] != 0 {
			return fmt.Errorf("rank booked twice: %s", booked&g.books[s])
		}
		booked |= g.books[s]
	}
	if booked != g.booked {
		return fmt.Errorf("booked %s, but the books hold %s", g.booked, booked)
	}
	add(booked.Cards())
	for _, c := range g.pond[g.pondTop:g.pondEnd] {
		add(cards.CardsOf(c))
	}
	if all != cards.PackCards(g.pack) || total != g.pack.Size() {
		return fmt.Errorf("cards not conserved: %d cards, missing %s, extra %s", total, cards.PackCards(g.pack)&^all, all&^cards.PackCards(g.pack))
	}
	if g.over {
		if g.winners == 0 {
			return fmt.Errorf("game over without winners")
		}
		return nil
	}
	if g.hands[g.turn] == 0 {
		return fmt.Errorf("seat %d to move holds no cards", g.turn)
	}
	if !g.hasLiveMove() {
		return fmt.Errorf("seat %d to move has no live ask (pond %d)", g.turn, g.PondSize())
	}
	if g.PondSize() == 0 && g.rules.Ask == AskForRank && g.rules.Books == BookAtOnce {
		// RULES.md: while the pond is empty, a player who holds a card has
		// a live ask (whenever anyone else holds one to ask for).
		for s := range cards.Seat(g.n) {
			if g.hands[s] != 0 && g.hasTarget(s) && !hasLiveAsk(g, s) {
				return fmt.Errorf("seat %d holds %s but has no live ask", s, g.hands[s])
			}
		}
	}
	return nil
}

// hasLiveAsk reports whether seat s would have a live ask if it were its
// turn.
func hasLiveAsk(g *Game, s cards.Seat) bool {
	var v View
	g.ViewInto(&v, s)
	var buf [MaxPlayers * cards.NumRanks]Ask
	for _, a := range v.Asks(buf[:0]) {
		if !a.Dead {
			return true
		}
	}
	return false
}

// hasLiveMove reports whether the seat to move has a legal move.
func (g *Game) hasLiveMove() bool {
	if g.rules.Books == BookClaim && g.hands[g.turn].Fours() != 0 {
		return true
	}
	var buf [MaxPlayers * 52]Ask
	for _, a := range g.Asks(buf[:0]) {
		if !a.Dead {
			return true
		}
	}
	return false
}

// Hidden returns the cards seat s cannot see: other hands and the pond.
func (g *Game) Hidden(s cards.Seat) cards.Cards {
	var h cards.Cards
	for o := range g.n {
		if cards.Seat(o) != s {
			h |= g.hands[o]
		}
	}
	for _, c := range g.pond[g.pondTop:g.pondEnd] {
		h = h.Add(c)
	}
	return h
}

// ResampleHidden returns a copy of g in which the cards seat s cannot see
// (the other hands and the pond) are dealt again at random, keeping every
// hand's and the pond's size. The record and refusals are kept, so s's view
// is unchanged.
func (g *Game) ResampleHidden(s cards.Seat, seed uint64) *Game {
	c := *g
	c.rec = append([]Event(nil), g.rec...)
	var pool []cards.Card
	pool = g.Hidden(s).Append(pool)
	perm := permutation(len(pool), seed)
	k := 0
	for o := range g.n {
		if cards.Seat(o) == s {
			continue
		}
		c.hands[o] = 0
		for range g.hands[o].Len() {
			c.hands[o] = c.hands[o].Add(pool[perm[k]])
			k++
		}
	}
	for i := g.pondTop; i < g.pondEnd; i++ {
		c.pond[i] = pool[perm[k]]
		k++
	}
	return &c
}

func permutation(n int, seed uint64) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	x := seed | 1
	for i := n - 1; i > 0; i-- {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		j := int(x % uint64(i+1))
		p[i], p[j] = p[j], p[i]
	}
	return p
}

// Specific is the common rules with ask-card and bluff (variants_test.go),
// for the external tests.
var Specific = specific
