package engine_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/internal/soak"

	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// TestHouseProperties plays 2,000 seeded games for each player count
// (2, 3, 4) and pack (52, 32) under the house rules (100,000 under make soak),
// a third with random bots, a third with memory bots and a third with
// both, and checks after every move: cards conserved, the record shows no
// card the table did not see, a view holds no other seat's card, the
// player to move has a live ask (so, while the pond is empty, a player
// holding cards has one); that every game ends; and that replaying a game
// from its seed and moves gives the same record.
func TestHouseProperties(t *testing.T) {
	games := soak.Sized(2_000, 100_000)
	for _, n := range []int{2, 3, 4} {
		for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
			t.Run(fmt.Sprintf("%d players, %s cards", n, p), func(t *testing.T) {
				t.Parallel()
				checkGames(t, engine.House(), p, n, games)
			})
		}
	}
}

// presetConfigs are the rules TestPresetProperties plays: every preset on
// its own and with each of its options, and the options together.
var presetConfigs = []struct {
	preset preset.Name
	opts   []preset.Option
}{
	{"house", []preset.Option{"lucky-draw"}}, {"house", []preset.Option{"play-on"}},
	{"duel", nil},
	{"whole-pack", nil}, {"whole-pack", []preset.Option{"give-one"}}, {"whole-pack", []preset.Option{"lucky-draw"}},
	{"whole-pack", []preset.Option{"give-one", "lucky-draw"}},
	{"common", nil}, {"common", []preset.Option{"ask-card"}}, {"common", []preset.Option{"ask-card", "bluff"}},
	{"common", []preset.Option{"play-on"}}, {"common", []preset.Option{"ask-card", "bluff", "play-on"}},
}

// TestPresetProperties plays 400 seeded games (20,000 under make soak) for
// each player count of every preset and option set (the house rules alone
// are TestHouseProperties'), split between the packs the preset is played
// with, and checks what TestHouseProperties checks, and that every game
// ends as the preset's own end rules say.
func TestPresetProperties(t *testing.T) {
	games := soak.Sized(400, 20_000)
	for _, c := range presetConfigs {
		r, err := engine.Preset(c.preset)
		if err == nil {
			r, err = r.With(c.opts...)
		}
		if err != nil {
			t.Fatal(err)
		}
		var packs []cards.Pack
		for _, p := range []cards.Pack{cards.Pack52, cards.Pack32} {
			if r.Packs.Has(p) {
				packs = append(packs, p)
			}
		}
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			t.Run(fmt.Sprintf("%s %v, %d players", c.preset, c.opts, n), func(t *testing.T) {
				t.Parallel()
				for _, p := range packs {
					checkGames(t, r, p, n, games/len(packs))
				}
			})
		}
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
	// ends counts the games by the reason they ended.
	ends map[engine.Why]int
}

func checkGames(t *testing.T, r engine.Rules, p cards.Pack, n, games int) {
	g, err := engine.Deal(r, p, n, 0)
	if err != nil {
		t.Fatal(err)
	}
	replay, _ := engine.Deal(r, p, n, 0)
	c := &checker{t: t, g: g, replay: replay, bots: make([]bot.Bot, n), ends: map[engine.Why]int{}}
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
	t.Logf("%s cards, %d games, %.1f moves a game; ended by %s", p, games, float64(moves)/float64(games), endsWords(c.ends))
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
	if msg := endReason(g); msg != "" {
		t.Fatalf("seed %d: %s", seed, msg)
	}
	c.ends[g.Record()[len(g.Record())-1].Why]++
	return len(c.moves)
}

// endsWords tells how many games ended for each reason.
func endsWords(ends map[engine.Why]int) string {
	var parts []string
	for _, w := range []struct {
		why  engine.Why
		name string
	}{{engine.WhyAllBooked, "every rank booked"}, {engine.WhyStockOut, "the pond running out"},
		{engine.WhyPlayerOut, "a player out of cards"}, {engine.WhyBookedOut, "a player booking every card"},
		{engine.WhyStuck, "nobody able to play"}} {
		if n := ends[w.why]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", w.name, n))
		}
	}
	return strings.Join(parts, ", ")
}

// endReason checks that the game ended by one of its rules' own end
// conditions, and that the condition the record names holds; it returns
// what is wrong, or "".
func endReason(g *engine.Game) string {
	r, rec := g.Rules(), g.Record()
	e := rec[len(rec)-1]
	var booked cards.Ranks
	holders, empty := 0, false
	for s := range cards.Seat(g.Players()) {
		booked |= g.BookSet(s)
		if g.HandSet(s) != 0 {
			holders++
		} else {
			empty = true
		}
	}
	pond := g.PondSize()
	ok := false
	switch e.Why {
	case engine.WhyAllBooked:
		ok = booked == cards.PackRanks(g.Pack())
	case engine.WhyStockOut:
		ok = r.End&engine.EndStockOut != 0 && !r.PlayOn && pond == 0
	case engine.WhyPlayerOut:
		ok = r.End&engine.EndPlayerOut != 0 && empty && !(r.PlayOn && pond == 0)
	case engine.WhyBookedOut:
		ok = r.End&engine.EndBookedOut != 0 && pond > 0 && e.Winners != 0
		for _, w := range e.Winners.Append(nil) {
			ok = ok && (!r.OutWins || g.HandSet(w) == 0)
		}
	case engine.WhyStuck:
		ok = r.EmptyHand == engine.EmptyOut && holders <= 1
	}
	if !ok {
		return fmt.Sprintf("the game ended (%s) by no end rule of the %s rules (pond %d, %d seats holding cards)", e, r.Name, pond, holders)
	}
	return ""
}

// checkView checks that seat s's view holds its own hand and nothing
// hidden, and leaves it in c.view for the bot; it checks another seat's
// view too.
func (c *checker) checkView(seed uint64, s cards.Seat) {
	other := (s + 1 + cards.Seat(seed)%cards.Seat(c.g.Players()-1)) % cards.Seat(c.g.Players())
	for _, x := range []cards.Seat{other, s} {
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
			if e.Cards != cards.CardsOf(out.Gets...) {
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
