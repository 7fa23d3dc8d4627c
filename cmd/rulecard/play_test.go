package main

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// The games of play are scripts (testdata/script/play.txt); two tests
// here feed it input a script cannot carry: raw control characters, a 50
// MB line; one prints a menu no seeded game reaches.

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

// TestPlayMenuGroupsAsksByPlayerAndMarksTheDead: claims one a line, then
// each player's asks on as few lines as fit 80 columns, numbered on from
// the claims; a dead ask is marked and the mark explained.
func TestPlayMenuGroupsAsksByPlayerAndMarksTheDead(t *testing.T) {
	tl := tell.Teller{Names: []string{"Sam", "Ana", "Benedict"}}
	var asks []engine.Ask
	for _, of := range []cards.Seat{1, 2} {
		for r := cards.Ace; r <= cards.King; r++ {
			asks = append(asks, engine.Ask{Of: of, Rank: r, Dead: of == 2 && r == cards.Queen})
		}
	}
	var b strings.Builder
	writeMenu(&b, tl, []cards.Rank{cards.Seven}, asks, true)
	want := `   1. claim a book of 7s
  ask Ana for       2 aces      3 2s        4 3s        5 4s        6 5s
                    7 6s        8 7s        9 8s       10 9s       11 10s
                   12 jacks    13 queens   14 kings
  ask Benedict for 15 aces     16 2s       17 3s       18 4s       19 5s
                   20 6s       21 7s       22 8s       23 9s       24 10s
                   25 jacks    26 queens*  27 kings
  * dead: already answered, and nothing has moved since
  type a number, or a player and a rank ("ana aces"), or q
`
	if b.String() != want {
		t.Errorf("the menu:\n%s\nwant:\n%s", b.String(), want)
	}
}
