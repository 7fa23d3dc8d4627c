package main

import (
	"os/exec"
	"strings"
	"testing"
)

// simulate's figures are scripts (testdata/script/simulate.txt); what
// is left here needs a terminal.

// underTerminal runs the rulecard binary with args under a pseudo-terminal
// (util-linux's script, in every Debian) and returns what the terminal
// showed, standard output and standard error together.
func underTerminal(t *testing.T, args ...string) string {
	t.Helper()
	script, err := exec.LookPath("script")
	if err != nil {
		t.Fatalf("the progress test needs script (util-linux) to run under a pseudo-terminal: %v", err)
	}
	line := binPath + " " + strings.Join(args, " ")
	out, err := exec.Command(script, "-q", "-e", "-c", line, "/dev/null").CombinedOutput()
	if err != nil {
		t.Fatalf("script -c %q: %v\n%s", line, err, out)
	}
	return string(out)
}

// TestProgressOnATerminalOnly shows the progress line on a terminal, none
// with --quiet, and none when standard error is a pipe.
func TestProgressOnATerminalOnly(t *testing.T) {
	tty := underTerminal(t, "simulate", "--games", "5000")
	if !strings.Contains(tty, "simulate: 5,000 of 5,000 games (100 %)") || !strings.Contains(tty, "\r\x1b[K") {
		t.Errorf("no progress on a terminal:\n%q", tty)
	}
	if !strings.Contains(tty, "seat 0 (memory) wins") {
		t.Errorf("no figures on a terminal:\n%q", tty)
	}
	if quiet := underTerminal(t, "simulate", "--games", "5000", "--quiet"); strings.Contains(quiet, "games (") {
		t.Errorf("progress with --quiet:\n%q", quiet)
	}
	if r := run(t, t.TempDir(), nil, "simulate", "--games", "5000"); r.stderr != "" {
		t.Errorf("progress on a pipe: %q", r.stderr)
	}
	check := underTerminal(t, "check", "gofish", "--locale", "en", "--games", "3000")
	if !strings.Contains(check, "gofish check: ") || !strings.Contains(check, " games (100 %)") {
		t.Errorf("no progress for check on a terminal:\n%q", check)
	}
	if r := run(t, t.TempDir(), nil, "check", "gofish", "--locale", "en", "--games", "3000"); r.stderr != "" {
		t.Errorf("check: progress on a pipe: %q", r.stderr)
	}
	ref := underTerminal(t, "reference", "gofish", "--locale", "en", "--format", "html", "--out", t.TempDir())
	if !strings.Contains(ref, "gofish facts: ") || !strings.Contains(ref, " games (100 %)") {
		t.Errorf("no progress for the reference's facts on a terminal:\n%q", ref)
	}
}
