package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// step is a move and what it should lead to. Fields left zero are not
// checked, except that a step without err must succeed. What a refusal
// says in words is games/gofish/tell's to test.
type step struct {
	m     Move
	err   ErrKind
	gets  string // cards handed over
	draw  string // the card drawn; "-" for none
	wish  bool
	books string // ranks booked by the move
	next  cards.Seat
	over  bool
}

type playCase struct {
	name  string
	table table
	steps []step
	// after checks the game once every step has run.
	after func(t *testing.T, g *Game)
}

func ask(by, of cards.Seat, r cards.Rank) Move { return Move{Kind: MoveAsk, By: by, Of: of, Rank: r} }

func runCases(t *testing.T, cases []playCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.table.start(t)
			for i, st := range c.steps {
				runStep(t, g, i+1, st)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			if c.after != nil {
				c.after(t, g)
			}
		})
	}
}

func runStep(t *testing.T, g *Game, n int, st step) {
	t.Helper()
	before := snapshot(g)
	out, err := g.Play(st.m)
	if st.err != 0 {
		if !errors.Is(err, st.err) {
			t.Fatalf("step %d: want error %s, got %v", n, st.err, err)
		}
		if after := snapshot(g); after != before {
			t.Fatalf("step %d: an illegal move changed the game:\n%+v\n%+v", n, before, after)
		}
		return
	}
	if err != nil {
		t.Fatalf("step %d: %v", n, err)
	}
	if got := cards.CardsOf(out.Gets...); got != cards.CardsOf(cardList(t, st.gets)...) {
		t.Errorf("step %d: gets %s, want %s", n, got, st.gets)
	}
	switch {
	case st.draw == "-" && out.Drew:
		t.Errorf("step %d: drew %s, want no draw", n, out.Draw)
	case st.draw != "" && st.draw != "-" && (!out.Drew || out.Draw != cardList(t, st.draw)[0]):
		t.Errorf("step %d: drew %v %s, want %s", n, out.Drew, out.Draw, st.draw)
	}
	if out.Wish != st.wish {
		t.Errorf("step %d: wish %v, want %v", n, out.Wish, st.wish)
	}
	if got := cards.RanksOf(out.Books...); got != cards.RanksOf(ranks(t, st.books)...) {
		t.Errorf("step %d: books %s, want %s", n, got, st.books)
	}
	if out.Next != st.next || out.Over != st.over {
		t.Errorf("step %d: next %d over %v, want next %d over %v", n, out.Next, out.Over, st.next, st.over)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("step %d: %v", n, err)
	}
}

// state is everything a move may change.
type state struct {
	hands            [MaxPlayers]cards.Cards
	books            [MaxPlayers]cards.Ranks
	pond             [64]cards.Card
	pondTop, pondEnd int
	turn             cards.Seat
	over             bool
	winners, out     cards.Seats
	rec, nbooked     int
	refRank          [MaxPlayers][MaxPlayers]cards.Ranks
	refCard          [MaxPlayers][MaxPlayers]cards.Cards
	hasRef           bool
}

// snapshot returns everything a move may change.
func snapshot(g *Game) state {
	return state{g.hands, g.books, g.pond, g.pondTop, g.pondEnd, g.turn, g.over, g.winners, g.out,
		len(g.rec), g.nbooked, g.refRank, g.refCard, g.hasRef}
}

func TestHouseAsks(t *testing.T) {
	three := []string{"7S KD", "7H 7C 2D", "3S"}
	runCases(t, []playCase{
		{name: "a hit hands over every card of the rank and the asker goes again",
			table: table{hands: three, pond: "9D"},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H 7C", next: 0}}},
		{name: "a miss draws the top of the pond and the turn passes to the next seat",
			table: table{hands: three, pond: "9D"},
			steps: []step{{m: ask(0, 1, cards.King), draw: "9D", next: 1}}},
		{name: "a wish is shown and the asker goes again",
			table: table{hands: three, pond: "KS"},
			steps: []step{{m: ask(0, 1, cards.King), draw: "KS", wish: true, next: 0}},
			after: func(t *testing.T, g *Game) {
				e := g.Record()[len(g.Record())-1]
				if e.Kind != EvDraw || e.Why != WhyWish || e.Card != cards.NewCard(cards.King, cards.Spades) {
					t.Errorf("last event %+v, want the wish shown", e)
				}
			}},
		{name: "a miss after the last seat passes to seat 0",
			table: table{hands: three, pond: "9D", turn: 2},
			steps: []step{{m: ask(2, 0, cards.Three), draw: "9D", next: 0}}},
		{name: "a book made by a hit is laid at once and the turn goes on",
			table: table{hands: []string{"7S 7D KD", "7H 7C 2D"}},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H 7C", books: "7", next: 0}},
			after: func(t *testing.T, g *Game) {
				if !slices.Equal(g.Books(0), []cards.Rank{cards.Seven}) || !slices.Equal(g.Hand(0), cardList(t, "KD")) {
					t.Errorf("books %v hand %v", g.Books(0), g.Hand(0))
				}
			}},
		{name: "a book made by a draw is laid but the turn passes",
			table: table{hands: []string{"7S 7H 7D KD", "2C"}, pond: "7C"},
			steps: []step{{m: ask(0, 1, cards.King), draw: "7C", books: "7", next: 1}}},
		{name: "a book made by a wish is laid and the asker goes again",
			table: table{hands: []string{"7S 7H 7D KD", "2C"}, pond: "7C"},
			steps: []step{{m: ask(0, 1, cards.Seven), draw: "7C", wish: true, books: "7", next: 0}}},
		{name: "an ask of the empty pond draws nothing and the turn passes",
			table: table{hands: []string{"7S 2H", "7H 7D 7C 2D", "2S 2C"}, books: allBut(3, cards.Two, cards.Seven), full: true},
			steps: []step{{m: ask(0, 2, cards.Seven), draw: "-", next: 1}}},
	})
}

func TestHouseRefusals(t *testing.T) {
	tb := table{hands: []string{"7S KD", "7H 7C 2D", "", "3S"}}
	runCases(t, []playCase{
		{name: "illegal moves are refused and change nothing", table: tb, steps: []step{
			{m: ask(1, 0, cards.Seven), err: ErrNotYourTurn},
			{m: ask(5, 1, cards.Seven), err: ErrNoSuchSeat},
			{m: ask(0, 4, cards.Seven), err: ErrNoSuchSeat},
			{m: ask(0, -1, cards.Seven), err: ErrNoSuchSeat},
			{m: ask(0, 0, cards.Seven), err: ErrAskSelf},
			{m: ask(0, 2, cards.Seven), err: ErrEmptyHand},
			{m: ask(0, 1, cards.Two), err: ErrNotHoldingRank},
			{m: ask(0, 1, 0), err: ErrNotHoldingRank},
			{m: ask(0, 1, 14), err: ErrNotHoldingRank},
			{m: ask(0, 1, 17), err: ErrNotHoldingRank}, // 17 must not pass for an ace
			{m: Move{Kind: MoveClaim, By: 0, Rank: cards.Seven}, err: ErrWrongMoveKind},
			{m: Move{Kind: MoveAskCard, By: 0, Of: 1, Card: cards.NewCard(cards.Seven, cards.Hearts)}, err: ErrWrongMoveKind},
			{m: Move{Kind: 9, By: 0, Of: 1, Rank: cards.Seven}, err: ErrWrongMoveKind},
			{m: ask(0, 1, cards.Seven), gets: "7H 7C", next: 0},
		}},
		{name: "a finished game refuses every move",
			table: table{hands: []string{"7S 7H", "7D 7C"}, books: allBut(2, cards.Seven), full: true},
			steps: []step{
				{m: ask(0, 1, cards.Seven), gets: "7D 7C", books: "7", next: 0, over: true},
				{m: ask(0, 1, cards.Seven), err: ErrGameOver},
				{m: ask(1, 0, cards.Seven), err: ErrGameOver},
			}},
	})
}

func TestDeadAsks(t *testing.T) {
	// The pond is empty; every rank but 2, 5 and K is booked.
	tb := table{hands: []string{"KS 5D", "2S 2H KD", "5S KH 2D", "KC 5H 5C 2C"}, books: allBut(4, cards.Two, cards.Five, cards.King), full: true}
	runCases(t, []playCase{
		{name: "a refusal repeated while the pond is empty is a dead ask", table: tb, steps: []step{
			{m: ask(0, 1, cards.Five), draw: "-", next: 1},
			{m: ask(1, 0, cards.Two), draw: "-", next: 2},
			{m: ask(2, 1, cards.Five), draw: "-", next: 3},
			{m: ask(3, 1, cards.Five), draw: "-", next: 0},
			{m: ask(0, 1, cards.Five), err: ErrDeadAsk},
			{m: ask(0, 2, cards.Five), gets: "5S", next: 0},
			// A card moved: every refusal is forgotten.
			{m: ask(0, 1, cards.Five), draw: "-", next: 1},
		}},
		{name: "the list of asks shows dead asks marked, none hidden", table: tb, steps: []step{
			{m: ask(0, 1, cards.Five), draw: "-", next: 1},
			{m: ask(1, 0, cards.Two), draw: "-", next: 2},
			{m: ask(2, 0, cards.Two), draw: "-", next: 3},
			{m: ask(3, 0, cards.Two), draw: "-", next: 0},
		}, after: func(t *testing.T, g *Game) {
			got := g.Asks(nil)
			want := []Ask{{Of: 1, Rank: cards.Five, Dead: true}, {Of: 1, Rank: cards.King}, {Of: 2, Rank: cards.Five}, {Of: 2, Rank: cards.King},
				{Of: 3, Rank: cards.Five}, {Of: 3, Rank: cards.King}}
			if !slices.Equal(got, want) {
				t.Errorf("asks\n%v, want\n%v", got, want)
			}
		}},
		{name: "refusals made while the pond holds cards are cleared by the draw",
			table: table{hands: []string{"KS 5D", "2S 2H", "5S"}, pond: "3C"},
			steps: []step{
				{m: ask(0, 1, cards.Five), draw: "3C", next: 1},
				{m: ask(1, 2, cards.Two), draw: "", next: 2},
			}, after: func(t *testing.T, g *Game) {
				if g.hasRef {
					t.Error("refusals remembered while the pond holds cards")
				}
			}},
	})
}

func TestRunningOut(t *testing.T) {
	runCases(t, []playCase{
		{name: "booking the last card while it is still your turn draws a new hand of the deal's size",
			table: table{hands: []string{"7S", "7H 7D 7C 2S"}, pond: "3S 3H 4S 4H 5S 5H 6S 9C"},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H 7D 7C", books: "7", next: 0}},
			after: func(t *testing.T, g *Game) {
				if got := g.HandSet(0); got != cards.CardsOf(cardList(t, "3S 3H 4S 4H 5S 5H 6S")...) {
					t.Errorf("new hand %s", got)
				}
				wantEvent(t, g, Event{Kind: EvNewHand, Seat: 0, Count: 7})
			}},
		{name: "a new hand is all that is left of a short pond",
			table: table{hands: []string{"7S", "7H 7D 7C 2S", "2H 2D 2C 3C"}, books: allBut(3, cards.Seven, cards.Two, cards.Three),
				pond: "3S 3H 3D", full: true},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H 7D 7C", books: "7", next: 0}},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvNewHand, Seat: 0, Count: 3})
			}},
		{name: "a new hand that is all books is laid, and the player is skipped if the pond is empty",
			table: table{hands: []string{"7S", "7H 7D 7C 2S", "2H 2D 2C 3S 3H 3D 3C"}, books: allBut(3, cards.Seven, cards.Two, cards.Three, cards.Four),
				pond: "4S 4H 4D 4C", full: true},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H 7D 7C", books: "7 4", next: 1}},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvNewHand, Seat: 0, Count: 4})
				wantEvent(t, g, Event{Kind: EvSkip, Why: WhyNoCards, Seat: 0})
			}},
		{name: "with the pond empty a player out of cards is skipped",
			table: table{hands: []string{"7S", "7H 7D 7C 2S", "2H 2D 2C"}, books: allBut(3, cards.Seven, cards.Two), full: true},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H 7D 7C", books: "7", next: 1}},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvSkip, Why: WhyNoCards, Seat: 0})
			}},
		{name: "a player whose cards were taken draws a new hand when the turn comes",
			table: table{hands: []string{"KS", "KH KD 2S", "2H"}, turn: 1},
			steps: []step{
				{m: ask(1, 0, cards.King), gets: "KS", next: 1},
				{m: ask(1, 2, cards.Two), gets: "2H", next: 2},
			},
			after: func(t *testing.T, g *Game) {
				// Seat 1 had nobody left to ask; seat 2 had no cards.
				wantEvent(t, g, Event{Kind: EvSkip, Why: WhyNobodyToAsk, Seat: 1})
				wantEvent(t, g, Event{Kind: EvNewHand, Seat: 2, Count: 5})
			}},
		{name: "with nobody to ask the turn passes",
			table: table{hands: []string{"5S", ""}, pond: "9S 9H"},
			after: func(t *testing.T, g *Game) {
				wantEvent(t, g, Event{Kind: EvSkip, Why: WhyNobodyToAsk, Seat: 0})
				if g.Turn() != 1 || g.HandSet(1).Len() != 7 {
					t.Errorf("turn %d, hand %s", g.Turn(), g.HandSet(1))
				}
			}},
	})
}

// wantEvent fails unless the record holds e (Pond not compared).
func wantEvent(t *testing.T, g *Game, e Event) {
	t.Helper()
	for _, got := range g.Record() {
		got.Pond = 0
		if got == e {
			return
		}
	}
	t.Errorf("no event %+v in the record:\n%s", e, tell(g))
}

func tell(g *Game) string {
	var b strings.Builder
	for _, e := range g.Record() {
		b.WriteString(e.String() + "\n")
	}
	return b.String()
}

func TestEnd(t *testing.T) {
	runCases(t, []playCase{
		{name: "the game ends when every rank is booked; most books wins",
			table: table{hands: []string{"7S 7H", "7D 7C"}, books: allBut(2, cards.Seven), full: true},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7D 7C", books: "7", over: true}},
			after: func(t *testing.T, g *Game) {
				if !slices.Equal(g.Winners(), []cards.Seat{0}) {
					t.Errorf("winners %v", g.Winners())
				}
				wantEvent(t, g, Event{Kind: EvEnd, Why: WhyAllBooked, Winners: 1, Count: 7})
			}},
		{name: "equal most books is a shared win",
			table: table{hands: []string{"7S 7H", "7D", "7C"}, books: []string{"A 2 3 4", "5 6 8 9 10", "J Q K"}, full: true},
			steps: []step{
				{m: ask(0, 1, cards.Seven), gets: "7D", next: 0},
				{m: ask(0, 2, cards.Seven), gets: "7C", books: "7", next: 0, over: true},
			},
			after: func(t *testing.T, g *Game) {
				if !slices.Equal(g.Winners(), []cards.Seat{0, 1}) {
					t.Errorf("winners %v", g.Winners())
				}
			}},
		{name: "the game does not end when the pond runs dry",
			table: table{hands: []string{"7S 2S", "7H 2H", "7D 7C 2D 2C"}, books: allBut(3, cards.Seven, cards.Two), pond: "", full: true},
			steps: []step{{m: ask(0, 1, cards.Seven), gets: "7H", next: 0}}},
	})
}

func TestBooksFromTheDeal(t *testing.T) {
	g := table{hands: []string{"7S 7H 7D 7C KD", "KS 2C"}}.start(t)
	if !slices.Equal(g.Books(0), []cards.Rank{cards.Seven}) || !slices.Equal(g.Hand(0), cardList(t, "KD")) {
		t.Fatalf("books %v, hand %v", g.Books(0), g.Hand(0))
	}
	wantEvent(t, g, Event{Kind: EvBook, Why: WhyFromDeal, Seat: 0, Rank: cards.Seven})
	// The books come before the first turn.
	rec := g.Record()
	if i := slices.IndexFunc(rec, func(e Event) bool { return e.Kind == EvStart }); i < 0 || rec[i-1].Kind != EvBook {
		t.Errorf("record:\n%s", tell(g))
	}
}
