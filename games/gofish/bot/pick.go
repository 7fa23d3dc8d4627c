package bot

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// The memory bot rates each live ask by the chance that it completes a
// book at once, then the chance that it gets any card (a hit goes again),
// then the cards held of the rank; an ask known to hit comes before any
// other. Chances are in fixed point: one is a chance of 1.
const one = 1 << 16

// table is what the memory bot knows, for one choice, about the cards
// whose place is unknown to it.
type table struct {
	hand cards.Cards
	// unknown are the cards whose place is unknown: in another hand, not
	// known to be there, or in the pond.
	unknown cards.Cards
	// total is the number of places they may be in: the other hands'
	// unknown cards and the pond.
	total int
	// perPlace is one / total: the chance, in fixed point, that a given
	// unknown card is in a given place.
	perPlace uint64
	// slots are the unknown cards of each seat.
	slots [engine.MaxPlayers]int
	// live are the ranks held that each seat may be asked for (none for a
	// seat with no cards, or the bot's own); sure are those of them it is
	// known to hold, and anySure all of those.
	live, sure [engine.MaxPlayers]cards.Ranks
	anySure    cards.Ranks
	// n is the number of seats.
	n int
	// cands are the seats pickRank may ask.
	cands [engine.MaxPlayers]candidate
}

// odds are chances by a number of cards, from 0 to 4 (see chances); the
// array is longer so that any index masked with 7 is in it.
type odds [8]uint64

// newTable sums up in t the unknown cards for v's seat, and the live asks.
// t is the bot's own, filled anew for each choice (not zeroed: a fresh
// table per choice costs more than the choice).
func (b *Memory) newTable(v *engine.View, t *table) {
	k := &b.mind.k
	t.hand, t.total, t.perPlace = v.Hand(), v.PondSize(), 0
	t.unknown = k.live &^ t.hand
	t.n, t.anySure = v.Players(), 0
	ranks := t.hand.Ranks()
	for o := range cards.Seat(t.n) {
		t.slots[o], t.live[o], t.sure[o] = 0, 0, 0
		if o == v.Seat() {
			continue
		}
		t.unknown &^= k.known[o]
		t.slots[o] = max(0, v.HandSize(o)-k.known[o].Len())
		t.total += t.slots[o]
		if v.HandSize(o) > 0 {
			t.live[o] = ranks &^ v.Dead(o)
			t.sure[o] = t.live[o] & k.has[o]
			t.anySure |= t.sure[o]
		}
	}
	if t.total > 0 {
		t.perPlace = one / uint64(t.total)
	}
}

// chances sets, for c from 0 to 4 unknown cards, any[c] to the chance that
// at least one of them lies among seat o's unknown cards and all[c] to the
// chance that they all do (taking the places as drawn with replacement:
// close enough, and no division).
func (t *table) chances(o cards.Seat, any, all *odds) {
	p := t.chance(o)
	any.unlessAll(one - p)
	all.powers(p)
}

// chance returns the chance that a given unknown card is among seat o's
// unknown cards. chances is chance, unlessAll and powers, each inlined
// where a choice is made over every seat (a call less a seat).
func (t *table) chance(o cards.Seat) uint64 {
	return min(one, uint64(t.slots[o&(engine.MaxPlayers-1)])*t.perPlace)
}

// powers sets x[c] to p to the c-th power, for c from 0 to 4.
func (x *odds) powers(p uint64) {
	p2 := p * p >> 16
	x[0], x[1], x[2], x[3], x[4] = one, p, p2, p2*p>>16, p2*p2>>16
}

// unlessAll sets x[c] to one minus q to the c-th power, for c from 0 to 4.
func (x *odds) unlessAll(q uint64) {
	q2 := q * q >> 16
	x[0], x[1], x[2], x[3], x[4] = 0, one-q, one-q2, one-q2*q>>16, one-q2*q2>>16
}

// maxDraws is the number of draws after which a seat that lacked a rank
// is taken to be as likely to hold it as if nothing were known. Before, the
// chance that it drew the rank is bounded by the sum of the chances of each
// draw.
const maxDraws = 6

// rating combines the chance of a book, the chance of a hit and the cards
// held of the rank into one number, in that order of weight; sure marks an
// ask known to hit, above all others.
func rating(book, hit uint64, mine int, sure bool) uint64 {
	r := book<<21 | hit<<4 | uint64(mine&15)
	if sure {
		r |= 1 << 40
	}
	return r
}

// choice keeps the best of the ratings offered. Equal ratings are told
// apart by the ask (its seat and rank or card) XOR a random salt drawn per
// choice: of any two asks rated the same, each is first half the time,
// without a random draw per tie.
type choice struct {
	best uint64
	salt uint64
}

// newChoice starts a choice with a fresh salt from src.
func newChoice(src *source) choice {
	return choice{salt: uint64(src.next32() & 0xFFFF)}
}

// offer reports whether the ask of seat o for key (a rank or a card),
// rated r, is the best so far.
func (c *choice) offer(r uint64, o cards.Seat, key uint8) bool {
	r = c.salted(r, o, key)
	if r <= c.best {
		return false
	}
	c.best = r
	return true
}

// salted returns rating r of the ask of seat o for key, with the ask XOR
// the salt below it: no two asks have the same salted rating, and a rating
// is above 0 for any ask that rates at least 1.
func (c *choice) salted(r uint64, o cards.Seat, key uint8) uint64 {
	return r<<16 | (uint64(o&0xFF)<<8 | uint64(key)) ^ c.salt
}

// ask returns the seat and the rank of the best ask offered.
func (c *choice) ask() (cards.Seat, cards.Rank) {
	a := (c.best ^ c.salt) & 0xFFFF
	return cards.Seat(a >> 8), cards.Rank(a & 0xFF)
}

// pickRank returns the best live ask for a rank: the seat to ask and the
// rank (with no live ask, the seat itself). When some asks are known to
// hit, only they are rated. Otherwise each rank is asked of the seats in
// the order of their unknown cards, most first, as each is likelier than
// the next to hold it; the first seat not known to have lacked it lately
// and not ruled out of a book ends the search for that rank.
//
// The seats are the outer loop: open holds the ranks whose search has not
// ended. The best ask is the greatest salted rating, whichever order the
// asks are rated in, and is read back from the rating itself.
func (b *Memory) pickRank(v *engine.View) (cards.Seat, cards.Rank) {
	t := &b.t
	b.newTable(v, t)
	if t.anySure != 0 {
		return b.pickSure(v, t)
	}
	ranks := t.hand.Ranks()
	c := newChoice(&b.src)
	// A card neither held nor unknown is known to be elsewhere (or
	// booked, which no rank held is): where one is in a hand other than
	// the seat asked, that seat cannot hand over the whole rank.
	elsewhere := ^(t.hand | t.unknown)
	open := ranks
	for i := range b.candidates() {
		// The seats after the first have few open ranks, if any.
		if s := &t.cands[i]; open&s.live != 0 {
			open &^= c.rateRanks(t, s, open&s.live, (elsewhere &^ s.known).Ranks())
		}
	}
	if c.best == 0 {
		return v.Seat(), ranks.First()
	}
	return c.ask()
}

// rateRanks rates the ask of seat s for each rank of rs, none of whose
// cards may be handed over in full where blocked (a card of it is known
// to be elsewhere), and returns the ranks whose search ends at s: s is not
// known to have lacked them lately, and they are not blocked. What it
// reads in the loop is copied to locals first, and the cards of each rank
// are counted at once (rankCounts).
func (c *choice) rateRanks(t *table, s *candidate, rs, blocked cards.Ranks) cards.Ranks {
	unknown, hand, perPlace := rankCounts(t.unknown), rankCounts(t.hand), t.perPlace
	drawn, lackAt, any, all := s.drawn-never, s.lackAt, &s.any, &s.all
	best, key := c.best, uint64(s.o&0xFF)<<8^c.salt
	lacked := cards.Ranks(0)
	for x := rs; x != 0; x &= x - 1 {
		r := x.First() & 15
		bit, shift := cards.Ranks(1)<<r, uint(r)*4
		n, mine := unknown>>shift&7, hand>>shift&15
		hit, book := any[n], all[n]
		// If s lacked r d draws ago, it had at most d chances to draw it.
		// Whether it did is data: the limit is worked out either way and
		// kept or not without a branch.
		d := drawn - lackAt[r]
		limit, marked := min(one, uint64(min(d, maxDraws))*min(one, n*perPlace)), lacked|bit
		if d >= maxDraws {
			limit, marked = one, lacked
		}
		lacked = marked
		hit, book = min(hit, limit), min(book, limit)
		if blocked&bit != 0 {
			book = 0
		}
		best = max(best, rating(book, hit, int(mine), false)<<16|key^uint64(r))
	}
	c.best = best
	return rs &^ lacked &^ blocked
}

// rankCounts returns how many cards of each rank cs holds, rank r's count
// in bits 4r to 4r+3.
func rankCounts(cs cards.Cards) uint64 {
	x := uint64(cs)
	x -= x >> 1 & 0x5555555555555555
	return x&0x3333333333333333 + x>>2&0x3333333333333333
}

// candidate is what pickRank reads of a seat it may ask.
type candidate struct {
	o        cards.Seat
	live     cards.Ranks
	known    cards.Cards
	drawn    int32
	lackAt   *[16]int32
	any, all odds
}

// candidates returns the seats that may be asked, most unknown cards
// first, each with its chances.
func (b *Memory) candidates() []candidate {
	t, k := &b.t, &b.mind.k
	n := 0
	for o := range cards.Seat(t.n) {
		if t.live[o] == 0 {
			continue
		}
		i := n
		for ; i > 0 && t.slots[t.cands[i-1].o] < t.slots[o]; i-- {
			t.cands[i] = t.cands[i-1]
		}
		s := &t.cands[i]
		s.o, s.live, s.known = o, t.live[o], k.known[o]
		s.drawn, s.lackAt = k.drawn[o], &k.lackAt[o]
		p := t.chance(o)
		s.any.unlessAll(one - p)
		s.all.powers(p)
		n++
	}
	return t.cands[:n]
}

// pickSure returns the best of the asks known to hit.
func (b *Memory) pickSure(v *engine.View, t *table) (cards.Seat, cards.Rank) {
	k := &b.mind.k
	of, rank := v.Seat(), cards.Rank(0)
	c := newChoice(&b.src)
	for o := range cards.Seat(v.Players()) {
		if t.sure[o] == 0 {
			continue
		}
		var any, all odds
		t.chances(o, &any, &all)
		for x := t.sure[o]; x != 0; x &= x - 1 {
			r := x.First()
			book := all[t.unknown.Count(r)]
			if cards.RankCards(r)&^t.hand&^t.unknown&^k.known[o] != 0 {
				book = 0
			}
			if c.offer(rating(book, one, t.hand.Count(r), true), o, uint8(r)) {
				of, rank = o, r
			}
		}
	}
	return of, rank
}

// pickCard sets *m to the best live ask for a card; a bluff is never
// chosen while there is another live ask.
func (b *Memory) pickCard(v *engine.View, m *engine.Move) {
	me := v.Seat()
	t := &b.t
	b.newTable(v, t)
	b.asks = v.Asks(b.asks[:0])
	c := newChoice(&b.src)
	var pick engine.Ask
	found := false
	var any, all odds
	last := cards.Seat(-1)
	for _, a := range b.asks {
		if a.Dead {
			continue
		}
		if a.Of != last {
			t.chances(a.Of, &any, &all)
			last = a.Of
		}
		var r uint64 = 1
		switch mine := t.hand.Count(a.Rank); {
		case t.hand.Has(a.Card):
			// A bluff: a sure miss.
		case b.mind.k.known[a.Of].Has(a.Card):
			book := uint64(0)
			if mine == 3 {
				book = one
			}
			r = rating(book, one, mine, true)
		case !b.mind.k.lacks[a.Of].Has(a.Card) && t.unknown.Has(a.Card):
			book := uint64(0)
			if mine == 3 {
				book = any[1]
			}
			r = rating(book, any[1], mine, false)
		}
		if c.offer(r, a.Of, uint8(a.Card)) {
			pick, found = a, true
		}
	}
	if !found {
		*m = engine.Move{Kind: engine.MoveAskCard, By: me, Of: me}
		return
	}
	*m = pick.Move(me)
}
