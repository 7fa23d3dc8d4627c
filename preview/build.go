package preview

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/render"
)

// Papers are the papers the preview composes every card on.
var Papers = []layout.Paper{layout.A4, layout.Letter}

// view is one sheet of a build: a locale of the card on a paper.
type view struct {
	locale locale.Code
	paper  layout.Paper
}

// build is the outcome of building the card once from its files: the
// card, the sheets composed so far, and whatever went wrong. The files a
// view is served as are rendered from it on first request and kept; mu
// guards sheets and renders once the build is published.
type build struct {
	// version numbers the good builds in order, from 1 (0 for a failed
	// one).
	version  int
	card     *content.Card
	sheets   map[view]*layout.Sheet
	problems []Problem
	// digest identifies the files the build read (all zero when they could
	// not be read): a save that changes nothing builds nothing new.
	digest [sha256.Size]byte

	mu      sync.Mutex
	renders map[renderKey][]byte
}

// renderKey names a rendered file of a build.
type renderKey struct {
	view
	render.Format
}

// ok reports whether the build can be shown: it loaded, passed the quick
// check and composed on every paper.
func (b *build) ok() bool { return b.card != nil && len(b.problems) == 0 }

// builder turns a card's files into builds through the render driver
// every build shares.
type builder struct {
	src Source
	d   *render.Driver
}

// build loads the card, checks its words against the engine without
// playing games and composes the views in hot, those the page is showing
// (the card's first locale on A4 when none of them is the card's). The
// other views are composed when asked for, and all of them by verify.
func (bd *builder) build(hot []view) *build {
	b := &build{renders: map[renderKey][]byte{}, sheets: map[view]*layout.Sheet{}}
	card, err := bd.src.load()
	if err != nil {
		b.problems = problemsOf(err)
		return b
	}
	b.digest = digest(card)
	rep, err := bd.d.Check(card, card.LocaleOrder, claim.Options{Games: -1, Seed: 1, Name: bd.src.Name()})
	if err != nil {
		b.problems = checkProblems(rep, err)
		return b
	}
	b.card = card
	hot = slices.DeleteFunc(slices.Clone(hot), func(v view) bool { _, ok := card.Locales[v.locale]; return !ok })
	if len(hot) == 0 {
		hot = []view{{card.LocaleOrder[0], layout.A4}}
	}
	for _, v := range hot {
		if err := bd.compose(b, v); err != nil {
			b.problems = append(b.problems, problemsOf(err)...)
		}
	}
	return b
}

// compose sets view v of b's card, if it is not set yet.
func (bd *builder) compose(b *build, v view) error {
	if b.sheets[v] != nil {
		return nil
	}
	s, err := bd.d.Compose(b.card, v.locale, v.paper)
	if err != nil {
		return err
	}
	b.sheets[v] = s
	return nil
}

// views returns every view of b's card: each locale on each paper.
func (b *build) views() []view {
	var out []view
	for _, loc := range b.card.LocaleOrder {
		for _, p := range Papers {
			out = append(out, view{loc, p})
		}
	}
	return out
}

// hot returns the views of b that have been asked for.
func (b *build) hot() []view {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []view
	for k := range b.renders {
		if !slices.Contains(out, k.view) {
			out = append(out, k.view)
		}
	}
	slices.SortFunc(out, func(x, y view) int {
		return strings.Compare(string(x.locale)+x.paper.String(), string(y.locale)+y.paper.String())
	})
	return out
}

// verify runs the full check of a good build, games included, and
// composes every view, and returns the problems (none when it passes).
func (bd *builder) verify(b *build, games int) []Problem {
	var out []Problem
	b.mu.Lock()
	for _, v := range b.views() {
		if err := bd.compose(b, v); err != nil {
			out = append(out, problemsOf(err)...)
		}
	}
	b.mu.Unlock()
	rep, err := bd.d.Check(b.card, b.card.LocaleOrder, claim.Options{Games: games, Seed: 1, Name: bd.src.Name()})
	if err != nil {
		out = append(out, checkProblems(rep, err)...)
	}
	return out
}

// checkProblems returns a failed check's problems: the report's failures
// with their positions, or the error's own lines when there is no report.
func checkProblems(rep *claim.Report, err error) []Problem {
	if rep != nil {
		if p := reportProblems(rep); len(p) > 0 {
			return p
		}
	}
	return problemsOf(err)
}

// digest hashes the card's files, by name, in name order.
func digest(card *content.Card) [sha256.Size]byte {
	files, err := card.Files()
	if err != nil {
		return [sha256.Size]byte{}
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, n := range names {
		fmt.Fprintf(h, "%d:%s%d:", len(n), n, len(files[n]))
		h.Write(files[n])
	}
	var d [sha256.Size]byte
	h.Sum(d[:0])
	return d
}

// errNoView is returned for a locale or paper the build has no sheet for.
var errNoView = errors.New("no such sheet")

// render returns view v of b as f, composing and rendering it the first
// time.
func (bd *builder) render(b *build, v view, f render.Format) ([]byte, error) {
	if _, ok := b.card.Locales[v.locale]; !ok {
		return nil, errNoView
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	key := renderKey{v, f}
	if data, ok := b.renders[key]; ok {
		return data, nil
	}
	if err := bd.compose(b, v); err != nil {
		return nil, err
	}
	data, err := bd.d.RenderSheet(b.card, b.sheets[v], f)
	if err != nil {
		return nil, err
	}
	b.renders[key] = data
	return data, nil
}
