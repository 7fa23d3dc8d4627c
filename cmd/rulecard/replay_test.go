package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReplayShippedScenariosPass(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(repoRoot(t), "engine", "testdata", "scenarios", "*.yaml"))
	if err != nil || len(files) < 25 {
		t.Fatalf("want at least 25 scenario files, found %d (%v)", len(files), err)
	}
	r := run(t, t.TempDir(), nil, append([]string{"replay"}, files...)...)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, f := range files {
		if !strings.Contains(r.stdout, f) {
			t.Errorf("output does not name %s", f)
		}
	}
}

func TestReplayFailedExpectationExits3WithPosition(t *testing.T) {
	f := filepath.Join(repoRoot(t), "engine", "testdata", "fail", "wrong-gets.yaml")
	r := run(t, t.TempDir(), nil, "replay", f)
	if r.code != 3 {
		t.Fatalf("exit %d, want 3\n%s", r.code, r.stderr)
	}
	want := f + ":9: step 1: expected gets [7D], got [7D 7C]"
	if !strings.Contains(r.stderr, want) {
		t.Errorf("stderr %q lacks %q", r.stderr, want)
	}
}

func TestReplayBadFileExits1(t *testing.T) {
	bad, _ := filepath.Glob(filepath.Join(repoRoot(t), "engine", "testdata", "bad", "*.yaml"))
	if len(bad) == 0 {
		t.Fatal("no bad scenario files")
	}
	for _, f := range bad {
		r := run(t, t.TempDir(), nil, "replay", f)
		if r.code != 1 {
			t.Errorf("%s: exit %d, want 1\n%s", filepath.Base(f), r.code, r.stderr)
		}
		if !strings.Contains(r.stderr, f+":") {
			t.Errorf("%s: error does not name the file: %q", filepath.Base(f), r.stderr)
		}
	}
}

// TestReplayEscapesControlCharactersFromTheFile: seat names that carry a
// terminal escape or a bidi override are printed as visible escapes, on
// standard output and in the error alike.
func TestReplayEscapesControlCharactersFromTheFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "esc.yaml")
	src := `rules: house
seats: ["Ana\e[2J", "Ben\u202e"]
hands:
  "Ana\e[2J": [7S, 7H, KD]
  "Ben\u202e": [7C, 2H, 9D]
pond: [7D, 3C]
turn: "Ana\e[2J"
steps:
  - ask: {by: "Ana\e[2J", of: "Ben\u202e", rank: "7"}
    expect: {gets: [7C], next: "Ben\u202e"}
`
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := run(t, dir, nil, "replay", f)
	if r.code != 3 {
		t.Fatalf("exit %d, want 3 (the expectation is wrong)\n%s%s", r.code, r.stdout, r.stderr)
	}
	for name, out := range map[string]string{"stdout": r.stdout, "stderr": r.stderr} {
		if strings.ContainsAny(out, "\x1b\u202e") {
			t.Errorf("%s holds a raw control character: %q", name, out)
		}
		if !strings.Contains(out, `Ana\x1b[2J`) || !strings.Contains(out, `Ben\u202e`) {
			t.Errorf("%s does not show the names escaped: %q", name, out)
		}
	}
}
