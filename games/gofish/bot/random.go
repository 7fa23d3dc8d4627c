package bot

import (
	"math/bits"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// Random is a bot that claims any book it may and otherwise makes a live
// ask chosen uniformly at random.
type Random struct {
	src  source
	asks []engine.Ask
}

// NewRandom returns a random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{src: newSource(seed), asks: make([]engine.Ask, 0, 64)}
}

// Choose picks a live ask uniformly at random (a claim first, where the
// rules have claims). With no live ask it returns the first ask, which the
// engine refuses, or an ask of itself.
func (b *Random) Choose(v *engine.View) engine.Move {
	var m engine.Move
	b.chooseInto(v, &m)
	return m
}

// chooseInto is Choose writing the move to *m. With rules that ask for a
// rank it does not list the asks: with no dead ask, a seat and a rank, each
// uniform; else one of the live asks of every seat (chooseLive).
func (b *Random) chooseInto(v *engine.View, m *engine.Move) {
	if v.BookRule() == engine.BookClaim && claim(v, m) {
		return
	}
	if v.AskRule() != engine.AskForRank {
		*m = b.chooseAsk(v)
		return
	}
	me := v.Seat()
	ranks, targets := v.Hand().Ranks(), v.Targets()
	o, r := me, ranks.First()
	switch {
	case targets == 0 || ranks == 0:
	case v.AnyDead():
		o, r = b.chooseLive(v, targets, ranks)
	default:
		// A seat and a rank from one PCG step (see halves). The seats and
		// ranks are counted a byte at a time from a table, not with Len:
		// its check of the processor's popcount has a fallback call, after
		// which this frame's values would be reloaded.
		n1 := bits.OnesCount8(uint8(targets)) + bits.OnesCount8(uint8(targets>>8))
		n2 := bits.OnesCount8(uint8(ranks)) + bits.OnesCount8(uint8(ranks>>8))
		p := b.src.pcg
		d1, d2, spare := b.src.halves(p.Uint64())
		i, j, ok := lemire2(d1, d2, n1, n2)
		if ok {
			b.src.keep(&p, spare)
		} else {
			i, j = b.src.intn(n1), b.src.intn(n2)
		}
		o, r = targets.Nth(i), ranks.Nth(j)
	}
	m.Kind, m.By, m.Of, m.Rank, m.Card = engine.MoveAsk, me, o, r, 0
}

// chooseAsk picks a live ask from the listed asks, uniformly.
func (b *Random) chooseAsk(v *engine.View) engine.Move {
	me := v.Seat()
	b.asks = v.Asks(b.asks[:0])
	live := 0
	for _, a := range b.asks {
		live += b2i(!a.Dead)
	}
	if live == 0 {
		if len(b.asks) > 0 {
			return b.asks[0].Move(me)
		}
		return engine.Move{By: me, Of: me}
	}
	k := b.src.intn(live)
	for _, a := range b.asks {
		if !a.Dead {
			if k == 0 {
				return a.Move(me)
			}
			k--
		}
	}
	return engine.Move{By: me, Of: me} // not reached: k < live
}

// chooseLive is chooseInto for a rank when some asks are dead: one of the
// live asks of every seat in targets for the ranks held, uniformly.
func (b *Random) chooseLive(v *engine.View, targets cards.Seats, ranks cards.Ranks) (cards.Seat, cards.Rank) {
	total := 0
	for x := targets; x != 0; x &= x - 1 {
		total += (ranks &^ v.Dead(x.Nth(0))).Len()
	}
	if total == 0 {
		return v.Seat(), ranks.First()
	}
	k := b.src.intn(total)
	for x := targets; x != 0; x &= x - 1 {
		o := x.Nth(0)
		live := ranks &^ v.Dead(o)
		if n := live.Len(); k >= n {
			k -= n
			continue
		}
		return o, live.Nth(k)
	}
	return v.Seat(), ranks.First() // not reached: k < total
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
