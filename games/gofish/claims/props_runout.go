package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// newNewHand: a player whose turn comes with no cards draws a new hand
// from the pond (as many cards as they were dealt, or what is left) and
// takes the turn.
func newNewHand(game.Params) prop {
	return prop{on: fRefill | fSkip, check: func(st *Step, t *track) (string, int) {
		for i := range st.Events {
			e := &st.Events[i]
			pond := pondBefore(st, i)
			switch {
			case e.Kind == engine.EvDrawOne:
				return fmt.Sprintf("%s had no cards and drew one card, not a new hand", seatName(e.Seat)), i
			case e.Kind == engine.EvOut && pond > 0:
				return fmt.Sprintf("%s had no cards and went out, with %d cards in the pond", seatName(e.Seat), pond), i
			case e.Kind == engine.EvSkip && e.Why == engine.WhyNoCards && pond > 0:
				return fmt.Sprintf("%s had no cards and was skipped, with %d cards in the pond", seatName(e.Seat), pond), i
			case e.Kind != engine.EvNewHand:
				continue
			}
			want := min(t.dealt[e.Seat], pond)
			if int(e.Count) != want || pond-int(e.Pond) != want {
				return fmt.Sprintf("%s drew a new hand of %d cards from a pond of %d after being dealt %d; want %d",
					seatName(e.Seat), pond-int(e.Pond), pond, t.dealt[e.Seat], want), i
			}
			if msg, at := keepsTurn(st, e.Seat, i); msg != "" {
				return msg, at
			}
		}
		return "", 0
	}}
}

// keepsTurn checks that seat s, having drawn a new hand at event i, takes
// the turn: unless the turn passes on in a later event, or the new hand
// went into books, s moves next.
func keepsTurn(st *Step, s cards.Seat, i int) (string, int) {
	if st.After.Over || st.After.Hands[s] == 0 {
		return "", 0
	}
	for j := i + 1; j < len(st.Events); j++ {
		switch st.Events[j].Kind {
		case engine.EvSkip, engine.EvNewHand, engine.EvOut, engine.EvDrawOne:
			return "", 0
		}
	}
	if st.After.Turn != s {
		return fmt.Sprintf("%s drew a new hand and %s took the turn", seatName(s), seatName(st.After.Turn)), i
	}
	return "", 0
}

// newSkip: a player with no cards, when the pond is empty too, is passed
// over; nobody without cards is given the turn.
func newSkip(game.Params) prop {
	return prop{on: fMove | fDeal, check: func(st *Step, _ *track) (string, int) {
		for i := range st.Events {
			e := &st.Events[i]
			switch {
			case e.Kind == engine.EvOut && pondBefore(st, i) == 0:
				return fmt.Sprintf("%s had no cards with the pond empty and went out of the game instead of being skipped", seatName(e.Seat)), i
			case e.Kind == engine.EvSkip && e.Why == engine.WhyNoCards && (st.After.Hands[e.Seat] != 0 || pondBefore(st, i) != 0):
				return fmt.Sprintf("%s was skipped for having no cards, holding %s with %d cards in the pond",
					seatName(e.Seat), cardsWords(st.After.Hands[e.Seat]), pondBefore(st, i)), i
			}
		}
		if !st.After.Over && st.After.Hands[st.After.Turn] == 0 {
			return fmt.Sprintf("%s is given the turn holding no cards", seatName(st.After.Turn)), -1
		}
		return "", 0
	}}
}

// newNobodyToAsk: a player whose turn comes when no other player holds a
// card is passed over; nobody is given the turn with nobody to ask.
func newNobodyToAsk(game.Params) prop {
	return prop{on: fMove | fDeal, check: func(st *Step, _ *track) (string, int) {
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind != engine.EvSkip || e.Why != engine.WhyNobodyToAsk {
				continue
			}
			if st.After.Hands[e.Seat] == 0 {
				return fmt.Sprintf("%s was passed over for having nobody to ask, holding no cards", seatName(e.Seat)), i
			}
			for o := range cards.Seat(st.Players) {
				if o != e.Seat && st.After.Hands[o] != 0 && !drawsLater(st, o, i) {
					return fmt.Sprintf("%s was passed over for having nobody to ask while %s held cards", seatName(e.Seat), seatName(o)), i
				}
			}
		}
		if st.After.Over {
			return "", 0
		}
		for o := range cards.Seat(st.Players) {
			if o != st.After.Turn && st.After.Hands[o] != 0 {
				return "", 0
			}
		}
		return fmt.Sprintf("%s is given the turn with nobody else holding a card", seatName(st.After.Turn)), -1
	}}
}

// drawsLater reports whether seat o draws a new hand after event i of st
// (so that its hand may have been empty at event i).
func drawsLater(st *Step, o cards.Seat, i int) bool {
	for j := i + 1; j < len(st.Events); j++ {
		if e := &st.Events[j]; e.Seat == o && (e.Kind == engine.EvNewHand || e.Kind == engine.EvDrawOne) {
			return true
		}
	}
	return false
}
