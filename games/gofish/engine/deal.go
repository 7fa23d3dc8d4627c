package engine

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
)

// Deal starts a game of the given rules, pack and player count from a
// seeded shuffle (RULES.md 2): the pack, in pack order
// ([cards.PackOrder]), is shuffled with math/rand/v2's PCG seeded with
// (seed, "rulecard"), dealt one card at a time from seat 0, and the rest
// is the pond, top first. The shuffle ([cards.Shuffle]) is
// rand.New(rand.NewPCG(seed, 0x72756c6563617264)).Shuffle, so any Go
// program can deal the same cards.
// With FirstRandom the same source then draws the first player.
func Deal(r Rules, p cards.Pack, players int, seed uint64) (*Game, error) {
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
		cards.PackOrder(g.pack, g.order[:0])
		g.orderOf = g.pack
	}
	size := g.pack.Size()
	g.deck = g.order
	g.pcg.Seed(seed, cards.Stream)
	cards.Shuffle(&g.pcg, g.deck[:size])
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
	first := cards.Seat(0)
	if g.rules.First == FirstRandom {
		first = cards.Seat(cards.Uniform(&g.pcg, uint64(g.n)))
	}
	g.start(first)
}
