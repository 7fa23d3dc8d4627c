package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestACardWithNoEngineIsPrintedAndSaysSoEverywhere: a card of game: none
// builds in every format with "unproven" on each file's line and in
// --json; check says in one line that nothing is proven and exits 0; a
// reference of it, named, is refused, naming why.
func TestACardWithNoEngineIsPrintedAndSaysSoEverywhere(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "build", "old-maid", "--format", "pdf,html,png")
	if r.code != 0 {
		t.Fatalf("build: exit %d\n%s", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if len(lines) != 6 {
		t.Errorf("build wrote %d lines, want 6 (2 locales × 3 formats):\n%s", len(lines), r.stdout)
	}
	for _, l := range lines {
		if !strings.Contains(l, "unproven: no engine for its game (game: none)") {
			t.Errorf("a file's line does not say it is unproven: %q", l)
		}
		if _, err := os.Stat(filepath.Join(dir, strings.Fields(l)[0])); err != nil {
			t.Error(err)
		}
	}
	r = run(t, dir, nil, "build", "old-maid", "--locale", "de", "--json")
	var rep struct {
		Sheets []struct {
			Unproven bool `json:"unproven"`
		} `json:"sheets"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil || r.code != 0 || len(rep.Sheets) != 1 || !rep.Sheets[0].Unproven {
		t.Errorf("build --json: exit %d, %v, %+v; want one sheet, unproven\n%s", r.code, err, rep, r.stdout)
	}
	r = run(t, dir, nil, "check", "old-maid")
	if r.code != 0 {
		t.Fatalf("check: exit %d\n%s", r.code, r.stderr)
	}
	want := "old-maid (content/cards/old-maid): nothing proven: rulecard has no engine for this card's game (game: none); its 14 statements in en, de are printed as written\n" +
		"summary: 14 statements, 0 bound, 0 unbound, 0 claims, 0 failed, 0 examples, 0 games, 14 unproven\n" +
		"not proved: 14 statements of a game without an engine\n"
	if r.stdout != want {
		t.Errorf("check printed:\n%s\nwant:\n%s", r.stdout, want)
	}
	r = run(t, dir, nil, "reference", "old-maid")
	if r.code != 1 || !strings.Contains(r.stderr, "card old-maid has no rules reference: rulecard has no engine for its game (game: none)") {
		t.Errorf("reference old-maid: exit %d, want 1 naming why\n%s", r.code, r.stderr)
	}
}
