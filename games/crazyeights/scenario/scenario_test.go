package scenario

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

const good = `seats: [Ana, Ben]
hands:
  Ana: [8S, KD]
  Ben: [4C, 2H]
top: 5H
stock: [9C]
turn: Ana
steps:
  - play: {by: Ana, card: 8S, suit: clubs}
    expect: {next: Ben, follow: clubs}
  - play: {by: Ben, card: 2H}
    expect: {error: no-match}
  - draw: {by: Ben}
    expect: {draws: [9C]}
end: {over: false, hands: {Ana: [KD]}}
`

func TestRunMeetsExpectations(t *testing.T) {
	s, err := Parse("good.yaml", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := s.Run(&out); err != nil {
		t.Fatalf("Run: %v\n%s", err, &out)
	}
	for _, want := range []string{"play named: seat 0, card 8S, suit C", "refused, no-match", "(9C)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("transcript lacks %q:\n%s", want, &out)
		}
	}
}

func TestRunReportsUnmetExpectations(t *testing.T) {
	bad := strings.Replace(good, "expect: {next: Ben, follow: clubs}", "expect: {next: Ana, follow: hearts}", 1)
	bad = strings.Replace(bad, "draws: [9C]", "draws: [10C]", 1)
	s, err := Parse("bad.yaml", []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	err = s.Run(&bytes.Buffer{})
	if !errors.Is(err, ErrExpectation) {
		t.Fatalf("Run: %v, want an expectation error", err)
	}
	for _, want := range []string{
		"bad.yaml:10:20: step 1: expected next Ana, got Ben",
		"bad.yaml:10:33: step 1: expected follow hearts, got clubs",
		"bad.yaml:14:21: step 3: expected draws 10C, got 9C",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

func TestParseReportsEveryProblem(t *testing.T) {
	bad := strings.Replace(good, "Ben: [4C, 2H]", "Ben: [4C, 2H, 2H]", 1)
	bad = strings.Replace(bad, "suit: clubs", "suit: clover", 1)
	bad = strings.Replace(bad, "draw: {by: Ben}", "draw: {by: Cleo}", 1)
	bad = strings.Replace(bad, "top: 5H", "top: 5H\ncolour: red", 1)
	_, err := Parse("bad.yaml", []byte(bad))
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("Parse: %v, want ErrInvalid", err)
	}
	for _, want := range []string{
		"bad.yaml:4:17: hands: 2H listed twice",
		"bad.yaml:6:1: unknown key \"colour\"",
		"play: suit: want spades, hearts, diamonds or clubs, got \"clover\"",
		"draw: by: no seat \"Cleo\"",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

func TestParseRefusesACardPlacedTwice(t *testing.T) {
	bad := strings.Replace(good, "stock: [9C]", "stock: [8S]", 1)
	_, err := Parse("twice.yaml", []byte(bad))
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "8S is placed twice") {
		t.Fatalf("Parse: %v, want 8S placed twice", err)
	}
}

func TestNotTheirTurnIsAFailure(t *testing.T) {
	bad := strings.Replace(good, "play: {by: Ana, card: 8S", "play: {by: Ben, card: 8S", 1)
	s, err := Parse("turn.yaml", []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	err = s.Run(&bytes.Buffer{})
	if !errors.Is(err, ErrExpectation) || !strings.Contains(err.Error(), "step 1: Ben moves, but it is Ana's turn") {
		t.Fatalf("Run: %v", err)
	}
}

// A position may turn its top card up as a deal does (a wild card turned
// first is buried and the next turned), put the cards placed nowhere in
// the discard pile, and start some turns into the hand; a bad rest or a
// count of turns at the limit is an error with its position.
func TestThePositionTurnsUpBuriesAndCountsTurns(t *testing.T) {
	s, err := Parse("deal.yaml", []byte(`seats: [Ana, Ben]
hands: {Ana: [7C, KD], Ben: [4S, 2D]}
top: 8H
turn-up: true
stock: [5C]
rest: discards
turns: 7
turn: Ana
steps: [{play: {by: Ana, card: 7C}}]
`))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := s.Play()
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Failures) > 0 || tr.Top.String() != "5C" || tr.Stock != 1 || tr.Beneath != 52-4-2 || tr.Game.Turns() != 8 {
		t.Errorf("failures %v, top %s, stock %d, beneath %d, turns %d", tr.Failures, tr.Top, tr.Stock, tr.Beneath, tr.Game.Turns())
	}
	for _, bad := range []struct{ yaml, want string }{
		{"rest: pond", `bad.yaml:6:7: rest: want stock or discards, got "pond"`},
		{"turns: 500", "turns: 500 turns played, want 0 to 499"},
	} {
		_, err := Parse("bad.yaml", []byte("seats: [Ana, Ben]\nhands: {Ana: [7C], Ben: [4S]}\ntop: 5H\nturn: Ana\nsteps: []\n"+bad.yaml+"\n"))
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: %v, want %q", bad.yaml, err, bad.want)
		}
	}
}
