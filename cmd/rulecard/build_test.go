package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// brokenCase is a broken card and the messages building it must give.
type brokenCase struct {
	name string // for the test's name
	dir  string // where to run rulecard
	arg  string // the card directory, relative to dir
	want []string
}

// brokenCards lists the content package's corpus of broken cards and this
// package's own (the problems only the layout finds: overflow, glyphs).
func brokenCards(t *testing.T) []brokenCase {
	t.Helper()
	var cases []brokenCase
	for _, base := range []string{filepath.Join(repoRoot(t), "content"), filepath.Join(repoRoot(t), "cmd", "rulecard")} {
		dirs, err := filepath.Glob(filepath.Join(base, "testdata", "broken", "*"))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dirs {
			want, err := os.ReadFile(filepath.Join(d, "want.txt"))
			if err != nil {
				t.Fatal(err)
			}
			rel, _ := filepath.Rel(base, d)
			cases = append(cases, brokenCase{
				name: filepath.Base(filepath.Dir(filepath.Dir(filepath.Dir(d)))) + "/" + filepath.Base(d),
				dir:  base, arg: rel,
				want: strings.Split(strings.TrimSpace(string(want)), "\n"),
			})
		}
	}
	if len(cases) < 20 {
		t.Fatalf("only %d broken cards; the corpus must hold at least 20", len(cases))
	}
	return cases
}

func TestBuildBrokenCardExits1WithPositionsAndWritesNothing(t *testing.T) {
	for _, bc := range brokenCards(t) {
		t.Run(bc.name, func(t *testing.T) {
			out := t.TempDir()
			good := []byte("%PDF- an earlier good output\n")
			existing := filepath.Join(out, "mini.en.pdf")
			if err := os.WriteFile(existing, good, 0o644); err != nil {
				t.Fatal(err)
			}
			r := run(t, bc.dir, nil, "build", bc.arg, "--out", out)
			if r.code != 1 {
				t.Fatalf("exit %d, want 1\nstdout: %s\nstderr: %s", r.code, r.stdout, r.stderr)
			}
			for _, w := range bc.want {
				if !strings.Contains(r.stderr, w) {
					t.Errorf("stderr lacks %q\nstderr: %s", w, r.stderr)
				}
			}
			entries, _ := os.ReadDir(out)
			if len(entries) != 1 {
				t.Errorf("the failed build left %d files in the output folder, want only the earlier one", len(entries))
			}
			if got, _ := os.ReadFile(existing); !bytes.Equal(got, good) {
				t.Errorf("the failed build changed the earlier output")
			}
		})
	}
}

func TestBuildShippedCardA4AndLetter(t *testing.T) {
	for _, tc := range []struct{ paper, size string }{
		{"a4", "841.89 x 595.28 pts"},
		{"letter", "792 x 612 pts"},
	} {
		t.Run(tc.paper, func(t *testing.T) {
			out := t.TempDir()
			r := run(t, t.TempDir(), nil, "build", "gofish", "--paper", tc.paper, "--out", out)
			if r.code != 0 {
				t.Fatalf("exit %d\n%s", r.code, r.stderr)
			}
			pdf := filepath.Join(out, "gofish.en.pdf")
			if _, err := os.Stat(filepath.Join(out, "gofish.en.html")); err != nil {
				t.Errorf("no HTML sheet by default: %v", err)
			}
			if !strings.Contains(r.stdout, pdf) || !strings.Contains(r.stdout, " pt") {
				t.Errorf("summary line does not name the file and its type size: %q", r.stdout)
			}
			info, err := exec.Command("pdfinfo", pdf).Output()
			if err != nil {
				t.Fatalf("pdfinfo: %v", err)
			}
			if !strings.Contains(string(info), "Pages:           1\n") || !strings.Contains(string(info), tc.size) {
				t.Errorf("pdfinfo: want 1 page of %s\n%s", tc.size, info)
			}
		})
	}
}

func TestBuildIsReproducibleWithSourceDateEpoch(t *testing.T) {
	env := []string{"SOURCE_DATE_EPOCH=1700000000"}
	var outs [2]string
	for i := range outs {
		outs[i] = t.TempDir()
		if r := run(t, t.TempDir(), env, "build", "--out", outs[i]); r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
	}
	for _, name := range []string{"gofish.en.pdf", "gofish.en.html"} {
		a, errA := os.ReadFile(filepath.Join(outs[0], name))
		b, errB := os.ReadFile(filepath.Join(outs[1], name))
		if errA != nil || errB != nil {
			t.Fatalf("%s: %v %v", name, errA, errB)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two builds with the same SOURCE_DATE_EPOCH differ", name)
		}
	}
}

func TestBuildUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"build", "--paper", "a3"},
		{"build", "--panel", "12x"},
		{"build", "--format", "docx"},
	} {
		r := run(t, t.TempDir(), nil, args...)
		if r.code != 2 {
			t.Errorf("%v: exit %d, want 2\n%s", args, r.code, r.stderr)
		}
	}
	r := run(t, t.TempDir(), nil, "build", "no-such-card")
	if r.code != 1 || !strings.Contains(r.stderr, "no-such-card") {
		t.Errorf("unknown card: exit %d, stderr %q", r.code, r.stderr)
	}
	r = run(t, t.TempDir(), nil, "build", "--locale", "xx")
	if r.code != 1 || !strings.Contains(r.stderr, `"xx"`) {
		t.Errorf("unknown locale: exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestBuildRefusesACardThatContradictsTheEngine(t *testing.T) {
	card := filepath.Join(repoRoot(t), "cmd", "rulecard", "testdata", "check", "mutated", "number-changed")
	out := t.TempDir()
	r := run(t, t.TempDir(), nil, "build", card, "--out", out)
	if r.code != 3 {
		t.Fatalf("exit %d, want 3\n%s", r.code, r.stderr)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("a refused card left %d files", len(entries))
	}
	if r := run(t, t.TempDir(), nil, "build", card, "--no-check", "--out", out); r.code != 0 {
		t.Errorf("--no-check: exit %d\n%s", r.code, r.stderr)
	}
}
