package claims

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/internal/memo"
	"github.com/rulecard/rulecard/internal/parallel"
	"github.com/rulecard/rulecard/wording"
)

// Claims are Go Fish's claims, as the game seam proves cards by them
// (game.Claims).
type Claims struct {
	// tamper, set only by this package's tests, alters every step of
	// every game before the claims see it (see tamperFunc).
	tamper tamperFunc
}

// New returns Go Fish's claims.
func New() Claims { return Claims{} }

// Catalogue returns every claim, sorted by id.
func (Claims) Catalogue() []game.Claim {
	defs := catalogue()
	out := make([]game.Claim, 0, len(defs))
	for i := range defs {
		out = append(out, defs[i].public())
	}
	slices.SortFunc(out, func(a, b game.Claim) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// Depends returns the settings each worked example of claim id depends
// on (Catalogue's Depends).
func (Claims) Depends(id string) [][]string {
	if d := lookup(catalogue(), id); d != nil {
		return d.depends()
	}
	return nil
}

// Signature returns what a statement of claim id must say under r.
func (Claims) Signature(id string, r game.Rules) (wording.Signature, bool) {
	return SignatureOf(id, r.(engine.Rules))
}

// Roles checks the parts a statement's numbers play for claim id.
func (Claims) Roles(id string, p game.Params, r wording.Reading, nums []wording.Numeral) []wording.Problem {
	return roles(id, p, r, nums)
}

// Plays returns nil when r deals players a game with pack.
func (Claims) Plays(r game.Rules, players int, pack cards.Pack) error {
	_, err := engine.Deal(r.(engine.Rules), pack, players, 1)
	return err
}

// FalseUnder says why claim id is false under r (falseUnder).
func (Claims) FalseUnder(id string, r game.Rules) string { return falseUnder(id, r.(engine.Rules)) }

// Prove checks each bound claim under t's rules: its worked examples (or
// one cut from a seeded game when none applies and the catalogue holds
// the claim true), the properties that look at the rules as a whole, then
// every relevant move of t's seeded games.
func (cl Claims) Prove(t game.Trial, bound []game.Bound) game.Proof {
	pr := &proof{cl: cl, t: t, rules: t.Rules.(engine.Rules), cfgs: cardConfigs{min: t.Players[0], max: t.Players[1], packs: t.Packs}}
	for _, b := range bound {
		d := lookup(catalogue(), b.Claim)
		if d == nil {
			panic(fmt.Sprintf("claims: Prove of %q, which is not in the catalogue", b.Claim))
		}
		pr.binds = append(pr.binds, &proving{def: d, params: b.Params})
	}
	pr.runExamples()
	pr.runOnce()
	pr.runGames()
	out := game.Proof{Broke: pr.broke}
	for _, b := range pr.binds {
		out.Verdicts = append(out.Verdicts, game.Verdict{Examples: b.examples, Fail: b.fail, Counterexample: b.ce})
	}
	return out
}

// proof is one Prove: the bound claims and what each came to.
type proof struct {
	cl    Claims
	t     game.Trial
	rules engine.Rules
	cfgs  cardConfigs
	binds []*proving
	broke *game.Counterexample
}

// proving is one bound claim as its proof goes on.
type proving struct {
	def      *def
	params   game.Params
	examples []game.ExampleResult
	fail     string
	ce       *game.Counterexample
}

// configs returns the trial's configurations, as the games take them.
func (pr *proof) configs() []config {
	var out []config
	for _, cf := range pr.t.Configs {
		out = append(out, config{players: cf.Players, pack: cf.Pack})
	}
	return out
}

// runExamples replays every binding's worked examples with the card's
// rules: the hand-written ones that apply, or, when none does and the
// catalogue holds the claim true, one generated from seeded games.
func (pr *proof) runExamples() {
	gen := pr.configs()
	// The bindings are replayed side by side (the merge never fails).
	_ = parallel.Run(slices.Values(pr.binds), pr.t.Workers, func() func(*proving) []game.ExampleResult {
		return func(b *proving) []game.ExampleResult { return pr.examplesOf(b, gen) }
	}, func(b *proving, res []game.ExampleResult) error {
		b.examples = res
		return nil
	})
}

// examplesOf replays a binding's worked examples, or generates one when it
// has none and its claim holds. Bindings are replayed side by side
// (runExamples): it reads the proof and changes nothing.
func (pr *proof) examplesOf(b *proving, gen []config) []game.ExampleResult {
	key := exampleKey{id: b.def.id, params: fmt.Sprint(b.params), rules: pr.rules, min: pr.cfgs.min, max: pr.cfgs.max,
		packs: fmt.Sprint(pr.cfgs.packs), gen: fmt.Sprint(gen), seed: pr.t.Seed}
	return slices.Clone(exampleResults.Get(key, func() []game.ExampleResult { return pr.replayExamples(b, gen) }))
}

// exampleResults holds what each binding's worked examples came to in
// this process: they depend on nothing but exampleKey, and a process
// that checks a card many times (a preview on every save, a test over
// thousands of edits of a card's words) replays them once.
var exampleResults = memo.New[exampleKey, []game.ExampleResult](1024)

// exampleKey is everything a binding's worked examples depend on.
type exampleKey struct {
	id, params string
	rules      engine.Rules
	min, max   int
	packs, gen string
	seed       uint64
}

// replayExamples replays a binding's worked examples, or generates one
// when it has none and its claim holds (examplesOf).
func (pr *proof) replayExamples(b *proving, gen []config) []game.ExampleResult {
	var out []game.ExampleResult
	for _, e := range b.def.examples {
		if res, ran := runExample(b.def, e, b.params, pr.rules, pr.cfgs); ran {
			out = append(out, res)
		}
	}
	if holds, _ := Holds(b.def.id, pr.rules); len(out) == 0 && holds {
		if g, ok := generateExample(b.def, pr.rules, gen, pr.t.Seed); ok {
			out = append(out, runGenerated(g, pr.rules))
		}
	}
	return out
}

// runOnce checks the properties that look at the rules as a whole.
func (pr *proof) runOnce() {
	for _, b := range pr.binds {
		if p := b.def.prop(b.params); p.once != nil {
			b.fail = p.once(pr.rules, pr.cfgs.packs)
		}
	}
}

// runGames plays the trial's games and checks every binding's property.
func (pr *proof) runGames() {
	if pr.t.Games <= 0 || len(pr.t.Configs) == 0 || len(pr.binds) == 0 {
		return
	}
	r := &gameRun{rules: pr.rules, games: pr.t.Games, seed: pr.t.Seed, tamper: pr.cl.tamper, progress: pr.t.Progress, configs: pr.configs()}
	var idx []int
	for i, b := range pr.binds {
		if b.fail == "" {
			d, p := b.def, b.params
			r.makers = append(r.makers, func() prop { return d.prop(p) })
			idx = append(idx, i)
		}
	}
	r.run(pr.t.Workers)
	for k, f := range r.found {
		if f != nil {
			b := pr.binds[idx[k]]
			b.fail, b.ce = f.ce.Message, f.ce
		}
	}
	if f := r.broke; f != nil {
		pr.broke = f.ce
	}
}

// Examples returns the worked examples of claim id under r
// (WorkedExamples), each named by its file under the examples' folder.
func (Claims) Examples(id string, raw any, r game.Rules, players [2]int, packs []cards.Pack) ([]game.Example, error) {
	exs, err := WorkedExamples(id, raw, r.(engine.Rules), players, packs)
	if err != nil {
		return nil, err
	}
	out := make([]game.Example, len(exs))
	for i, ex := range exs {
		out[i] = game.Example{Name: strings.TrimPrefix(ex.Path, examplesDir+"/"), Path: ex.Path, Generated: ex.Generated, Game: ex.Scenario}
	}
	return out, nil
}
