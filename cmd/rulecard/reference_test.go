package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
)

// squeezeSpace drops every white space character, so that text compares
// however pdftotext broke it into lines.
func squeezeSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// pdfText returns the text of the PDF at path, as pdftotext reads it.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command("pdftotext", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v (make test installs poppler-utils)", path, err)
	}
	return string(out)
}

// statementWords returns a statement's words in a locale as the
// reference prints them (a glossary entry: its term, a dash, its
// definition).
func statementWords(loc *content.Locale, id string) string {
	if g, ok := loc.Glossary[id]; ok {
		return g.Term.Plain() + " " + loc.Dash + " " + g.Def.Plain() // the locale's own dash
	}
	return loc.Statements[id].Plain()
}

// passingCards returns the shipped cards, failing the test if any of them
// does not pass its check (it would have no reference).
func passingCards(t *testing.T) []*content.Card {
	t.Helper()
	cards, err := content.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var out []*content.Card
	for _, c := range cards {
		if !c.Proven() {
			continue // a card of a game with no engine has no reference
		}
		if _, err := claim.Check(c, claim.Options{Games: -1}); err != nil {
			t.Fatalf("shipped card %s fails its check, so it has no reference: %v", c.ID, err)
		}
		out = append(out, c)
	}
	return out
}

// referenceEpoch is the SOURCE_DATE_EPOCH of the tests' references.
const referenceEpoch = "SOURCE_DATE_EPOCH=1700000000"

var (
	referencesMu  sync.Mutex
	referencesOut string
)

// shippedReferences writes the reference of every shipped card that
// passes its check, with rulecard reference at referenceEpoch, once for
// the test binary, and returns the folder they are in (beside the
// binary, which TestMain removes).
func shippedReferences(t *testing.T) string {
	t.Helper()
	referencesMu.Lock()
	defer referencesMu.Unlock()
	if referencesOut != "" {
		return referencesOut
	}
	out, err := os.MkdirTemp(filepath.Dir(binPath), "references-")
	if err != nil {
		t.Fatal(err)
	}
	cards := passingCards(t)
	env := []string{referenceEpoch}
	r := run(t, t.TempDir(), env, "reference", "--out", out)
	if r.code == 0 && !strings.Contains(r.stdout, "old-maid: no rules reference (game: none: nothing is proven)") {
		t.Errorf("reference of every card does not say it passed over old-maid, whose game has no engine:\n%s", r.stdout)
	}
	if r.code != 0 {
		all, _ := content.Shipped()
		all = slices.DeleteFunc(all, func(c *content.Card) bool { return !c.Proven() })
		if len(cards) == len(all) {
			t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		for _, c := range cards { // a failing card stops the run: one at a time
			if r = run(t, t.TempDir(), env, "reference", c.ID, "--out", out); r.code != 0 {
				t.Fatalf("%s: exit %d\n%s", c.ID, r.code, r.stderr)
			}
		}
	}
	referencesOut = out
	return out
}

func TestReferenceWritesEveryCardInEveryLocaleWithEveryStatementAndItsWorkedExamples(t *testing.T) {
	t.Parallel() // its own folders and processes: it runs beside the others
	out := shippedReferences(t)
	cards := passingCards(t)
	for _, card := range cards {
		for _, loc := range card.LocaleOrder {
			base := filepath.Join(out, card.ID+"."+string(loc)+".reference")
			if _, err := os.Stat(base + ".html"); err != nil {
				t.Errorf("no HTML reference: %v", err)
			}
			checkReferenceText(t, card, string(loc), squeezeSpace(pdfText(t, base+".pdf")))
		}
	}
}

// checkReferenceText checks the text of a card's printed reference: each
// statement in order, and after it, before the next, each claim it rests
// on and as many worked examples as claims.
func checkReferenceText(t *testing.T, card *content.Card, loc, text string) {
	t.Helper()
	words := card.Locales[locale.Code(loc)]
	stmts := []content.Statement{card.Tagline}
	for _, sec := range card.Sections {
		stmts = append(stmts, sec.Statements...)
	}
	// The body begins with the tagline, which the contents do not list;
	// each statement is looked for after the one before.
	at := make([]int, len(stmts))
	from := 0
	for i, st := range stmts {
		w := squeezeSpace(statementWords(words, st.ID))
		at[i] = -1
		if j := strings.Index(text[from:], w); j >= 0 {
			at[i], from = from+j, from+j+len(w)
		}
		if at[i] < 0 {
			t.Errorf("%s (%s): statement %s is not in the PDF (or out of order)", card.ID, loc, st.ID)
		}
	}
	for i, st := range stmts {
		if at[i] < 0 || len(st.Claims) == 0 {
			continue
		}
		end := len(text)
		if i+1 < len(stmts) && at[i+1] > at[i] {
			end = at[i+1]
		}
		seg := text[at[i]:end]
		for _, c := range st.Claims {
			if !strings.Contains(seg, c.ID) {
				t.Errorf("%s (%s): %s: claim %s is not under it", card.ID, loc, st.ID, c.ID)
			}
		}
		if n := strings.Count(seg, ".yaml):"); n < len(st.Claims) {
			t.Errorf("%s (%s): %s: %d worked examples under %d claims", card.ID, loc, st.ID, n, len(st.Claims))
		}
	}
}

// TestReferenceIsReproducibleWithSourceDateEpoch compares a run for one
// card in one locale with the run for every card (shippedReferences), at
// the same SOURCE_DATE_EPOCH.
func TestReferenceIsReproducibleWithSourceDateEpoch(t *testing.T) {
	outs := [2]string{shippedReferences(t), t.TempDir()}
	if r := run(t, t.TempDir(), []string{referenceEpoch}, "reference", "gofish", "--locale", "sv", "--out", outs[1]); r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, name := range []string{"gofish.sv.reference.pdf", "gofish.sv.reference.html"} {
		a, errA := os.ReadFile(filepath.Join(outs[0], name))
		b, errB := os.ReadFile(filepath.Join(outs[1], name))
		if errA != nil || errB != nil {
			t.Fatalf("%s: %v %v", name, errA, errB)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two runs with the same SOURCE_DATE_EPOCH differ", name)
		}
	}
	text := pdfText(t, filepath.Join(outs[1], "gofish.sv.reference.pdf"))
	if !strings.Contains(text, "14 november 2023") {
		t.Errorf("the Swedish reference does not give SOURCE_DATE_EPOCH's date, 14 november 2023")
	}
}

func TestReferenceOnLetterPaperAndInOneFormat(t *testing.T) {
	out := t.TempDir()
	r := run(t, t.TempDir(), nil, "reference", "gofish", "--locale", "en", "--paper", "letter", "--format", "pdf", "--out", out)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	info, err := exec.Command("pdfinfo", filepath.Join(out, "gofish.en.reference.pdf")).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(info), "612 x 792 pts") {
		t.Errorf("want Letter in portrait:\n%s", info)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 1 {
		t.Errorf("--format pdf wrote %d files", len(entries))
	}
}

func TestReferenceRefusesACardThatContradictsTheEngine(t *testing.T) {
	card := filepath.Join(repoRoot(t), "cmd", "rulecard", "testdata", "check", "mutated", "number-changed")
	out := t.TempDir()
	good := []byte("%PDF- an earlier good output\n")
	existing := filepath.Join(out, "mini.en.reference.pdf")
	if err := os.WriteFile(existing, good, 0o644); err != nil {
		t.Fatal(err)
	}
	r := run(t, t.TempDir(), nil, "reference", card, "--out", out)
	if r.code != 3 {
		t.Fatalf("exit %d, want 3\n%s", r.code, r.stderr)
	}
	if !strings.Contains(r.stderr, "contradicts the engine") {
		t.Errorf("stderr does not say why: %s", r.stderr)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 1 {
		t.Errorf("a refused card left %d files, want only the earlier one", len(entries))
	}
	if got, _ := os.ReadFile(existing); !bytes.Equal(got, good) {
		t.Error("a refused card replaced the earlier output")
	}
}
