package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSimulateAndPlayACardPlayItsOwnRules: simulate CARD and play CARD
// play the card's own rules (club deals six cards each to three players,
// a change of its own), with its fewest players and first pack by
// default; naming rules by flag as well is a usage error, and a card of a
// game with no engine has nothing to play.
func TestSimulateAndPlayACardPlayItsOwnRules(t *testing.T) {
	r := run(t, t.TempDir(), nil, "simulate", "club", "--games", "50", "--quiet", "--json")
	var s simulation
	if err := json.Unmarshal([]byte(r.stdout), &s); err != nil || r.code != 0 {
		t.Fatalf("simulate club: exit %d, %v\n%s%s", r.code, err, r.stdout, r.stderr)
	}
	if s.Card != "club" || s.Rules != "house" || s.Players != 2 || s.Pack != 52 || s.Changes == 0 || s.Games != 50 {
		t.Errorf("simulate club played %+v; want club's rules (house and its changes), 2 players, 52 cards", s)
	}
	r = runIn(t, "q\n", "play", "club", "--players", "3")
	if r.code != 0 || !strings.Contains(r.stdout, "Sam is dealt 6 cards") {
		t.Errorf("play club --players 3: exit %d; want six cards dealt, as club's own deal gives three players\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runIn(t, "q\n", "play", "gofish", "--players", "3")
	if r.code != 0 || !strings.Contains(r.stdout, "Sam is dealt 5 cards") {
		t.Errorf("play gofish --players 3: exit %d; want five cards dealt\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, args := range [][]string{{"simulate", "club", "--set", "give=all"}, {"play", "club", "--rules", "duel"}, {"simulate", "club", "--option", "play-on"}} {
		if r := runIn(t, "", args...); r.code != 2 || !strings.Contains(r.stderr, "names its own game and rules") {
			t.Errorf("%v: exit %d, want 2 saying the card names its own game and rules\n%s", args, r.code, r.stderr)
		}
	}
	if r := runIn(t, "", "simulate", "old-maid"); r.code != 1 || !strings.Contains(r.stderr, "no engine for its game (game: none)") {
		t.Errorf("simulate old-maid: exit %d, want 1 saying there is no engine\n%s", r.code, r.stderr)
	}
	if r := runIn(t, "", "simulate", "club", "gofish"); r.code != 2 {
		t.Errorf("simulate with two cards: exit %d, want 2", r.code)
	}
}
