package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// presetCards are the shipped cards of the presets other than the house
// rules, with their preset and locales.
var presetCards = []struct{ card, preset, locales string }{
	{"duel", "duel", "en"},
	{"whole-pack", "whole-pack", "en"},
	{"common", "common", "en, sv"},
}

func TestCheckEveryPresetCardPasses(t *testing.T) {
	args := []string{"check", "--games", "300"}
	for _, c := range presetCards {
		args = append(args, c.card)
	}
	r := run(t, t.TempDir(), nil, args...)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, c := range presetCards {
		head := c.card + " (content/cards/" + c.card + "): preset " + c.preset + ", locales " + c.locales
		if !strings.Contains(r.stdout, head) {
			t.Errorf("output does not say %q:\n%s", head, r.stdout)
		}
	}
	if strings.Contains(r.stdout, "FAIL") {
		t.Errorf("a statement failed:\n%s", r.stdout)
	}
}

// TestCommonCardCheckedAgainstHouseNamesTheStatementsThatDiffer checks the
// common card bound to the house preset: it contradicts the engine (exit
// 3), and exactly the statements whose rules the two presets play
// differently fail: who plays (2 to 6, the full pack only), who starts,
// who plays after a go fish, and when the game ends.
func TestCommonCardCheckedAgainstHouseNamesTheStatementsThatDiffer(t *testing.T) {
	wd, _ := os.Getwd()
	dir := filepath.Join("testdata", "check", "mutated", "common-as-house")
	r := run(t, wd, nil, "check", dir, "--games", "300")
	if r.code != 3 {
		t.Fatalf("exit %d, want 3\n%s%s", r.code, r.stdout, r.stderr)
	}
	var failed []string
	for _, m := range regexp.MustCompile(`(?m)^FAIL \S+: (\S+) \(`).FindAllStringSubmatch(r.stdout, -1) {
		failed = append(failed, m[1])
	}
	slices.Sort(failed)
	failed = slices.Compact(failed)
	if want := []string{"ask-miss", "deal-first", "end-rule", "tagline"}; !slices.Equal(failed, want) {
		t.Errorf("failed statements %v, want %v:\n%s", failed, want, r.stdout)
	}
	for _, w := range []string{"ask-miss (en, sv): claim gofish.turn-to-asked fails with preset house",
		"deal-first (en, sv): claim turn.first-random fails with preset house",
		"end-rule (en, sv): claim end.stock-out fails with preset house",
		"the card is for 5 players with the 52-card pack, which preset house does not play"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("report does not say %q:\n%s", w, r.stdout)
		}
	}
}

func TestBuildEveryPresetCardInEveryLocale(t *testing.T) {
	out := t.TempDir()
	args := []string{"build", "--out", out, "--format", "pdf", "--no-check"}
	for _, c := range presetCards {
		args = append(args, c.card)
	}
	r := run(t, t.TempDir(), nil, args...)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	size := regexp.MustCompile(`(\S+)\s+1 page, 4 panels\s+([0-9.]+) pt`)
	built := map[string]float64{}
	for _, m := range size.FindAllStringSubmatch(r.stdout, -1) {
		pt, _ := strconv.ParseFloat(m[2], 64)
		built[filepath.Base(m[1])] = pt
	}
	for _, c := range presetCards {
		for _, loc := range strings.Split(c.locales, ", ") {
			name := c.card + "." + loc + ".pdf"
			pt, ok := built[name]
			switch {
			case !ok:
				t.Errorf("%s not built:\n%s", name, r.stdout)
			case pt < 6.5:
				t.Errorf("%s set at %.2f pt, want at least 6.5", name, pt)
			}
			if _, err := os.Stat(filepath.Join(out, name)); err != nil {
				t.Error(err)
			}
		}
	}
}
