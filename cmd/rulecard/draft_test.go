package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// halfFrench writes into dir a copy of the shipped Go Fish card with its
// French words cut down to the first half of the statements (the rest
// missing, one emptied), with status: draft when draft is true. It
// returns the ids left out.
func halfFrench(t *testing.T, dir string, draft bool) []string {
	t.Helper()
	src := filepath.Join(repoRoot(t), "content", "cards", "gofish")
	for _, name := range []string{"card.yaml", "en.yaml"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fr, err := os.ReadFile(filepath.Join(src, "fr.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(fr), "\n")
	var keep []string
	var gone []string
	key := regexp.MustCompile(`^  ([a-z-]+):`)
	inStatements, n := false, 0
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l == "statements:" {
			inStatements = true
		} else if l != "" && !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "#") {
			inStatements = false // the next top-level key (translated-from:)
		}
		if m := key.FindStringSubmatch(l); inStatements && m != nil {
			n++
			if n > 14 {
				gone = append(gone, m[1])
				for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "    ") {
					i++
				}
				continue
			}
			if n == 14 {
				gone = append(gone, m[1])
				keep = append(keep, "  "+m[1]+`: ""`)
				for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "    ") {
					i++
				}
				continue
			}
		}
		keep = append(keep, l)
	}
	text := strings.Join(keep, "\n")
	if draft {
		text = strings.Replace(text, "locale: fr\n", "locale: fr\nstatus: draft\n", 1)
	}
	if err := os.WriteFile(filepath.Join(dir, "fr.yaml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return gone
}

// TestADraftBuildsAndLeavesTheOtherLocalesAlone builds a half-translated
// draft: it builds with the untranslated statements in English, marked;
// check passes and lists them as warnings; the English sheet is the same
// byte for byte as without the draft. Without status: draft the same file
// fails with every missing text listed, and still stops no English build.
func TestADraftBuildsAndLeavesTheOtherLocalesAlone(t *testing.T) {
	dir := t.TempDir()
	card := filepath.Join(dir, "gofish")
	if err := os.Mkdir(card, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"SOURCE_DATE_EPOCH=1700000000"}
	gone := halfFrench(t, card, true)
	if len(gone) < 10 {
		t.Fatalf("only %d statements left out", len(gone))
	}
	r := run(t, dir, env, "build", "./gofish", "--locale", "fr", "--format", "html", "--out", "fr", "--no-check")
	if r.code != 0 {
		t.Fatalf("draft build: exit %d\n%s", r.code, r.stderr)
	}
	html, err := os.ReadFile(filepath.Join(dir, "fr", "gofish.fr.html"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(html), "[en]"); n != len(gone) {
		t.Errorf("the draft sheet marks %d texts [en], want %d", n, len(gone))
	}
	r = run(t, dir, env, "check", "./gofish", "--locale", "fr", "--games", "0")
	warning := regexp.MustCompile(`(?m)^warning: fr \(draft\): .*$`).FindString(r.stdout)
	if r.code != 0 || warning == "" {
		t.Errorf("draft check: exit %d, want 0 and a warning\n%s\n%s", r.code, r.stdout, r.stderr)
	}
	for _, id := range gone {
		if !regexp.MustCompile(`[ ,]` + regexp.QuoteMeta(id) + `(,|$)`).MatchString(warning) {
			t.Errorf("the warning does not list %s:\n%s", id, warning)
		}
	}
	r = run(t, dir, env, "build", "./gofish", "--locale", "en", "--format", "html", "--out", "with")
	if r.code != 0 {
		t.Fatalf("en beside a draft: exit %d\n%s", r.code, r.stderr)
	}
	with, _ := os.ReadFile(filepath.Join(dir, "with", "gofish.en.html"))
	os.Remove(filepath.Join(card, "fr.yaml"))
	r = run(t, dir, env, "build", "./gofish", "--locale", "en", "--format", "html", "--out", "without")
	without, _ := os.ReadFile(filepath.Join(dir, "without", "gofish.en.html"))
	if r.code != 0 || len(with) == 0 || string(with) != string(without) {
		t.Errorf("the English sheet differs with a French draft beside it (exit %d)", r.code)
	}

	halfFrench(t, card, false)
	r = run(t, dir, env, "build", "./gofish", "--locale", "fr", "--no-check", "--out", "bad")
	if r.code != 1 {
		t.Fatalf("a half translation without status: draft: exit %d, want 1", r.code)
	}
	for _, id := range gone {
		if !strings.Contains(r.stderr, `"`+id+`"`) {
			t.Errorf("the error does not list %s:\n%s", id, r.stderr)
		}
	}
	if r := run(t, dir, env, "build", "./gofish", "--locale", "en", "--format", "html", "--out", "en-beside-broken"); r.code != 0 {
		t.Errorf("build --locale en beside a broken fr.yaml: exit %d\n%s", r.code, r.stderr)
	}
}
