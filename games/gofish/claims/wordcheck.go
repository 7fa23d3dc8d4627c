package claims

import (
	"slices"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/internal/parallel"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// statementText returns a statement's words in a locale as one text: a
// glossary entry's term, the locale's dash and its definition.
func statementText(loc *content.Locale, id string) content.Text {
	if g, ok := loc.Glossary[id]; ok {
		out := append(content.Text{}, g.Term...)
		out = append(out, content.Run{Text: dash(loc)})
		return append(out, g.Def...)
	}
	return loc.Statements[id]
}

// signaturesOf returns the signatures of a statement's claims under the
// card's rules, from sigs, the table of signatures.
func (c *checker) signaturesOf(i int, sigs map[string]func(engine.Rules) wording.Signature) []wording.ClaimSig {
	var out []wording.ClaimSig
	for _, b := range c.stmts[i] {
		d := c.binds[b.bind].def
		if sig, ok := sigs[d.id]; ok {
			out = append(out, wording.ClaimSig{ID: d.id, Sig: sig(c.rules)})
		}
	}
	return out
}

// rulesForWords returns the rules the signatures are read under: the
// card's, or the house rules when the preset is unknown.
func (c *checker) rulesForWords() engine.Rules {
	if c.ok {
		return c.rules
	}
	return engine.House()
}

// checkWords reads every statement in every locale: its numbers (with
// their roles) and its rule words against its claims' signatures. Each
// locale's words are compiled and its statements read on a goroutine of
// their own (Options.Workers); what they find is merged statement by
// statement, locale by locale, as one goroutine reading them all would
// have found it.
func (c *checker) checkWords() {
	c.rules = c.rulesForWords()
	plans := make([]*wordPlan, len(c.src))
	sigs := signatures()
	for i, st := range c.src {
		if st.Note || len(st.Claims) == 0 {
			continue
		}
		p := &wordPlan{sigs: c.signaturesOf(i, sigs), asserted: assertedNumbers(st.Claims)}
		for _, s := range p.sigs {
			for _, n := range s.Sig.Numbers {
				if !slices.Contains(p.asserted, n) {
					p.asserted = append(p.asserted, n)
				}
			}
		}
		slices.Sort(p.asserted)
		plans[i] = p
	}
	found := make(map[locale.Code][]statementWords, len(c.locs))
	_ = parallel.Run(slices.Values(c.locs), c.opts.Workers, func() func(locale.Code) []statementWords {
		return func(l locale.Code) []statementWords { return c.readLocale(l, plans) }
	}, func(l locale.Code, r []statementWords) error {
		found[l] = r
		return nil // the merge never fails
	})
	for i, st := range c.src {
		for _, l := range c.locs {
			r := found[l][i]
			if r.untranslated {
				c.untranslated(l, st.ID)
			}
			c.rep.Statements[i].Failures = append(c.rep.Statements[i].Failures, r.failures...)
		}
	}
}

// wordPlan is what a statement's claims assert, read in every locale:
// their signatures and the numbers they assert.
type wordPlan struct {
	sigs     []wording.ClaimSig
	asserted []int
}

// statementWords is what reading one statement in one locale found.
type statementWords struct {
	untranslated bool
	failures     []Failure
}

// readLocale compiles locale l's words and reads in them every statement
// that has a plan. It reads the checker and changes nothing: the locales
// are read side by side (checkWords).
func (c *checker) readLocale(l locale.Code, plans []*wordPlan) []statementWords {
	loc := c.card.Locales[l]
	lx := wording.Compile(l, &loc.Words, features())
	out := make([]statementWords, len(c.src))
	for i, st := range c.src {
		p := plans[i]
		if p == nil {
			continue
		}
		if loc.IsUntranslated("statements." + st.ID) {
			out[i].untranslated = true
			continue
		}
		w := &wordCheck{c: c, i: i}
		w.st = wording.Statement{Reading: lx.Read(spans(statementText(loc, st.ID))), Claims: p.sigs, Asserted: p.asserted, Roles: w.roles}
		text, pos := c.text(st.ID, l)
		for _, pr := range w.st.Check() {
			f := Failure{Kind: KindWords, Statement: st.ID, Claim: pr.Claim, Pos: pos, Texts: []LocaleText{{l, text}}, Message: pr.Message}
			if pr.Kind == wording.NumbersProblem {
				f.Kind, f.Stated, f.Asserted = KindNumbers, pr.Stated, p.asserted
			}
			out[i].failures = append(out[i].failures, f)
		}
	}
	return out
}

// spans returns a text as the spans wording reads: its runs' words,
// whatever their style, each marked if written {so}.
func spans(t content.Text) []wording.Span {
	out := make([]wording.Span, len(t))
	for i, r := range t {
		out[i] = wording.Span{Text: r.Text, Marked: r.NotNumber}
	}
	return out
}

// wordCheck is what the check of one statement's words needs of its
// claims beyond their signatures: the roles their numbers play (roles).
type wordCheck struct {
	c  *checker
	i  int // the statement's index in c.src
	st wording.Statement
}

// fail returns a rule-word problem of claim claimID.
func fail(claimID, msg string) wording.Problem {
	return wording.Problem{Kind: wording.WordsProblem, Claim: claimID, Message: msg}
}

// untranslated records that statement id of a draft locale is not
// translated yet: it is shown in the source words and not read, and the
// report lists it as a warning.
func (c *checker) untranslated(code locale.Code, id string) {
	if c.rep.Untranslated == nil {
		c.rep.Untranslated = map[locale.Code][]string{}
	}
	c.rep.Untranslated[code] = append(c.rep.Untranslated[code], id)
}
