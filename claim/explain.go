package claim

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// Explain writes the translator's view of why statement id of card passes
// or fails, in each locale of opts: for each of its claims, the words
// that carried each feature of the claim's signature (or that none did);
// the rule words no claim accounts for; the numbers read, in order, and
// those the claims assert; then the statement's failures, if any. It
// checks the card as Check does and returns Check's error; an unknown
// statement is an error with a nil report.
func Explain(w io.Writer, card *content.Card, id string, opts Options) (*Report, error) {
	c, err := newChecker(card, opts)
	if err != nil {
		return nil, err
	}
	if !card.Proven() {
		return nil, fmt.Errorf("card %s is for a game rulecard has no engine for (game: %s): its statements are not read", card.ID, card.Game)
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

// locale explains the statement in one locale (wording.Statement.Explain).
func (ex *explainer) locale(l locale.Code) {
	st := ex.c.src[ex.i]
	loc := ex.c.card.Locales[l]
	text, pos := ex.c.text(st.ID, l)
	fmt.Fprintf(ex.w, "%s (%s) %s\n  %s\n", st.ID, l, pos, text)
	if st.Note {
		fmt.Fprintf(ex.w, "  a note: states no rule, and is read only for rule words it must not state\n\n")
		return
	}
	lx := lexicon(ex.c.game, l, &loc.Words)
	s := wording.Statement{Reading: lx.Read(spans(statementText(loc, st.ID))), Claims: ex.c.signaturesOf(ex.i), Asserted: assertedNumbers(st.Claims)}
	s.Explain(ex.w)
}
