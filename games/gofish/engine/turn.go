package engine

import "github.com/rulecard/rulecard/cards"

// startTurn gives the turn to the first seat from s on that can play
// (RULES.md 10): a seat with no cards draws a new hand, draws one card or
// is out, as the rules say, and is skipped when the pond is empty; a seat
// with nobody to ask is passed over. If every seat is passed over in a row
// and nothing changes, nobody can play and the game ends. The game must
// not be over.
//
// The common case is plainTurn's; passTurn does the rest. The moves call
// the two themselves, which spares a call per move.
func (g *Game) startTurn(s cards.Seat) {
	if !g.plainTurn(s) {
		g.passTurn(s)
	}
}

// plainTurn gives s the turn if s holds a card and has someone to ask (and
// books do not wait for the turn), and reports whether it did. A seat out
// of the game holds no card, so a seat that holds one is not out.
func (g *Game) plainTurn(s cards.Seat) bool {
	h, bit := g.holders, cards.Seats(1)<<(s&(MaxPlayers-1))
	if h&bit == 0 || h == bit || g.rules.Books == BookNextTurn {
		return false
	}
	g.turn = s
	return true
}

// passTurn is startTurn's loop over the seats from s.
func (g *Game) passTurn(s cards.Seat) {
	for idle := 0; !g.over; {
		if idle >= g.n {
			g.finish(WhyStuck)
			return
		}
		if g.out.Has(s) {
			idle++
			s = g.next(s)
			continue
		}
		if g.hands[s] == 0 {
			keep, changed := g.refill(s)
			if changed {
				idle = 0
			}
			if !keep {
				idle += b2i(!changed)
				s = g.next(s)
				continue
			}
			if g.over || g.hands[s] == 0 {
				// The new hand ended the game, or was all books.
				idle = 0
				continue
			}
		}
		if g.rules.Books == BookNextTurn && g.layBooks(s, WhyWaited) {
			idle = 0
			if g.checkEnd() || g.hands[s] == 0 {
				continue
			}
		}
		if g.hasTarget(s) || g.rules.Books == BookClaim && g.hands[s].Fours() != 0 {
			g.turn = s
			return
		}
		g.push(EvSkip, WhyNobodyToAsk, s)
		idle++
		s = g.next(s)
	}
}

// refill acts for seat s, who holds no cards, at the start of its turn.
// It reports whether s keeps the turn (it drew a new hand; otherwise play
// passes to the next seat) and whether anything changed.
func (g *Game) refill(s cards.Seat) (keep, changed bool) {
	pond := g.pondEnd - g.pondTop
	switch {
	case g.rules.EmptyHand == EmptyOut:
		g.out = g.out.Add(s)
		g.push(EvOut, WhyNone, s)
		g.checkEnd()
		return false, true
	case pond == 0 || g.rules.EmptyHand == EmptySkip:
		g.push(EvSkip, WhyNoCards, s)
		return false, false
	case g.rules.EmptyHand == EmptyDrawOne:
		g.setHand(s, g.hands[s].Add(g.draw()))
		g.clearRefusals()
		g.push(EvDrawOne, WhyNone, s).Count = 1
		g.checkEnd()
		return false, true
	}
	k := min(g.rules.HandSize(g.pack, g.n), pond)
	h := g.hands[s]
	for range k {
		h = h.Add(g.draw())
	}
	g.setHand(s, h)
	g.clearRefusals()
	g.push(EvNewHand, WhyNone, s).Count = uint8(k)
	if g.rules.Books != BookClaim {
		g.layBooks(s, WhyNone)
	}
	g.checkEnd()
	return true, true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hasTarget reports whether any seat but s holds a card.
func (g *Game) hasTarget(s cards.Seat) bool { return g.holders&^(1<<(s&(MaxPlayers-1))) != 0 }

// next returns the seat after s.
func (g *Game) next(s cards.Seat) cards.Seat {
	if s++; int(s) >= g.n {
		return 0
	}
	return s
}

// draw takes the top card of the pond, which must not be empty.
func (g *Game) draw() cards.Card {
	c := g.pond[g.pondTop&(len(g.pond)-1)]
	g.pondTop++
	return c
}

// layBooks lays every four of a rank in seat s's hand as a book, and
// reports whether there was any.
func (g *Game) layBooks(s cards.Seat, why Why) bool {
	fours := g.hands[s].Fours()
	if fours == 0 {
		return false
	}
	for x := fours; x != 0; x &= x - 1 {
		g.book(s, x.First(), why)
	}
	return true
}

// book moves the four cards of rank r from seat s's hand to its books.
func (g *Game) book(s cards.Seat, r cards.Rank, why Why) {
	s &= MaxPlayers - 1
	g.setHandOf(s, g.hands[s]&^cards.RankCards(r), int(g.sizes[s])-4)
	g.books[s] = g.books[s].Add(r)
	g.booked = g.booked.Add(r)
	g.bookOrder[g.nbooked] = r
	g.nbooked++
	g.push(EvBook, why, s).Rank = r
	if g.hands[s] == 0 && g.pondTop != g.pondEnd && !g.over {
		g.bookedOut = g.bookedOut.Add(s)
	}
}

// checkEnd ends the game if the rules say it is over, and reports whether
// it is.
func (g *Game) checkEnd() bool {
	if !g.over && (g.booked == g.allRanks || g.rules.End != 0) {
		g.endIfDone()
	}
	return g.over
}

// endIfDone is checkEnd's slow path. With PlayOn, once the pond is empty
// only every rank booked ends the game.
func (g *Game) endIfDone() {
	empty := g.pondTop == g.pondEnd
	switch {
	case g.booked == g.allRanks:
		g.finish(WhyAllBooked)
	case g.rules.PlayOn && empty:
	case g.rules.End&EndStockOut != 0 && empty:
		g.finish(WhyStockOut)
	case g.rules.End&EndBookedOut != 0 && g.bookedOut != 0:
		g.finish(WhyBookedOut)
	case g.rules.End&EndPlayerOut != 0 && g.emptyHands() != 0:
		g.finish(WhyPlayerOut)
	}
}

// emptyHands returns the seats with no cards.
func (g *Game) emptyHands() cards.Seats { return (1<<g.n - 1) &^ g.holders }

// finish ends the game (RULES.md 11): books still waiting in a hand are
// laid, and the winners are those with the most books, or with OutWins and
// a player out of cards (or booked out), the players out.
func (g *Game) finish(why Why) {
	g.over = true
	if g.rules.Books == BookNextTurn {
		for s := range g.n {
			g.layBooks(cards.Seat(s), WhyAtEnd)
		}
	}
	best := 0
	for s := range g.n {
		best = max(best, g.books[s].Len())
	}
	var w cards.Seats
	if g.rules.OutWins && (why == WhyPlayerOut || why == WhyBookedOut) {
		w, best = g.emptyHands(), 0
		if why == WhyBookedOut {
			w = g.bookedOut
		}
		for x := w; x != 0; x &= x - 1 {
			best = max(best, g.books[x.First()].Len())
		}
	} else {
		for s := range g.n {
			if g.books[s].Len() == best {
				w = w.Add(cards.Seat(s))
			}
		}
	}
	g.winners = w
	e := g.push(EvEnd, why, 0)
	e.Winners, e.Count = w, uint8(best)
}
