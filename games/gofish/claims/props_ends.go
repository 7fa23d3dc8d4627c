package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// The properties of the other presets' books, ends and winners.

// newBookDrawWaits: a book completed by a go-fish draw waits in its
// holder's hand until their next turn begins, when it is laid before they
// move (or at the end of the game); every other four is laid the moment it
// is complete.
func newBookDrawWaits(game.Params) prop { return bookDrawWaits(drawWaits) }

// newBookHitAtOnce: a four completed by anything but a go-fish draw (a
// hit, a new hand) is laid the moment it is complete; what becomes of a
// book a draw completes is another claim's.
func newBookHitAtOnce(game.Params) prop { return bookDrawWaits(drawAny) }

// drawBook says what becomes of a book a go-fish draw completes, as a
// property of bookDrawWaits holds it.
type drawBook uint8

const (
	// drawWaits: it waits for its holder's next turn (book.draw-waits).
	drawWaits drawBook = iota
	// drawWaitsUnlessAgain: it waits, unless the draw lets its holder go
	// again, when it is laid at once (book.draw-waits-unless-again).
	drawWaitsUnlessAgain
	// drawAny: either (book.hit-at-once, which holds every other four
	// to be laid at once).
	drawAny
)

// bookDrawWaits is the property of the books a go-fish draw completes, by
// mode, and of every other four: it is laid the moment it is complete.
func bookDrawWaits(mode drawBook) prop {
	var waiting [engine.MaxPlayers]cards.Ranks
	againLays := mode == drawWaitsUnlessAgain
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		if st.Deal {
			waiting = [engine.MaxPlayers]cards.Ranks{}
		} else if f := st.Before.Hands[st.Before.Turn].Fours(); f != 0 && mode != drawAny {
			return fmt.Sprintf("%s moved holding all four %s, not laid when the turn began", seatName(st.Before.Turn), f.First().Words()), -1
		}
		a := st.Move.By
		if drawn := st.Out.Draw.Rank(); st.Out.Drew && st.Before.Hands[a].Count(drawn) == 3 {
			i := bookIndex(st, a, drawn, engine.WhyNone)
			switch {
			case againLays && drewAgain(st) && i < 0:
				return fmt.Sprintf("the %s %s drew completed a book and let them go again, and the book was not laid at once", st.Out.Draw, seatName(a)), len(st.Events) - 1
			case againLays && drewAgain(st):
			case i >= 0 && mode == drawAny:
			case i >= 0:
				return fmt.Sprintf("the %s %s drew completed a book, and it was laid at once", st.Out.Draw, seatName(a)), i
			default:
				waiting[a] = waiting[a].Add(drawn)
			}
		}
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind == engine.EvBook && (e.Why == engine.WhyWaited || e.Why == engine.WhyAtEnd) {
				if !waiting[e.Seat].Has(e.Rank) {
					return fmt.Sprintf("%s's book of %s is laid as having waited, but no draw completed it", seatName(e.Seat), e.Rank.Words()), i
				}
				waiting[e.Seat] = waiting[e.Seat].Remove(e.Rank)
			}
		}
		for s := range cards.Seat(st.Players) {
			f := st.After.Hands[s].Fours()
			if !st.After.Over {
				f &^= waiting[s]
			}
			if f != 0 {
				return fmt.Sprintf("%s holds all four %s, not laid", seatName(s), f.First().Words()), len(st.Events) - 1
			}
		}
		return "", 0
	}}
}

// bookIndex returns the index of seat s's book of rank r laid for reason
// why in st, or -1.
func bookIndex(st *Step, s cards.Seat, r cards.Rank, why engine.Why) int {
	for i := range st.Events {
		if e := &st.Events[i]; e.Kind == engine.EvBook && e.Seat == s && e.Rank == r && e.Why == why {
			return i
		}
	}
	return -1
}

// newEndStockOut: the game ends as soon as the pond is empty.
func newEndStockOut(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		if !st.After.Over && st.After.Pond == 0 {
			return "the pond is empty and the game goes on", -1
		}
		if i := eventIndex(st, engine.EvEnd); i >= 0 && st.Events[i].Why == engine.WhyStockOut && st.After.Pond != 0 {
			return fmt.Sprintf("the game ended for an empty pond with %s in it", count(st.After.Pond, "card")), i
		}
		return "", 0
	}}
}

// newEndPlayerOut: the game ends as soon as a player has no cards left,
// whoever took them.
func newEndPlayerOut(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		for s := range cards.Seat(st.Players) {
			if !st.After.Over && st.After.Hands[s] == 0 {
				return fmt.Sprintf("%s has no cards left and the game goes on", seatName(s)), -1
			}
		}
		return "", 0
	}}
}

// newEndBookedOut: a player who lays their last card in a book while the
// pond still holds cards ends the game, and wins alone.
func newEndBookedOut(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		msg, at := newEndBookedLastCard(game.Params{}).check(st, nil)
		if i := bookedOut(st); msg == "" && i >= 0 {
			e, end := &st.Events[i], eventIndex(st, engine.EvEnd)
			if st.Events[end].Winners != cards.Seats(0).Add(e.Seat) {
				return fmt.Sprintf("%s booked their last card with cards in the pond, and %s won", seatName(e.Seat), seatsWords(st.Events[end].Winners)), end
			}
		}
		return msg, at
	}}
}

// bookedOut returns the index of the first book event of st by which a
// player laid their last card while the pond held cards, or -1.
func bookedOut(st *Step) int {
	for i := range st.Events {
		e := &st.Events[i]
		if e.Kind != engine.EvBook || e.Why == engine.WhyGiven || e.Why == engine.WhyAtEnd || pondBefore(st, i) == 0 ||
			st.After.Hands[e.Seat] != 0 && !drawsLater(st, e.Seat, i) {
			continue
		}
		return i
	}
	return -1
}

// drewAgain reports whether the step's go-fish draw let the asker go
// again: a wish or a lucky draw.
func drewAgain(st *Step) bool {
	_, _, draw := theMiss(st)
	return draw >= 0 && (st.Events[draw].Why == engine.WhyWish || st.Events[draw].Why == engine.WhyLucky)
}

// newMostBooksOtherwise: unless a player wins by booking their last card
// (end.booked-out), whoever has the most books wins, and equal most books
// share the win.
func newMostBooksOtherwise(game.Params) prop {
	return prop{on: fEnd, check: func(st *Step, _ *track) (string, int) {
		i := eventIndex(st, engine.EvEnd)
		if st.Events[i].Why == engine.WhyBookedOut {
			return "", 0
		}
		best, who := mostBooks(st)
		if w := st.Events[i].Winners; w != who {
			return fmt.Sprintf("%s had the most books (%d), and the winners are %s", seatsWords(who), best, seatsWords(w)), i
		}
		return "", 0
	}}
}

// newSitOut: a player whose turn comes with no cards is out of the game:
// they draw nothing and are passed over from then on; nobody is given the
// turn without cards.
func newSitOut(game.Params) prop {
	return prop{on: fMove | fDeal, check: func(st *Step, _ *track) (string, int) {
		for i := range st.Events {
			switch e := &st.Events[i]; e.Kind {
			case engine.EvNewHand, engine.EvDrawOne:
				return fmt.Sprintf("%s had no cards and drew from the pond instead of sitting out", seatName(e.Seat)), i
			case engine.EvOut:
				if st.After.Hands[e.Seat] != 0 {
					return fmt.Sprintf("%s went out holding %s", seatName(e.Seat), st.After.Hands[e.Seat]), i
				}
			}
		}
		if !st.After.Over && st.After.Hands[st.After.Turn] == 0 {
			return fmt.Sprintf("%s is given the turn holding no cards", seatName(st.After.Turn)), -1
		}
		return "", 0
	}}
}

// newFirstRandom: a player drawn at random takes the first turn: over the
// deals of every player count the rules seat, each seat starts some games;
// and the turn begins where the record says.
func newFirstRandom(game.Params) prop {
	return prop{on: fDeal, once: firstRandomOnce, check: func(st *Step, _ *track) (string, int) {
		i := eventIndex(st, engine.EvStart)
		if i < 0 || st.After.Over {
			return "", 0
		}
		want, msg, at := walk(st, st.Events[i].Seat, i+1)
		if msg == "" && st.After.Turn != want {
			msg, at = fmt.Sprintf("%s takes the first turn, but the record says %s plays first", seatName(st.After.Turn), seatName(want)), -1
		}
		return msg, at
	}}
}

// firstRandomOnce deals 40 games for each seat of each player count and
// checks that every seat takes the first turn in some of them.
func firstRandomOnce(r engine.Rules, packs []cards.Pack) string {
	if len(packs) == 0 {
		return ""
	}
	for n := r.Players.Min; n <= min(r.Players.Max, engine.MaxPlayers); n++ {
		var seen cards.Seats
		for seed := range uint64(40 * n) {
			g, err := engine.Deal(r, packs[0], n, seed)
			if err != nil {
				return fmt.Sprintf("the engine does not deal %d players: %v", n, err)
			}
			for _, e := range g.Record() {
				if e.Kind == engine.EvStart {
					seen = seen.Add(e.Seat)
				}
			}
		}
		if seen.Len() != n {
			return fmt.Sprintf("over %d deals for %d players only %s took the first turn", 40*n, n, seatsWords(seen))
		}
	}
	return ""
}
