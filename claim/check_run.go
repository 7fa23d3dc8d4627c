package claim

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/internal/memo"
	"github.com/rulecard/rulecard/locale"
)

// proofs holds the proofs made without games, by the game, the rules, the
// card's player counts, packs and seed and what is bound: a process that
// checks a card again with no games (--games 0, a check of many edits of
// its words) replays its worked examples once. Nothing kept is changed.
var proofs = memo.New[string, game.Proof](256)

// proveBound has the game prove the bound claims in trial t; a proof
// without games is made once a process for the same inputs, unless the
// check proves the card by claims of its own (Options.Claims).
func (c *checker) proveBound(t game.Trial, bound []game.Bound) game.Proof {
	if t.Games > 0 || c.opts.Claims != nil {
		return c.claims.Prove(t, bound)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%v\x00%v\x00%v\x00%d", c.rulesKey(), t.Players, t.Packs, t.Configs, t.Seed)
	for _, bd := range bound {
		fmt.Fprintf(&b, "\x00%s %s", bd.Claim, game.FormatParams(bd.Raw))
	}
	return proofs.Get(b.String(), func() game.Proof { return c.claims.Prove(t, bound) })
}

// plays holds whether a game's rules play a player count with a pack, by
// the game, the rules, the count and the pack (Claims.Plays deals a game
// to find out).
var plays = memo.New[string, error](256)

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

// prove has the card's game prove every binding under the card's rules:
// worked examples, what the rules say as a whole, and the seeded games.
func (c *checker) prove() {
	t := game.Trial{Rules: c.rules, Players: [2]int{c.card.Players.Min, c.card.Players.Max}, Packs: c.card.Packs,
		Seed: c.opts.Seed, Workers: c.opts.Workers, Progress: c.opts.Progress}
	for _, cf := range c.rep.Configs {
		t.Configs = append(t.Configs, game.Config{Players: cf.Players, Pack: cards.Pack(cf.Pack)})
	}
	if n := c.games(); n > 0 && len(c.rep.Configs) > 0 && len(c.binds) > 0 {
		t.Games, c.rep.Games = n, n
	}
	bound := make([]game.Bound, len(c.binds))
	for i, b := range c.binds {
		bound[i] = game.Bound{Claim: b.claim.ID, Raw: b.raw, Params: b.params}
	}
	proof := c.proveBound(t, bound)
	for i, v := range proof.Verdicts {
		b := c.binds[i]
		b.examples, b.fail, b.ce = v.Examples, v.Fail, v.Counterexample
	}
	if ce := proof.Broke; ce != nil {
		c.rep.Problems = append(c.rep.Problems, Failure{Kind: KindEngine, Pos: c.card.Pos.String(), Preset: c.preset,
			Message: ce.Message, Counterexample: ce, Reproduce: c.reproduce(ce.RunSeed, ce.RunGames)})
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
		default:
			sum.Notes++
		}
		sum.Braced += c.braced(st.ID)
		for _, bd := range c.stmts[i] {
			b := c.binds[bd.bind]
			claims[b.claim.ID] = true
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
				c.rep.Generated = append(c.rep.Generated, GeneratedExample{Claim: b.claim.ID,
					Path: strings.TrimPrefix(e.Path, "generated/"), OK: e.OK, source: e.Scenario})
			}
		}
	}
	if c.ok {
		sum.Games = c.rep.Games * len(c.rep.Configs)
	}
}

// braced counts the words of statement id written {so} in the locales
// checked: words the check reads as stating no rule, so proves nothing of.
func (c *checker) braced(id string) int {
	n := 0
	for _, l := range c.locs {
		if loc := c.card.Locales[l]; loc != nil {
			for _, r := range statementText(loc, id) {
				if r.NotNumber {
					n++
				}
			}
		}
	}
	return n
}

// claimFailures returns the failure of a binding, as one statement
// bound to it reports it: its failed worked examples and its property's
// counterexample together, one problem (none when the claim holds).
func (c *checker) claimFailures(stmt string, bd bound, b *binding) []Failure {
	var bad []game.ExampleResult
	for _, e := range b.examples {
		if !e.OK {
			bad = append(bad, e)
		}
	}
	if len(bad) == 0 && b.fail == "" {
		return nil
	}
	var texts []LocaleText
	for _, l := range c.locs {
		t, _ := c.text(stmt, l)
		texts = append(texts, LocaleText{l, t})
	}
	base := Failure{Statement: stmt, Claim: b.claim.ID, Pos: bd.ref.Pos.String(), Texts: texts, Preset: c.preset}
	lead := ""
	if why := c.claims.FalseUnder(b.claim.ID, c.rules); why != "" {
		lead = why + ": "
	}
	// One failure per failed claim: its failed worked examples and its
	// property's counterexample are one problem, told in one line.
	f := base
	f.Reproduce = c.reproduce(0, 0)
	var parts []string
	if len(bad) > 0 {
		f.Kind, f.Examples = KindExample, bad
		parts = append(parts, fmt.Sprintf("worked example %s: %s", bad[0].Path, bad[0].Failures[0]))
	}
	if b.fail != "" {
		if len(bad) == 0 {
			f.Kind = KindProperty
		}
		f.Counterexample = b.ce
		if b.ce != nil {
			f.Reproduce = c.reproduce(b.ce.RunSeed, b.ce.RunGames)
		}
		what := b.fail
		if len(bad) > 0 {
			what = "in play too, " + what
		}
		parts = append(parts, what)
	}
	f.Message = lead + strings.Join(parts, "; ")
	return []Failure{f}
}

// plays returns nil when the card's rules play n players with pack p,
// found once a process for the same rules unless the check proves the
// card by claims of its own (Options.Claims).
func (c *checker) plays(n int, p cards.Pack) error {
	if c.opts.Claims != nil {
		return c.claims.Plays(c.rules, n, p)
	}
	return plays.Get(fmt.Sprintf("%s\x00%d\x00%v", c.rulesKey(), n, p), func() error { return c.claims.Plays(c.rules, n, p) })
}
