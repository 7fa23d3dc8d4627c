// Package claims is what Crazy Eights proves a card's statements by: a
// catalogue of claims, each a statement about the rules as a whole
// (players.range) or a property every event of a seeded game keeps
// (play.match), or both (wild.eights). A proof plays the trial's seeded
// games between the game's bots and watches every event with the full
// state, and before every move what the player to move may do.
package claims

import (
	"errors"
	"fmt"
	"slices"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/bot"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/internal/memo"
	"github.com/rulecard/rulecard/internal/parallel"
	"github.com/rulecard/rulecard/wording"
)

// Claims is Crazy Eights' game.Claims.
type Claims struct{}

// New returns the claims.
func New() Claims { return Claims{} }

// Catalogue returns every claim, sorted by id.
func (Claims) Catalogue() []game.Claim {
	var out []game.Claim
	for _, d := range catalogue() {
		out = append(out, d.public())
	}
	return out
}

// Depends returns the settings each worked example of claim id depends
// on (dependsOn), in the order of its examples.
func (Claims) Depends(id string) [][]string {
	var out [][]string
	for _, name := range exampleNames(id) {
		s, err := loadExample(name)
		if err != nil {
			out = append(out, nil)
			continue
		}
		out = append(out, dependsOn(s))
	}
	return out
}

// Signature returns what a statement of claim id must say under r
// (signature); rules that are not Crazy Eights' (none) read as the
// common rules.
func (Claims) Signature(id string, r game.Rules) (wording.Signature, bool) {
	rules, ok := r.(engine.Rules)
	if !ok {
		rules = engine.CrazyEights()
	}
	return signature(id, rules)
}

// Roles checks the parts a statement's numbers play for claim id (roles).
func (Claims) Roles(id string, p game.Params, r wording.Reading, nums []wording.Numeral) []wording.Problem {
	return roles(id, p, r, nums)
}

// Plays returns nil when r plays players with pack, else why not.
func (Claims) Plays(r game.Rules, players int, pack cards.Pack) error {
	_, err := engine.Deal(r.(engine.Rules), pack, players, 1)
	return err
}

// FalseUnder says why claim id (one without parameters) is false under
// r, naming the settings it is about and their values.
func (Claims) FalseUnder(id string, r game.Rules) string {
	if d := lookup(id); d != nil {
		return d.falseUnder(r.(engine.Rules))
	}
	return ""
}

// Examples returns the worked examples of claim id that apply under r to
// a card of players and packs, each to be played under r; none when none
// applies (no example is cut from a seeded game).
func (Claims) Examples(id string, _ any, r game.Rules, players [2]int, packs []cards.Pack) ([]game.Example, error) {
	return examples(id, r.(engine.Rules), players, packs)
}

// Prove checks each bound claim under t's rules: what the rules say as a
// whole, its worked examples that apply (replayed under the rules), then
// every event of t's seeded games, each configuration in turn, game i
// dealt with t.Seed+i, a sensible bot at even seats and a random one at
// odd seats that forgets every other announcement of its last card. A claim fails at the first game that
// contradicts it; a game the engine cannot play is Broke.
func (Claims) Prove(t game.Trial, bound []game.Bound) game.Proof {
	defs := make([]*def, len(bound))
	for i, b := range bound {
		defs[i] = lookup(b.Claim)
	}
	return prove(t, bound, defs)
}

// prove proves each bound claim by its definition in defs (nil: none in
// the catalogue), as Prove does.
func prove(t game.Trial, bound []game.Bound, defs []*def) game.Proof {
	r := t.Rules.(engine.Rules)
	p := game.Proof{Verdicts: make([]game.Verdict, len(bound))}
	for i, b := range bound {
		switch {
		case defs[i] == nil:
			p.Verdicts[i].Fail = fmt.Sprintf("no claim %q in the catalogue", b.Claim)
		case defs[i].holds != nil && !defs[i].holds(r, b.Params):
			p.Verdicts[i].Fail = "the rules say otherwise: " + describe(defs[i], r)
		}
		if defs[i] != nil {
			p.Verdicts[i].Examples = replayAll(b.Claim, r, t)
		}
	}
	playAll(t, r, bound, defs, &p)
	return p
}

// proveBlock is how many games of one configuration a job plays.
const proveBlock = 250

// proveJob is games [from, to) of configuration c.
type proveJob struct {
	c        game.Config
	from, to int
}

// proveFound is what a job found: the claims it saw fail, and the first
// game it could not play.
type proveFound struct {
	vs    []game.Verdict
	broke *game.Counterexample
}

// errBroke stops a proof at a game the engine could not play.
var errBroke = errors.New("a game could not be played")

// playAll plays t's games on t.Workers goroutines, job by job, and keeps
// each claim's first failure and the first broken game in the order of
// the jobs: what a proof finds does not depend on the number of cores.
func playAll(t game.Trial, r engine.Rules, bound []game.Bound, defs []*def, p *game.Proof) {
	failed := make([]string, len(bound)) // what the rules alone refuted
	for i := range bound {
		failed[i] = p.Verdicts[i].Fail
	}
	jobs := func(yield func(proveJob) bool) {
		for _, c := range t.Configs {
			for from := 0; from < t.Games; from += proveBlock {
				if !yield(proveJob{c, from, min(from+proveBlock, t.Games)}) {
					return
				}
			}
		}
	}
	work := func() func(proveJob) proveFound {
		return func(j proveJob) proveFound {
			f := proveFound{vs: make([]game.Verdict, len(bound))}
			for i := range f.vs {
				f.vs[i].Fail = failed[i]
			}
			f.broke = proveConfig(t, r, j.c, j.from, j.to, bound, defs, f.vs)
			return f
		}
	}
	done, total := 0, t.Games*len(t.Configs)
	_ = parallel.Run(jobs, t.Workers, work, func(j proveJob, f proveFound) error {
		if done += j.to - j.from; t.Progress != nil {
			t.Progress(done, total)
		}
		for i, v := range f.vs {
			if p.Verdicts[i].Fail == "" && v.Fail != "" {
				p.Verdicts[i].Fail, p.Verdicts[i].Counterexample = v.Fail, v.Counterexample
			}
		}
		if f.broke != nil {
			p.Broke = f.broke
			return errBroke
		}
		return nil
	})
}

// replayAll replays claim id's worked examples that apply under r to
// t's card; one that cannot be read is a failed example.
func replayAll(id string, r engine.Rules, t game.Trial) []game.ExampleResult {
	key := replayKey{id: id, rules: r, players: t.Players, packs: fmt.Sprint(t.Packs)}
	return slices.Clone(replays.Get(key, func() []game.ExampleResult { return replayEach(id, r, t) }))
}

// replays holds what each claim's worked examples came to in this
// process: they depend on nothing but replayKey, and a process that
// checks a card many times (a preview on every save, a test over
// thousands of edits of a card's words) replays them once.
var replays = memo.New[replayKey, []game.ExampleResult](1024)

// replayKey is everything a claim's worked examples depend on.
type replayKey struct {
	id      string
	rules   engine.Rules
	players [2]int
	packs   string
}

// replayEach replays claim id's worked examples (replayAll).
func replayEach(id string, r engine.Rules, t game.Trial) []game.ExampleResult {
	exs, err := examples(id, r, t.Players, t.Packs)
	if err != nil {
		return []game.ExampleResult{{Path: examplesDir + "/" + id, Failures: []string{err.Error()}}}
	}
	var out []game.ExampleResult
	for _, ex := range exs {
		out = append(out, replay(ex))
	}
	return out
}

// describe names the values of the settings a claim is about under r.
func describe(d *def, r engine.Rules) string {
	out := ""
	for i, name := range d.about {
		s, _ := engine.SettingNamed(name)
		if i > 0 {
			out += ", "
		}
		out += name + ": " + s.Get(r)
	}
	return out
}

// proveConfig plays games [from, to) of configuration c, watching them for the
// bound claims not yet failed, and returns the first game the engine
// could not play.
func proveConfig(t game.Trial, r engine.Rules, c game.Config, from, to int, bound []game.Bound, defs []*def, vs []game.Verdict) *game.Counterexample {
	g, err := engine.Deal(r, c.Pack, c.Players, t.Seed)
	if err != nil {
		return nil // Plays says why
	}
	for i := from; i < to; i++ {
		seed := t.Seed + uint64(i)
		g.Redeal(seed)
		watchers := make([]watcher, len(bound))
		for j, d := range defs {
			if d != nil && d.watch != nil && vs[j].Fail == "" {
				watchers[j] = d.watch(bound[j].Params)
			}
		}
		bots := make([]bot.Bot, c.Players)
		for s := range bots {
			bots[s] = bot.Bot(bot.SensibleBot{})
			if s%2 == 1 {
				bots[s] = &forgetful{Bot: bot.NewRandom(seed*31 + uint64(s))}
			}
		}
		seen := 0
		look := func() {
			rec := g.Record()
			for ; seen < len(rec); seen++ {
				for j, w := range watchers {
					if w == nil {
						continue
					}
					if msg := w.event(g, rec[seen]); msg != "" {
						vs[j].Fail = bound[j].Claim + ": " + msg
						vs[j].Counterexample = counterexample(t, g, c, seed, i, seen, msg)
						watchers[j] = nil
					}
				}
			}
		}
		look()
		var v engine.View
		for moves := 0; !g.Over(); moves++ {
			if moves >= bot.MaxMoves {
				return counterexample(t, g, c, seed, i, len(g.Record())-1, "no end")
			}
			for j, w := range watchers {
				if b, ok := w.(beforeMove); ok {
					if msg := b.before(g); msg != "" {
						vs[j].Fail = bound[j].Claim + ": " + msg
						vs[j].Counterexample = counterexample(t, g, c, seed, i, len(g.Record())-1, msg)
						watchers[j] = nil
					}
				}
			}
			g.ViewInto(&v, g.Turn())
			if err := g.Play(bots[g.Turn()].Choose(&v)); err != nil {
				return counterexample(t, g, c, seed, i, len(g.Record())-1, err.Error())
			}
			look()
		}
	}
	return nil
}

// counterexample is game i of the trial, seed seed, up to the event at.
func counterexample(t game.Trial, g *engine.Game, c game.Config, seed uint64, i, at int, msg string) *game.Counterexample {
	ce := &game.Counterexample{Seed: seed, RunSeed: t.Seed, RunGames: i + 1, Players: c.Players, Pack: c.Pack.Size(),
		Bots: []string{string(bot.Sensible), string(bot.Random) + " (forgetful)"}, StockName: "stock", At: at, Message: msg}
	for _, e := range g.Record()[:at+1] {
		ce.Record = append(ce.Record, e.String())
	}
	return ce
}

// forgetful is a bot that, every other time it would announce its last
// card, plays on without announcing it, so that a proof's games show the
// penalty for a last card not announced.
type forgetful struct {
	bot.Bot
	n int
}

// Choose returns the bot's move, or, every other time that is an
// announcement, the first other move it may make.
func (f *forgetful) Choose(v *engine.View) engine.Move {
	m := f.Bot.Choose(v)
	if m.Kind != engine.MoveAnnounce {
		return m
	}
	if f.n++; f.n%2 == 0 {
		return m
	}
	for _, x := range v.Legal(nil) {
		if x.Kind != engine.MoveAnnounce {
			return x
		}
	}
	return m
}
