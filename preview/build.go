package preview

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/engine/claim"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/html"
	"github.com/rulecard/rulecard/layout/pdf"
	"github.com/rulecard/rulecard/layout/png"
)

// Papers are the papers the preview composes every card on.
var Papers = []layout.Paper{layout.A4, layout.Letter}

// view is one sheet of a build: a locale of the card on a paper.
type view struct {
	locale string
	paper  layout.Paper
}

// format is one of the files a view is served as.
type format uint8

const (
	formatHTML format = iota
	formatPDF
	formatPNG
)

// build is the outcome of building the card once from its files: the
// card, each of its sheets, composed, and whatever went wrong. The files
// a view is served as are rendered from it on first request and kept.
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
	format
}

// ok reports whether the build can be shown: it loaded, passed the quick
// check and composed on every paper.
func (b *build) ok() bool { return b.card != nil && len(b.problems) == 0 }

// builder turns a card's files into builds: it holds the fonts and the
// renderers every build shares.
type builder struct {
	src   Source
	panel layout.Size
	fonts *layout.Fonts
	date  time.Time
	html  *html.Renderer
	pdf   *pdf.Renderer
	png   *png.Renderer
}

// newBuilder prepares a builder; panel zero means the poker-card panel.
func newBuilder(src Source, panel layout.Size, fonts *layout.Fonts, date time.Time) (*builder, error) {
	h, err := html.NewRenderer()
	if err != nil {
		return nil, err
	}
	if panel == (layout.Size{}) {
		panel = layout.PokerPanel()
	}
	return &builder{src: src, panel: panel, fonts: fonts, date: date, html: h, pdf: pdf.NewRenderer(), png: png.NewRenderer()}, nil
}

// build loads the card, checks its words against the engine without
// playing games and composes every locale on every paper.
func (bd *builder) build() *build {
	b := &build{renders: map[renderKey][]byte{}}
	card, err := bd.src.load()
	if err != nil {
		b.problems = problemsOf(err)
		return b
	}
	b.digest = digest(card)
	rep, err := claim.Check(card, claim.Options{Games: -1, Seed: 1, Name: bd.src.Name()})
	if err != nil {
		b.problems = checkProblems(rep, err)
		return b
	}
	b.sheets = map[view]*layout.Sheet{}
	for _, loc := range card.LocaleOrder {
		for _, paper := range Papers {
			s, err := layout.Compose(card, loc, layout.Options{Paper: paper, Panel: bd.panel, Fonts: bd.fonts})
			if err != nil {
				b.problems = append(b.problems, problemsOf(err)...)
				continue
			}
			b.sheets[view{loc, paper}] = s
		}
	}
	b.card = card
	return b
}

// verify runs the full check of a good build, games included, and returns
// its problems (none when it passes).
func (bd *builder) verify(b *build, games int) []Problem {
	rep, err := claim.Check(b.card, claim.Options{Games: games, Seed: 1, Name: bd.src.Name()})
	if err == nil {
		return nil
	}
	return checkProblems(rep, err)
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

// render returns view v of b as f, rendering it the first time.
func (bd *builder) render(b *build, v view, f format) ([]byte, error) {
	s := b.sheets[v]
	if s == nil {
		return nil, errNoView
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	key := renderKey{v, f}
	if data, ok := b.renders[key]; ok {
		return data, nil
	}
	var buf bytes.Buffer
	var err error
	subject := b.card.Locales[v.locale].Statements[b.card.Tagline.ID].Plain()
	switch f {
	case formatHTML:
		err = bd.html.Write(&buf, s, b.card, html.Meta{Description: subject})
	case formatPDF:
		err = bd.pdf.Write(&buf, s, pdf.Meta{Title: s.Title, Subject: subject, Author: "rulecard", Date: bd.date})
	case formatPNG:
		err = bd.png.Write(&buf, s, png.DefaultDPI)
	}
	if err != nil {
		return nil, err
	}
	b.renders[key] = buf.Bytes()
	return buf.Bytes(), nil
}
