package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// eventIndex returns the index of the first event of kind k in st, or -1.
func eventIndex(st *Step, k engine.EventKind) int {
	for i := range st.Events {
		if st.Events[i].Kind == k {
			return i
		}
	}
	return -1
}

// pondBefore returns the pond's size just before event i of st.
func pondBefore(st *Step, i int) int {
	if i == 0 {
		return st.Before.Pond
	}
	return int(st.Events[i-1].Pond)
}

// newPlayersRange: the engine seats exactly min to max players.
func newPlayersRange(p game.Params) prop {
	return prop{on: fDeal, once: func(r engine.Rules, packs []cards.Pack) string {
		return playersOnce(r, packs, p.Min, p.Max)
	}, check: func(st *Step, _ *track) (string, int) {
		n := 0
		for i := range st.Events {
			if st.Events[i].Kind == engine.EvDeal {
				n++
			}
		}
		if n != st.Players || st.Players < p.Min || st.Players > p.Max {
			return fmt.Sprintf("the deal seated %d players; the card says %d to %d", n, p.Min, p.Max), -1
		}
		return "", 0
	}}
}

// playersOnce tries every player count from 0 to one past the most any
// rules seat: the engine must deal exactly lo to hi.
func playersOnce(r engine.Rules, packs []cards.Pack, lo, hi int) string {
	if len(packs) == 0 {
		return ""
	}
	for n := 0; n <= engine.MaxPlayers+1; n++ {
		_, err := engine.Deal(r, packs[0], n, 1)
		switch want := n >= lo && n <= hi; {
		case want && err != nil:
			return fmt.Sprintf("the engine refuses %d players (%v); the card says %d to %d", n, err, lo, hi)
		case !want && err == nil:
			return fmt.Sprintf("the engine deals a game of %d players; the card says %d to %d", n, lo, hi)
		}
	}
	return ""
}

// newPackSizes: the engine deals exactly the packs listed, and a game with
// one uses all its cards.
func newPackSizes(p game.Params) prop {
	return prop{on: fDeal | fEnd, once: func(r engine.Rules, _ []cards.Pack) string {
		return packsOnce(r, p.List)
	}, check: func(st *Step, _ *track) (string, int) {
		if st.Deal {
			dealt, start := 0, eventIndex(st, engine.EvStart)
			for i := range st.Events {
				if st.Events[i].Kind == engine.EvDeal {
					dealt += int(st.Events[i].Count)
				}
			}
			if start < 0 || dealt+int(st.Events[start].Pond) != st.Pack.Size() {
				return fmt.Sprintf("the deal of the %d-card pack does not add up to %d cards", st.Pack, st.Pack.Size()), start
			}
			return "", 0
		}
		books := 0
		for _, b := range st.After.Books[:st.Players] {
			books += b.Len()
		}
		if i := eventIndex(st, engine.EvEnd); st.Events[i].Why == engine.WhyAllBooked && books*4 != st.Pack.Size() {
			return fmt.Sprintf("the game ended with %d books from the %d-card pack, want %d", books, st.Pack, st.Pack.Size()/4), i
		}
		return "", 0
	}}
}

// packsOnce checks that the engine deals every pack listed, and of the
// two packs it knows, no other.
func packsOnce(r engine.Rules, list []int) string {
	n := max(r.Players.Min, 2)
	for _, size := range list {
		p, err := cards.PackOf(size)
		if err != nil {
			return fmt.Sprintf("the engine has no %d-card pack", size)
		}
		if _, err := engine.Deal(r, p, n, 1); err != nil {
			return fmt.Sprintf("the engine does not deal the %d-card pack: %v", size, err)
		}
	}
	for _, p := range [...]cards.Pack{cards.Pack52, cards.Pack32} {
		if _, err := engine.Deal(r, p, n, 1); err == nil && !containsInt(list, p.Size()) {
			return fmt.Sprintf("the engine also deals the %d-card pack, which the card does not name", p.Size())
		}
	}
	return ""
}

func containsInt(l []int, x int) bool {
	for _, y := range l {
		if y == x {
			return true
		}
	}
	return false
}

// newDealSize: every seat is dealt the hand size the card gives for the
// player count.
func newDealSize(p game.Params) prop {
	return prop{on: fDeal, check: func(st *Step, _ *track) (string, int) {
		want := p.For(st.Players)
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind == engine.EvDeal && int(e.Count) != want {
				return fmt.Sprintf("%s was dealt %d cards with %d players; the card says %d", seatName(e.Seat), e.Count, st.Players, want), i
			}
		}
		for s := range st.Players {
			if got := st.After.Hands[s].Len() + 4*st.After.Books[s].Len(); got != want {
				return fmt.Sprintf("%s holds %d cards after the deal with %d players; the card says %d", seatName(cards.Seat(s)), got, st.Players, want), -1
			}
		}
		return "", 0
	}}
}

// newPondIsRest: the pond is every card not dealt, and stays every card
// in no hand and no book.
func newPondIsRest(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		if st.Deal {
			dealt := 0
			for i := range st.Events {
				if st.Events[i].Kind == engine.EvDeal {
					dealt += int(st.Events[i].Count)
				}
			}
			if i := eventIndex(st, engine.EvStart); i < 0 || int(st.Events[i].Pond) != st.Pack.Size()-dealt {
				return fmt.Sprintf("after dealing %d of %d cards the record shows a pond of %d", dealt, st.Pack.Size(), st.Events[max(i, 0)].Pond), i
			}
		}
		rest := st.Pack.Size() - st.After.held(st.Players).Len() - 4*st.After.Booked(st.Players).Len()
		if st.After.Pond != rest {
			return fmt.Sprintf("the pond holds %d cards, but %d are in no hand and no book", st.After.Pond, rest), -1
		}
		if k := len(st.Events) - 1; k >= 0 && int(st.Events[k].Pond) != rest {
			return fmt.Sprintf("the record shows a pond of %d, but %d cards are in no hand and no book", st.Events[k].Pond, rest), k
		}
		return "", 0
	}}
}

// newBookFromDeal: four of a rank dealt to a seat are laid as a book
// before the first turn.
func newBookFromDeal(game.Params) prop {
	return prop{on: fDeal, check: func(st *Step, _ *track) (string, int) {
		start := eventIndex(st, engine.EvStart)
		for i := range st.Events[:max(start, 0)] {
			if e := &st.Events[i]; e.Kind == engine.EvBook && e.Why != engine.WhyFromDeal && e.Why != engine.WhyGiven {
				return fmt.Sprintf("a book of %s before the first turn is not laid as a book from the deal", e.Rank.Words()), i
			}
		}
		for s := range st.Players {
			if f := st.After.Hands[s].Fours(); f != 0 {
				return fmt.Sprintf("%s was dealt all four %s and still holds them when play begins", seatName(cards.Seat(s)), f.First().Words()), start
			}
		}
		return "", 0
	}}
}

// newFirstAfterDealer: seat 0, the seat after the dealer, takes the first
// turn (or the first seat after it that can play).
func newFirstAfterDealer(game.Params) prop {
	return prop{on: fDeal, check: func(st *Step, _ *track) (string, int) {
		i := eventIndex(st, engine.EvStart)
		if i < 0 || st.Events[i].Seat != 0 {
			return fmt.Sprintf("%s plays first, not the seat after the dealer (seat 0)", seatName(st.Events[max(i, 0)].Seat)), i
		}
		if st.After.Over {
			return "", 0
		}
		want, msg, at := walk(st, 0, i+1)
		if msg == "" && st.After.Turn != want {
			msg, at = fmt.Sprintf("%s takes the first turn, not %s", seatName(st.After.Turn), seatName(want)), -1
		}
		return msg, at
	}}
}
