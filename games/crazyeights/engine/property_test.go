package engine

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// seeds is how many games each property plays per variant and player
// count.
const seeds = 12

// eachGame deals seeds games of every variant and player count and plays
// each to its end with random legal moves, calling each before every move.
func eachGame(t *testing.T, each func(t *testing.T, g *Game, i int, legal []Move)) {
	for name, r := range variants(t) {
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			for seed := uint64(1); seed <= seeds; seed++ {
				g, err := Deal(r, packOf(r), n, seed)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				playRandom(t, g, seed, moveBound(r, n), func(i int, legal []Move) {
					if t.Failed() {
						t.FailNow()
					}
					t.Helper()
					each(t, g, i, legal)
				})
				if t.Failed() {
					t.Logf("%s, %d players, seed %d", name, n, seed)
					t.FailNow()
				}
			}
		}
	}
}

func TestThePackIsConserved(t *testing.T) {
	eachGame(t, func(t *testing.T, g *Game, i int, _ []Move) {
		var seen cards.Cards
		total := 0
		put := func(c cards.Card) {
			if seen.Has(c) {
				t.Fatalf("move %d: %s is in two places", i, c)
			}
			seen, total = seen.Add(c), total+1
		}
		for s := range cards.Seat(g.Players()) {
			if g.hands[s].Len() != int(g.pub.sizes[s]) {
				t.Fatalf("move %d: seat %d holds %d cards, counted %d", i, s, g.hands[s].Len(), g.pub.sizes[s])
			}
			for x := g.hands[s]; x != 0; x &= x - 1 {
				put(x.First())
			}
		}
		for _, c := range g.Stock() {
			put(c)
		}
		for _, c := range g.Discards() {
			put(c)
		}
		if seen != cards.PackCards(g.pack) || total != g.pack.Size() {
			t.Fatalf("move %d: %d cards in play, want the %d of the pack", i, total, g.pack.Size())
		}
	})
}

// candidates are every move a player might try: each card of the pack
// plain and naming each suit, then draw, pass and announce.
func candidates(p cards.Pack) []Move {
	var out []Move
	for _, c := range cards.PackOrder(p, nil) {
		out = append(out, Play(c))
		for s := cards.Spades; s <= cards.Clubs; s++ {
			out = append(out, Name(c, s))
		}
	}
	return append(out, Draw, Pass, Announce, Move{Kind: 9})
}

func TestOnlyLegalMovesArePlayed(t *testing.T) {
	all := map[cards.Pack][]Move{cards.Pack52: candidates(cards.Pack52), cards.Pack32: candidates(cards.Pack32)}
	eachGame(t, func(t *testing.T, g *Game, i int, legal []Move) {
		if i%7 != 1 {
			return
		}
		c := g.Clone()
		for _, m := range all[g.pack] {
			err := c.Play(m)
			if ok := slices.Contains(legal, m); ok != (err == nil) {
				t.Fatalf("move %d: %v is legal %v, played: %v", i, m, ok, err)
			}
			var me *MoveError
			if err != nil && (!errors.As(err, &me) || c.pub != g.pub || c.hands != g.hands || len(c.rec) != len(g.rec)) {
				t.Fatalf("move %d: refused %v (%v) changed the game", i, m, err)
			}
			if err == nil {
				c = g.Clone()
			}
		}
	})
}

func TestAViewShowsNoOtherHandNorTheStocksOrder(t *testing.T) {
	differed := 0
	eachGame(t, func(t *testing.T, g *Game, i int, _ []Move) {
		if i%41 != 2 {
			return
		}
		for s := range cards.Seat(g.Players()) {
			h := g.Resample(s, uint64(i)*13+uint64(s))
			if h.hands != g.hands || h.stock != g.stock {
				differed++
			}
			if a, b := g.View(s), h.View(s); !reflect.DeepEqual(a, b) {
				t.Fatalf("move %d: seat %d's view changed with the cards it cannot see", i, s)
			}
			v := g.View(s)
			if v.Hand() != g.HandSet(s) {
				t.Fatalf("move %d: seat %d's view shows %v, holds %v", i, s, v.Hand(), g.HandSet(s))
			}
		}
	})
	if differed == 0 {
		t.Fatal("no resampled game differed from its own: the test shows nothing")
	}
}

func TestTheRecordHoldsOnlyCardsShown(t *testing.T) {
	eachGame(t, func(t *testing.T, g *Game, i int, _ []Move) {
		for _, e := range g.Record() {
			if (e.Kind == EvDraw || e.Kind == EvReshuffle || e.Kind == EvDeal) && e.Card != 0 {
				t.Fatalf("move %d: %v names a card nobody was shown", i, e)
			}
		}
	})
}

func TestEveryGameEndsDeclaringHowWithinItsBound(t *testing.T) {
	for name, r := range variants(t) {
		for n := r.Players.Min; n <= r.Players.Max; n++ {
			for seed := uint64(1); seed <= seeds; seed++ {
				g, _ := Deal(r, packOf(r), n, seed)
				playRandom(t, g, seed, moveBound(r, n), nil)
				checkEnd(t, name, g, seed)
			}
		}
	}
}

// checkEnd checks the record of a game over: each hand ends saying how,
// scored; the game's winners are who went out, or the lowest penalty.
func checkEnd(t *testing.T, name string, g *Game, seed uint64) {
	t.Helper()
	rec := g.Record()
	last := rec[len(rec)-1]
	if last.Kind != EvEnd || last.Winners != g.WinnerSet() || g.WinnerSet() == 0 {
		t.Fatalf("%s seed %d: the record ends with %v, winners %v", name, seed, last, g.Winners())
	}
	end := slices.IndexFunc(rec, func(e Event) bool { return e.Kind == EvHandEnd && e.Seat >= 0 })
	for i := end; i < len(rec); i++ {
		if rec[i].Kind == EvHandEnd {
			end = i
		}
	}
	how := rec[end]
	switch how.Why {
	case WhyOut:
		if g.HandSet(how.Seat) != 0 {
			t.Fatalf("%s seed %d: seat %d went out holding %v", name, seed, how.Seat, g.HandSet(how.Seat))
		}
	case WhyBlocked, WhyStockEnd, WhyTurnLimit:
	default:
		t.Fatalf("%s seed %d: the hand ended saying %v", name, seed, how)
	}
	var by [MaxPlayers]int
	lowest := 1 << 30
	for s := range cards.Seat(g.Players()) {
		by[s] = g.Rules().Penalty(g.HandSet(s))
		if g.Rules().Scoring == ScoreTarget {
			by[s] = g.Totals()[s]
		}
		lowest = min(lowest, by[s])
	}
	var want cards.Seats
	for s := range cards.Seat(g.Players()) {
		if by[s] == lowest {
			want = want.Add(s)
		}
	}
	if how.Why == WhyOut && g.Rules().Scoring == ScoreOneHand {
		want = cards.Seats(0).Add(how.Seat)
	}
	if g.WinnerSet() != want {
		t.Fatalf("%s seed %d: winners %v, want %v (the hand ended %v)", name, seed, g.Winners(), want.Append(nil), how)
	}
}

func TestTheSameSeedDealsTheSameGame(t *testing.T) {
	r := CrazyEights()
	for seed := uint64(1); seed <= 20; seed++ {
		a, _ := Deal(r, cards.Pack52, 3, seed)
		b, _ := Deal(r, cards.Pack52, 3, seed)
		playRandom(t, a, seed, moveBound(r, 3), nil)
		playRandom(t, b, seed, moveBound(r, 3), nil)
		if !slices.Equal(a.Record(), b.Record()) {
			t.Fatalf("seed %d: two games differ", seed)
		}
		b.Redeal(seed)
		playRandom(t, b, seed, moveBound(r, 3), nil)
		if !slices.Equal(a.Record(), b.Record()) {
			t.Fatalf("seed %d: a game dealt again differs", seed)
		}
	}
}
