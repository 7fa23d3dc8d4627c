package engine

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/rulecard/rulecard/cards"
)

// table is what the whole table sees of a game: counts, the discard
// pile's top, the suit to follow, whose turn it is and how it stands.
// A [Game] keeps it; a [View] copies it.
type table struct {
	n       int
	turn    cards.Seat
	reverse bool
	over    bool
	winners cards.Seats
	sizes   [MaxPlayers]uint8
	// top is the discard pile's top card; follow the suit to follow (the
	// top's, or the suit named for a wild card).
	top    cards.Card
	follow cards.Suit
	// stock and below count the stock and the discards under the top.
	stock, below uint8
	// owed is what the player to move must draw for draw-two cards (0:
	// none); drawn the cards they drew this turn; announced whether they
	// announced this turn.
	owed, drawn uint8
	announced   bool
	// passes counts the passes in a row; turns the turns of this hand;
	// hand the hand's number, from 1.
	passes uint8
	turns  int
	hand   int
	totals [MaxPlayers]int32
}

// Game is the full state of one game: every hand, the stock in order,
// the discard pile and the public record. It is private to the engine;
// players see it through a [View]. [Game.Redeal] plays a new game in the
// same memory without allocating.
type Game struct {
	rules Rules
	pack  cards.Pack
	pub   table
	hands [MaxPlayers]cards.Cards
	// stock holds the stock, its top at stock[pub.stock-1]; discard the
	// discards under the top, the oldest first.
	stock   [64]cards.Card
	discard [64]cards.Card
	rec     []Event
	pcg     rand.PCG
	order   [64]cards.Card
	orderOf cards.Pack
	// masks computed from the rules: the wild cards and the cards of the
	// draw-two, skip and reverse ranks.
	wilds, twos, skips, reverses cards.Cards
}

// Deal starts a game of r for players with pack p from a seeded shuffle:
// the pack in pack order ([cards.PackOrder]) is shuffled with
// [cards.Shuffle] from a PCG seeded with (seed, [cards.Stream]), which goes
// on to shuffle every later hand and reshuffle.
func Deal(r Rules, p cards.Pack, players int, seed uint64) (*Game, error) {
	var errs []error
	if err := r.Check(); err != nil {
		errs = append(errs, fmt.Errorf("rules %s: %w", r, err))
	}
	if !p.Valid() || !r.Packs.Has(p) {
		errs = append(errs, fmt.Errorf("the %s rules are not played with a %d-card pack", r, uint8(p)))
	}
	if !r.Players.Has(players) {
		errs = append(errs, fmt.Errorf("the %s rules seat %d to %d players, not %d", r, r.Players.Min, r.Players.Max, players))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	g := &Game{rules: r, pack: p, rec: make([]Event, 0, 512)}
	g.pub.n = players
	wild := cards.RankCards(r.Wild.Rank())
	g.wilds = wild
	if k := r.DrawTwo.Rank(); k != 0 {
		g.twos = cards.RankCards(k)
	}
	if k := r.Skip.Rank(); k != 0 {
		g.skips = cards.RankCards(k)
	}
	if k := r.Reverse.Rank(); k != 0 {
		g.reverses = cards.RankCards(k)
	}
	g.Redeal(seed)
	return g, nil
}

// Redeal starts a new game in g's memory, with the same rules, pack and
// players, as [Deal] does. It allocates nothing.
func (g *Game) Redeal(seed uint64) {
	n := g.pub.n
	g.pub = table{n: n}
	g.rec = g.rec[:0]
	g.pcg.Seed(seed, cards.Stream)
	if g.orderOf != g.pack {
		cards.PackOrder(g.pack, g.order[:0])
		g.orderOf = g.pack
	}
	g.dealHand(0)
}

// Clone returns a copy of g that plays on apart from it.
func (g *Game) Clone() *Game {
	c := *g
	c.rec = slices.Clone(g.rec)
	return &c
}

// Rules returns the rules being played; Pack the pack.
func (g *Game) Rules() Rules           { return g.rules }
func (g *Game) Pack() cards.Pack       { return g.pack }
func (g *Game) Players() int           { return g.pub.n }
func (g *Game) Turn() cards.Seat       { return g.pub.turn }
func (g *Game) Over() bool             { return g.pub.over }
func (g *Game) WinnerSet() cards.Seats { return g.pub.winners }

// Winners returns the winners, lowest seat first; empty until the game is
// over.
func (g *Game) Winners() []cards.Seat { return g.pub.winners.Append(nil) }

// HandSet returns seat s's hand (0 for no such seat).
func (g *Game) HandSet(s cards.Seat) cards.Cards {
	if s < 0 || int(s) >= g.pub.n {
		return 0
	}
	return g.hands[s]
}

// Stock returns the stock, top card first.
func (g *Game) Stock() []cards.Card {
	out := make([]cards.Card, 0, g.pub.stock)
	for i := int(g.pub.stock) - 1; i >= 0; i-- {
		out = append(out, g.stock[i])
	}
	return out
}

// Discards returns the discard pile, the top card last.
func (g *Game) Discards() []cards.Card {
	out := append([]cards.Card(nil), g.discard[:g.pub.below]...)
	if g.pub.top != 0 {
		out = append(out, g.pub.top)
	}
	return out
}

// Top returns the discard pile's top card; Follow the suit to follow.
func (g *Game) Top() cards.Card    { return g.pub.top }
func (g *Game) Follow() cards.Suit { return g.pub.follow }

// Totals returns each seat's penalty points so far, by seat.
func (g *Game) Totals() []int {
	out := make([]int, g.pub.n)
	for s := range out {
		out[s] = int(g.pub.totals[s])
	}
	return out
}

// Record returns the public record: the game's own slice, valid until
// the game is dealt again; do not change it.
func (g *Game) Record() []Event { return g.rec[:len(g.rec):len(g.rec)] }

// Turns returns the turns played in the hand under way.
func (g *Game) Turns() int { return g.pub.turns }

// Penalty returns the penalty points of a hand under r (RULES.md 10):
// a wild card 50, a king, queen or jack 10, any other card its face
// value, an ace 1.
func (r Rules) Penalty(h cards.Cards) int {
	wild := r.Wild.Rank()
	p := 0
	for x := h; x != 0; x &= x - 1 {
		switch k := x.First().Rank(); {
		case k == wild:
			p += 50
		case k >= cards.Jack:
			p += 10
		default:
			p += int(k)
		}
	}
	return p
}

// push appends an event to the record and returns it to be filled in;
// the pointer is valid until the next push.
func (g *Game) push(k EventKind, why Why, s cards.Seat) *Event {
	n := len(g.rec)
	if n < cap(g.rec) {
		g.rec = g.rec[:n+1]
	} else {
		g.rec = append(g.rec, Event{})
	}
	e := &g.rec[n]
	*e = Event{Seat: s, Kind: k, Why: why, Stock: g.pub.stock}
	return e
}

// Resample returns a copy of g in which every card seat s cannot see (the
// other hands and the stock) is dealt anew at random by seed, each hand
// keeping its size, and later reshuffles drawn from seed: a game s cannot
// tell from g, as its view shows.
func (g *Game) Resample(s cards.Seat, seed uint64) *Game {
	c := g.Clone()
	var hidden [64]cards.Card
	k := copy(hidden[:], g.stock[:g.pub.stock])
	for o := range cards.Seat(g.pub.n) {
		if o != s {
			k = len(g.hands[o].Append(hidden[:k]))
		}
	}
	c.pcg.Seed(seed, cards.Stream)
	cards.Shuffle(&c.pcg, hidden[:k])
	i := 0
	for o := range cards.Seat(g.pub.n) {
		if o == s {
			continue
		}
		c.hands[o] = 0
		for range g.pub.sizes[o] {
			c.hands[o] = c.hands[o].Add(hidden[i])
			i++
		}
	}
	copy(c.stock[:], hidden[i:k])
	return c
}
