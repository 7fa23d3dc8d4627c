package claim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/sim"
	"github.com/rulecard/rulecard/locale"
)

// numeral is a number a text states: where, its value and its words.
type numeral struct {
	tok   int
	value int
	// huge is set for a numeral too long for an int: it is a number, and
	// never one a claim asserts.
	huge  bool
	words string
}

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

// numerals returns the numbers r states, in reading order: numerals,
// number words, and the articles that mean one where the claims assert
// one (one says whether they do).
func (r reading) numerals(lx *lexicon, one bool) []numeral {
	used := map[int]bool{}
	var out []numeral
	for _, m := range r.matches {
		for _, u := range m.used {
			used[u] = true
		}
		if m.phrase.src.Kind != content.NumberWord {
			continue
		}
		w := r.words(m)
		if m.phrase.src.Value == 1 && len(m.used) == 1 && lx.articles[w] && !one {
			continue
		}
		out = append(out, numeral{tok: m.start(), value: m.phrase.src.Value, words: w})
	}
	for i, t := range r.tokens {
		switch {
		case used[i] || t.marked:
		case t.digits:
			n, err := strconv.Atoi(t.word)
			out = append(out, numeral{tok: i, value: n, huge: err != nil, words: t.shown})
		case one && lx.articles[t.word]:
			out = append(out, numeral{tok: i, value: 1, words: t.shown})
		}
	}
	slices.SortFunc(out, func(a, b numeral) int { return a.tok - b.tok })
	return out
}

// occurrence is one rule word of a text: its feature and words.
type occurrence struct {
	feature content.Feature
	match   int
	words   string
}

// features returns the rule words of r, in reading order.
func (r reading) features() []occurrence {
	var out []occurrence
	for i, m := range r.matches {
		var f content.Feature
		switch m.phrase.src.Kind {
		case content.RuleWord:
			f = m.phrase.src.Feature
		case content.OrdinalWord:
			f = content.Ordinal
			if m.phrase.src.Value == 1 {
				f = content.First
			}
		default:
			continue
		}
		out = append(out, occurrence{feature: f, match: i, words: r.words(m)})
	}
	return out
}

// claimSig is a bound claim's signature.
type claimSig struct {
	id  string
	sig Signature
}

// signaturesOf returns the signatures of a statement's claims under the
// card's rules, from sigs, the table of signatures.
func (c *checker) signaturesOf(i int, sigs map[string]func(engine.Rules) Signature) []claimSig {
	var out []claimSig
	for _, b := range c.stmts[i] {
		d := c.binds[b.bind].def
		if sig, ok := sigs[d.id]; ok {
			out = append(out, claimSig{id: d.id, sig: sig(c.rules)})
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
			for _, n := range s.sig.Numbers {
				if !slices.Contains(p.asserted, n) {
					p.asserted = append(p.asserted, n)
				}
			}
		}
		slices.Sort(p.asserted)
		plans[i] = p
	}
	found := make(map[locale.Code][]statementWords, len(c.locs))
	_ = sim.Run(slices.Values(c.locs), c.opts.Workers, func() func(locale.Code) []statementWords {
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
	sigs     []claimSig
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
	lx := compileLexicon(l, &c.card.Locales[l].Words)
	loc := c.card.Locales[l]
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
		w := &wordCheck{c: c, st: st, i: i, locale: l, lx: lx, sigs: p.sigs, asserted: p.asserted}
		w.text, w.pos = c.text(st.ID, l)
		w.r = read(lx, tokenize(statementText(loc, st.ID)))
		w.run()
		out[i].failures = w.failures
	}
	return out
}

// wordCheck is the check of one statement in one locale.
type wordCheck struct {
	c        *checker
	st       *content.Statement
	i        int
	locale   locale.Code
	lx       *lexicon
	sigs     []claimSig
	asserted []int
	text     string
	pos      string
	r        reading
	failures []Failure
}

// fail records a failure of kind k.
func (w *wordCheck) fail(k Kind, claimID, msg string, stated []int) {
	f := Failure{Kind: k, Statement: w.st.ID, Claim: claimID, Pos: w.pos, Texts: []LocaleText{{w.locale, w.text}}, Message: msg}
	if k == KindNumbers {
		f.Stated, f.Asserted = stated, w.asserted
	}
	w.failures = append(w.failures, f)
}

// run checks numbers, roles and rule words.
func (w *wordCheck) run() {
	nums := w.r.numerals(w.lx, slices.Contains(w.asserted, 1))
	w.numbers(nums)
	w.oneForAll(nums)
	w.roles(nums)
	w.ruleWords()
}

// numbers compares the numbers stated with those asserted, as sets.
func (w *wordCheck) numbers(nums []numeral) {
	var stated []int
	var shown []string
	huge := false
	for _, n := range nums {
		if n.huge {
			huge = true
			shown = append(shown, n.words)
			continue
		}
		if !slices.Contains(stated, n.value) {
			stated = append(stated, n.value)
		}
	}
	slices.Sort(stated)
	if slices.Equal(stated, w.asserted) && !huge {
		return
	}
	list := numbersList(stated)
	if huge {
		if len(stated) == 0 {
			list = strings.Join(shown, " ")
		} else {
			list += " " + strings.Join(shown, " ")
		}
	}
	w.fail(KindNumbers, "", fmt.Sprintf("the text states the numbers %s, its claims assert %s", list, numbersList(w.asserted)), stated)
}

// oneForAll reports a number one the claims do not assert in a statement
// whose claim needs ALL: "a single card" where every card is handed over.
func (w *wordCheck) oneForAll(nums []numeral) {
	if slices.Contains(w.asserted, 1) {
		return
	}
	for _, n := range nums {
		if n.value != 1 || n.huge {
			continue
		}
		for _, s := range w.sigs {
			if slices.Contains(s.sig.Need, content.All) {
				w.fail(KindWords, s.id, fmt.Sprintf("%q says ONE, but claim %s needs ALL (%s)", n.words, s.id, w.phraseList(content.All, 3)), nil)
				return
			}
		}
	}
}

// phraseList quotes up to n phrases of feature f.
func (w *wordCheck) phraseList(f content.Feature, n int) string {
	var out []string
	for _, p := range w.lx.phrasesOf(f, n) {
		out = append(out, strconv.Quote(p))
	}
	return strings.Join(out, ", ")
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
