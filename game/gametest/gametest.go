// Package gametest holds what every game's tests check through the seam:
// that a game dealt and played by its own bots through game.Table keeps
// the promises of the interface (the same game for the same seed, legal
// moves that play, views that keep the hands apart, an end with winners).
package gametest

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
)

// MaxMoves bounds a game played by PlayGames: one that has not ended by
// then is a failure.
const MaxMoves = 10_000

// PlayGames deals games games of r for players with pack, seeds 1 to
// games, plays each to its end with the game's first bot at every seat,
// and fails t where the table breaks a promise of game.Table. It returns
// the number of moves played in all.
func PlayGames(t testing.TB, g game.Game, r game.Rules, players int, pack cards.Pack, games int) int {
	t.Helper()
	tb := g.Table()
	kinds := tb.Bots()
	if len(kinds) == 0 {
		t.Fatalf("%s: no bots", g.ID())
	}
	moves := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		rec := play(t, tb, kinds[0], r, players, pack, seed)
		moves += len(rec)
		if again := play(t, tb, kinds[0], r, players, pack, seed); !slices.Equal(rec, again) {
			t.Fatalf("%s seed %d: the same deal and bots played two different games", g.ID(), seed)
		}
	}
	return moves
}

// play plays one game and returns the moves played, told.
func play(t testing.TB, tb game.Table, kind string, r game.Rules, players int, pack cards.Pack, seed uint64) []string {
	t.Helper()
	st, err := tb.Deal(r, players, pack, seed)
	if err != nil {
		t.Fatalf("seed %d: deal: %v", seed, err)
	}
	bots := make([]game.Bot, players)
	for s := range bots {
		if bots[s], err = tb.Bot(kind, seed*31+uint64(s)); err != nil {
			t.Fatalf("bot %s: %v", kind, err)
		}
	}
	var played []string
	var last game.Move
	for !st.Over() {
		if len(played) >= MaxMoves {
			t.Fatalf("seed %d: no end after %d moves", seed, MaxMoves)
		}
		checkViews(t, st, seed)
		legal := st.Legal()
		if len(legal) == 0 {
			t.Fatalf("seed %d: seat %d to move has no legal move", seed, st.Turn())
		}
		if len(played)%7 == 3 {
			tryOther(t, tb, r, players, pack, seed, played, len(played)/7)
		}
		m := bots[st.Turn()].Choose(st.View(st.Turn()), legal)
		if !slices.ContainsFunc(legal, func(l game.Move) bool { return l.String() == m.String() }) {
			t.Fatalf("seed %d: the bot chose %q, which is not among the legal moves %v", seed, m, legal)
		}
		if err := st.Play(m); err != nil {
			t.Fatalf("seed %d: a legal move %q was refused: %v", seed, m, err)
		}
		played, last = append(played, m.String()), m
	}
	w := st.Winners()
	if len(w) == 0 || slices.ContainsFunc(w, func(s cards.Seat) bool { return s < 0 || int(s) >= players }) {
		t.Fatalf("seed %d: the game ended with winners %v", seed, w)
	}
	if l := st.Legal(); len(l) != 0 {
		t.Fatalf("seed %d: the game is over and still has legal moves %v", seed, l)
	}
	if last != nil {
		before := st.View(0).Record()
		if err := st.Play(last); err == nil {
			t.Fatalf("seed %d: a move after the end was played", seed)
		}
		if !slices.Equal(before, st.View(0).Record()) {
			t.Fatalf("seed %d: a refused move changed the record", seed)
		}
	}
	return played
}

// tryOther deals the game of seed again, replays played, and plays the
// k-th of the legal moves there (counting round): every legal move is
// one the rules accept, not only those the bots choose.
func tryOther(t testing.TB, tb game.Table, r game.Rules, players int, pack cards.Pack, seed uint64, played []string, k int) {
	t.Helper()
	st, err := tb.Deal(r, players, pack, seed)
	if err != nil {
		t.Fatalf("seed %d: deal again: %v", seed, err)
	}
	for _, want := range played {
		i := slices.IndexFunc(st.Legal(), func(m game.Move) bool { return m.String() == want })
		if i < 0 {
			t.Fatalf("seed %d: dealt again, %q is no longer legal", seed, want)
		}
		if err := st.Play(st.Legal()[i]); err != nil {
			t.Fatalf("seed %d: dealt again, %q was refused: %v", seed, want, err)
		}
	}
	legal := st.Legal()
	if m := legal[k%len(legal)]; st.Play(m) != nil {
		t.Fatalf("seed %d: after %d moves the legal move %q was refused: %v", seed, len(played), m, st.Play(m))
	}
}

// checkViews checks that every seat sees its own hand, the sizes of all,
// hands that share no card, and the same public record.
func checkViews(t testing.TB, st game.State, seed uint64) {
	t.Helper()
	var seen cards.Cards
	var record []string
	for s := range cards.Seat(st.Players()) {
		v := st.View(s)
		sizes := v.HandSizes()
		if v.Seat() != s || len(sizes) != st.Players() || v.Hand().Len() != sizes[s] {
			t.Fatalf("seed %d: seat %d's view: seat %d, hand of %d, sizes %v", seed, s, v.Seat(), v.Hand().Len(), sizes)
		}
		if seen&v.Hand() != 0 {
			t.Fatalf("seed %d: seat %d's hand shares a card with another's", seed, s)
		}
		seen |= v.Hand()
		if s == 0 {
			record = v.Record()
		} else if !slices.Equal(record, v.Record()) {
			t.Fatalf("seed %d: seats 0 and %d see different public records", seed, s)
		}
	}
}
