package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

func TestCheckShippedCardsPass(t *testing.T) {
	r := run(t, t.TempDir(), nil, "check")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, w := range []string{"gofish (content/cards/gofish): preset house, locales en, de, es, fr, sv,", " 0 unbound", " 0 failed", "2000 games for each of 6 configurations from seed 1"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("output does not say %q:\n%s", w, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "FAIL") {
		t.Errorf("a statement failed:\n%s", r.stdout)
	}
}

func TestCheckJSONSummary(t *testing.T) {
	r := run(t, t.TempDir(), nil, "check", "gofish", "--json", "--games", "50")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	var out struct {
		Cards []struct {
			Card       string `json:"card"`
			Statements []struct {
				ID string `json:"id"`
				OK bool   `json:"ok"`
			} `json:"statements"`
		} `json:"cards"`
		Summary map[string]int `json:"summary"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		t.Fatalf("%v\n%s", err, r.stdout)
	}
	s := out.Summary
	if len(out.Cards) != 1 || s["statements"] != len(out.Cards[0].Statements) || s["unbound"] != 0 ||
		s["failed"] != 0 || s["games"] != 300 || s["bound"] == 0 || s["claims"] == 0 || s["examples"] == 0 {
		t.Errorf("summary %v for %d statements", s, len(out.Cards[0].Statements))
	}
}

// checkCases lists the card directories under testdata/check/KIND with the
// lines the check must print for each (want.txt).
func checkCases(t *testing.T, kind string) map[string][]string {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join("testdata", "check", kind, "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no %s cards (%v)", kind, err)
	}
	cases := map[string][]string{}
	for _, d := range dirs {
		want, err := os.ReadFile(filepath.Join(d, "want.txt"))
		if err != nil {
			t.Fatal(err)
		}
		cases[d] = strings.Split(strings.TrimSpace(string(want)), "\n")
	}
	return cases
}

func TestCheckMutatedCardsExit3NamingStatementAndLocale(t *testing.T) {
	wd, _ := os.Getwd()
	for dir, want := range checkCases(t, "mutated") {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			r := run(t, wd, nil, "check", dir, "--games", "300")
			if r.code != 3 {
				t.Fatalf("exit %d, want 3\n%s%s", r.code, r.stdout, r.stderr)
			}
			// The first line names the statement and the locale: a
			// FAIL line of the report must say it; the report (with
			// --verbose, each failure in full) says everything; the
			// error says in one line that the card contradicts the
			// engine, and lists nothing again.
			if !regexp.MustCompile(`(?m)^FAIL .*` + regexp.QuoteMeta(want[0])).MatchString(r.stdout) {
				t.Errorf("no FAIL line says %q:\n%s", want[0], r.stdout)
			}
			m := regexp.MustCompile(`^rulecard: card \S+ contradicts the engine: (\d+) problems?, listed above\n$`).FindStringSubmatch(r.stderr)
			if m == nil {
				t.Fatalf("the error is not one line that says how many problems:\n%s", r.stderr)
			}
			// One line per problem: a heading, the FAIL lines, the
			// hint to --verbose, the summary and what was not proved.
			lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
			fails := regexp.MustCompile(`(?m)^FAIL `).FindAllString(r.stdout, -1)
			if n := fmt.Sprint(len(fails)); n != m[1] || len(lines) != len(fails)+4 {
				t.Errorf("%d lines, %s FAIL lines for %s problems, want a heading, one line per problem, a hint, a summary and what was not proved:\n%s", len(lines), n, m[1], r.stdout)
			}
			// A claim that fails both a worked example and its property
			// is one problem: one line names it (both failures in it).
			named := map[string]bool{}
			for _, l := range lines {
				if c := regexp.MustCompile(`^FAIL (\S+): .*claim (\S+) fails with preset`).FindStringSubmatch(l); c != nil {
					if named[c[1]+" "+c[2]] {
						t.Errorf("claim %s at %s has two lines:\n%s", c[2], c[1], r.stdout)
					}
					named[c[1]+" "+c[2]] = true
				}
			}
			if last := lines[len(lines)-1]; !strings.HasPrefix(last, "not proved: ") {
				t.Errorf("the last line %q does not say what the check did not prove", last)
			}
			// Nothing is printed twice: no line of the report again, and
			// none of it on standard error.
			seen := map[string]bool{}
			for _, l := range lines {
				if seen[l] {
					t.Errorf("printed twice: %s", l)
				}
				seen[l] = true
				if strings.HasPrefix(l, "FAIL ") && strings.Contains(r.stderr, strings.TrimPrefix(l, "FAIL ")) {
					t.Errorf("standard error repeats: %s", l)
				}
			}
			full := run(t, wd, nil, "check", dir, "--games", "300", "--verbose")
			for _, w := range want {
				if !strings.Contains(full.stdout, w) {
					t.Errorf("report does not say %q:\n%s", w, full.stdout)
				}
			}
		})
	}
}

// TestCheckHouseRuleCardsPass: a card for each setting value that once no
// claim could state (testdata/check/house-rules) states it with the
// claims made for it and passes; its wrong wording fails
// (testdata/check/mutated/setting-*).
func TestCheckHouseRuleCardsPass(t *testing.T) {
	wd, _ := os.Getwd()
	dirs, err := filepath.Glob(filepath.Join("testdata", "check", "house-rules", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no house-rule cards (%v)", err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			if r := run(t, wd, nil, "check", dir, "--games", "300"); r.code != 0 {
				t.Fatalf("exit %d, want 0\n%s%s", r.code, r.stdout, r.stderr)
			}
		})
	}
}

func TestCheckBrokenCardsExit1WithPositions(t *testing.T) {
	wd, _ := os.Getwd()
	for dir, want := range checkCases(t, "broken") {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			r := run(t, wd, nil, "check", dir, "--games", "0")
			if r.code != 1 {
				t.Fatalf("exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
			}
			pos := regexp.MustCompile(`(?m)^FAIL ` + regexp.QuoteMeta(filepath.Join(dir, "card.yaml")) + `:\d+:\d+: `)
			if !pos.MatchString(r.stdout) {
				t.Errorf("no FAIL card.yaml:line:col line in\n%s", r.stdout)
			}
			for _, w := range want {
				if !strings.Contains(r.stdout, w) {
					t.Errorf("report does not say %q:\n%s", w, r.stdout)
				}
			}
			if !regexp.MustCompile(`^rulecard: card \S+ is broken: \d+ problems?, listed above\n$`).MatchString(r.stderr) {
				t.Errorf("the error is not one line that says how many problems:\n%s", r.stderr)
			}
		})
	}
}

func TestCheckReproduceCommandPlaysTheSameGame(t *testing.T) {
	wd, _ := os.Getwd()
	dir := filepath.Join("testdata", "check", "mutated", "lucky-draw")
	first := run(t, wd, nil, "check", dir, "--games", "300", "--seed", "5", "--verbose")
	m := regexp.MustCompile(`reproduce: rulecard (check \S+ --seed \d+ --games \d+)\n`).FindStringSubmatch(first.stdout)
	if m == nil {
		t.Fatalf("no reproduce command in\n%s", first.stdout)
	}
	game := regexp.MustCompile(`(?s)game: seed .*?contradiction: [^\n]*`).FindString(first.stdout)
	again := run(t, wd, nil, append(strings.Fields(m[1]), "--verbose")...)
	if again.code != 3 || game == "" || !strings.Contains(again.stdout, game) {
		t.Errorf("rulecard %s (exit %d) does not show the same game:\n%s\nwant:\n%s", m[1], again.code, again.stdout, game)
	}
}

func TestCheckFlags(t *testing.T) {
	var got *checkOptions
	cmd := newCheckCmd(func(o *checkOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"gofish", "./mine", "--locale", "en,sv", "--games", "7", "--seed", "9", "--json"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if got == nil || strings.Join(got.Cards, " ") != "gofish ./mine" || strings.Join(locale.Strings(got.Locales), ",") != "en,sv" ||
		got.Games != 7 || got.Seed != 9 || !got.JSON {
		t.Errorf("options %+v", got)
	}
}

// TestReproduceHintNamesTheDirectoryThatWasChecked: a card folder whose id
// is a shipped card's, built or checked by a bare folder name, gets a hint
// that checks that folder (./NAME), not the shipped card.
func TestReproduceHintNamesTheDirectoryThatWasChecked(t *testing.T) {
	wd, _ := os.Getwd()
	parent := t.TempDir()
	if err := os.CopyFS(filepath.Join(parent, "lucky"), os.DirFS(filepath.Join(wd, "testdata", "check", "mutated", "lucky-draw"))); err != nil {
		t.Fatal(err)
	}
	hint := regexp.MustCompile(`reproduce: rulecard (check \S+(?: --locale \S+)? --seed \d+ --games \d+)\n`)
	for _, args := range [][]string{{"check", "lucky", "--games", "300", "--verbose"}, {"build", "lucky", "--out", "o"}} {
		first := run(t, parent, nil, args...)
		m := hint.FindStringSubmatch(first.stdout + first.stderr)
		if first.code != 3 || m == nil {
			t.Fatalf("%v: exit %d, no reproduce hint:\n%s%s", args, first.code, first.stdout, first.stderr)
		}
		if !strings.HasPrefix(m[1], "check ./lucky ") {
			t.Errorf("%v: hint %q does not name ./lucky", args, m[1])
		}
		if again := run(t, parent, nil, strings.Fields(m[1])...); again.code != 3 {
			t.Errorf("rulecard %s exits %d, want 3 (it must check the same folder)", m[1], again.code)
		}
	}
}

// TestAnUnknownPresetIsPlacedAtItsValue: rules: casino is reported at the
// value's own line:col (it was card.yaml:3:1, the file's first key).
func TestAnUnknownPresetIsPlacedAtItsValue(t *testing.T) {
	wd, _ := os.Getwd()
	card := filepath.Join(t.TempDir(), "casino")
	if err := os.CopyFS(card, os.DirFS(filepath.Join(wd, "..", "..", "content", "cards", "gofish"))); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(card, "card.yaml")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	at := -1
	for i, l := range lines {
		if l == "rules: house" {
			lines[i], at = "rules: casino", i+1
		}
	}
	if at < 0 {
		t.Fatal("no 'rules: house' line in the gofish card")
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	r := run(t, wd, nil, "check", card, "--games", "0")
	want := fmt.Sprintf("%s:%d:8: rules: unknown preset \"casino\" (presets: common, duel, house, whole-pack)", path, at)
	if r.code != 1 || !strings.Contains(r.stdout+r.stderr, want) {
		t.Errorf("exit %d, want a problem %q:\n%s%s", r.code, want, r.stdout, r.stderr)
	}
}

// TestCheckRefusesACardTheFontsCannotSet: a card whose words hold a
// character the fonts lack passes no check, as it builds no sheet: exit 1,
// with the build's own messages (it passed the check and then failed to
// build).
func TestCheckRefusesACardTheFontsCannotSet(t *testing.T) {
	dir := filepath.Join(repoRoot(t), "cmd", "rulecard")
	want, err := os.ReadFile(filepath.Join(dir, "testdata", "broken", "missing-glyph", "want.txt"))
	if err != nil {
		t.Fatal(err)
	}
	r := run(t, dir, nil, "check", filepath.Join("testdata", "broken", "missing-glyph"), "--games", "0")
	if r.code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, w := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("error does not say %q:\n%s", w, r.stderr)
		}
	}
	if !strings.Contains(r.stderr, "cannot be printed") {
		t.Errorf("error does not say the card cannot be printed:\n%s", r.stderr)
	}
}
