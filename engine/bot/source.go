package bot

import (
	"math/rand/v2"

	"github.com/rulecard/rulecard/engine"
)

// source is a bot's seeded random source: math/rand/v2's PCG, read
// directly (no interface call) and 32 bits at a time, which is plenty for
// choosing among at most a few hundred asks.
type source struct {
	pcg   rand.PCG
	spare uint32
	has   bool
}

// botStream is the second PCG seed of every bot's source.
const botStream = 0x626f742d72616e64 // "bot-rand"

func newSource(seed uint64) source {
	return source{pcg: *rand.NewPCG(seed, botStream)}
}

// next32 returns 32 random bits: the low half of a PCG output, then its
// high half.
func (s *source) next32() uint32 {
	if s.has {
		s.has = false
		return s.spare
	}
	return s.refill()
}

// refill draws 64 bits, keeps the high half for the next call and returns
// the low half.
func (s *source) refill() uint32 {
	x := s.pcg.Uint64()
	s.spare, s.has = uint32(x>>32), true
	return uint32(x)
}

// intn returns a uniform random integer in [0, n), n > 0, by Lemire's
// multiply-and-reject method (the rare rejection in intnSlow).
func (s *source) intn(n int) int {
	m := uint64(s.next32()) * uint64(n)
	if uint32(m) < uint32(n) {
		return s.intnSlow(m, n)
	}
	return int(m >> 32)
}

// pick returns a seat of targets and a rank of ranks, neither empty, each
// uniform: targets.Nth(intn(targets.Len())), then ranks.Nth(intn(ranks.Len())),
// the same numbers from the same bits. Where neither draw may be rejected
// (all but about n/2³² of the time) both come from one PCG step in this
// frame, with no call; else the source is left as it was and intn is
// called twice.
func (s *source) pick(targets engine.Seats, ranks engine.Ranks) (engine.Seat, engine.Rank) {
	n1, n2 := targets.Len(), ranks.Len()
	p := s.pcg
	x := p.Uint64()
	d1, d2, spare := uint32(x), uint32(x>>32), uint32(x>>32)
	if s.has {
		d1, d2 = s.spare, uint32(x)
	}
	m1, m2 := uint64(d1)*uint64(n1), uint64(d2)*uint64(n2)
	i, j := int(m1>>32), int(m2>>32)
	if uint32(m1) < uint32(n1) || uint32(m2) < uint32(n2) {
		i, j = s.intn(n1), s.intn(n2)
	} else {
		s.pcg, s.spare = p, spare
	}
	return targets.Nth(i), ranks.Nth(j)
}

// intnSlow is intn once the first draw m may have to be rejected.
func (s *source) intnSlow(m uint64, n int) int {
	thresh := -uint32(n) % uint32(n)
	for uint32(m) < thresh {
		m = uint64(s.next32()) * uint64(n)
	}
	return int(m >> 32)
}
