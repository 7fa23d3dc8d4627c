package claim

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
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
// card's rules (the game's for those that have one).
func (c *checker) signaturesOf(i int) []wording.ClaimSig {
	var out []wording.ClaimSig
	for _, b := range c.stmts[i] {
		id := c.binds[b.bind].claim.ID
		if sig, ok := c.claims.Signature(id, c.rules); ok {
			out = append(out, wording.ClaimSig{ID: id, Sig: sig})
		}
	}
	return out
}

// rulesForWords returns the rules the signatures are read under: the
// card's, or its game's default preset's when the card's cannot be made.
func (c *checker) rulesForWords() game.Rules {
	if c.ok {
		return c.rules
	}
	r, _ := c.game.Rules(game.Spec{Preset: c.game.DefaultPreset(), At: c.card.Pos})
	return r
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
	prose := map[string]bool{} // the statements of prose sections
	for _, sec := range c.card.Sections {
		for _, st := range sec.Statements {
			prose[st.ID] = sec.Kind == content.Prose
		}
	}
	for i, st := range c.src {
		if st.Note && !prose[st.ID] {
			plans[i] = &wordPlan{note: true}
			continue
		}
		if st.Note {
			// a prose section's notes tell where the rules come from:
			// they may name rules the card does not play, but not say
			// that it plays one ("which we follow: …")
			plans[i] = &wordPlan{note: true, source: true}
			continue
		}
		if len(st.Claims) == 0 {
			continue
		}
		p := &wordPlan{sigs: c.signaturesOf(i), asserted: assertedNumbers(st.Claims)}
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
	// note is set for a statement that states no rule, in a section of
	// rules: its words are read for rule words it must not carry. (A
	// prose section's notes, on where the rules come from, are read for
	// the rules they say the card follows alone: source.)
	note, source bool
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
	lx := lexicon(c.game, l, &loc.Words)
	out := make([]statementWords, len(c.src))
	for i, st := range c.src {
		p := plans[i]
		// Any statement a draft leaves untranslated, a prose section's
		// note too, is shown in the source words: the report lists it.
		if loc.IsUntranslated("statements." + st.ID) {
			out[i].untranslated = true
			continue
		}
		if p == nil {
			continue
		}
		if p.note {
			out[i].failures = c.noteWords(lx, loc, st.ID, l, p.source)
			continue
		}
		text, pos := c.text(st.ID, l)
		for _, pr := range c.statementProblems(lx, loc, i, p) {
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

// roles checks that the numbers play the parts the statement's claims
// give them, as the game reads each (game.Claims.Roles).
func (w *wordCheck) roles(nums []wording.Numeral) []wording.Problem {
	var out []wording.Problem
	for _, b := range w.c.stmts[w.i] {
		bd := w.c.binds[b.bind]
		out = append(out, w.c.claims.Roles(bd.claim.ID, bd.params, w.st.Reading, nums)...)
	}
	return out
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

// noteWords returns a failure when the note st states rule words in locale
// l: a note states no rule, so a rule word in it is a rule the check does
// not prove (what a sentence is about, a topic, is no rule word). A note
// on a source (source) may name the source's rules; only those it says
// the card follows are read (Reading.Followed).
func (c *checker) noteWords(lx *wording.Lexicon, loc *content.Locale, id string, l locale.Code, source bool) []Failure {
	r := lx.Read(spans(statementText(loc, id)))
	occ, follows := r.Occurrences(), ""
	if source {
		follows, occ = r.Followed()
	}
	var said []string
	for _, o := range occ {
		if c.game.Features().Topic(o.Feature) {
			continue
		}
		said = append(said, fmt.Sprintf("%q says %s", o.Words, o.Feature.Upper()))
	}
	if len(said) == 0 {
		return nil
	}
	text, pos := c.text(id, l)
	msg := "a note states no rule, but " + strings.Join(said, ", ") + ": bind the claims that hold what it says (and drop note: true), or write the words in braces if they state no rule here"
	if source {
		msg = fmt.Sprintf("a note on a source states no rule, but after %q, which says the card plays so, %s: say the rule in a section of rules, whose claims the check proves, or write the words in braces if they state no rule here", follows, strings.Join(said, ", "))
	}
	return []Failure{{Kind: KindWords, Statement: id, Pos: pos, Texts: []LocaleText{{l, text}}, Message: msg}}
}
