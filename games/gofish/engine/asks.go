package engine

import "github.com/rulecard/rulecard/cards"

// Ask is one ask a player could make: of a seat, for a rank (or, with
// rules that ask for cards, for Card). A dead ask (RULES.md 9) is listed
// with Dead set: it may be shown, greyed, but not played.
type Ask struct {
	Of   cards.Seat
	Rank cards.Rank
	Card cards.Card
	Dead bool
}

// Move returns the move that makes the ask for seat by.
func (a Ask) Move(by cards.Seat) Move {
	if a.Card != 0 {
		return Move{Kind: MoveAskCard, By: by, Of: a.Of, Rank: a.Rank, Card: a.Card}
	}
	return Move{Kind: MoveAsk, By: by, Of: a.Of, Rank: a.Rank}
}

// Asks appends to buf every ask the seat to move could make, dead ones
// marked, none left out: by seat, then by rank (or card). It appends
// nothing once the game is over.
func (g *Game) Asks(buf []Ask) []Ask {
	var v View
	g.ViewInto(&v, g.turn)
	return v.Asks(buf)
}

// Asks appends to buf every ask this seat could make if it were its turn,
// dead ones marked: each other seat holding a card, by seat, and each rank
// the seat holds (with rules that ask for cards, each card of those ranks
// it may ask for). It appends nothing once the game is over.
func (v *View) Asks(buf []Ask) []Ask {
	if v.over || v.hand == 0 || v.rules == nil {
		return buf
	}
	ranks := v.hand.Ranks()
	askable := ranks.Cards()
	if !v.rules.Bluff {
		askable &^= v.hand
	}
	for o := range cards.Seat(v.n) {
		if o == v.seat || v.sizes[o] == 0 {
			continue
		}
		if v.rules.Ask == AskForCard {
			for x := askable; x != 0; x &= x - 1 {
				c := x.First()
				buf = append(buf, Ask{Of: o, Rank: c.Rank(), Card: c, Dead: v.hasDead && v.deadCards[o].Has(c)})
			}
			continue
		}
		for x := ranks; x != 0; x &= x - 1 {
			r := x.First()
			buf = append(buf, Ask{Of: o, Rank: r, Dead: v.hasDead && v.dead[o].Has(r)})
		}
	}
	return buf
}
