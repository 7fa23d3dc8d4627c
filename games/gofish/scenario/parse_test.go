package scenario

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// base is a small valid position the table tests add to.
const base = `
seats: [Ana, Ben, Cy]
hands:
  Ana: [7S, 7H, KD]
  Ben: [7C, 2H, 9D]
  Cy: [QS, QH]
pond: [7D, 3C]
`

func mustParse(t *testing.T, src string) *Scenario {
	t.Helper()
	s, err := Parse("t.yaml", []byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return s
}

func card(t *testing.T, s string) cards.Card {
	t.Helper()
	c, err := cards.ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestParseDefaultsToHouseFullPackSeatZero(t *testing.T) {
	s := mustParse(t, base)
	if s.Rules != "house" || s.Pack != cards.Pack52 || s.Setup.Turn != 0 || len(s.Options) != 0 {
		t.Errorf("rules %q pack %d turn %d options %v, want house 52 0 []", s.Rules, s.Pack, s.Setup.Turn, s.Options)
	}
	if !slices.Equal(s.Seats, []string{"Ana", "Ben", "Cy"}) {
		t.Errorf("seats %v", s.Seats)
	}
	if len(s.Steps) != 0 || s.End.Over.Set || s.End.Pond.Set {
		t.Errorf("steps or end expectations where none were written: %+v", s)
	}
}

func TestParseLaysTheRestOfThePackBelowThePondInPackOrder(t *testing.T) {
	s := mustParse(t, base+"books: {Cy: [A]}\n")
	pond := s.Setup.Pond
	if want := 52 - 8 - 4; len(pond) != want {
		t.Fatalf("pond has %d cards, want %d", len(pond), want)
	}
	// 7D and 3C on top, then spades from the deuce (AS is booked, 7S dealt).
	want := []string{"7D", "3C", "2S", "3S", "4S", "5S", "6S", "8S"}
	for i, w := range want {
		if pond[i] != card(t, w) {
			t.Errorf("pond[%d] = %s, want %s", i, pond[i], w)
		}
	}
	if last := pond[len(pond)-1]; last != card(t, "KC") {
		t.Errorf("bottom of the pond %s, want KC", last)
	}
}

func TestParseShortPackPond(t *testing.T) {
	s := mustParse(t, "pack: 32\nseats: [Ana, Ben]\nhands: {Ana: [AS], Ben: [KC]}\n")
	if s.Pack != cards.Pack32 || len(s.Setup.Pond) != 30 {
		t.Fatalf("pack %d, pond %d cards; want 32, 30", s.Pack, len(s.Setup.Pond))
	}
	if s.Setup.Pond[0] != card(t, "7S") || s.Setup.Pond[7] != card(t, "AH") {
		t.Errorf("pond starts %v, want 7S … then AH", s.Setup.Pond[:8])
	}
}

func TestParseRankAsNumberOrString(t *testing.T) {
	s := mustParse(t, base+`steps:
  - ask: {by: Ana, of: Ben, rank: 7}
  - ask: {by: Ana, of: Ben, rank: "7"}
  - ask: {by: Ana, of: Ben, rank: k}
  - ask: {by: Ana, of: Ben, rank: 10}
`)
	want := []cards.Rank{cards.Seven, cards.Seven, cards.King, cards.Ten}
	for i, st := range s.Steps {
		if st.Move.Rank != want[i] || st.Move.Kind != engine.MoveAsk {
			t.Errorf("step %d: %+v, want an ask for %s", i+1, st.Move, want[i])
		}
	}
}

func TestParseMoves(t *testing.T) {
	s := mustParse(t, base+`turn: Ben
steps:
  - ask: {by: Ana, of: 5, rank: 7}
  - ask: {by: 1, of: Cy, card: QH}
  - claim: {by: Cy, rank: Q}
`)
	want := []engine.Move{
		{Kind: engine.MoveAsk, By: 0, Of: 5, Rank: cards.Seven},
		{Kind: engine.MoveAskCard, By: 1, Of: 2, Rank: cards.Queen, Card: card(t, "QH")},
		{Kind: engine.MoveClaim, By: 2, Rank: cards.Queen},
	}
	if s.Setup.Turn != 1 {
		t.Errorf("turn %d, want 1", s.Setup.Turn)
	}
	for i, st := range s.Steps {
		if st.Move != want[i] {
			t.Errorf("step %d: %+v, want %+v", i+1, st.Move, want[i])
		}
		if st.Pos.Line != 10+i || st.Pos.File != "t.yaml" {
			t.Errorf("step %d at %v, want line %d", i+1, st.Pos, 10+i)
		}
	}
}

func TestParseExpectations(t *testing.T) {
	s := mustParse(t, base+`steps:
  - ask: {by: Ana, of: Ben, rank: 7}
    expect: {gets: [7C], draws: none, wish: false, books: [7, K], next: Ben}
  - ask: {by: Ana, of: Cy, rank: K}
    expect: {draws: 7D, error: dead-ask}
  - ask: {by: Ana, of: Cy, rank: K}
end:
  over: true
  winners: [Ben, Ana]
  books: {Ana: ["7"]}
  hands: {Cy: []}
  pond: 42
`)
	e := s.Steps[0].Expect
	if !e.Gets.Set || !slices.Equal(e.Gets.Value, []cards.Card{card(t, "7C")}) || e.Gets.Pos.Line != 10 {
		t.Errorf("gets %+v", e.Gets)
	}
	if !e.Draws.Set || e.Draws.Value != (Draw{}) || !e.Wish.Set || e.Wish.Value {
		t.Errorf("draws %+v wish %+v, want none and false", e.Draws, e.Wish)
	}
	if !slices.Equal(e.Books.Value, []cards.Rank{cards.Seven, cards.King}) || e.Next.Value != 1 || e.Error.Set {
		t.Errorf("books %+v next %+v error %+v", e.Books, e.Next, e.Error)
	}
	e = s.Steps[1].Expect
	if e.Draws.Value != (Draw{Drew: true, Card: card(t, "7D")}) || e.Error.Value != engine.ErrDeadAsk || e.Gets.Set {
		t.Errorf("step 2: %+v", e)
	}
	if e := s.Steps[2].Expect; e.Gets.Set || e.Draws.Set || e.Wish.Set || e.Books.Set || e.Next.Set || e.Error.Set {
		t.Errorf("step 3 has expectations though none were written: %+v", e)
	}
	end := s.End
	if !end.Over.Value || !slices.Equal(end.Winners.Value, []cards.Seat{1, 0}) || end.Pond.Value != 42 {
		t.Errorf("end %+v", end)
	}
	if b := end.Books[0]; !b.Set || !slices.Equal(b.Value, []cards.Rank{cards.Seven}) || len(end.Books) != 1 {
		t.Errorf("end books %+v", end.Books)
	}
	if h, ok := end.Hands[2]; !ok || !h.Set || len(h.Value) != 0 || len(end.Hands) != 1 {
		t.Errorf("end hands %+v", end.Hands)
	}
}

// TestParseErrors checks each problem is found, with its position; a file
// with several problems reports them all, sorted.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"book of cards dealt", base + "books: {Ben: [Q]}\n", []string{
			"t.yaml:8:15: QH dealt twice: in Ben's book of queens, and in Cy's hand at line 6",
			"t.yaml:8:15: QS dealt twice: in Ben's book of queens, and in Cy's hand at line 6"}},
		{"pond card also dealt", strings.Replace(base, "pond: [7D, 3C]", "pond: [7D, KD]", 1), []string{
			"t.yaml:7:12: KD dealt twice: in the pond, and in Ana's hand at line 4"}},
		{"card in two hands", strings.Replace(base, "Cy: [QS, QH]", "Cy: [QS, 7S]", 1), []string{
			"t.yaml:6:12: 7S dealt twice: in Cy's hand, and in Ana's hand at line 4"}},
		{"unknown seat in a step", base + "steps:\n  - ask: {by: Ana, of: Bea, rank: 7}\n", []string{
			"t.yaml:9:24: step 1: ask: of: unknown seat \"Bea\" (seats: Ana, Ben, Cy; a move names a seat that is not at the table only in a step that expects error: no-such-seat)"}},
		{"turn not a seat", base + "turn: 3\n", []string{
			"t.yaml:8:7: turn: want a seat's name, got an integer 3"}},
		{"rank not in pack", "pack: 32\nseats: [A, B]\nhands: {A: [7S], B: [8S]}\nsteps:\n  - ask: {by: A, of: B, rank: 6}\n", []string{
			"t.yaml:5:31: step 1: ask: rank: rank 6 is not in the 32-card pack"}},
		{"not a mapping", "- 1\n- 2\n", []string{
			"t.yaml:1:1: scenario: want a mapping, got a list"}},
		{"key not a name", base + "? [a, b]\n: x\n", []string{
			"t.yaml:8:3: scenario: a key must be a plain word, got a list"}},
		{"key a number", base + "7: x\n", []string{
			"t.yaml:8:1: unknown key \"7\" in scenario (want rules, options, changes, pack, seats, hands, books, pond, turn, steps, end)"}},
		{"empty seat name", "seats: [\"\", B]\nhands: {B: []}\n", []string{
			"t.yaml:1:9: seat: a seat needs a name"}},
		{"several problems sorted", "turn: Zed\nseats: [Ana, Ben]\nhands: {Ana: [7Z], Ben: [7S, 7S]}\n", []string{
			"t.yaml:1:7: turn: unknown seat \"Zed\" (seats: Ana, Ben)",
			"t.yaml:3:15: hand: \"7Z\" is not a card (a rank then a suit, as in 7S or 10H)",
			"t.yaml:3:30: 7S dealt twice: in Ben's hand, and in Ben's hand at line 3"}},
		{"pack not for the preset", "rules: house\npack: 36\nseats: [A, B]\nhands: {A: [], B: []}\n", []string{
			"t.yaml:2:7: pack: want 52 or 32, got 36"}},
		{"number too large", base + "end: {pond: 99999999999}\n", []string{
			"t.yaml:8:13: end: pond: 99999999999 is out of range"}},
		{"empty file", "", []string{"t.yaml:1:1: empty file"}},
		{"only null", "~\n", []string{"t.yaml:1:1: scenario: want a mapping, got nothing"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse("t.yaml", []byte(tt.src))
			if err == nil {
				t.Fatalf("parsed %+v, want errors", s)
			}
			if s != nil || !errors.Is(err, ErrInvalid) || errors.Is(err, ErrExpectation) {
				t.Errorf("scenario %v, err %v: want no scenario and ErrInvalid only", s, err)
			}
			if got := strings.Split(err.Error(), "\n"); !slices.Equal(got, tt.want) {
				t.Errorf("errors:\n%s\nwant:\n%s", err, strings.Join(tt.want, "\n"))
			}
		})
	}
}
