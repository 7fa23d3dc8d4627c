package claim

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// Explain writes the translator's view of why statement id of card passes
// or fails, in each locale of opts: for each of its claims, the words
// that carried each feature of the claim's signature (or that none did);
// the rule words no claim accounts for; the numbers read, in order, and
// those the claims assert; then the statement's failures, if any. It
// checks the card as Check does and returns Check's error; an unknown
// statement is an error with a nil report.
func Explain(w io.Writer, card *content.Card, id string, opts Options) (*Report, error) {
	c := &checker{card: card, opts: opts, byKey: map[string]int{}}
	if err := c.pickLocales(); err != nil {
		return nil, err
	}
	c.rep = &Report{Card: card.ID, Dir: card.Dir, Locales: c.locs}
	c.preparePreset()
	c.bindAll()
	c.rules = c.rulesForWords()
	i := slices.IndexFunc(c.src, func(st *content.Statement) bool { return st.ID == id })
	if i < 0 {
		var ids []string
		for _, st := range c.src {
			ids = append(ids, st.ID)
		}
		return nil, fmt.Errorf("card %s has no statement %q (it has: %s)", card.ID, id, strings.Join(ids, ", "))
	}
	rep, err := Check(card, opts)
	ex := &explainer{w: w, c: c, i: i}
	for _, l := range c.locs {
		ex.locale(l)
	}
	if rep != nil {
		for _, st := range rep.Statements {
			if st.ID != id {
				continue
			}
			for _, f := range st.Failures {
				fmt.Fprintf(w, "FAIL %s: %s\n", f.Pos, f.Message)
			}
			if len(st.Failures) == 0 {
				fmt.Fprintf(w, "ok: %s passes in %s\n", id, strings.Join(locale.Strings(c.locs), ", "))
			}
		}
	}
	return rep, err
}

// explainer writes one statement's explanation.
type explainer struct {
	w io.Writer
	c *checker
	i int
}

// locale explains the statement in one locale.
func (ex *explainer) locale(l locale.Code) {
	st := ex.c.src[ex.i]
	loc := ex.c.card.Locales[l]
	lx := compileLexicon(l, &loc.Words)
	text, pos := ex.c.text(st.ID, l)
	r := read(lx, tokenize(statementText(loc, st.ID)))
	fmt.Fprintf(ex.w, "%s (%s) %s\n  %s\n", st.ID, l, pos, text)
	if st.Note {
		fmt.Fprintf(ex.w, "  a note: states no rule, and is not read\n\n")
		return
	}
	by := map[content.Feature][]string{}
	for _, o := range r.features() {
		by[o.feature] = append(by[o.feature], strconv.Quote(o.words))
	}
	sigs := ex.c.signaturesOf(ex.i, signatures())
	accounted := map[content.Feature]bool{}
	for _, s := range sigs {
		fmt.Fprintf(ex.w, "  claim %s\n", s.id)
		line := func(what string, fs []content.Feature) {
			for _, f := range fs {
				accounted[f] = true
				found := "none of its words"
				if len(by[f]) > 0 {
					found = strings.Join(by[f], ", ")
				}
				fmt.Fprintf(ex.w, "    %-8s %-12s %s\n", what, f.Upper(), found)
			}
		}
		line("needs", s.sig.Need)
		for _, g := range s.sig.OneOf {
			line("one of", g)
		}
		var allowed []content.Feature
		for _, f := range s.sig.Allow {
			if len(by[f]) > 0 && !slices.Contains(allowed, f) {
				allowed = append(allowed, f)
			}
		}
		line("allows", allowed)
		var denied []content.Feature
		for _, f := range s.sig.Deny {
			if len(by[f]) > 0 {
				denied = append(denied, f)
			}
		}
		line("denies", denied)
	}
	var rest []string
	for _, o := range r.features() {
		if !accounted[o.feature] && !o.feature.Topic() {
			rest = append(rest, fmt.Sprintf("%s %q", o.feature.Upper(), o.words))
		}
	}
	if len(rest) > 0 {
		fmt.Fprintf(ex.w, "  rule words no claim accounts for: %s\n", strings.Join(rest, ", "))
	}
	occ := r.features()
	for _, n := range r.negations(occ) {
		target := "nothing (no other rule word in its clause)"
		if n.target >= 0 {
			target = fmt.Sprintf("%s %q", occ[n.target].feature.Upper(), occ[n.target].words)
		}
		fmt.Fprintf(ex.w, "  negation %q negates %s\n", n.not.words, target)
	}
	asserted := assertedNumbers(st.Claims)
	var nums []string
	for _, n := range r.numerals(lx, slices.Contains(asserted, 1)) {
		nums = append(nums, fmt.Sprintf("%q", n.words))
	}
	if len(nums) == 0 {
		nums = []string{"none"}
	}
	fmt.Fprintf(ex.w, "  numbers in reading order: %s; the claims assert %s\n\n", strings.Join(nums, " "), numbersList(asserted))
}
