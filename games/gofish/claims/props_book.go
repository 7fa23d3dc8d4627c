package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// booksIn returns the ranks booked by the step's events and how many book
// events there are, with the index of the first.
func booksIn(st *Step) (ranks cards.Ranks, n, first int) {
	first = -1
	for i := range st.Events {
		if e := &st.Events[i]; e.Kind == engine.EvBook && e.Why != engine.WhyGiven {
			ranks = ranks.Add(e.Rank)
			if n++; first < 0 {
				first = i
			}
		}
	}
	return ranks, n, first
}

// newBookSize: a book takes the given number of cards out of play, all of
// them of its rank (RULES.md 8).
func newBookSize(p game.Params) prop {
	return prop{on: fBook, check: func(st *Step, _ *track) (string, int) {
		ranks, n, first := booksIn(st)
		before := st.Before.held(st.Players).Len() + st.Before.Pond
		after := st.After.held(st.Players).Len() + st.After.Pond
		if st.Deal {
			before = st.Pack.Size()
		}
		if before-after != p.N*n {
			return fmt.Sprintf("laying %s took %d cards out of the hands and the pond; the card says a book is %d", count(n, "book"), before-after, p.N), first
		}
		if left := st.After.held(st.Players) & ranks.Cards(); left != 0 {
			return fmt.Sprintf("%s are still in hand after their book was laid", left), first
		}
		return "", 0
	}}
}

// newBookRanks: a book is of the given number of ranks: the cards a book
// takes out of the hands are all of the rank the record names.
func newBookRanks(p game.Params) prop {
	return prop{on: fBook, check: func(st *Step, _ *track) (string, int) {
		ranks, n, first := booksIn(st)
		if ranks.Len() != p.N*n {
			return fmt.Sprintf("%s laid were of %s; the card says a book is of %s", count(n, "book"), count(ranks.Len(), "rank"), count(p.N, "rank")), first
		}
		gone := st.Before.held(st.Players) &^ st.After.held(st.Players)
		if other := gone &^ ranks.Cards(); other != 0 {
			return fmt.Sprintf("laying a book of %s took %s out of the hands", ranks, other), first
		}
		return "", 0
	}}
}

// newBookAtOnce: four of a rank in a hand are laid as a book the moment
// they are complete: no hand holds all four of a rank after any move.
func newBookAtOnce(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		if !anyFour(st.After.Hands[:st.Players]) {
			return "", 0
		}
		for s := range st.Players {
			if f := st.After.Hands[s].Fours(); f != 0 {
				return fmt.Sprintf("%s holds all four %s and has not laid them as a book", seatName(cards.Seat(s)), f.First().Words()), len(st.Events) - 1
			}
		}
		return "", 0
	}}
}

// anyFour reports whether any of hands holds all four cards of a rank, as
// h.Fours() != 0 for some h, at less cost: it is asked after every move.
func anyFour(hands []cards.Cards) bool {
	var all uint64
	for _, h := range hands {
		x := uint64(h)
		x &= x >> 1 // bit 4r+i: cards i and i+1 of rank r
		x &= x >> 2 // bit 4r: all four cards of rank r
		all |= x
	}
	return all&0x1111111111111111 != 0
}

// newBookFaceUp: a book is laid face up: the record names its rank, and
// the rank is among the seat's books for everyone to see.
func newBookFaceUp(game.Params) prop {
	var v engine.View
	return prop{on: fBook, check: func(st *Step, _ *track) (string, int) {
		gone := st.Before.held(st.Players) &^ st.After.held(st.Players)
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind != engine.EvBook || e.Why == engine.WhyGiven {
				continue
			}
			if !e.Rank.Valid() || !st.After.Books[e.Seat].Has(e.Rank) {
				return fmt.Sprintf("the record does not show which book %s laid", seatName(e.Seat)), i
			}
			gone &^= cards.RankCards(e.Rank)
			st.Game.ViewInto(&v, next(e.Seat, st.Players))
			if !v.Books(e.Seat).Has(e.Rank) {
				return fmt.Sprintf("%s cannot see %s's book of %s", seatName(v.Seat()), seatName(e.Seat), e.Rank.Words()), i
			}
		}
		if gone != 0 {
			return fmt.Sprintf("%s left the hands into a book the record does not name", gone), -1
		}
		return "", 0
	}}
}

// newEndAllBooked: the game is over exactly when every rank of the pack is
// booked (not when the pond runs dry).
func newEndAllBooked(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		all := cards.PackRanks(st.Pack)
		booked := st.After.Booked(st.Players)
		switch {
		case st.After.Over && booked != all:
			return fmt.Sprintf("the game ended with %s not booked", all&^booked), eventIndex(st, engine.EvEnd)
		case !st.After.Over && booked == all:
			return "every rank is booked and the game is not over", -1
		}
		if i := eventIndex(st, engine.EvEnd); i >= 0 && st.Events[i].Why != engine.WhyAllBooked {
			return "the record gives another reason for the end than every rank booked", i
		}
		return "", 0
	}}
}

// mostBooks returns the most books any seat has, and the seats that have
// that many.
func mostBooks(st *Step) (int, cards.Seats) {
	best, who := -1, cards.Seats(0)
	for s := range st.Players {
		switch n := st.After.Books[s].Len(); {
		case n > best:
			best, who = n, cards.Seats(0).Add(cards.Seat(s))
		case n == best:
			who = who.Add(cards.Seat(s))
		}
	}
	return best, who
}

// newMostBooks: at the end, whoever has the most books wins.
func newMostBooks(game.Params) prop {
	return prop{on: fEnd, check: func(st *Step, _ *track) (string, int) {
		i := eventIndex(st, engine.EvEnd)
		best, who := mostBooks(st)
		w := st.Events[i].Winners
		switch {
		case w&^who != 0:
			return fmt.Sprintf("%s won without the most books (%d)", seatsWords(w&^who), best), i
		case who.Len() == 1 && w != who:
			return fmt.Sprintf("%s had the most books (%d) and did not win", seatsWords(who), best), i
		case w != st.After.Winners:
			return "the record's winners are not the game's", i
		}
		return "", 0
	}}
}

// newTieShared: at the end, equal most books is a shared win.
func newTieShared(game.Params) prop {
	return prop{on: fEnd, check: func(st *Step, _ *track) (string, int) {
		i := eventIndex(st, engine.EvEnd)
		best, who := mostBooks(st)
		if w := st.Events[i].Winners; who.Len() > 1 && w != who {
			return fmt.Sprintf("%s tied with %d books each, and the winners are %s", seatsWords(who), best, seatsWords(w)), i
		}
		return "", 0
	}}
}

// count writes n things: "1 book", "2 books".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// seatsWords names a set of seats.
func seatsWords(t cards.Seats) string {
	if t == 0 {
		return "nobody"
	}
	s := ""
	for _, x := range t.Append(nil) {
		if s != "" {
			s += ", "
		}
		s += seatName(x)
	}
	return s
}
