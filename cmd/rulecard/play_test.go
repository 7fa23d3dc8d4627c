package main

import (
	"strings"
	"testing"
)

func TestPlayAGameToItsEndFromTheTerminal(t *testing.T) {
	// Always the first listed ask: a legal, live move while any exists.
	r := runIn(t, strings.Repeat("1\n", 400), "play", "--seed", "3", "--players", "3")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{"Your hand:", "Sam (you)", "Sam asks", "game over (every rank is booked)"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

func TestPlayRejectsAMoveNotListedAndLeavesOnQ(t *testing.T) {
	r := runIn(t, "zz\nzz 7\n99\nq\n", "play", "--seed", "1")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{"type a number, or a player and a rank", `"zz 7" is not one of the asks listed`, "choose a number from 1 to", "You leave the table."} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q\n%s", want, r.stdout)
		}
	}
}

func TestSimulateIsDeterministic(t *testing.T) {
	a := run(t, t.TempDir(), nil, "simulate", "--games", "2000", "--json")
	b := run(t, t.TempDir(), nil, "simulate", "--games", "2000", "--json")
	if a.code != 0 || a.stdout != b.stdout {
		t.Fatalf("simulate: exit %d, same output %v\n%s", a.code, a.stdout == b.stdout, a.stderr)
	}
	if !strings.Contains(a.stdout, `"win_rate"`) {
		t.Errorf("no win rates in %s", a.stdout)
	}
}

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
