package engine

import "github.com/rulecard/rulecard/cards"

// Play plays m for the seat to move. A move the rules refuse is a
// *MoveError and changes nothing.
func (g *Game) Play(m Move) error {
	if g.pub.over {
		return g.refuse(ErrGameOver, m)
	}
	p := g.position()
	pl := p.playable()
	switch m.Kind {
	case MovePlay:
		if !m.Card.Valid() || !p.hand.Has(m.Card) {
			return g.refuse(ErrNotHeld, m)
		}
		if !pl.Has(m.Card) {
			return g.refuse(ErrNoMatch, m)
		}
		if m.Named != g.wilds.Has(m.Card) || m.Named && !m.Suit.Valid() {
			return g.refuse(ErrName, m)
		}
		g.play(m)
	case MoveDraw:
		if !p.drawOK(pl) {
			return g.refuse(ErrCannotDraw, m)
		}
		g.draw()
	case MovePass:
		if !p.passOK(pl) {
			return g.refuse(ErrCannotPass, m)
		}
		g.pass()
	case MoveAnnounce:
		if !p.announceOK(pl) {
			return g.refuse(ErrCannotAnnounce, m)
		}
		g.pub.announced = true
		g.push(EvAnnounce, WhyNone, g.pub.turn)
	default:
		return g.refuse(ErrBadMove, m)
	}
	return nil
}

// refuse returns the refusal of m.
func (g *Game) refuse(k ErrKind, m Move) error {
	return &MoveError{Kind: k, Seat: g.pub.turn, Move: m}
}

// play plays a card the rules allow (RULES.md 4-8).
func (g *Game) play(m Move) {
	s, c := g.pub.turn, m.Card
	g.hands[s] = g.hands[s].Remove(c)
	g.pub.sizes[s]--
	g.discard[g.pub.below&63] = g.pub.top
	g.pub.below++
	g.pub.top, g.pub.follow = c, c.Suit()
	g.pub.passes = 0
	e := g.push(EvPlay, WhyNone, s)
	e.Card = c
	if m.Named {
		g.pub.follow = m.Suit
		e.Why, e.Suit = WhyNamed, m.Suit
	}
	if g.pub.sizes[s] == 0 {
		g.endHand(WhyOut, s)
		return
	}
	if g.rules.Announce && g.pub.sizes[s] == 1 && !g.pub.announced {
		k := g.drawCards(s, g.rules.AnnouncePenalty)
		g.push(EvDraw, WhyPenalty, s).Count = uint8(k)
	}
	g.effects(s, c)
}

// effects applies what card c, just played by s, does to the turn
// (RULES.md 11-13) and passes it on.
func (g *Game) effects(s cards.Seat, c cards.Card) {
	skip, again := false, false
	switch {
	case g.twos.Has(c):
		g.pub.owed += 2
	case g.skips.Has(c):
		skip = true
	case g.reverses.Has(c):
		g.pub.reverse = !g.pub.reverse
		again = g.pub.n == 2
		e := g.push(EvReverse, WhyNone, s)
		if !g.pub.reverse {
			e.Count = 1
		}
	}
	g.endTurn(skip, again)
}

// draw draws what a draw-two card owes, ending the turn; or else cards
// one at a time until the hand holds a card to play, the draw rule's
// limit is reached or the stock gives no more. Each draw after the
// first would be the player's only move, so the draws are one move.
func (g *Game) draw() {
	s := g.pub.turn
	g.pub.passes = 0
	if k := g.pub.owed; k > 0 {
		got := g.drawCards(s, int(k))
		g.pub.owed = 0
		g.push(EvDraw, WhyDrawTwo, s).Count = uint8(got)
		g.endTurn(false, false)
		return
	}
	got := 0
	p := g.position()
	fits := p.fits() // the top card stays while the player draws
	for {
		got += g.drawCards(s, 1)
		g.pub.drawn++
		if g.hands[s]&fits != 0 || !p.underLimit() || !p.canDraw() {
			break
		}
	}
	g.push(EvDraw, WhyChoice, s).Count = uint8(got)
	if g.position().mustStop() {
		g.endHand(WhyStockEnd, s)
	}
}

// pass ends the turn without a play; a round of passes blocks the hand.
func (g *Game) pass() {
	s := g.pub.turn
	g.pub.passes++
	g.push(EvPass, WhyNone, s)
	if int(g.pub.passes) >= g.pub.n {
		g.endHand(WhyBlocked, s)
		return
	}
	g.endTurn(false, false)
}

// drawCards moves up to k cards from the stock into s's hand, the
// discards but the top reshuffled into the stock when it runs out under
// stock-out: reshuffle, and returns how many it moved.
func (g *Game) drawCards(s cards.Seat, k int) int {
	h := g.hands[s]
	got := 0
	for ; got < k; got++ {
		if g.pub.stock == 0 {
			if g.rules.StockOut != StockReshuffle || g.pub.below == 0 {
				break
			}
			g.reshuffle()
		}
		g.pub.stock--
		h = h.Add(g.stock[g.pub.stock&63])
	}
	g.hands[s] = h
	g.pub.sizes[s] += uint8(got)
	return got
}

// reshuffle shuffles the discards under the top into a new stock.
func (g *Game) reshuffle() {
	k := g.pub.below
	copy(g.stock[:k], g.discard[:k])
	cards.Shuffle(&g.pcg, g.stock[:k])
	g.pub.stock, g.pub.below = k, 0
	g.push(EvReshuffle, WhyNone, g.pub.turn).Count = k
}

// endTurn passes the turn on: to the same player (again), or the next in
// the direction of play, past one who is skipped; a hand that reaches the
// turn limit ends blocked.
func (g *Game) endTurn(skip, again bool) {
	s := g.pub.turn
	g.pub.turns++
	g.pub.drawn, g.pub.announced = 0, false
	if !again {
		s = g.step(s, false)
		if skip {
			g.push(EvSkip, WhyNone, s)
			s = g.step(s, false)
		}
	}
	g.pub.turn = s
	if g.pub.owed > 0 {
		g.push(EvOwe, WhyNone, s).Count = g.pub.owed
	}
	if g.pub.turns >= g.rules.TurnLimit {
		g.endHand(WhyTurnLimit, s)
		return
	}
	g.startTurn()
}

// startTurn begins the turn of the player to move: under stock-out: end
// the hand may stop there.
func (g *Game) startTurn() {
	if g.position().mustStop() {
		g.endHand(WhyStockEnd, g.pub.turn)
	}
}

// endHand scores the hand (RULES.md 15-16) and ends the game or deals the
// next hand. out is the seat that went out (WhyOut), else the seat to
// move.
func (g *Game) endHand(why Why, out cards.Seat) {
	g.push(EvHandEnd, why, out)
	n := g.pub.n
	low, lowest := cards.Seats(0), int32(-1)
	var pts [MaxPlayers]int32
	for s := range cards.Seat(n) {
		pts[s] = int32(g.rules.Penalty(g.hands[s]))
		g.pub.totals[s] += pts[s]
		e := g.push(EvScore, WhyNone, s)
		e.Points, e.Total = pts[s], g.pub.totals[s]
	}
	by := pts
	if g.rules.Scoring == ScoreTarget {
		by = g.pub.totals
		reached := false
		for s := range n {
			reached = reached || by[s] >= int32(g.rules.Target)
		}
		if !reached {
			g.dealHand(g.pub.hand)
			return
		}
	}
	for s := range cards.Seat(n) {
		switch {
		case lowest < 0 || by[s] < lowest:
			low, lowest = cards.Seats(0).Add(s), by[s]
		case by[s] == lowest:
			low = low.Add(s)
		}
	}
	if why == WhyOut && g.rules.Scoring == ScoreOneHand {
		low = cards.Seats(0).Add(out)
	}
	g.pub.over, g.pub.winners = true, low
	g.push(EvEnd, WhyNone, out).Winners = low
}
