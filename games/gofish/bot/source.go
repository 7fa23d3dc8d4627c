package bot

import "math/rand/v2"

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

// The random bot draws its seat and rank from one PCG step, in its own
// frame: a call more per move costs more than the draw. It steps a copy of
// the source's PCG (rand.PCG.Uint64 is inlined), takes the two draws from
// halves and the two numbers from lemire2, and keeps the step (keep) only
// where neither may be rejected (all but about n/2³² of the time); else
// it calls intn twice on the source as it was. The numbers are those two
// intn calls give, from the same bits.

// halves returns the next two 32-bit draws of s, x being the next PCG
// output, and the spare half s keeps after them.
func (s *source) halves(x uint64) (d1, d2, spare uint32) {
	d1, d2, spare = uint32(x), uint32(x>>32), uint32(x>>32)
	if s.has {
		d1, d2 = s.spare, uint32(x)
	}
	return d1, d2, spare
}

// keep makes p, stepped from a copy of s's PCG, and spare the state of s.
func (s *source) keep(p *rand.PCG, spare uint32) { s.pcg, s.spare = *p, spare }

// lemire2 returns intn's numbers in [0, n1) and [0, n2) from draws d1 and
// d2, and whether neither draw may have to be rejected.
func lemire2(d1, d2 uint32, n1, n2 int) (int, int, bool) {
	m1, m2 := uint64(d1)*uint64(n1), uint64(d2)*uint64(n2)
	return int(m1 >> 32), int(m2 >> 32), uint32(m1) >= uint32(n1) && uint32(m2) >= uint32(n2)
}

// intnSlow is intn once the first draw m may have to be rejected.
func (s *source) intnSlow(m uint64, n int) int {
	thresh := -uint32(n) % uint32(n)
	for uint32(m) < thresh {
		m = uint64(s.next32()) * uint64(n)
	}
	return int(m >> 32)
}
