// Package bot holds the engine's computer players. A bot sees only a
// seat's [engine.View]: its own hand, the public record and the public
// counts, never the game itself, so it plays by the same information a
// person at the table has (RULES.md 12).
//
// Bots are deterministic: a bot made with a seed makes the same choices
// for the same views. [Table] plays whole games with them, for tests,
// simulations and benchmarks.
package bot

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rulecard/rulecard/engine"
)

// Bot chooses a move for the seat whose view it is given. The seat must be
// the one to move; the move is one the rules allow, and a live ask (or a
// claim) whenever there is one.
type Bot interface {
	Choose(v *engine.View) engine.Move
}

// Resetter is a bot that remembers a game; Reset forgets it before the next
// game. [Table] resets its bots before each game.
type Resetter interface {
	Reset()
}

var makers = map[string]func(seed uint64) Bot{
	"random": func(seed uint64) Bot { return NewRandom(seed) },
	"memory": func(seed uint64) Bot { return NewMemory(seed) },
}

// New returns the named bot ("random" or "memory") seeded with seed.
func New(name string, seed uint64) (Bot, error) {
	f, ok := makers[name]
	if !ok {
		return nil, fmt.Errorf("unknown bot %q (bots: %s)", name, strings.Join(Names(), ", "))
	}
	return f(seed), nil
}

// Names returns the names of the bots, sorted.
func Names() []string {
	names := make([]string, 0, len(makers))
	for n := range makers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// claim sets *m to a claim of the lowest book v's seat may claim, and
// reports whether there is one.
func claim(v *engine.View, m *engine.Move) bool {
	c := v.Claims()
	if c == 0 {
		return false
	}
	*m = engine.Move{Kind: engine.MoveClaim, By: v.Seat(), Rank: c.First()}
	return true
}
