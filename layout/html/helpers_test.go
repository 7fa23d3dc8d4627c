package html

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/rulecard/rulecard/internal/soak"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/layout/internal/sheettest"
	"github.com/rulecard/rulecard/locale"
)

var (
	setupOnce sync.Once
	rendVal   *Renderer
	setupErr  error
)

// shared returns the Go fonts and a Renderer, made once for the package's
// tests.
func shared(tb testing.TB) (*layout.Fonts, *Renderer) {
	tb.Helper()
	fonts := sheettest.Fonts(tb)
	setupOnce.Do(func() { rendVal, setupErr = NewRenderer() })
	if setupErr != nil {
		tb.Fatal(setupErr)
	}
	return fonts, rendVal
}

// sheetCase is one sheet the tests render: a card in a locale on a paper.
type sheetCase = sheettest.Case

var (
	shippedMu  sync.Mutex
	shippedVal []sheetCase
)

// shippedCases composes every shipped card in every locale on A4 and
// Letter, once for the test binary: the tests share the sheets and must
// not change them.
func shippedCases(tb testing.TB) []sheetCase {
	tb.Helper()
	shippedMu.Lock()
	defer shippedMu.Unlock()
	if shippedVal == nil {
		shippedVal = sheettest.Shipped(tb, layout.A4, layout.Letter)
	}
	return shippedVal
}

// caseKey is what a case shows: a card in a locale on a paper.
type caseKey struct {
	card  string
	loc   locale.Code
	paper layout.Paper
}

// sized returns the cases that a test checks in Chromium, for a check
// whose outcome turns on the words (a card in a locale) and on the
// paper, but not on the two together. Under RULECARD_SOAK=1 it returns
// every case; otherwise each card in each of its locales once, on A4 and
// Letter in turn, so that every card, every locale and both papers are
// still checked. The test fails when the cases kept leave one out.
func sized[C any](tb testing.TB, cases []C, key func(C) caseKey) []C {
	tb.Helper()
	if soak.On() {
		return cases
	}
	papers := []layout.Paper{layout.A4, layout.Letter}
	turn := map[string]int{} // a card in a locale -> its turn
	var out []C
	for _, c := range cases {
		k := key(c)
		name := k.card + "." + string(k.loc)
		if _, ok := turn[name]; !ok {
			turn[name] = len(turn)
		}
		if k.paper == papers[turn[name]%len(papers)] {
			out = append(out, c)
		}
	}
	shown := func(cases []C) map[string]bool {
		m := map[string]bool{}
		for _, c := range cases {
			k := key(c)
			m["card "+k.card], m["locale "+string(k.loc)], m["paper "+k.paper.String()] = true, true, true
		}
		return m
	}
	kept := shown(out)
	for what := range shown(cases) {
		if !kept[what] {
			tb.Fatalf("the cases checked in Chromium leave out the %s", what)
		}
	}
	return out
}

// sheetKey is a sheet case's key for sized.
func sheetKey(c sheetCase) caseKey { return caseKey{c.Card.ID, c.Locale, c.Paper} }

// englishA4 is the shipped Go Fish card in English on A4.
func englishA4(tb testing.TB) sheetCase {
	tb.Helper()
	for _, c := range shippedCases(tb) {
		if c.Card.ID == "gofish" && c.Locale == "en" && c.Paper == layout.A4 {
			return c
		}
	}
	tb.Fatal("no English Go Fish card")
	return sheetCase{}
}

// splitA4 is the English Go Fish card on A4 with one statement made
// taller than a panel, so that it carries on from one panel to the next.
func splitA4(tb testing.TB) sheetCase {
	tb.Helper()
	c := englishA4(tb)
	card := *c.Card
	card.ID = "gofish-long" // a name of its own for the test and its files
	loc := *card.Locales["en"]
	loc.Statements = maps.Clone(loc.Statements)
	long := loc.Statements["ask-miss"]
	for range 19 {
		long = append(append(long, content.Run{Text: " "}), loc.Statements["ask-miss"]...)
	}
	loc.Statements["ask-miss"] = long
	card.Locales = map[locale.Code]*content.Locale{"en": &loc}
	s, err := layout.Compose(&card, "en", layout.Options{Paper: layout.A4, Fonts: sheettest.Fonts(tb)})
	if err != nil {
		tb.Fatal(err)
	}
	return sheetCase{Card: &card, Locale: "en", Paper: layout.A4, Sheet: s}
}

// render renders the case's sheet as HTML.
func render(tb testing.TB, c sheetCase, meta Meta) []byte {
	tb.Helper()
	_, r := shared(tb)
	var buf bytes.Buffer
	if err := r.Write(&buf, c.Sheet, c.Card, meta); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// writeTemp writes data to a file of the test's temporary directory and
// returns its path.
func writeTemp(tb testing.TB, name string, data []byte) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// keep writes data to the test's temporary directory and, when
// RULECARD_SCREENSHOT_DIR is set, to that directory too, for people to
// look at.
func keep(t *testing.T, name string, data []byte) {
	t.Helper()
	writeTemp(t, name, data)
	if dir := os.Getenv("RULECARD_SCREENSHOT_DIR"); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
