package main

import (
	"regexp"
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

// TestPlayTellsThePlayerTheCardTheyDrew: the record says only that a card
// was drawn; the person who drew it is told which.
func TestPlayTellsThePlayerTheCardTheyDrew(t *testing.T) {
	r := runIn(t, "1\n1\n1\n2\n3\nquit\n", "play", "--seed", "3", "--players", "2")
	lines := strings.Split(r.stdout, "\n")
	told := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "  Sam goes fishing") {
			if i+1 >= len(lines) || !regexp.MustCompile(`^  You drew (10|[2-9JQKA])[SHDC]\.$`).MatchString(lines[i+1]) {
				t.Errorf("after %q: %q, want the card drawn", l, lines[i+1])
			}
			told++
		}
	}
	if told == 0 || strings.Contains(r.stdout, "Ana goes fishing (draws a card)\n  You drew") {
		t.Errorf("told %d draws of Sam's (want some), or told a bot's:\n%s", told, r.stdout)
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
