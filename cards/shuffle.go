package cards

import (
	"math/bits"
	"math/rand/v2"
)

// Stream is the second seed of every shuffle's PCG source: the shuffle of
// seed s is rand.New(rand.NewPCG(s, Stream)).Shuffle over a pack in pack
// order ([PackOrder]), so any Go program can deal the same cards.
const Stream = 0x72756c6563617264 // "rulecard"

// Shuffle shuffles cs as rand.New(p).Shuffle does, drawing from p: the
// same cards in the same order for the same source, without an interface
// call or an allocation.
func Shuffle(p *rand.PCG, cs []Card) {
	// uniform's draws, written out in the loop (uniform is too large to be
	// inlined), on a copy of the source the compiler keeps at hand.
	q := *p
	for i := len(cs) - 1; i > 0; i-- {
		n := uint64(i + 1)
		x := q.Uint64()
		j := x & (n - 1)
		if n&(n-1) != 0 {
			hi, lo := bits.Mul64(x, n)
			if lo < n {
				hi = uint64(uniformSlow(&q, n, hi, lo))
			}
			j = hi
		}
		cs[i], cs[j] = cs[j], cs[i]
	}
	*p = q
}

// Uniform returns a uniform random integer in [0, n) from p, n > 0. It is
// math/rand/v2's Rand.IntN (Lemire's method) called on p directly, without
// an interface call.
func Uniform(p *rand.PCG, n uint64) int {
	x := p.Uint64()
	if n&(n-1) == 0 {
		return int(x & (n - 1))
	}
	hi, lo := bits.Mul64(x, n)
	if lo < n {
		return uniformSlow(p, n, hi, lo)
	}
	return int(hi)
}

// uniformSlow is Uniform once the first draw, hi and lo, may have to be
// rejected.
func uniformSlow(p *rand.PCG, n, hi, lo uint64) int {
	thresh := -n % n
	for lo < thresh {
		hi, lo = bits.Mul64(p.Uint64(), n)
	}
	return int(hi)
}
