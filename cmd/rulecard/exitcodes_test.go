package main

import (
	"io"
	"sort"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// badFlags holds, for every flag of every command, a command line that
// gives it a bad value, which must be a usage error (exit 2) whose message
// names the flag or the value. A flag with no bad value (a switch, free
// text) maps to "" with its reason in the comment. A flag missing from the
// table fails TestEveryFlagHasAUsageErrorCase, so a new flag gets a case.
var badFlags = map[string]string{
	"build --dpi":            "build gofish --dpi 5",
	"build --format":         "build gofish --format doc",
	"build --json":           "", // a switch
	"build --locale":         "build gofish --locale xx",
	"build --no-check":       "", // a switch
	"build --out":            "build gofish --out ''",
	"build --panel":          "build gofish --panel 1x1",
	"build --paper":          "build gofish --paper b5",
	"check --explain":        "check gofish --explain no-such-statement --games 0",
	"check --games":          "check gofish --games 100000001",
	"check --json":           "",
	"check --locale":         "check gofish --locale xx",
	"check --quiet":          "",
	"check --seed":           "check gofish --seed -1",
	"check --write-examples": "", // any folder name
	"claims --game":          "claims --game chess",
	"claims --json":          "",
	"games --json":           "",
	"reference --format":     "reference gofish --format png",
	"reference --locale":     "reference gofish --locale xx",
	"reference --out":        "reference gofish --out ''",
	"reference --paper":      "reference gofish --paper b5",
	"reference --quiet":      "",
	"replay --game":          "replay --game chess x.yaml",
	"rules --game":           "rules house --game chess",
	"rules --json":           "",
	"rules --locale":         "rules house --locale xx",
	"rules --option":         "rules house --option nope",
	"rules --set":            "rules house --set give=nope",
	"play --bot":             "play --bot nope",
	"play --game":            "play --game none",
	"play --name":            "", // any name
	"play --option":          "play --option nope",
	"play --pack":            "play --pack 51",
	"play --players":         "play --players 9",
	"play --rules":           "play --rules nope",
	"play --seed":            "play --seed x",
	"play --set":             "play --set nope=1",
	"simulate --bots":        "simulate --bots nope",
	"simulate --game":        "simulate --game chess",
	"simulate --games":       "simulate --games 0",
	"simulate --json":        "",
	"simulate --option":      "simulate --option nope",
	"simulate --pack":        "simulate --pack 51",
	"simulate --players":     "simulate --players 1",
	"simulate --quiet":       "",
	"simulate --rules":       "simulate --rules nope",
	"simulate --seed":        "simulate --seed x",
	"simulate --set":         "simulate --set give",
	"serve --addr":           "serve gofish --addr 127.0.0.1:99999",
	"serve --games":          "serve gofish --games -2",
	"serve --panel":          "serve gofish --panel 1x1",
	"locale new --from":      "locale new gofish it --from xx --out OUT",
	"locale new --out":       "", // any folder
	"new --game":             "new OUT/c --game chess",
	"new --locale":           "new OUT/c --locale es",
	"new --option":           "new OUT/c --option nope",
	"new --rules":            "new OUT/c --rules nope",
	"new --set":              "new OUT/c --set give=nope",
}

// commandFlags lists "command --flag" for every flag of every command
// (help flags aside), walking the real command tree.
func commandFlags() []string {
	var out []string
	var walk func(c *cobra.Command, path string)
	walk = func(c *cobra.Command, path string) {
		for _, sub := range c.Commands() {
			name := strings.TrimSpace(path + " " + sub.Name())
			sub.Flags().VisitAll(func(f *pflag.Flag) {
				if f.Name != "help" {
					out = append(out, name+" --"+f.Name)
				}
			})
			walk(sub, name)
		}
	}
	walk(newRootCmd(io.Discard, io.Discard), "")
	sort.Strings(out)
	return out
}

func TestEveryFlagHasAUsageErrorCase(t *testing.T) {
	have := map[string]bool{}
	for _, f := range commandFlags() {
		have[f] = true
		if _, ok := badFlags[f]; !ok {
			t.Errorf("%s has no case in badFlags: add a bad value (or \"\" and why none exists)", f)
		}
	}
	for f := range badFlags {
		if !have[f] {
			t.Errorf("badFlags names %s, which no command has", f)
		}
	}
}

// TestABadFlagValueExitsTwo runs every case of badFlags: exit 2, and the
// message names the flag or the bad value.
func TestABadFlagValueExitsTwo(t *testing.T) {
	dir := t.TempDir()
	for _, f := range commandFlags() {
		line := badFlags[f]
		if line == "" {
			continue
		}
		args := strings.Fields(strings.ReplaceAll(line, "OUT", dir))
		for i, a := range args {
			if a == "''" {
				args[i] = ""
			}
		}
		r := runIn(t, "", args...)
		flag := f[strings.LastIndex(f, "--"):]
		value := args[len(args)-1]
		if i := indexOf(args, flag); i >= 0 && i+1 < len(args) {
			value = args[i+1]
		}
		if r.code != 2 {
			t.Errorf("rulecard %s: exit %d, want 2 (usage)\n%s", line, r.code, r.stderr)
			continue
		}
		key, _, _ := strings.Cut(value, "=") // --set give=nope may name the setting
		if !strings.Contains(r.stderr, flag) && (key == "" || !strings.Contains(r.stderr, key)) {
			t.Errorf("rulecard %s: the message names neither %s nor %q:\n%s", line, flag, value, r.stderr)
		}
	}
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

// TestExitCodesByKind: a bad input file is 1, a contradiction 3, whatever
// the command.
func TestExitCodesByKind(t *testing.T) {
	wd := repoRoot(t)
	out := t.TempDir()
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"build", "no-such-card"}, 1},
		{[]string{"build", wd + "/cmd/rulecard/testdata/broken/overflow", "--out", out, "--no-check"}, 1},
		{[]string{"replay", wd + "/games/gofish/testdata/bad/end-pond-negative.yaml"}, 1},
		{[]string{"replay", wd + "/games/gofish/testdata/fail/wrong-gets.yaml"}, 3},
		{[]string{"check", wd + "/cmd/rulecard/testdata/check/mutated/lucky-draw", "--games", "300"}, 3},
	}
	for _, tt := range tests {
		if r := runIn(t, "", tt.args...); r.code != tt.code {
			t.Errorf("rulecard %v: exit %d, want %d\n%s", tt.args, r.code, tt.code, r.stderr)
		}
	}
}

// TestAPanelThePaperCannotTakeIsAUsageError: a --panel whose strip does
// not fit the paper, or fits but leaves too little paper below it for the
// instructions, is a bad command-line value: exit 2, naming the panel.
func TestAPanelThePaperCannotTakeIsAUsageError(t *testing.T) {
	for _, line := range []string{
		"build gofish --locale en --no-check --panel 200x200",
		"build gofish --locale en --no-check --panel 40x200",
		"build gofish --locale en --no-check --panel 74x150",
		"build gofish --locale en --no-check --panel 60x190 --paper letter",
	} {
		r := runIn(t, "", strings.Fields(line)...)
		if r.code != 2 {
			t.Errorf("rulecard %s: exit %d, want 2 (usage)\n%s", line, r.code, r.stderr)
			continue
		}
		panel := strings.Fields(line)[6]
		if !strings.Contains(r.stderr, "panel "+panel) {
			t.Errorf("rulecard %s: the message does not name panel %s:\n%s", line, panel, r.stderr)
		}
	}
}

// TestSeedsThatWouldWrapAroundAreAUsageError: game i is dealt with seed+i,
// so a --seed near the largest with more games would wrap around to 0 and
// play (and print) other seeds than asked: exit 2. The largest seed whose
// games fit is taken.
func TestSeedsThatWouldWrapAroundAreAUsageError(t *testing.T) {
	for _, line := range []string{
		"simulate --seed 18446744073709551615 --games 2",
		"simulate --seed 18446744073709550616 --games 1001",
		"check gofish --locale en --seed 18446744073709551615 --games 2",
	} {
		r := runIn(t, "", strings.Fields(line)...)
		if r.code != 2 || !strings.Contains(r.stderr, "--seed") {
			t.Errorf("rulecard %s: exit %d, want 2 naming --seed\n%s", line, r.code, r.stderr)
		}
	}
	r := runIn(t, "", "simulate", "--seed", "18446744073709550616", "--games", "1000")
	if r.code != 0 || !strings.Contains(r.stdout, "seeds 18446744073709550616 to 18446744073709551615") {
		t.Errorf("the largest seed whose games fit: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
