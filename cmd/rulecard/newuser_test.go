package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyShipped copies a shipped card's folder into dir/name.
func copyShipped(t *testing.T, id, dir string) string {
	t.Helper()
	src := filepath.Join(repoRoot(t), "content", "cards", id)
	dst := filepath.Join(dir, id)
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return dst
}

// replaceIn replaces old by new in a file of the card, once; the test
// fails when old is not there.
func replaceIn(t *testing.T, path, old, new string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), old) {
		t.Fatalf("%s does not contain %q", path, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestNewUserChangesAHouseRule walks the path of a user who copies the
// house card and changes one rule: the check refuses the hit statement
// and names the claim that holds; bound to it and reworded in every
// locale, the card passes and builds; bound to it with the words still
// saying every card, the check refuses the sentence (and --verbose shows
// its words).
func TestNewUserChangesAHouseRule(t *testing.T) {
	dir := t.TempDir()
	card := copyShipped(t, "gofish", dir)
	replaceIn(t, filepath.Join(card, "card.yaml"), "rules: house\n", "rules: house\nchanges: {give: one}\n")

	r := run(t, dir, nil, "check", "./gofish", "--games", "200")
	if r.code != 3 {
		t.Fatalf("changed rule, old words: exit %d, want 3\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, want := range []string{"ask-hit (en, de, es, fr, sv): claim ask.hit-gives-all fails", "ask.hit-gives-all is false under give: one; ask.hit-gives-one holds"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("check output lacks %q:\n%s", want, r.stdout)
		}
	}

	replaceIn(t, filepath.Join(card, "card.yaml"), "claims: [ask.hit-gives-all, ask.hit-go-again]", "claims: [ask.hit-gives-one, ask.hit-go-again]")
	before := map[string][]byte{}
	for _, l := range []string{"en", "sv", "de", "fr", "es"} {
		before[l], _ = os.ReadFile(filepath.Join(card, l+".yaml"))
	}
	replaceIn(t, filepath.Join(card, "en.yaml"), "they hand over **EVERY** card of that rank", "they hand over one card of that rank")
	replaceIn(t, filepath.Join(card, "sv.yaml"), "lämnar hen över **ALLA** kort av den valören", "lämnar hen över ett kort av den valören")
	replaceIn(t, filepath.Join(card, "de.yaml"), "gibt er dir **ALLE** Karten dieses Werts", "gibt er dir eine Karte dieses Werts")
	replaceIn(t, filepath.Join(card, "fr.yaml"), "il vous donne **TOUTES** ses cartes de cette valeur", "il vous donne une carte de cette valeur")
	replaceIn(t, filepath.Join(card, "es.yaml"), "te entrega **TODAS** sus cartas de ese valor", "te entrega una carta de ese valor")
	r = run(t, dir, nil, "check", "./gofish", "--games", "200")
	if r.code != 0 {
		t.Fatalf("bound and reworded: exit %d, want 0\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = run(t, dir, nil, "build", "./gofish", "--format", "pdf", "--locale", "en", "--out", "out")
	if r.code != 0 {
		t.Fatalf("build: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if fi, err := os.Stat(filepath.Join(dir, "out", "gofish.en.pdf")); err != nil || fi.Size() == 0 {
		t.Errorf("build wrote no sheet: %v", err)
	}

	if err := os.WriteFile(filepath.Join(card, "en.yaml"), before["en"], 0o644); err != nil {
		t.Fatal(err)
	}
	r = run(t, dir, nil, "check", "./gofish", "--games", "200", "--locale", "en", "--verbose")
	if r.code != 3 {
		t.Fatalf("bound, words still every card: exit %d, want 3\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, want := range []string{"FAIL  ask-hit", `en.yaml:34:3: ask-hit (en): "every" says ALL, which contradicts claim ask.hit-gives-one`,
		"en: If they have any, they hand over EVERY card of that rank, and you go again."} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("check output lacks %q:\n%s", want, r.stdout)
		}
	}
}
