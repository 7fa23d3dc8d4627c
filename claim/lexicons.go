package claim

import (
	"crypto/sha256"
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/internal/memo"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// lexicons holds the lexicons compiled in this process, by the game and
// the words they were compiled from: a process that checks a card many
// times compiles the same words once. A lexicon is never changed once
// compiled, so goroutines share it.
var lexicons = memo.New[lexiconKey, *wording.Lexicon](64)

type lexiconKey struct {
	game  string
	code  locale.Code
	words [sha256.Size]byte
}

// lexicon returns the lexicon of locale code's words w for game g,
// compiled once a process for the same words. The lexicon refers to the
// phrases of the words first compiled, which no one changes after.
func lexicon(g game.Game, code locale.Code, w *wording.Words) *wording.Lexicon {
	return lexicons.Get(lexiconKey{g.ID(), code, w.Fingerprint()}, func() *wording.Lexicon {
		return wording.Compile(code, w, g.Features())
	})
}

// statementChecks holds what reading a statement's words found, by the
// lexicon read in, the rules, player counts and packs its claims are read
// under, its claims and its words: a process that checks a card again after one
// statement changed (a preview on every save, a check of many edits of a
// card) reads only that statement again. What is kept is never changed.
var statementChecks = memo.New[statementKey, []wording.Problem](1 << 12)

type statementKey struct {
	lx *wording.Lexicon
	// of is the rest, written out: the game, the rules (the card's
	// preset, or the default when the card's cannot be made), the player
	// counts, the packs' sizes, each claim with its parameters and the
	// words with their marks.
	of string
}

// statementProblems returns what reading statement i's words in locale
// loc (compiled to lx) against its claims (plan p) finds: numbers in
// their roles, and rule words against the claims' signatures. It is read
// once a process for the same words, claims and rules, unless the check
// proves the card by claims of its own (Options.Claims).
func (c *checker) statementProblems(lx *wording.Lexicon, loc *content.Locale, i int, p *wordPlan) []wording.Problem {
	text, given := statementText(loc, c.src[i].ID), c.packSizes()
	read := func() []wording.Problem {
		w := &wordCheck{c: c, i: i}
		w.st = wording.Statement{Reading: lx.Read(spans(text)), Claims: p.sigs, Asserted: p.asserted, Roles: w.roles, Given: given}
		return w.st.Check()
	}
	if c.opts.Claims != nil {
		return read()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%d-%d\x00%v", c.rulesKey(), c.card.Players.Min, c.card.Players.Max, given)
	for _, ref := range c.src[i].Claims {
		fmt.Fprintf(&b, "\x00%s %s", ref.ID, game.FormatParams(ref.Params))
	}
	b.WriteString("\x00\x00")
	for _, r := range text {
		if r.NotNumber {
			b.WriteString("\x01")
		}
		b.WriteString(r.Text)
		b.WriteString("\x00")
	}
	return statementChecks.Get(statementKey{lx, b.String()}, read)
}

// rulesKey names, in the keys of what a process keeps, the game and the
// rules the card is read under: its preset, or the game's default when
// the card's cannot be made (rulesForWords).
func (c *checker) rulesKey() string {
	if !c.ok {
		return c.game.ID() + "\x00\x00default"
	}
	return c.game.ID() + "\x00" + c.preset
}

// packSizes returns the sizes of the card's packs: numbers a statement
// may say in passing (wording.Statement.Given).
func (c *checker) packSizes() []int {
	out := make([]int, 0, len(c.card.Packs))
	for _, p := range c.card.Packs {
		out = append(out, p.Size())
	}
	return out
}
