package engine

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// dealStream is the second PCG seed of every deal: the shuffle of seed s is
// rand.New(rand.NewPCG(s, dealStream)).Shuffle over the pack in pack order.
const dealStream = 0x72756c6563617264 // "rulecard"

// Deal starts a game of the given rules, pack and player count from a
// seeded shuffle (RULES.md 2): the pack, in pack order ([Pack.Order]), is
// shuffled with math/rand/v2's PCG seeded with (seed, "rulecard"), dealt
// one card at a time from seat 0, and the rest is the pond, top first.
// The shuffle is rand.New(rand.NewPCG(seed, 0x72756c6563617264)).Shuffle,
// so any Go program can deal the same cards.
// With FirstRandom the same source then draws the first player.
func Deal(r Rules, p Pack, players int, seed uint64) (*Game, error) {
	var errs []error
	if err := r.Check(); err != nil {
		errs = append(errs, fmt.Errorf("rules %s: %w", r.Name, err))
	}
	if !p.Valid() || !r.Packs.Has(p) {
		errs = append(errs, fmt.Errorf("the %s rules are not played with a %d-card pack", r.Name, uint8(p)))
	}
	if !r.Players.Has(players) || players > MaxPlayers {
		errs = append(errs, fmt.Errorf("the %s rules seat %d to %d players, not %d", r.Name, r.Players.Min, r.Players.Max, players))
	}
	if len(errs) > 0 {
		return nil, joinErrs(errs)
	}
	g := &Game{rules: r, pack: p, n: players}
	g.Redeal(seed)
	return g, nil
}

// Redeal starts a new game in g's memory, with the same rules, pack and
// players, from a new seeded shuffle, as [Deal] does. It allocates nothing.
func (g *Game) Redeal(seed uint64) {
	g.begin(g.rules, g.pack, g.n)
	if g.orderOf != g.pack {
		PackOrder(g.pack, g.order[:0])
		g.orderOf = g.pack
	}
	size := g.pack.Size()
	g.deck = g.order
	g.pcg.Seed(seed, dealStream)
	g.shuffle(size)
	k := g.rules.HandSize(g.pack, g.n)
	piles := g.n
	if g.rules.Deal == DealExtraPlayer {
		piles++
	}
	i, s := 0, 0
	for ; i < k*piles; i++ {
		if s < g.n {
			g.hands[s] = g.hands[s].Add(g.deck[i])
		} else {
			g.pond[g.pondEnd] = g.deck[i]
			g.pondEnd++
		}
		if s++; s == piles {
			s = 0
		}
	}
	g.pondEnd += copy(g.pond[g.pondEnd:], g.deck[i:size])
	g.countHands()
	first := Seat(0)
	if g.rules.First == FirstRandom {
		first = Seat(uniform(&g.pcg, uint64(g.n)))
	}
	g.start(first)
}

// shuffle shuffles the first size cards of the deck as
// rand.New(&g.pcg).Shuffle does: uniform's draws, written out in the loop
// (uniform is too large to be inlined) on a copy of the source the
// compiler keeps at hand.
func (g *Game) shuffle(size int) {
	p := g.pcg
	for i := size - 1; i > 0; i-- {
		n := uint64(i + 1)
		x := p.Uint64()
		j := x & (n - 1)
		if n&(n-1) != 0 {
			hi, lo := bits.Mul64(x, n)
			if lo < n {
				hi = uint64(uniformSlow(&p, n, hi, lo))
			}
			j = hi
		}
		g.deck[i], g.deck[j&63] = g.deck[j&63], g.deck[i]
	}
	g.pcg = p
}

// uniform returns a uniform random integer in [0, n) from p, n > 0. It is
// math/rand/v2's Rand.IntN (Lemire's method) called on p directly, without
// an interface call.
func uniform(p *rand.PCG, n uint64) int {
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

// uniformSlow is uniform once the first draw, hi and lo, may have to be
// rejected.
func uniformSlow(p *rand.PCG, n, hi, lo uint64) int {
	thresh := -n % n
	for lo < thresh {
		hi, lo = bits.Mul64(p.Uint64(), n)
	}
	return int(hi)
}
