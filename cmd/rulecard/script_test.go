package main

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rogpeppe/go-internal/testscript"
)

// update rewrites the golden output of the scripts (the files their cmp
// commands compare with) instead of failing on a difference.
var update = flag.Bool("update", false, "rewrite the golden files of testdata/script")

// TestScripts runs the end-to-end scripts of testdata/script: each runs
// the real rulecard binary (exec rulecard …) in a fresh folder ($WORK) and
// compares its output with the golden files in the script. Beside the
// standard commands, "exits CODE PROG ARGS..." runs a program and wants
// that exit status, "empty DIR" wants DIR to hold nothing, "fits ROWS
// COLS" wants each turn of play's last output to fit a screen, "fill
// FILE VALUES" fills in a translator's file, and "reword FILE KEY TEXT"
// rewrites a statement of a card's locale file. $ROOT is the
// repository, for its test files; SOURCE_DATE_EPOCH is fixed. Run with
// -update to refresh the golden files.
func TestScripts(t *testing.T) {
	root := repoRoot(t)
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", "script"),
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"exits": cmdExits, "empty": cmdEmpty, "fits": cmdFits, "fill": cmdFill, "reword": cmdReword},
		Setup: func(env *testscript.Env) error {
			env.Setenv("PATH", filepath.Dir(binPath)+string(os.PathListSeparator)+env.Getenv("PATH"))
			env.Setenv("ROOT", root)
			env.Setenv("SOURCE_DATE_EPOCH", "1700000000")
			return nil
		},
	})
}

// cmdExits runs a program (exits CODE PROG ARGS...) and fails unless it
// exits with CODE; its output is kept for stdout, stderr and cmp.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: %q is not an exit status", args[0])
	}
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		got = ee.ExitCode()
	} else if err != nil {
		ts.Fatalf("exits: %v", err)
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d\nstderr:\n%s", args[1], got, want, ts.ReadFile("stderr"))
	}
}

// cmdEmpty fails unless the directory (empty DIR) holds no file.
func cmdEmpty(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: empty DIR")
	}
	entries, err := os.ReadDir(ts.MkAbs(args[0]))
	ts.Check(err)
	if len(entries) > 0 {
		ts.Fatalf("%s holds %d files (%s, ...)", args[0], len(entries), entries[0].Name())
	}
}

// cmdFits fails unless each turn of the last command's standard output
// fits a screen (fits ROWS COLS): a turn is the lines printed up to and
// including a prompt ("> " and what was typed), or up to the end; it may
// have at most ROWS lines, each at most COLS characters.
func cmdFits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: fits ROWS COLS")
	}
	rows, err1 := strconv.Atoi(args[0])
	cols, err2 := strconv.Atoi(args[1])
	if err1 != nil || err2 != nil {
		ts.Fatalf("fits: want two numbers, not %q", args)
	}
	lines := strings.Split(strings.TrimSuffix(ts.ReadFile("stdout"), "\n"), "\n")
	turn, most := 0, 0
	for i, line := range lines {
		if n := utf8.RuneCountInString(line); n > cols {
			ts.Fatalf("stdout line %d is %d characters wide, more than %d: %q", i+1, n, cols, line)
		}
		turn++
		if turn > rows {
			ts.Fatalf("a turn prints more than %d lines (stdout line %d)", rows, i+1)
		}
		most = max(most, turn)
		if strings.HasPrefix(line, "> ") {
			turn = 0
		}
	}
	ts.Logf("the longest turn prints %d lines", most)
}

// cmdFill fills in the texts a translator's file leaves empty (fill FILE
// VALUES), as a translator would, leaving its comments and records as
// they are: each line of VALUES is "key: text", and the one line of FILE
// that reads key: "" (or numbers: [], for numbers) gets the text, quoted
// (numbers as written). A key of VALUES that matches no line, or a line
// matched twice, fails.
func cmdFill(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: fill FILE VALUES")
	}
	values := map[string]string{}
	for _, l := range strings.Split(ts.ReadFile(args[1]), "\n") {
		if k, v, ok := strings.Cut(l, ": "); ok {
			values[k] = v
		}
	}
	used := map[string]bool{}
	lines := strings.Split(ts.ReadFile(args[0]), "\n")
	for i, l := range lines {
		indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
		k, empty, ok := strings.Cut(strings.TrimSpace(l), ": ")
		v, known := values[k]
		if !ok || !known || (empty != `""` && !(k == "numbers" && empty == "[]")) {
			continue
		}
		if used[k] {
			ts.Fatalf("fill: %s is empty twice in %s", k, args[0])
		}
		used[k] = true
		if k != "numbers" {
			v = strconv.Quote(v)
		}
		lines[i] = indent + k + ": " + v
	}
	for k := range values {
		if !used[k] {
			ts.Fatalf("fill: %s has no empty %s", args[0], k)
		}
	}
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(strings.Join(lines, "\n")), 0o644))
}

// cmdReword rewrites one text of a card's locale file (reword FILE KEY
// TEXT), as a family editing its card would: the line "  KEY: ..." and
// the lines of a folded text below it become "  KEY: TEXT", quoted. A key
// with no such line fails.
func cmdReword(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: reword FILE KEY TEXT")
	}
	lines := strings.Split(ts.ReadFile(args[0]), "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "  "+args[1]+": ") {
			continue
		}
		end := i + 1
		for end < len(lines) && strings.HasPrefix(lines[end], "    ") {
			end++
		}
		lines = append(append(lines[:i:i], "  "+args[1]+": "+strconv.Quote(args[2])), lines[end:]...)
		ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(strings.Join(lines, "\n")), 0o644))
		return
	}
	ts.Fatalf("reword: %s has no text %s", args[0], args[1])
}
