package engine

import "github.com/rulecard/rulecard/cards"

// suitMask holds a card of every rank of suit 0 (spades); shifted by s,
// of suit s.
const suitMask cards.Cards = 0x1111111111111111

// SuitCards returns every card of suit s.
func SuitCards(s cards.Suit) cards.Cards { return suitMask << (s & 3) }

// position is what decides the moves of the player to move: the rules,
// what the table sees and their hand. The game and every view decide by
// it alike, so that a bot knows its moves from its view alone.
type position struct {
	r     *Rules
	t     *table
	hand  cards.Cards
	wilds cards.Cards
	twos  cards.Cards
}

// playable returns the cards of the hand that may be played now: while a
// draw-two card is owed, only another (with stacking); else those of the
// suit to follow or the top card's rank, and the wild cards (not on a
// wild card where wild-on-wild is no).
func (p position) playable() cards.Cards {
	if p.t.owed > 0 {
		if p.r.Stack {
			return p.hand & p.twos
		}
		return 0
	}
	return p.hand & p.fits()
}

// fits returns every card that may be played on the top card when no
// draw-two card is owed: those of the suit to follow or the top card's
// rank, and the wild cards (not on a wild card where wild-on-wild is no).
func (p position) fits() cards.Cards {
	m := SuitCards(p.t.follow) | cards.RankCards(p.t.top.Rank()) | p.wilds
	if !p.r.WildOnWild && p.wilds.Has(p.t.top) {
		m &^= p.wilds
	}
	return m
}

// canDraw reports whether a card can come from the stock: it holds one,
// or with stock-out: reshuffle the discards hold one under the top.
func (p position) canDraw() bool {
	return p.t.stock > 0 || p.r.StockOut == StockReshuffle && p.t.below > 0
}

// underLimit reports whether the draws of this turn are below the draw
// rule's limit.
func (p position) underLimit() bool {
	l := p.r.Draw.limit()
	return l == 0 || int(p.t.drawn) < l
}

// drawOK reports whether the player may draw: what a draw-two card owes,
// always; else a card while the stock gives one, the draw rule allows
// another, and they hold no card to play (or may draw instead, before
// their first draw of the turn).
func (p position) drawOK(playable cards.Cards) bool {
	if p.t.owed > 0 {
		return true
	}
	return p.canDraw() && p.underLimit() && (playable == 0 || p.r.DrawInstead && p.t.drawn == 0)
}

// passOK reports whether the player may pass: when they may not draw and
// hold no card to play, or have drawn this turn under a draw rule that
// lets them keep what they drew (one, three).
func (p position) passOK(playable cards.Cards) bool {
	if p.t.owed > 0 || p.drawOK(playable) {
		return false
	}
	return playable == 0 || p.t.drawn > 0 && p.r.Draw != DrawUntilPlay
}

// announceOK reports whether the player may announce their last card:
// under announce: yes, once a turn, holding two cards of which one may be
// played.
func (p position) announceOK(playable cards.Cards) bool {
	return p.r.Announce && !p.t.announced && p.hand.Len() == 2 && playable != 0
}

// mustStop reports whether, under stock-out: end, the hand ends now: the
// player to move holds no card to play and would have to draw from an
// empty stock.
func (p position) mustStop() bool {
	return p.r.StockOut == StockEnd && p.t.owed == 0 && p.t.stock == 0 && p.underLimit() && p.playable() == 0
}

// legal appends the moves of the player to move to buf, in a fixed
// order: the cards to play in card order (a wild card once for each suit
// named, S H D C), then announce, draw and pass.
func (p position) legal(buf []Move) []Move {
	if p.t.over {
		return buf
	}
	pl := p.playable()
	for x := pl; x != 0; x &= x - 1 {
		c := x.First()
		if p.wilds.Has(c) {
			for s := cards.Spades; s <= cards.Clubs; s++ {
				buf = append(buf, Name(c, s))
			}
			continue
		}
		buf = append(buf, Play(c))
	}
	if p.announceOK(pl) {
		buf = append(buf, Announce)
	}
	if p.drawOK(pl) {
		buf = append(buf, Draw)
	}
	if p.passOK(pl) {
		buf = append(buf, Pass)
	}
	return buf
}

// position returns the position of the player to move.
func (g *Game) position() position {
	return position{r: &g.rules, t: &g.pub, hand: g.hands[g.pub.turn&(MaxPlayers-1)], wilds: g.wilds, twos: g.twos}
}

// Legal appends to buf every move the player to move may make, in the
// order of [View.Legal]; none once the game is over.
func (g *Game) Legal(buf []Move) []Move { return g.position().legal(buf) }
