package sim

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/internal/parallel"
)

// Table is what a simulation plays: the rules, the pack, the number of
// players and the kind of bot at each seat.
type Table struct {
	Rules   engine.Rules
	Pack    cards.Pack
	Players int
	// Bots are the kind of bot of each seat in turn; the list repeats
	// when it is shorter than the table.
	Bots []bot.Kind
}

// Options say how many games to play and how.
type Options struct {
	// Seed deals the first game; game i is dealt with Seed+i.
	Seed uint64
	// Games is the number of games, 1 or more.
	Games int
	// Workers is the number of goroutines (GOMAXPROCS when 0 or less).
	Workers int
	// Watch also counts, in Tally.PondDry and Tally.DeadAsk, the games in
	// which the pond ran dry and those in which a dead ask was listed.
	// It costs a look at every move.
	Watch bool
	// Progress, when set, is called after each block of games with the
	// number of games done so far, from the goroutine that called
	// Simulate.
	Progress func(done int)
}

// Simulate plays the games of opts at table t and tallies them. The tally
// depends on t, opts.Seed and opts.Games alone.
func Simulate(t Table, opts Options) (Tally, error) {
	var total Tally
	if opts.Games < 1 {
		return total, fmt.Errorf("simulate %d games: want 1 or more", opts.Games)
	}
	if len(t.Bots) == 0 {
		return total, fmt.Errorf("simulate: no bot named")
	}
	for _, k := range t.Bots {
		if _, err := bot.New(k, 0); err != nil {
			return total, err
		}
	}
	if _, err := engine.Deal(t.Rules, t.Pack, t.Players, opts.Seed); err != nil {
		return total, err
	}
	newWorker := func() func(Block) blockResult {
		p := newPlayer(t, opts.Watch)
		return func(b Block) blockResult { return p.block(b, opts.Seed) }
	}
	return total, parallel.Run(Blocks(opts.Seed, opts.Games), opts.Workers, newWorker, func(b Block, r blockResult) error {
		if r.err != nil {
			return r.err
		}
		total.Add(&r.tally)
		if opts.Progress != nil {
			opts.Progress(b.To)
		}
		return nil
	})
}

// blockResult is the tally of a block, or the first game that failed.
type blockResult struct {
	tally Tally
	err   error
}

// player plays blocks of games on one goroutine, in memory it reuses.
type player struct {
	t     Table
	g     *engine.Game
	table bot.Table
	watch *watch
}

func newPlayer(t Table, watching bool) *player {
	g, _ := engine.Deal(t.Rules, t.Pack, t.Players, 0) // checked by Simulate
	p := &player{t: t, g: g, table: bot.Table{Bots: make([]bot.Bot, t.Players)}}
	if watching {
		p.watch = &watch{}
		p.table.Watch = p.watch
	}
	return p
}

// block plays the games of b, the first game of the run dealt with seed.
func (p *player) block(b Block, seed uint64) blockResult {
	var r blockResult
	for s := range p.table.Bots {
		p.table.Bots[s], _ = bot.New(p.t.Bots[s%len(p.t.Bots)], BotSeed(b.Base, s))
	}
	for i := b.From; i < b.To; i++ {
		p.g.Redeal(seed + uint64(i))
		if p.watch != nil {
			p.watch.dry, p.watch.dead = false, false
		}
		res, err := p.table.Play(p.g)
		if err != nil {
			r.err = fmt.Errorf("game %d (seed %d): %w", i+1, seed+uint64(i), err)
			return r
		}
		r.tally.count(&res, p.watch)
	}
	return r
}

// count adds one game to the tally.
func (t *Tally) count(res *bot.Result, w *watch) {
	t.Games++
	t.Moves += res.Moves
	t.Turns += res.Turns
	t.ByMoves = countOne(t.ByMoves, res.Moves)
	t.ByTurns = countOne(t.ByTurns, res.Turns)
	if res.Winners.Len() > 1 {
		t.Shared++
	}
	for x := res.Winners; x != 0; x &= x - 1 {
		t.Wins[x.Nth(0)&(engine.MaxPlayers-1)]++
	}
	if w != nil {
		t.PondDry += b2i(w.dry)
		t.DeadAsk += b2i(w.dead)
	}
}

// watch looks at every move of a game for the pond running dry and for a
// dead ask among the mover's asks.
type watch struct {
	dry, dead bool
	asks      []engine.Ask
}

// Choosing looks at the mover's view.
func (w *watch) Choosing(g *engine.Game, v *engine.View) bool {
	w.dry = w.dry || v.PondSize() == 0
	if !w.dead && v.AnyDead() {
		w.asks = v.Asks(w.asks[:0])
		for _, a := range w.asks {
			w.dead = w.dead || a.Dead
		}
	}
	return true
}

// Played does nothing: what the watch needs is in the views.
func (w *watch) Played(*engine.Game, *engine.Move, *engine.Outcome) {}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
