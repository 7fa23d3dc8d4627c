package claims

import (
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/sim"
	"github.com/rulecard/rulecard/games/gofish/tell"
	"github.com/rulecard/rulecard/internal/parallel"
)

// config is one player count and pack a card's games are played with.
type config struct {
	players int
	pack    cards.Pack
}

// A job is one block of games (sim.Blocks) of one configuration. Blocks
// are cut where the deal seed is a multiple of sim.BlockSize, whatever the
// first seed and the number of workers, and a job's bots are seeded from
// that multiple: so a game is played the same way by every run that plays
// the games of its job before it, which is what makes a counterexample
// reproducible with --seed and --games.
type job struct {
	cfg   int
	block sim.Block
}

// gameRun plays a card's games and checks its claims' properties on every
// step of every game.
type gameRun struct {
	rules   engine.Rules
	configs []config
	games   int
	seed    uint64
	tamper  tamperFunc
	// progress, when set, is told the games played and to play.
	progress func(done, total int)
	// binds are the bindings whose claims have a property; makers[i]
	// makes binds[i]'s property for one worker.
	makers []func() prop

	// found[i] is the first counterexample to binds[i], by configuration,
	// game and move; broke the first game that could not be played.
	found []*found
	broke *found
}

// found is a counterexample with where it lies in the run, to keep the
// first whatever order the workers find them in.
type found struct {
	cfg, game int
	ce        *game.Counterexample
}

func (f *found) before(g *found) bool {
	return g == nil || f.cfg < g.cfg || f.cfg == g.cfg && f.game < g.game
}

// run plays every game on workers goroutines (GOMAXPROCS when 0), job by
// job, and keeps the first counterexamples in the order of the jobs.
func (r *gameRun) run(workers int) {
	r.found = make([]*found, len(r.makers))
	jobs := func(yield func(job) bool) {
		for c := range r.configs {
			for b := range sim.Blocks(r.seed, r.games) {
				if !yield(job{c, b}) {
					return
				}
			}
		}
	}
	newWorker := func() func(job) jobFound {
		w := newWorker(r)
		return func(j job) jobFound { return w.do(j.cfg, j.block) }
	}
	done, total := 0, r.games*len(r.configs)
	parallel.Run(jobs, workers, newWorker, func(j job, f jobFound) error {
		if done += j.block.To - j.block.From; r.progress != nil {
			r.progress(done, total)
		}
		for i, x := range f.found {
			if x != nil && x.before(r.found[i]) {
				r.found[i] = x
			}
		}
		if f.broke != nil && f.broke.before(r.broke) {
			r.broke = f.broke
		}
		return nil
	})
}

// jobFound is what one job found: the first counterexample to each
// binding (nil for none), and the first game that could not be played.
type jobFound struct {
	found []*found
	broke *found
}

// worker plays games one after another, in memory it reuses.
type worker struct {
	r       *gameRun
	games   map[int]*engine.Game
	props   []prop
	probers []int
	// live are the probers tried in the game being played; anywhere is
	// set when one of them is tried at every decision, not only where the
	// pond or a hand is empty.
	live     []int
	anywhere bool
	// lists[f] are the properties not failed in this job that look at
	// steps with features f, made on first use (listed[f]).
	lists   [1 << nFeats][]listing
	listed  [1 << nFeats]bool
	failed  []bool
	anyFail bool
	found   []*found
	broke   *found

	cfg, game int
	st        Step
	// dealt is the deal step's Out: no move has led to anything yet.
	dealt    engine.Outcome
	last     State
	track    track
	probe    probe
	asks     []engine.Ask
	evbuf    []engine.Event
	starts   []int
	bots     [engine.MaxPlayers]bot.Bot
	botNames [engine.MaxPlayers]bot.Kind
	random   [engine.MaxPlayers]*bot.Random
	memory   [engine.MaxPlayers]*bot.Memory
	table    bot.Table
	move     int
	// from is the first game of the job, whose seed seeds its bots.
	from int
}

func newWorker(r *gameRun) *worker {
	w := &worker{r: r, games: map[int]*engine.Game{}, asks: make([]engine.Ask, 0, 64),
		failed: make([]bool, len(r.makers)), found: make([]*found, len(r.makers))}
	for i, mk := range r.makers {
		p := mk()
		w.props = append(w.props, p)
		if p.probe != nil {
			w.probers = append(w.probers, i)
		}
	}
	return w
}

// listing is a property in a list: its check, and its index in props.
type listing struct {
	check func(st *Step, t *track) (msg string, at int)
	i     int
}

// list returns the properties not failed in this job that look at steps
// with features f.
func (w *worker) list(f feat) []listing {
	if !w.listed[f] {
		for i, p := range w.props {
			if p.on&f != 0 && !w.failed[i] {
				w.lists[f] = append(w.lists[f], listing{p.check, i})
			}
		}
		w.listed[f] = true
	}
	return w.lists[f]
}

// relist forgets the lists, to make them again without the properties
// failed since. The lists are made anew, not reused: observe may be
// going through one.
func (w *worker) relist() {
	w.lists = [1 << nFeats][]listing{}
	w.listed = [1 << nFeats]bool{}
}

// do plays the games of block b of configuration c and returns what it
// found.
func (w *worker) do(c int, b sim.Block) jobFound {
	if w.anyFail {
		clear(w.failed)
		w.relist()
		w.anyFail = false
	}
	w.found = make([]*found, len(w.r.makers))
	w.broke = nil
	cf := w.r.configs[c]
	g := w.games[c]
	if g == nil {
		var err error
		if g, err = engine.Deal(w.r.rules, cf.pack, cf.players, w.r.seed); err != nil {
			return jobFound{} // the check reports configurations the engine refuses
		}
		w.games[c] = g
	}
	w.cfg, w.from = c, b.From
	w.newBots(b.Base, c)
	for i := b.From; i < b.To; i++ {
		w.game = i
		w.play(g, cf, w.r.seed+uint64(i))
	}
	return jobFound{found: w.found, broke: w.broke}
}

// newBots makes the bots of one job: a random and a memory bot for each
// seat of configuration c, seeded from the multiple of sim.BlockSize the
// job starts from, c and the seat, so a job plays the same games whatever
// worker plays it.
func (w *worker) newBots(seed uint64, c int) {
	for s := range w.r.configs[c].players {
		bs := (seed+uint64(c)<<32)*0x9E3779B97F4A7C15 + uint64(s)
		w.random[s], w.memory[s] = bot.NewRandom(bs), bot.NewMemory(bs)
	}
}

// seatBots seats a bot at each seat for the game of this seed: seat s
// plays the memory bot when bit s of the seed is set, else the random bot.
// The memory bots forget the last game.
func (w *worker) seatBots(seed uint64, n int) {
	for s := range n {
		if seed>>s&1 == 1 {
			w.memory[s].Reset()
			w.bots[s], w.botNames[s] = w.memory[s], bot.KindMemory
		} else {
			w.bots[s], w.botNames[s] = w.random[s], bot.KindRandom
		}
	}
}

// play plays one game to its end at the worker's bot.Table, showing every
// step to the properties (the worker is the table's Watcher).
func (w *worker) play(g *engine.Game, c config, seed uint64) {
	g.Redeal(seed)
	w.seatBots(seed, c.players)
	w.track.reset()
	w.probe = probe{g: g, track: &w.track, n: c.players, sampled: seed%sampleEvery == 0}
	w.live, w.anywhere = w.live[:0], false
	for _, i := range w.probers {
		if when := w.props[i].probeWhen; w.probe.sampled || when != probeSampled {
			w.live = append(w.live, i)
			w.anywhere = w.anywhere || when != probeEmptied
		}
	}
	st := &w.st
	w.dealt = engine.Outcome{}
	*st = Step{Game: g, Players: c.players, Pack: c.pack, Seed: seed, Deal: true, Out: &w.dealt}
	st.Before = State{Pond: c.pack.Size()}
	w.after(g, st)
	st.Events = g.Record()
	w.starts = w.starts[:0]
	w.observe(st)
	w.table.Bots, w.table.Watch, w.move = w.bots[:c.players], w, 0
	if _, err := w.table.Play(g); err != nil {
		w.brokeGame(st, brokeWords(err))
	}
}

// brokeWords tells why a game could not be played to its end. It is
// apart from play so that the targets of errors.As, which escape to the
// heap, are made only for a broken game.
func brokeWords(err error) string {
	var refused *bot.RefusedError
	var endless *bot.EndlessError
	switch {
	case errors.As(err, &refused):
		return fmt.Sprintf("the engine refused %s's move, chosen from the asks its view offered: %s", seatName(refused.Seat), tell.Teller{}.Err(refused.Err))
	case errors.As(err, &endless):
		return fmt.Sprintf("the game did not end after %d moves", bot.MaxMoves)
	}
	return err.Error()
}

// Choosing shows the mover's view and the listed asks of the next move to
// the probes; it stops the game when a probe has played it on.
func (w *worker) Choosing(g *engine.Game, v *engine.View) bool {
	w.move++
	st := &w.st
	st.Deal, st.Index = false, w.move
	if w.r.tamper != nil {
		st.Before = w.last
	} else {
		st.Before = st.After
	}
	st.View = v
	st.start = len(g.Record())
	st.Events = g.Record()[st.start:]
	st.HasAsks, st.Asks = st.Before.Pond == 0 || anyEmpty(&st.Before, st.Players), nil
	if st.HasAsks {
		w.asks = st.View.Asks(w.asks[:0])
		st.Asks = w.asks
	}
	if (st.HasAsks || w.anywhere) && !w.tryProbes(st) {
		return false
	}
	w.starts = append(w.starts, st.start)
	return true
}

// tryProbes shows the decision to the probes tried in this game, where
// each can try a move; it returns false when one played a move on.
func (w *worker) tryProbes(st *Step) bool {
	w.probe.before = &st.Before
	for _, i := range w.live {
		p := &w.props[i]
		if w.failed[i] || p.probeWhen == probeEmptied && !st.HasAsks {
			continue
		}
		if msg := p.probe(&w.probe); msg != "" {
			w.fail(i, st, msg, -1)
		}
		if w.probe.played {
			return false
		}
	}
	return true
}

// Played shows the step the move made to the properties.
func (w *worker) Played(g *engine.Game, m *engine.Move, out *engine.Outcome) {
	st := &w.st
	st.Move, st.Out = *m, out
	w.after(g, st)
	st.Events = g.Record()[st.start:]
	w.observe(st)
}

// after takes the table after a move into st.After, and keeps a copy for
// the next move's Before when a tamper may change st.After.
func (w *worker) after(g *engine.Game, st *Step) {
	st.After.take(g)
	if w.r.tamper != nil {
		w.last = st.After
	}
}

// anyEmpty reports whether any of the first n seats holds no card.
func anyEmpty(s *State, n int) bool {
	for _, h := range s.Hands[:n] {
		if h == 0 {
			return true
		}
	}
	return false
}

// observe shows a step to every property that looks at it.
func (w *worker) observe(st *Step) {
	if w.r.tamper != nil {
		w.evbuf = append(w.evbuf[:0], st.Events...)
		st.Events = w.evbuf
		w.r.tamper(st)
	}
	for _, l := range w.list(featsOf(st)) {
		if msg, at := l.check(st, &w.track); msg != "" {
			w.fail(l.i, st, msg, at)
		}
	}
	w.track.learn(st)
}

// fail records a counterexample to binding i.
func (w *worker) fail(i int, st *Step, msg string, at int) {
	w.failed[i], w.anyFail = true, true
	w.relist()
	if w.found[i] == nil {
		w.found[i] = &found{cfg: w.cfg, game: w.game, ce: w.capture(st, msg, at)}
	}
}

// brokeGame records a game that could not be played to its end.
func (w *worker) brokeGame(st *Step, msg string) {
	if w.broke == nil {
		w.broke = &found{cfg: w.cfg, game: w.game, ce: w.capture(st, msg, -1)}
	}
}
