package claims

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/internal/parallel"
	"github.com/rulecard/rulecard/locale"
)

// runExamples replays every binding's worked examples with the card's
// rules: the hand-written ones that apply, or, when none does and the
// catalogue holds the claim true, one generated from seeded games.
func (c *checker) runExamples() {
	gen := c.genConfigs()
	// The bindings are replayed side by side (the merge never fails).
	_ = parallel.Run(slices.Values(c.binds), c.opts.Workers, func() func(*binding) []ExampleResult {
		return func(b *binding) []ExampleResult { return c.examplesOf(b, gen) }
	}, func(b *binding, res []ExampleResult) error {
		b.examples = res
		return nil
	})
}

// examplesOf replays a binding's worked examples, or generates one when it
// has none and its claim holds. Bindings are replayed side by side
// (runExamples): it reads the checker and changes nothing.
func (c *checker) examplesOf(b *binding, gen []config) []ExampleResult {
	var out []ExampleResult
	for _, e := range b.def.examples {
		if res, ran := runExample(b.def, e, b.params, c.rules, c.cfgs); ran {
			out = append(out, res)
		}
	}
	if holds, _ := Holds(b.def.id, c.rules); len(out) == 0 && holds {
		if g, ok := generateExample(b.def, c.rules, gen, c.opts.Seed); ok {
			out = append(out, runGenerated(g, c.rules))
		}
	}
	return out
}

// genConfigs are the configurations a generated example is played with:
// the card's, in order.
func (c *checker) genConfigs() []config {
	var out []config
	for _, cf := range c.rep.Configs {
		out = append(out, config{players: cf.Players, pack: cards.Pack(cf.Pack)})
	}
	return out
}

// runOnce checks the properties that look at the rules as a whole.
func (c *checker) runOnce() {
	for _, b := range c.binds {
		if p := b.def.prop(b.params); p.once != nil {
			b.fail = p.once(c.rules, c.cfgs.packs)
		}
	}
}

// games returns the number of games to play for each configuration.
func (c *checker) games() int {
	switch {
	case c.opts.Games == 0:
		return DefaultGames
	case c.opts.Games < 0:
		return 0
	}
	return c.opts.Games
}

// runGames plays the card's games and checks every binding's property.
func (c *checker) runGames() {
	n := c.games()
	if n == 0 || len(c.rep.Configs) == 0 || len(c.binds) == 0 {
		return
	}
	c.rep.Games = n
	r := &gameRun{rules: c.rules, games: n, seed: c.opts.Seed, tamper: c.opts.tamper, progress: c.opts.Progress}
	for _, cf := range c.rep.Configs {
		r.configs = append(r.configs, config{players: cf.Players, pack: cards.Pack(cf.Pack)})
	}
	var idx []int
	for i, b := range c.binds {
		if b.fail == "" {
			d, p := b.def, b.params
			r.makers = append(r.makers, func() prop { return d.prop(p) })
			idx = append(idx, i)
		}
	}
	r.run(c.opts.Workers)
	for k, f := range r.found {
		if f != nil {
			b := c.binds[idx[k]]
			b.fail, b.ce = f.ce.Message, f.ce
		}
	}
	if f := r.broke; f != nil {
		c.rep.Problems = append(c.rep.Problems, Failure{Kind: KindEngine, Pos: c.card.Pos.String(), Preset: c.preset,
			Message: f.ce.Message, Counterexample: f.ce, Reproduce: c.reproduce(f.ce.RunSeed, f.ce.RunGames)})
	}
}

// reproduce returns the command that checks the card again with games
// games from seed.
func (c *checker) reproduce(seed uint64, games int) string {
	name := c.opts.Name
	if name == "" {
		name = c.card.Arg()
	}
	cmd := "rulecard check " + name
	if len(c.opts.Locales) > 0 {
		cmd += " --locale " + strings.Join(locale.Strings(c.locs), ",")
	}
	if games <= 0 {
		return cmd + " --games 0"
	}
	return fmt.Sprintf("%s --seed %d --games %d", cmd, seed, games)
}

// assemble fills in each statement's result from its bindings', and the
// summary.
func (c *checker) assemble() {
	sum := &c.rep.Summary
	claims := map[string]bool{}
	for i := range c.rep.Statements {
		res := &c.rep.Statements[i]
		st := c.src[i]
		sum.Statements++
		switch {
		case len(st.Claims) > 0:
			sum.Bound++
		case !st.Note:
			sum.Unbound++
		}
		for _, bd := range c.stmts[i] {
			b := c.binds[bd.bind]
			claims[b.def.id] = true
			res.Examples += len(b.examples)
			if c.ok && c.rep.Games > 0 && len(c.rep.Configs) > 0 {
				res.Games = c.rep.Games * len(c.rep.Configs)
			}
			res.Failures = append(res.Failures, c.claimFailures(st.ID, bd, b)...)
		}
		res.OK = len(res.Failures) == 0
		if !res.OK {
			sum.Failed++
		}
	}
	sum.Failed += len(c.rep.Problems)
	sum.Claims = len(claims)
	for _, b := range c.binds {
		sum.Examples += len(b.examples)
		for _, e := range b.examples {
			if e.Generated {
				sum.Generated++
				c.rep.Generated = append(c.rep.Generated, GeneratedExample{Claim: b.def.id,
					Path: strings.TrimPrefix(e.Path, "generated/"), OK: e.OK, source: e.source})
			}
		}
	}
	if c.ok {
		sum.Games = c.rep.Games * len(c.rep.Configs)
	}
}

// claimFailures returns the failures of a binding, as one statement
// bound to it reports them: the failed worked examples, the property.
func (c *checker) claimFailures(stmt string, bd bound, b *binding) []Failure {
	var texts []LocaleText
	for _, l := range c.locs {
		t, _ := c.text(stmt, l)
		texts = append(texts, LocaleText{l, t})
	}
	base := Failure{Statement: stmt, Claim: b.def.id, Pos: bd.ref.Pos.String(), Texts: texts, Preset: c.preset}
	lead := ""
	if why := falseUnder(b.def.id, c.rules); why != "" {
		lead = why + ": "
	}
	var out []Failure
	var bad []ExampleResult
	for _, e := range b.examples {
		if !e.OK {
			bad = append(bad, e)
		}
	}
	if len(bad) > 0 {
		f := base
		f.Kind, f.Examples = KindExample, bad
		f.Message = fmt.Sprintf("%sworked example %s: %s", lead, bad[0].Path, bad[0].Failures[0])
		f.Reproduce = c.reproduce(0, 0)
		out = append(out, f)
	}
	if b.fail != "" {
		f := base
		f.Kind, f.Message, f.Counterexample = KindProperty, lead+b.fail, b.ce
		f.Reproduce = c.reproduce(0, 0)
		if b.ce != nil {
			f.Reproduce = c.reproduce(b.ce.RunSeed, b.ce.RunGames)
		}
		out = append(out, f)
	}
	return out
}
