package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/content"
)

// TestAChangedEnglishSentenceIsStaleInEveryTranslation changes one
// English sentence of a copy of the house card: locale status reports it
// stale in every other locale of the card (sv, de and fr), with the
// sentence it was translated from and the sentence now; locale update
// marks it stale in the file, restores a text deleted from it as
// untranslated, and a translator who deletes the stale record has the
// source recorded afresh.
func TestAChangedEnglishSentenceIsStaleInEveryTranslation(t *testing.T) {
	dir := t.TempDir()
	card := copyShipped(t, "gofish", dir)
	old := "Collect all four cards of a rank — four sixes, four queens — and lay them\n    down at once as a **BOOK**."
	now := "Collect all four cards of a rank — four sixes, four kings — and lay them\n    down at once as a **BOOK**."
	replaceIn(t, filepath.Join(card, "en.yaml"), old, now)
	shipped, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	codes, err := shipped.TranslationCodes()
	if err != nil || len(codes) < 3 {
		t.Fatalf("translations %v (%v), want sv, de and fr at least", codes, err)
	}
	r := run(t, dir, nil, "locale", "status", "./gofish")
	if r.code != 0 {
		t.Fatalf("status: exit %d\n%s", r.code, r.stderr)
	}
	for _, code := range codes {
		line := regexp.MustCompile(string(`(?m)^  ` + code + ` +(\d+) translated, 0 untranslated, 1 stale \(from en\)$`)).FindStringSubmatch(r.stdout)
		if line == nil {
			t.Errorf("%s: status does not count one stale text:\n%s", code, r.stdout)
		}
		block := "    stale statements.idea-book (" + filepath.Join("gofish", string(code)+".yaml") + ")\n" +
			"      was: Collect all four cards of a rank — four sixes, four queens — and lay them down at once as a **BOOK**.\n" +
			"      now: Collect all four cards of a rank — four sixes, four kings — and lay them down at once as a **BOOK**.\n"
		if !strings.Contains(r.stdout, block) {
			t.Errorf("%s: status lacks\n%s\nin\n%s", code, block, r.stdout)
		}
	}

	fr := filepath.Join(card, "fr.yaml")
	replaceIn(t, fr, "  deal-first: Le joueur à gauche du donneur commence.\n", "")
	r = run(t, dir, nil, "locale", "update", "./gofish", "fr")
	if r.code != 0 || !strings.Contains(r.stdout, "1 added, 1 marked stale, 0 recorded") {
		t.Fatalf("update: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	data, _ := os.ReadFile(fr)
	for _, want := range []string{"  # en: The player after the dealer goes first.\n  deal-first: \"\"\n",
		"    statements.idea-book:\n      hash: \"" + content.TextHash("Collect all four cards of a rank — four sixes, four queens — and lay them down at once as a **BOOK**.")} {
		if !strings.Contains(string(data), want) {
			t.Errorf("fr.yaml after update lacks %q", want)
		}
	}
	if n := strings.Count(string(data), "\n      stale: true\n"); n != 1 {
		t.Errorf("fr.yaml marks %d texts stale, want 1", n)
	}
	r = run(t, dir, nil, "locale", "status", "./gofish")
	if !regexp.MustCompile(`(?m)^  fr +\d+ translated, 1 untranslated, 1 stale`).MatchString(r.stdout) {
		t.Errorf("status after update:\n%s", r.stdout)
	}

	// Revised: the translator deletes the stale record, update records
	// the source as it now stands, and the text is fresh.
	data, _ = os.ReadFile(fr)
	rec := regexp.MustCompile(`(?m)^    statements\.idea-book:\n(      .*\n|        .*\n|\n)*?      stale: true\n`)
	if !rec.Match(data) {
		t.Fatalf("no stale record of idea-book in fr.yaml:\n%s", data)
	}
	if err := os.WriteFile(fr, rec.ReplaceAll(data, nil), 0o644); err != nil {
		t.Fatal(err)
	}
	r = run(t, dir, nil, "locale", "update", "./gofish", "fr")
	if r.code != 0 || !strings.Contains(r.stdout, "0 added, 0 marked stale, 1 recorded") {
		t.Fatalf("update after the revision: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = run(t, dir, nil, "locale", "status", "./gofish")
	if !regexp.MustCompile(`(?m)^  fr +\d+ translated, 1 untranslated, 0 stale`).MatchString(r.stdout) {
		t.Errorf("status after the revision:\n%s", r.stdout)
	}
}

// TestLocaleUpdateKeepsCRLFLineEnds: a translation saved with CRLF line
// ends keeps them whole: an update with nothing to do leaves the file as
// it was, and one that adds a text writes its lines with CRLF too.
func TestLocaleUpdateKeepsCRLFLineEnds(t *testing.T) {
	dir := t.TempDir()
	card := copyShipped(t, "gofish", dir)
	fr := filepath.Join(card, "fr.yaml")
	data, err := os.ReadFile(fr)
	if err != nil {
		t.Fatal(err)
	}
	crlf := strings.ReplaceAll(string(data), "\n", "\r\n")
	if err := os.WriteFile(fr, []byte(crlf), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := run(t, dir, nil, "locale", "update", "./gofish", "fr"); r.code != 0 || !strings.Contains(r.stdout, "0 added, 0 marked stale, 0 recorded") {
		t.Fatalf("update: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if after, _ := os.ReadFile(fr); string(after) != crlf {
		t.Errorf("an update with nothing to do changed the CRLF file")
	}
	replaceIn(t, fr, "  deal-first: Le joueur à gauche du donneur commence.\r\n", "")
	if r := run(t, dir, nil, "locale", "update", "./gofish", "fr"); r.code != 0 || !strings.Contains(r.stdout, "1 added") {
		t.Fatalf("update: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	after, _ := os.ReadFile(fr)
	if lf := strings.Count(string(after), "\n") - strings.Count(string(after), "\r\n"); lf != 0 {
		t.Errorf("%d lines end in LF alone in a CRLF file", lf)
	}
	if !strings.Contains(string(after), "deal-first: \"\"\r\n") {
		t.Errorf("the added text is not there with CRLF")
	}
}

// TestStatusSaysTheRuleWordsAreStillTheSources: a words file locale new
// copied from English is counted as not translated, in so many words,
// until the translator changes a phrase of it.
func TestStatusSaysTheRuleWordsAreStillTheSources(t *testing.T) {
	dir := t.TempDir()
	if r := run(t, dir, nil, "locale", "new", "gofish", "nl"); r.code != 0 {
		t.Fatalf("locale new: exit %d\n%s", r.code, r.stderr)
	}
	want := "    rule words not translated yet: gofish/nl.words.yaml holds the en words as copied\n"
	if r := run(t, dir, nil, "locale", "status", "./gofish"); r.code != 0 || !strings.Contains(r.stdout, want) {
		t.Errorf("status of a fresh nl: exit %d, want %q in\n%s%s", r.code, want, r.stdout, r.stderr)
	}
	replaceIn(t, filepath.Join(dir, "gofish", "nl.words.yaml"), "go-fish: [go fish,", "go-fish: [ga vissen,")
	if r := run(t, dir, nil, "locale", "status", "./gofish"); r.code != 0 || strings.Contains(r.stdout, "rule words not translated") {
		t.Errorf("status once a phrase is translated: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
