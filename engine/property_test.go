package engine_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/engine"
	"github.com/rulecard/rulecard/engine/bot"
)

// gamesPerConfig is how many games each configuration of the property
// tests plays.
func gamesPerConfig() int {
	if raceEnabled {
		return 2_000
	}
	return 100_000
}

// TestHouseProperties plays 100,000 seeded games for each player count
// (2, 3, 4) and pack (52, 32) under the house rules, a third with random
// bots, a third with memory bots and a third with both, and checks after
// every move: cards conserved, the record shows no card the table did not
// see, a view holds no other seat's card, the player to move has a live ask
// (so, while the pond is empty, a player holding cards has one); that every
// game ends; and that replaying a game from its seed and moves gives the
// same record.
func TestHouseProperties(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for _, p := range []engine.Pack{engine.Pack52, engine.Pack32} {
			t.Run(fmt.Sprintf("%d players, %s cards", n, p), func(t *testing.T) {
				t.Parallel()
				checkGames(t, engine.House(), p, n, gamesPerConfig())
			})
		}
	}
}

// TestOtherRuleSetProperties plays fewer games under the other rule sets
// of RULES.md and the house options, to check the engine's mechanics
// behind every field of the rules.
func TestOtherRuleSetProperties(t *testing.T) {
	lucky, _ := engine.House().With("lucky-draw")
	playOn, _ := engine.House().With("play-on")
	for _, c := range []struct {
		r engine.Rules
		n int
	}{
		{lucky, 3}, {playOn, 4}, {engine.Formal(), 2}, {engine.Household(), 3}, {engine.Household(), 5},
		{engine.Swedish(), 2}, {engine.Swedish(), 6}, {engine.Specific(), 4},
	} {
		t.Run(fmt.Sprintf("%s, %d players", c.r.Name, c.n), func(t *testing.T) {
			t.Parallel()
			checkGames(t, c.r, engine.Pack52, c.n, gamesPerConfig()/50)
		})
	}
}

// checker plays and checks games of one configuration.
type checker struct {
	t      *testing.T
	g      *engine.Game
	replay *engine.Game
	random []bot.Bot
	memory []bot.Bot
	bots   []bot.Bot
	moves  []engine.Move
	view   engine.View
}

func checkGames(t *testing.T, r engine.Rules, p engine.Pack, n, games int) {
	g, err := engine.Deal(r, p, n, 0)
	if err != nil {
		t.Fatal(err)
	}
	replay, _ := engine.Deal(r, p, n, 0)
	c := &checker{t: t, g: g, replay: replay, bots: make([]bot.Bot, n)}
	for s := range n {
		c.random = append(c.random, bot.NewRandom(uint64(s)))
		c.memory = append(c.memory, bot.NewMemory(uint64(s)))
	}
	moves := 0
	for i := range games {
		seed := uint64(i)<<8 | uint64(n)<<4 | uint64(p&15)
		c.seat(i)
		moves += c.play(seed)
		c.checkReplay(seed)
	}
	t.Logf("%d games, %.1f moves a game", games, float64(moves)/float64(games))
}

// seat seats the bots of game i: all random, all memory, or both.
func (c *checker) seat(i int) {
	for s := range c.bots {
		switch i % 3 {
		case 0:
			c.bots[s] = c.random[s]
		case 1:
			c.bots[s] = c.memory[s]
		default:
			c.bots[s] = c.random[s]
			if (s+i)%2 == 0 {
				c.bots[s] = c.memory[s]
			}
		}
		if r, ok := c.bots[s].(bot.Resetter); ok {
			r.Reset()
		}
	}
}

// play plays the game of the seed to its end, checking every move, and
// returns the number of moves.
func (c *checker) play(seed uint64) int {
	t, g := c.t, c.g
	g.Redeal(seed)
	c.moves = c.moves[:0]
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("seed %d, deal: %v", seed, err)
	}
	told := checkRecord(t, seed, g.Record(), engine.Outcome{})
	for !g.Over() {
		if len(c.moves) >= bot.MaxMoves {
			t.Fatalf("seed %d: no end after %d moves", seed, len(c.moves))
		}
		s := g.Turn()
		c.checkView(seed, s)
		m := c.bots[s].Choose(&c.view)
		out, err := g.Play(m)
		if err != nil {
			t.Fatalf("seed %d, move %d: %v", seed, len(c.moves)+1, err)
		}
		c.moves = append(c.moves, m)
		told += checkRecord(t, seed, g.Record()[told:], out)
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("seed %d, move %d: %v", seed, len(c.moves), err)
		}
	}
	if len(g.Winners()) == 0 {
		t.Fatalf("seed %d: no winners", seed)
	}
	return len(c.moves)
}

// checkView checks that seat s's view holds its own hand and nothing
// hidden, and leaves it in c.view for the bot; it checks another seat's
// view too.
func (c *checker) checkView(seed uint64, s engine.Seat) {
	other := (s + 1 + engine.Seat(seed)%engine.Seat(c.g.Players()-1)) % engine.Seat(c.g.Players())
	for _, x := range []engine.Seat{other, s} {
		c.g.ViewInto(&c.view, x)
		if c.view.Hand() != c.g.HandSet(x) || c.view.Seat() != x || len(c.view.Record()) != len(c.g.Record()) {
			c.t.Fatalf("seed %d: seat %d's view holds %s, its hand is %s", seed, x, c.view.Hand(), c.g.HandSet(x))
		}
	}
}

// checkRecord checks the events a move added to the record against what
// the table saw: the cards handed over (out.Gets) and a wish (out.Draw);
// no event may hold any other card. It returns the number of events.
func checkRecord(t *testing.T, seed uint64, events []engine.Event, out engine.Outcome) int {
	for i, e := range events {
		switch {
		case e.Kind == engine.EvAsk && e.Cards != 0:
			if e.Cards != engine.CardsOf(out.Gets...) {
				t.Fatalf("seed %d: the record shows %s handed over, the move handed over %v", seed, e.Cards, out.Gets)
			}
		case e.Kind == engine.EvDraw && e.Card != 0:
			if e.Why != engine.WhyWish || !out.Wish || e.Card != out.Draw {
				t.Fatalf("seed %d: the record shows the draw %s (%+v)", seed, e.Card, out)
			}
		case e.Cards != 0 || e.Card != 0 && e.Kind != engine.EvAsk:
			t.Fatalf("seed %d: event %d (%s) holds cards %s %s", seed, i, e, e.Cards, e.Card)
		}
	}
	return len(events)
}

// checkReplay replays the moves of the game just played on a game dealt
// from the same seed and compares the records.
func (c *checker) checkReplay(seed uint64) {
	c.replay.Redeal(seed)
	for i, m := range c.moves {
		if err := c.replay.Do(&m); err != nil {
			c.t.Fatalf("seed %d: replay of move %d: %v", seed, i+1, err)
		}
	}
	if !slices.Equal(c.replay.Record(), c.g.Record()) {
		c.t.Fatalf("seed %d: the replay's record differs", seed)
	}
}
