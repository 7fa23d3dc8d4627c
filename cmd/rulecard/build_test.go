package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
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
	t.Parallel() // its own folders and processes: it runs beside the others
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
	t.Parallel() // its own folders and processes: it runs beside the others
	env := []string{"SOURCE_DATE_EPOCH=1700000000"}
	var outs [2]string
	for i := range outs {
		outs[i] = t.TempDir()
		if r := run(t, t.TempDir(), env, "build", "--out", outs[i]); r.code != 0 {
			t.Fatalf("exit %d\n%s", r.code, r.stderr)
		}
	}
	for _, name := range []string{"gofish.en.pdf", "gofish.en.html", "gofish.sv.pdf", "gofish.de.html"} {
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

// summaryLine matches a build's line for one file: its path and type size.
var summaryLine = regexp.MustCompile(`(?m)^(\S+)\s+1 page, 4 panels\s+([0-9.]+) pt`)

func TestBuildWritesEveryLocaleAndSaysEachTypeSize(t *testing.T) {
	t.Parallel() // its own folders and processes: it runs beside the others
	dir := t.TempDir()
	r := run(t, dir, nil, "build")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	sizes := map[string]float64{}
	for _, m := range summaryLine.FindAllStringSubmatch(r.stdout, -1) {
		sizes[m[1]], _ = strconv.ParseFloat(m[2], 64)
	}
	for _, loc := range locale.Shipped().Codes() {
		for _, ext := range []string{"pdf", "html"} {
			name := filepath.Join("out", string("gofish.")+string(loc)+"."+ext)
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("%s not written: %v", name, err)
			}
			size, ok := sizes[name]
			floor := 6.5
			if loc == "en" {
				floor = 7
			}
			if !ok || size < floor {
				t.Errorf("%s: summary says %v pt (listed: %v), want at least %v\n%s", name, size, ok, floor, r.stdout)
			}
		}
	}
	gofish := 0
	for name := range sizes {
		if strings.HasPrefix(name, filepath.Join("out", "gofish.")) {
			gofish++
		}
	}
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	if want := 2 * len(card.LocaleOrder); gofish != want {
		t.Errorf("%d summary lines for gofish, want %d (PDF and HTML in each locale):\n%s", gofish, want, r.stdout)
	}
}

func TestBuildLocaleFlagPicksTheLocales(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "build", "--locale", "sv,de", "--format", "pdf", "--no-check")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "out"))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "club.sv.pdf common.sv.pdf crazy-eights.de.pdf crazy-eights.sv.pdf gofish.de.pdf gofish.sv.pdf mau-mau.de.pdf old-maid.de.pdf" {
		t.Errorf("--locale sv,de wrote %v", names)
	}
	info, err := exec.Command("pdfinfo", filepath.Join(dir, "out", "gofish.sv.pdf")).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(info), "Title:           Finns i sjön") {
		t.Errorf("the Swedish PDF's title is not the Swedish card's:\n%s", info)
	}
}

// TestTwoCardsWithOneIDAreAUsageError: build refuses, before
// writing anything, two cards that would write the same files.
func TestTwoCardsWithOneIDAreAUsageError(t *testing.T) {
	wd, _ := os.Getwd()
	parent := t.TempDir()
	src := os.DirFS(filepath.Join(wd, "..", "..", "content", "cards", "gofish"))
	for _, name := range []string{"a", "b"} {
		if err := os.CopyFS(filepath.Join(parent, name), src); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"build", "a", "b", "--out", "o", "--no-check"},
		{"build", "gofish", "./b", "--out", "o", "--no-check"},
	} {
		r := run(t, parent, nil, args...)
		if r.code != 2 || !strings.Contains(r.stderr, `same id "gofish"`) {
			t.Errorf("%v: exit %d, want 2 naming the shared id:\n%s", args, r.code, r.stderr)
		}
		if _, err := os.Stat(filepath.Join(parent, "o")); err == nil {
			t.Errorf("%v wrote its output folder", args)
		}
	}
}

func TestBuildJSONGivesEverySheetsTypesettingFigures(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "build", "gofish", "--json", "--no-check")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	var rep struct {
		Sheets []struct {
			Card, Locale, Paper string
			SizePt              float64    `json:"size_pt"`
			Fill                [4]float64 `json:"fill"`
			FullestPanel        int        `json:"fullest_panel"`
			Fullest             float64    `json:"fullest"`
			EmptiestPanel       int        `json:"emptiest_panel"`
			Emptiest            float64    `json:"emptiest"`
			Split               *int       `json:"statements_split"`
			Hyphenated          *int       `json:"hyphenated_lines"`
			Files               []string   `json:"files"`
		} `json:"sheets"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, r.stdout)
	}
	locales := map[string]bool{}
	for _, s := range rep.Sheets {
		locales[s.Locale] = true
		if s.Card != "gofish" || s.Paper != "a4" || s.SizePt < 7 || s.Split == nil || *s.Split != 0 || s.Hyphenated == nil {
			t.Errorf("sheet %+v", s)
		}
		if s.FullestPanel < 1 || s.FullestPanel > 4 || s.Fill[s.FullestPanel-1] != s.Fullest || s.Fill[s.EmptiestPanel-1] != s.Emptiest || s.Emptiest > s.Fullest {
			t.Errorf("%s: fullest panel %d (%v), emptiest %d (%v) of %v", s.Locale, s.FullestPanel, s.Fullest, s.EmptiestPanel, s.Emptiest, s.Fill)
		}
		for _, f := range s.Files {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("%s: %v", f, err)
			}
		}
		if len(s.Files) != 2 {
			t.Errorf("%s: files %v, want the PDF and the HTML", s.Locale, s.Files)
		}
	}
	if len(rep.Sheets) != 5 || !locales["en"] || !locales["sv"] || !locales["de"] || !locales["fr"] || !locales["es"] {
		t.Errorf("%d sheets for %v, want en, sv, de, fr, es", len(rep.Sheets), locales)
	}
}

// TestBuildNoCheckDoesNotReadTheWordsOnlyTheCheckReads: a words file is
// read by the check alone, so a build that does not check neither reads
// it nor stops at its problems; a build that checks, and check, do.
func TestBuildNoCheckDoesNotReadTheWordsOnlyTheCheckReads(t *testing.T) {
	dir := t.TempDir()
	card := copyShipped(t, "gofish", dir)
	words := filepath.Join(card, "en.words.yaml")
	if err := os.WriteFile(words, []byte("rule-words: [unclosed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	for _, args := range [][]string{
		{"build", card, "--locale", "en", "--format", "pdf", "--out", out},
		{"check", card, "--locale", "en"},
	} {
		r := run(t, dir, nil, args...)
		if r.code != 1 || !strings.Contains(r.stderr, words+":1:") {
			t.Errorf("%s: exit %d, want 1 and the words file's problem\n%s", args[0], r.code, r.stderr)
		}
	}
	r := run(t, dir, nil, "build", card, "--locale", "en", "--format", "pdf", "--no-check", "--out", out)
	if r.code != 0 {
		t.Fatalf("build --no-check: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "gofish.en.pdf")); err != nil {
		t.Errorf("build --no-check wrote no sheet: %v", err)
	}
}

// TestBuildRemovesOnlyItsOwnOutputsStaleTemporaries: in an output folder
// shared with other files, a build removes what a killed build of its own
// outputs left (.gofish.en.pdf.N.tmp, over a minute old) and nothing else:
// not a file of the same pattern for a name it does not write, nor one of
// another card's outputs.
func TestBuildRemovesOnlyItsOwnOutputsStaleTemporaries(t *testing.T) {
	out := t.TempDir()
	old := time.Now().Add(-time.Hour)
	mine := ".gofish.en.pdf.123.tmp"
	others := []string{".notes.123.tmp", ".club.en.pdf.7.tmp", ".gofish.de.pdf.55.tmp"}
	for _, name := range append([]string{mine}, others...) {
		p := filepath.Join(out, name)
		if err := os.WriteFile(p, []byte("data"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	r := run(t, t.TempDir(), nil, "build", "gofish", "--locale", "en", "--format", "pdf", "--no-check", "--out", out)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(out, mine)); !os.IsNotExist(err) {
		t.Errorf("%s, a killed build's leftover of this build's output, is still there (%v)", mine, err)
	}
	for _, name := range others {
		if data, err := os.ReadFile(filepath.Join(out, name)); err != nil || string(data) != "data" {
			t.Errorf("%s, not this build's, was removed or changed: %q %v", name, data, err)
		}
	}
}
