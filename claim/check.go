package claim

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/locale"
)

// DefaultGames is the number of games played for each configuration (player
// count and pack) when Options.Games is 0.
const DefaultGames = 2000

// Options are the choices of a check.
type Options struct {
	// Locales are the locales whose words are checked (nil: every locale
	// of the card).
	Locales []locale.Code
	// Games is the number of games played for each player count the card
	// is for and each pack it names: 0 means DefaultGames, a negative
	// number none (worked examples and numbers only).
	Games int
	// Seed is the deal seed of each configuration's first game; game i is
	// dealt with Seed+i.
	Seed uint64
	// Workers is the number of goroutines the check works on: games
	// played, worked examples replayed and locales' words compiled and
	// read at once (0: GOMAXPROCS). The result does not depend on it.
	Workers int
	// Progress, when set, is told the games played so far and the games
	// to play in all, after each block of games.
	Progress func(done, total int)
	// Name is how the reproduce commands name the card (default: as
	// content.Card.Arg does).
	Name string
	// Claims, when set, are the claims the card is proven by in place of
	// its game's (game.Game.Claims): a game's own tests prove cards with
	// claims they have altered.
	Claims game.Claims
}

// binding is a claim with its parameters, as the card binds it to one or
// more statements; it is checked once.
type binding struct {
	claim  *game.Claim
	raw    any
	params game.Params
	// examples are the worked examples replayed; fail is why the
	// property failed ("" if it held), with its counterexample if any.
	examples []game.ExampleResult
	fail     string
	ce       *game.Counterexample
}

// checker is one check of one card.
type checker struct {
	card *content.Card
	opts Options
	locs []locale.Code
	// game is the card's game, claims what it proves the card by.
	game   game.Game
	claims game.Claims
	rules  game.Rules
	preset string
	ok     bool // the card's rules are the game's
	rep    *Report
	binds  []*binding
	byKey  map[string]int
	// stmts[i] lists the bindings of rep.Statements[i], with the claim
	// reference that binds each.
	stmts [][]bound
	// src are the card's statements in the order of rep.Statements.
	src []*content.Statement
}

// bound is a statement's reference to a binding.
type bound struct {
	bind int
	ref  content.ClaimRef
}

// Check proves card against the engine of its game: every statement (the
// tagline included) is bound to claims of the game's catalogue, each
// locale's words are read (its numbers with their roles, and its rule
// words against the claims' signatures: see checkWords), and the game
// proves each claim under the card's rules (game.Claims.Prove). The report
// is returned whether the check passes or not; the error is nil when it
// passes, else a *CheckError that matches ErrBroken or ErrContradiction.
// An error with a nil report means the check could not be made (an
// unknown locale in opts, a game no longer registered).
func Check(card *content.Card, opts Options) (*Report, error) {
	c, err := newChecker(card, opts)
	if err != nil || !card.Proven() {
		return unprovenReport(c, err)
	}
	c.rep = &Report{Card: card.ID, Dir: card.Dir, Locales: c.locs, Seed: opts.Seed}
	c.preparePreset()
	c.bindAll()
	c.checkWords()
	if c.ok {
		c.checkConfigs()
		c.prove()
	}
	c.assemble()
	return c.rep, c.rep.Err()
}

// newChecker returns the check of card: its locales picked and, unless it
// is a card of no engine, its game found.
func newChecker(card *content.Card, opts Options) (*checker, error) {
	c := &checker{card: card, opts: opts, byKey: map[string]int{}}
	if err := c.pickLocales(); err != nil || !card.Proven() {
		return c, err
	}
	g, err := game.Lookup(card.Game)
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", card.ID, err)
	}
	c.game, c.claims = g, g.Claims()
	if opts.Claims != nil {
		c.claims = opts.Claims
	}
	return c, nil
}

// unprovenReport returns what Check returns for a card it cannot prove:
// the error, or the report of a card of no engine.
func unprovenReport(c *checker, err error) (*Report, error) {
	if err != nil {
		return nil, err
	}
	return unproven(c.card, c.locs), nil
}

// pickLocales resolves opts.Locales against the card's locales. A card
// loaded without its words (content.SelectSheets) cannot be checked.
func (c *checker) pickLocales() error {
	if !c.card.WordsRead() {
		return fmt.Errorf("card %s was loaded without the words the check reads (content.SelectSheets)", c.card.ID)
	}
	if len(c.opts.Locales) == 0 {
		c.locs = c.card.LocaleOrder
	}
	for _, l := range c.opts.Locales {
		if _, ok := c.card.Locales[l]; !ok {
			return fmt.Errorf("card %s has no locale %q (it has: %s)", c.card.ID, l, strings.Join(locale.Strings(c.card.LocaleOrder), ", "))
		}
		if !slices.Contains(c.locs, l) {
			c.locs = append(c.locs, l)
		}
	}
	return nil
}

// preparePreset finds the card's preset and applies its options.
func (c *checker) preparePreset() {
	c.preset = c.card.Rules
	if len(c.card.Options) > 0 {
		c.preset += " [" + strings.Join(c.card.Options, ", ") + "]"
	}
	c.rep.Preset = c.preset
	if ch := c.card.Changes; len(ch) > 0 {
		var words []string
		for _, x := range ch {
			words = append(words, x.Name+": "+x.Value)
		}
		c.preset += " {" + strings.Join(words, ", ") + "}"
		c.rep.Preset = c.preset
	}
	r, err := c.game.Rules(c.card.Spec())
	if err != nil {
		var re *game.RulesError
		pos, msg := c.card.Pos.String(), err.Error()
		if errors.As(err, &re) {
			pos, msg = re.Pos.String(), re.Msg
		}
		c.rep.Problems = append(c.rep.Problems, Failure{Kind: KindPreset, Pos: pos, Message: msg})
		return
	}
	c.rules, c.ok = r, true
}

// bindAll binds every statement to its claims, in reading order.
func (c *checker) bindAll() {
	defs := c.claims.Catalogue()
	c.bindStatement(defs, "", &c.card.Tagline)
	for i := range c.card.Sections {
		s := &c.card.Sections[i]
		for j := range s.Statements {
			c.bindStatement(defs, s.ID, &s.Statements[j])
		}
	}
}

// bindStatement binds one statement to claims of defs, reporting unbound
// statements, unknown claims and parameters of the wrong shape.
func (c *checker) bindStatement(defs []game.Claim, section string, st *content.Statement) {
	res := StatementResult{ID: st.ID, Section: section, Note: st.Note, Claims: []string{}}
	var bs []bound
	pl := c.card.Players
	for _, ref := range st.Claims {
		res.Claims = append(res.Claims, ref.ID)
		i := slices.IndexFunc(defs, func(d game.Claim) bool { return d.ID == ref.ID })
		if i < 0 {
			res.Failures = append(res.Failures, Failure{Kind: KindUnknownClaim, Statement: st.ID, Claim: ref.ID, Pos: ref.Pos.String(),
				Message: fmt.Sprintf("unknown claim %q (`rulecard claims` lists the catalogue)", ref.ID)})
			continue
		}
		d := &defs[i]
		p, err := game.DecodeParams(d.Shape, ref.Params, [2]int{pl.Min, pl.Max})
		if err != nil {
			res.Failures = append(res.Failures, Failure{Kind: KindParams, Statement: st.ID, Claim: ref.ID, Pos: ref.Pos.String(),
				Message: fmt.Sprintf("claim %s: %v", ref.ID, err)})
			continue
		}
		bs = append(bs, bound{bind: c.bindingFor(d, ref.Params, p), ref: ref})
	}
	if !st.Note && len(st.Claims) == 0 {
		res.Failures = append(res.Failures, Failure{Kind: KindUnbound, Statement: st.ID, Pos: st.Pos.String(),
			Message: "the statement is bound to no claim and is not a note (add claims, or note: true if it states no rule)"})
	}
	c.rep.Statements = append(c.rep.Statements, res)
	c.stmts = append(c.stmts, bs)
	c.src = append(c.src, st)
}

// bindingFor returns the binding of claim d with these parameters, making
// it on first use.
func (c *checker) bindingFor(d *game.Claim, raw any, p game.Params) int {
	key := d.ID + " " + game.FormatParams(raw)
	if i, ok := c.byKey[key]; ok {
		return i
	}
	c.byKey[key] = len(c.binds)
	c.binds = append(c.binds, &binding{claim: d, raw: raw, params: p})
	return len(c.binds) - 1
}

// text returns a statement's words in a locale (a glossary entry's term
// and definition) and where they are written.
func (c *checker) text(id string, code locale.Code) (string, string) {
	loc := c.card.Locales[code]
	pos := loc.Pos["statements."+id]
	if g, ok := loc.Glossary[id]; ok {
		return g.Term.Plain() + dash(loc) + g.Def.Plain(), pos.String()
	}
	return loc.Statements[id].Plain(), pos.String()
}

// dash returns the spaced dash that joins a glossary term and its
// definition in a locale, as the sheet sets them.
func dash(loc *content.Locale) string {
	if loc.Dash == "" {
		return " — "
	}
	return " " + loc.Dash + " "
}

// checkConfigs lists the player counts and packs the card's games are
// played with; one the preset does not play is a contradiction.
func (c *checker) checkConfigs() {
	for _, p := range c.card.Packs {
		for n := c.card.Players.Min; n <= c.card.Players.Max; n++ {
			if err := c.plays(n, p); err != nil {
				c.rep.Problems = append(c.rep.Problems, Failure{Kind: KindEngine, Pos: c.card.Pos.String(), Preset: c.preset,
					Message: fmt.Sprintf("the card is for %d players with the %d-card pack, which preset %s does not play: %v", n, p, c.preset, err)})
				break
			}
			c.rep.Configs = append(c.rep.Configs, Config{Players: n, Pack: p.Size()})
		}
	}
}
