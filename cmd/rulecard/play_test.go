package main

import (
	"strings"
	"testing"
)

// The games of play are scripts (testdata/script/play.txt); two tests
// here feed it input a script cannot carry: raw control characters, a 50
// MB line. Go Fish's menu is tested in games/gofish/terminal.

// TestPlayEscapesWhatIsTyped: a typed line is echoed and quoted in the
// refusal; a terminal escape in it is shown, never obeyed.
func TestPlayEscapesWhatIsTyped(t *testing.T) {
	r := runIn(t, "\x1b[2J\x1b]0;x\x07\nquit\n", "play", "--seed", "3")
	if strings.ContainsAny(r.stdout+r.stderr, "\x1b\x07") {
		t.Errorf("a raw control character reached the terminal: %q", r.stdout+r.stderr)
	}
	if !strings.Contains(r.stdout, `\x1b[2J`) {
		t.Errorf("the typed escape is not shown: %q", r.stdout)
	}
}

// TestPlayRefusesAnOverlongLineAndGoesOn: a 50 MB line is one clear
// message, and the game goes on reading.
func TestPlayRefusesAnOverlongLineAndGoesOn(t *testing.T) {
	r := runIn(t, strings.Repeat("x", 50<<20)+"\nquit\n", "play", "--seed", "3")
	if r.code != 0 || !strings.Contains(r.stdout, "that line is longer than 256 characters") || !strings.Contains(r.stdout, "You leave the table.") {
		t.Errorf("exit %d\n%.2000s\n%s", r.code, r.stdout, r.stderr)
	}
	if len(r.stdout) > 1<<20 {
		t.Errorf("%d bytes of output: the long line was echoed whole", len(r.stdout))
	}
}
