package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLazyTreeRunsAsTheWholeTree holds the root built for one command line
// (holding only the subcommand it names) to the whole tree: the same output,
// diagnostics, error and exit status for each subcommand's help, a bad flag, a bad
// argument count, and the root's own command lines.
func TestLazyTreeRunsAsTheWholeTree(t *testing.T) {
	lines := [][]string{
		{}, {"help"}, {"--help"}, {"help", "build"}, {"completion", "bash"},
		{"nosuchcommand"}, {"buil"}, {"--no-such-flag"},
	}
	for _, c := range commands {
		lines = append(lines,
			[]string{c.name, "--help"},
			[]string{c.name, "--no-such-flag"},
			[]string{c.name, "a", "b", "c", "d", "e"},
		)
	}
	lines = append(lines, []string{"version"}, []string{"rules"}, []string{"locale", "--help"}, []string{"locale", "list"})
	for _, args := range lines {
		run := func(lazy bool) (string, string, string) {
			var out, errOut bytes.Buffer
			root := newRootCmd(&out, &errOut)
			if lazy {
				root = newRootCmdFor(&out, &errOut, args)
			}
			root.SetArgs(args)
			err := root.Execute()
			msg := fmt.Sprintf("exit %d", exitCode(err))
			if err != nil {
				msg += ": " + err.Error()
			}
			return out.String(), errOut.String(), msg
		}
		wantOut, wantErrOut, wantErr := run(false)
		gotOut, gotErrOut, gotErr := run(true)
		if gotOut != wantOut || gotErrOut != wantErrOut || gotErr != wantErr {
			t.Errorf("rulecard %q: the tree for the command line differs from the whole tree:\nout:\n%s\nwant:\n%s\nerr out:\n%s\nwant:\n%s\nerror: %s\nwant: %s",
				args, gotOut, wantOut, gotErrOut, wantErrOut, gotErr, wantErr)
		}
		if len(wantOut)+len(wantErrOut) == 0 && wantErr == "exit 0" {
			t.Errorf("rulecard %q printed nothing and did not fail: the comparison shows nothing", args)
		}
	}
}

// TestCommandsTableNamesEachCommand holds each entry's name to the name of
// the command it makes, so that a command line names the command built.
func TestCommandsTableNamesEachCommand(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range commands {
		if got := c.make().Name(); got != c.name {
			t.Errorf("commands entry %q makes command %q", c.name, got)
		}
		if seen[c.name] {
			t.Errorf("commands names %q twice", c.name)
		}
		seen[c.name] = true
	}
}

// interruptsWaiter returns a context whose interrupt handler wait records
// the files in dir when it is called.
func interruptsWaiter(dir string, calls *int, filesThen *[]string) context.Context {
	return context.WithValue(context.Background(), interruptsKey{}, func() {
		*calls++
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			*filesThen = append(*filesThen, e.Name())
		}
	})
}

// TestCommandsWaitForTheInterruptHandler: a command starts only once the
// interrupt handler is set up, but for a build, which starts at once and
// makes its files safe from signals (the handler, or ignoring them) once,
// before it writes the first, and for the commands that print and need no
// handler, which never wait.
func TestCommandsWaitForTheInterruptHandler(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		calls int
	}{
		{[]string{"simulate", "--games", "10", "--quiet"}, 1},
		{[]string{"version"}, 0},
		{[]string{"rules"}, 0},
		{[]string{"build", "gofish", "--locale", "en", "--format", "html", "--no-check"}, 1},
	} {
		args := tc.args
		dir := t.TempDir()
		calls, files := 0, []string(nil)
		var out bytes.Buffer
		root := newRootCmdFor(&out, &out, args)
		root.SetArgs(append(args, outFlag(args, dir)...))
		if err := root.ExecuteContext(interruptsWaiter(dir, &calls, &files)); err != nil {
			t.Fatalf("%q: %v", args, err)
		}
		if calls != tc.calls {
			t.Errorf("%q waited for the interrupt handler %d times, want %d", args, calls, tc.calls)
		}
		if len(files) > 0 {
			t.Errorf("%q waited for the interrupt handler only after writing %v", args, files)
		}
		if args[0] == "build" {
			if _, err := os.Stat(filepath.Join(dir, "gofish.en.html")); err != nil {
				t.Errorf("build wrote nothing: %v", err)
			}
		}
	}
}

// TestOnlyCommandsThatNeedItGetAnInterruptHandler: main sets up the
// handler for every command line but those of a build and of the commands
// that only print.
func TestOnlyCommandsThatNeedItGetAnInterruptHandler(t *testing.T) {
	for _, tc := range []struct {
		line string
		want string
	}{
		{"build gofish --locale en --format pdf --no-check", noHandler},
		{"build", noHandler},
		{"version", noHandler},
		{"rules house --locale sv", noHandler},
		{"claims", noHandler},
		{"schema card", noHandler},
		{"reference gofish", writesAtEnd},
		{"check gofish", ""},
		{"simulate --games 10", ""},
		{"play", ""},
		{"serve", ""},
		{"locale new gofish nl", ""},
		{"", ""},
		{"--help", ""},
		{"no-such-command", ""},
	} {
		args := strings.Fields(tc.line)
		var out bytes.Buffer
		if got := interruptsOf(newRootCmdFor(&out, &out, args), args); got != tc.want {
			t.Errorf("rulecard %s: interrupts %q, want %q", tc.line, got, tc.want)
		}
	}
}

// outFlag is --out dir for a build, nothing for any other command.
func outFlag(args []string, dir string) []string {
	if args[0] == "build" {
		return []string{"--out", dir}
	}
	return nil
}

// TestTheStackIsGrownBeforeGoldmarkStarts: internal/prestack grows the
// main goroutine's stack before the packages whose initialization
// recurses deeply, goldmark's regular expressions first (Go initializes
// the packages in the order of their import paths, as each is ready).
func TestTheStackIsGrownBeforeGoldmarkStarts(t *testing.T) {
	cmd := exec.Command(binPath, "version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var trace bytes.Buffer
	cmd.Stderr = &trace
	if err := cmd.Run(); err != nil {
		t.Fatalf("version: %v\n%s", err, trace.String())
	}
	order := map[string]int{}
	for i, line := range strings.Split(trace.String(), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "init" {
			order[f[1]] = i
		}
	}
	grown, ok := order["github.com/rulecard/rulecard/internal/prestack"]
	if !ok {
		t.Fatalf("internal/prestack is not initialized:\n%s", trace.String())
	}
	for _, pkg := range []string{"github.com/yuin/goldmark/util", "github.com/yuin/goldmark/parser", "go.yaml.in/yaml/v3"} {
		if at, ok := order[pkg]; !ok || at < grown {
			t.Errorf("%s is initialized before internal/prestack grows the stack (or not at all: %v)", pkg, !ok)
		}
	}
}
