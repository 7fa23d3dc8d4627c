package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

func TestSetupProblemsAreNamed(t *testing.T) {
	base := table{hands: []string{"7S KD", "7H 2D"}}
	for _, c := range []struct {
		name string
		edit func(s *Setup)
		want []string
	}{
		{"a card dealt twice", func(s *Setup) { s.Hands[1] = append(s.Hands[1], cards.NewCard(cards.Seven, cards.Spades)) },
			[]string{"7S is dealt twice: in seat 0's hand and in seat 1's hand"}},
		{"a card missing", func(s *Setup) { s.Pond = s.Pond[1:] }, []string{"AS is missing"}},
		{"a card not in the pack", func(s *Setup) { s.Pack = cards.Pack32; s.Rules = House() },
			[]string{"2D in seat 1's hand is not a card of the 32-card pack"}},
		{"a bad card", func(s *Setup) { s.Pond = append(s.Pond, 0) }, []string{"card(0) in the pond is not a card"}},
		{"a book and its cards", func(s *Setup) { s.Books = [][]cards.Rank{{cards.King}} },
			[]string{"KD is dealt twice: in seat 0's hand and in seat 0's book of K"}},
		{"a bad book", func(s *Setup) { s.Books = [][]cards.Rank{nil, {0}} }, []string{"seat 1's book of rank(0) is not a rank"}},
		{"too few players", func(s *Setup) { s.Hands = s.Hands[:1] }, []string{"players: 1 seats, but the house rules seat 2 to 4"}},
		{"too many players", func(s *Setup) { s.Hands = make([][]cards.Card, 9) }, []string{"9 seats"}},
		{"no such turn", func(s *Setup) { s.Turn = 2 }, []string{"turn: no seat 2"}},
		{"bad rules", func(s *Setup) { s.Rules.Players.Min = 0 }, []string{"rules house: players 0 to 4"}},
		{"every problem, sorted", func(s *Setup) { s.Pond = s.Pond[2:]; s.Turn = -1 },
			[]string{"2S is missing; AS is missing; turn: no seat -1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base.setup(t)
			c.edit(&s)
			g, err := NewGame(s)
			var se *SetupError
			if g != nil || !errors.As(err, &se) {
				t.Fatalf("NewGame = %v, %v", g, err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestResetReusesTheGame(t *testing.T) {
	g := table{hands: []string{"7S KD", "7H 2D"}}.start(t)
	if _, err := g.Play(ask(0, 1, cards.Seven)); err != nil {
		t.Fatal(err)
	}
	bad := table{hands: []string{"7S KD", "7H 2D"}}.setup(t)
	bad.Turn = 5
	before := snapshot(g)
	if err := g.Reset(bad); err == nil || snapshot(g) != before {
		t.Fatalf("a bad setup changed the game: %v", err)
	}
	next := table{hands: []string{"2S", "2H", "2D 2C"}, turn: 2}.setup(t)
	if err := g.Reset(next); err != nil {
		t.Fatal(err)
	}
	if g.Players() != 3 || g.Turn() != 2 || g.PondSize() != 48 || len(g.Record()) != 4 {
		t.Errorf("after Reset: %d players, turn %d, pond %d, record:\n%s", g.Players(), g.Turn(), g.PondSize(), tell(g))
	}
}
