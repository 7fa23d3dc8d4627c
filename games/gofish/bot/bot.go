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
	"strings"

	"github.com/rulecard/rulecard/games/gofish/engine"
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

// Kind names a kind of bot: [KindRandom] or [KindMemory].
type Kind string

// The kinds of bot.
const (
	// KindRandom asks at random among the live asks ([NewRandom]).
	KindRandom Kind = "random"
	// KindMemory remembers the public record and asks where a card is
	// known to be ([NewMemory]).
	KindMemory Kind = "memory"
)

// makers make a bot of each kind, in the order [Kinds] lists them.
var makers = []struct {
	kind Kind
	make func(seed uint64) Bot
}{
	{KindMemory, func(seed uint64) Bot { return NewMemory(seed) }},
	{KindRandom, func(seed uint64) Bot { return NewRandom(seed) }},
}

// Kinds returns the kinds of bot, sorted.
func Kinds() []Kind {
	out := make([]Kind, len(makers))
	for i, m := range makers {
		out[i] = m.kind
	}
	return out
}

// ParseKind returns the kind of bot named s, or an error naming the kinds.
func ParseKind(s string) (Kind, error) {
	for _, m := range makers {
		if string(m.kind) == s {
			return m.kind, nil
		}
	}
	names := make([]string, len(makers))
	for i, m := range makers {
		names[i] = string(m.kind)
	}
	return "", fmt.Errorf("unknown bot %q (bots: %s)", s, strings.Join(names, ", "))
}

// String returns the kind's name.
func (k Kind) String() string { return string(k) }

// New returns a bot of kind k seeded with seed; an error for a kind
// [ParseKind] would refuse.
func New(k Kind, seed uint64) (Bot, error) {
	for _, m := range makers {
		if m.kind == k {
			return m.make(seed), nil
		}
	}
	_, err := ParseKind(string(k))
	return nil, err
}

// claim sets *m to a claim of the lowest book v's seat may claim, and
// reports whether there is one. Callers ask first whether books are
// claimed at all (v.BookRule), which costs less than this call.
func claim(v *engine.View, m *engine.Move) bool {
	c := v.Claims()
	if c == 0 {
		return false
	}
	*m = engine.Move{Kind: engine.MoveClaim, By: v.Seat(), Rank: c.First()}
	return true
}
