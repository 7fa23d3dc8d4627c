package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
)

// cs parses card tokens: "7H 8S".
func cs(t *testing.T, s string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		c, err := cards.ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// arrange sets up a position of r: the hands by seat, the stock top card
// first, the discard pile's top (its suit followed), seat 0 to move; the
// cards of the pack placed nowhere else lie in the discards.
func arrange(t *testing.T, r Rules, hands []string, stock, top string) *Game {
	t.Helper()
	g, err := Deal(r, packOf(r), len(hands), 1)
	if err != nil {
		t.Fatal(err)
	}
	g.rec = g.rec[:0]
	g.pub = table{n: len(hands), hand: 1}
	var used cards.Cards
	for s, h := range hands {
		g.hands[s] = cards.CardsOf(cs(t, h)...)
		g.pub.sizes[s] = uint8(g.hands[s].Len())
		used |= g.hands[s]
	}
	st := cs(t, stock)
	for i, c := range st {
		g.stock[len(st)-1-i] = c
		used = used.Add(c)
	}
	g.pub.stock = uint8(len(st))
	g.pub.top = cs(t, top)[0]
	g.pub.follow = g.pub.top.Suit()
	used = used.Add(g.pub.top)
	for x := cards.PackCards(g.pack) &^ used; x != 0; x &= x - 1 {
		g.discard[g.pub.below] = x.First()
		g.pub.below++
	}
	return g
}

// play plays the moves, told as [Move.String] tells them, failing on a
// refusal.
func play(t *testing.T, g *Game, moves ...string) {
	t.Helper()
	for _, want := range moves {
		legal := g.Legal(nil)
		i := slices.IndexFunc(legal, func(m Move) bool { return m.String() == want })
		if i < 0 {
			t.Fatalf("%q is not among the legal moves %v", want, legal)
		}
		if err := g.Play(legal[i]); err != nil {
			t.Fatalf("%q: %v", want, err)
		}
	}
}

// legalText returns the legal moves told, joined by commas.
func legalText(g *Game) string {
	var s []string
	for _, m := range g.Legal(nil) {
		s = append(s, m.String())
	}
	return strings.Join(s, ", ")
}

// set returns r with the settings name=value applied.
func set(t *testing.T, r Rules, kvs ...string) Rules {
	t.Helper()
	for _, kv := range kvs {
		k, v, _ := strings.Cut(kv, "=")
		var err error
		if r, err = r.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestTheDealGivesEachPlayerTheirHandAndTurnsACard(t *testing.T) {
	for _, tc := range []struct {
		r       Rules
		n, size int
	}{{CrazyEights(), 2, 7}, {CrazyEights(), 3, 5}, {CrazyEights(), 6, 5}, {MauMau(), 2, 5}, {MauMau(), 5, 5}} {
		g, err := Deal(tc.r, packOf(tc.r), tc.n, 9)
		if err != nil {
			t.Fatal(err)
		}
		for s := range cards.Seat(tc.n) {
			if g.HandSet(s).Len() != tc.size {
				t.Errorf("%s, %d players: seat %d holds %d cards, want %d", tc.r, tc.n, s, g.HandSet(s).Len(), tc.size)
			}
		}
		if want := packOf(tc.r).Size() - tc.n*tc.size - 1; len(g.Stock()) != want || len(g.Discards()) != 1 {
			t.Errorf("%s, %d players: stock %d, discards %d; want %d and 1", tc.r, tc.n, len(g.Stock()), len(g.Discards()), want)
		}
	}
}

func TestAWildCardTurnedFirstIsBuried(t *testing.T) {
	buried := 0
	for seed := uint64(1); seed <= 400; seed++ {
		g, _ := Deal(CrazyEights(), cards.Pack52, 2, seed)
		if g.Top().Rank() == cards.Eight {
			t.Fatalf("seed %d: an eight stands as the first card", seed)
		}
		for _, e := range g.Record() {
			if e.Kind == EvBury {
				buried++
				if !slices.Contains(g.Stock(), e.Card) {
					t.Fatalf("seed %d: buried %s is not in the stock", seed, e.Card)
				}
			}
		}
		s, _ := Deal(set(t, CrazyEights(), "first-wild=stands"), cards.Pack52, 2, seed)
		if s.Top() != g.Record()[3].Card {
			t.Fatalf("seed %d: with first-wild: stands the first card turned, %s, does not stand (%s)", seed, g.Record()[3].Card, s.Top())
		}
	}
	if buried == 0 {
		t.Fatal("no seed turned an eight first: the test shows nothing")
	}
}

func TestASpecialCardTurnedFirstActsAsTheDealers(t *testing.T) {
	r := set(t, CrazyEights(), "draw-two=twos", "skip=queens", "reverse=aces")
	seen := map[cards.Rank]bool{}
	for seed := uint64(1); seed <= 300; seed++ {
		for _, n := range []int{2, 3} {
			g, _ := Deal(r, cards.Pack52, n, seed)
			switch k := g.Top().Rank(); k {
			case cards.Two:
				seen[k] = true
				if g.Turn() != 0 || owed(g) != 2 {
					t.Fatalf("seed %d: a two turned first: seat %d to move owing %d", seed, g.Turn(), owed(g))
				}
			case cards.Queen:
				seen[k] = true
				if g.Turn() != 1 {
					t.Fatalf("seed %d, %d players: a queen turned first: seat %d to move, want 1", seed, n, g.Turn())
				}
			case cards.Ace:
				seen[k] = true
				// The dealer (seat n-1) reverses: with two players they
				// play again, with three the seat before them moves.
				if want := cards.Seat(1); g.Turn() != want {
					t.Fatalf("seed %d, %d players: an ace turned first: seat %d to move, want %d", seed, n, g.Turn(), want)
				}
			}
			if ig, _ := Deal(set(t, r, "first-special=ignored"), cards.Pack52, n, seed); ig.Turn() != 0 || owed(ig) != 0 {
				t.Fatalf("seed %d: with first-special: ignored seat %d moves first owing %d", seed, ig.Turn(), owed(ig))
			}
		}
	}
	if len(seen) != 3 {
		t.Fatalf("only %v turned first: the test shows too little", seen)
	}
}

func TestACardMatchesTheSuitOrTheRankAndEightsAreWild(t *testing.T) {
	g := arrange(t, CrazyEights(), []string{"7S 2H KC 8D", "3C"}, "4D 5D", "7H")
	want := "play 2♥, play 7♠, play 8♦ name spades, play 8♦ name hearts, play 8♦ name diamonds, play 8♦ name clubs, draw"
	if got := legalText(g); got != want {
		t.Fatalf("legal: %s\nwant:  %s", got, want)
	}
	for m, kind := range map[Move]ErrKind{Play(cards.NewCard(cards.King, cards.Clubs)): ErrNoMatch,
		Play(cards.NewCard(cards.Eight, cards.Diamonds)): ErrName, Name(cards.NewCard(cards.Seven, cards.Spades), cards.Clubs): ErrName,
		Play(cards.NewCard(cards.Three, cards.Clubs)): ErrNotHeld, Pass: ErrCannotPass, Announce: ErrCannotAnnounce} {
		if err := g.Play(m); !errors.Is(err, kind) {
			t.Errorf("%v: %v, want %v", m, err, kind)
		}
	}
	play(t, g, "play 8♦ name clubs")
	if g.Top() != cards.NewCard(cards.Eight, cards.Diamonds) || g.Follow() != cards.Clubs || g.Turn() != 1 {
		t.Fatalf("after 8♦ naming clubs: top %s, follow %s, seat %d to move", g.Top(), g.Follow(), g.Turn())
	}
	if got := legalText(g); got != "play 3♣, draw" {
		t.Fatalf("on a named suit: %s", got)
	}
	nw := arrange(t, set(t, CrazyEights(), "wild-on-wild=no"), []string{"8S 3C", "3D"}, "4D", "8H")
	if got := legalText(nw); got != "draw" {
		t.Fatalf("wild-on-wild: no, on an eight: %s", got)
	}
}

func TestTheDrawRules(t *testing.T) {
	// until-play: draw until a card fits (one move), then play it.
	g := arrange(t, CrazyEights(), []string{"KC 3S", "9C"}, "4S 6D 5H 2C", "7H")
	play(t, g, "draw")
	if g.HandSet(0).Len() != 5 || len(g.Stock()) != 1 {
		t.Fatalf("until-play: seat 0 holds %v, stock %v; want three cards drawn", g.HandSet(0), g.Stock())
	}
	if got := legalText(g); got != "play 5♥" {
		t.Fatalf("until-play, a card that fits drawn: %s, want it played", got)
	}
	// draw-instead: a player who could play may draw one, then must play.
	g = arrange(t, CrazyEights(), []string{"KH 3S", "9C"}, "4S 6D 5C", "7H")
	play(t, g, "draw")
	if got := legalText(g); got != "play K♥" {
		t.Fatalf("until-play after drawing instead: %s", got)
	}
	if got := legalText(arrange(t, set(t, CrazyEights(), "draw-instead=no"), []string{"KH 3S", "9C"}, "4S", "7H")); got != "play K♥" {
		t.Fatalf("draw-instead: no: %s", got)
	}
	// one: draw one, then play or pass.
	g = arrange(t, set(t, CrazyEights(), "draw=one"), []string{"KC 3S", "9C"}, "5H 4S", "7H")
	play(t, g, "draw")
	if got := legalText(g); got != "play 5♥, pass" {
		t.Fatalf("draw: one after a draw: %s", got)
	}
	play(t, g, "pass")
	if g.Turn() != 1 {
		t.Fatalf("after a pass seat %d moves", g.Turn())
	}
	// three: up to three, then pass.
	g = arrange(t, set(t, CrazyEights(), "draw=three"), []string{"KC 3S", "9C"}, "4S 6D 5C 5H", "7H")
	play(t, g, "draw")
	if got := legalText(g); got != "pass" || g.HandSet(0).Len() != 5 {
		t.Fatalf("draw: three after three draws: %s", got)
	}
}

func TestWhenTheStockRunsOut(t *testing.T) {
	// reshuffle: the discards but the top become the stock.
	g := arrange(t, CrazyEights(), []string{"KC 3S", "9C"}, "", "7H")
	below := g.pub.below
	play(t, g, "draw")
	if g.Top() != cards.NewCard(cards.Seven, cards.Hearts) || len(g.Stock())+g.HandSet(0).Len()-2 != int(below) || len(g.Discards()) != 1 {
		t.Fatalf("after a reshuffle: top %s, stock %d, discards %d", g.Top(), len(g.Stock()), len(g.Discards()))
	}
	// pass: a round of passes blocks the hand; the lowest penalty wins.
	p := arrange(t, set(t, CrazyEights(), "stock-out=pass"), []string{"KC 3S", "9C", "2D"}, "", "7H")
	play(t, p, "pass", "pass", "pass")
	if !p.Over() || !slices.Equal(p.Winners(), []cards.Seat{2}) {
		t.Fatalf("three passes: over %v, winners %v; want seat 2 (2 points)", p.Over(), p.Winners())
	}
	// end: the hand ends when a player would have to draw from an empty
	// stock.
	e := arrange(t, set(t, CrazyEights(), "stock-out=end"), []string{"KH 3S", "9C"}, "", "7H")
	play(t, e, "play K♥")
	if !e.Over() || !slices.Equal(e.Winners(), []cards.Seat{0}) {
		t.Fatalf("stock-out: end: over %v, winners %v", e.Over(), e.Winners())
	}
}

func TestSpecialCards(t *testing.T) {
	r := set(t, CrazyEights(), "draw-two=twos", "skip=queens", "reverse=aces")
	// A two: the next player draws two and their turn ends.
	g := arrange(t, r, []string{"2H 3S", "9C 2C KD", "4D"}, "5S 6S 7S", "7H")
	play(t, g, "play 2♥")
	if got := legalText(g); got != "draw" {
		t.Fatalf("owing two without stacking: %s", got)
	}
	play(t, g, "draw")
	if g.HandSet(1).Len() != 5 || g.Turn() != 2 {
		t.Fatalf("after drawing two: seat 1 holds %d, seat %d to move", g.HandSet(1).Len(), g.Turn())
	}
	// With stacking the next may answer, and the one after owes four.
	g = arrange(t, set(t, r, "stack=yes"), []string{"2H 3S", "9C 2C KD", "4D"}, "5S 6S 7S 8S", "7H")
	play(t, g, "play 2♥")
	if got := legalText(g); got != "play 2♣, draw" {
		t.Fatalf("owing two with stacking: %s", got)
	}
	play(t, g, "play 2♣", "draw")
	if g.HandSet(2).Len() != 5 || g.Turn() != 0 {
		t.Fatalf("after stacking: seat 2 holds %d, seat %d to move", g.HandSet(2).Len(), g.Turn())
	}
	// A queen skips the next player.
	g = arrange(t, r, []string{"QH 3S", "9C", "4D"}, "5S", "7H")
	play(t, g, "play Q♥")
	if g.Turn() != 2 {
		t.Fatalf("after a queen seat %d moves, want 2", g.Turn())
	}
	// An ace reverses; with two players its player plays again.
	g = arrange(t, r, []string{"AH 3S", "9C", "4D"}, "5S", "7H")
	play(t, g, "play A♥")
	if g.Turn() != 2 {
		t.Fatalf("after an ace, three players: seat %d moves, want 2", g.Turn())
	}
	g = arrange(t, r, []string{"AH 3H", "9C"}, "5S", "7H")
	play(t, g, "play A♥")
	if g.Turn() != 0 {
		t.Fatalf("after an ace, two players: seat %d moves, want 0 again", g.Turn())
	}
}

func TestTheLastCardMustBeAnnounced(t *testing.T) {
	r := set(t, CrazyEights(), "announce=yes", "announce-penalty=2")
	g := arrange(t, r, []string{"KH 3S", "9C"}, "5S 6S 7S", "7H")
	if got := legalText(g); got != "play K♥, announce, draw" {
		t.Fatalf("two cards, one playable: %s", got)
	}
	play(t, g, "play K♥")
	if g.HandSet(0).Len() != 3 {
		t.Fatalf("a last card not announced: seat 0 holds %d, want 1 and a penalty of 2", g.HandSet(0).Len())
	}
	g = arrange(t, r, []string{"KH 3S", "9C"}, "5S 6S 7S", "7H")
	play(t, g, "announce", "play K♥")
	if g.HandSet(0).Len() != 1 {
		t.Fatalf("a last card announced: seat 0 holds %d, want 1", g.HandSet(0).Len())
	}
}

func TestPenaltyPoints(t *testing.T) {
	h := cards.CardsOf(cs(t, "8S KH QD JC AS 7H 10C")...)
	if got := CrazyEights().Penalty(h); got != 50+10+10+10+1+7+10 {
		t.Errorf("eights wild: %d", got)
	}
	if got := MauMau().Penalty(h); got != 8+10+10+50+1+7+10 {
		t.Errorf("jacks wild: %d", got)
	}
}

func TestATargetGameDealsHandsUntilAPlayerReachesIt(t *testing.T) {
	r := set(t, CrazyEights(), "scoring=target", "target=100", "draw-instead=no")
	hands := 0
	for seed := uint64(1); seed <= 30; seed++ {
		g, _ := Deal(r, cards.Pack52, 3, seed)
		playRandom(t, g, seed, moveBound(r, 3), nil)
		hi := slices.Max(g.Totals())
		if hi < 100 {
			t.Fatalf("seed %d: over with totals %v", seed, g.Totals())
		}
		for _, e := range g.Record() {
			hands += b2i(e.Kind == EvHand)
		}
	}
	if hands <= 30 {
		t.Fatalf("%d hands in 30 games: none dealt a second hand", hands)
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRulesThatCannotBePlayedAreRefused(t *testing.T) {
	for _, tc := range []struct{ kvs []string }{
		{[]string{"skip=eights"}}, {[]string{"packs=32", "draw-two=twos"}}, {[]string{"stack=yes"}},
		{[]string{"packs=32", "deal.3=17"}}, {[]string{"wild=jacks", "reverse=aces", "skip=queens", "draw-two=sevens", "packs=32", "deal.6=6"}},
	} {
		r := CrazyEights()
		for _, kv := range tc.kvs {
			k, v, _ := strings.Cut(kv, "=")
			var err error
			if r, err = r.Set(k, v); err != nil {
				t.Fatalf("%v: %v", tc.kvs, err)
			}
		}
		if err := r.Check(); err == nil {
			t.Errorf("%v: no error", tc.kvs)
		}
	}
	if _, err := CrazyEights().Set("draw", "two"); err == nil || !strings.Contains(err.Error(), "until-play, one, three") {
		t.Errorf("a bad value: %v", err)
	}
}

// owed returns what the player to move owes for draw-two cards.
func owed(g *Game) int { v := g.View(g.Turn()); return v.Owed() }
