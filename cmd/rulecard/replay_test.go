package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestReplayShippedScenariosPass(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(repoRoot(t), "games", "gofish", "testdata", "scenarios", "*.yaml"))
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

func TestReplayBadFileExits1(t *testing.T) {
	bad, _ := filepath.Glob(filepath.Join(repoRoot(t), "games", "gofish", "testdata", "bad", "*.yaml"))
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
