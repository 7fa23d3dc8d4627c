package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestABuildThatFailsHalfWayReplacesNoOutput: a build of several cards,
// locales and formats whose outputs cannot all be put in place (one, in
// the middle of the set, is a folder) writes none of them: every output
// there before holds what it held, one that was not there is not made,
// and no temporary file is left.
func TestABuildThatFailsHalfWayReplacesNoOutput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	if err := os.MkdirAll(filepath.Join(out, "gofish.sv.pdf", "in-the-way"), 0o755); err != nil {
		t.Fatal(err)
	}
	var old []string
	for _, name := range []string{"gofish.en.pdf", "gofish.en.html", "gofish.de.pdf", "gofish.fr.html", "gofish.sv.html", "duel.en.pdf"} {
		old = append(old, name)
		if err := os.WriteFile(filepath.Join(out, name), []byte("old "+name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := run(t, dir, nil, "build", "gofish", "duel", "--no-check", "--format", "pdf,html")
	if r.code != 1 || !strings.Contains(r.stderr, "gofish.sv.pdf") {
		t.Errorf("build with an output that is a folder: exit %d, want 1 and the output named\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, name := range old {
		if data, _ := os.ReadFile(filepath.Join(out, name)); string(data) != "old "+name {
			t.Errorf("%s holds %.20q, want what it held: a failed build replaced it", name, data)
		}
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	want := append(slices.Clone(old), "gofish.sv.pdf")
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("out/ holds %v\nwant %v (nothing new, no temporary file)", got, want)
	}
	if r.stdout != "" {
		t.Errorf("a failed build says it wrote:\n%s", r.stdout)
	}
}
