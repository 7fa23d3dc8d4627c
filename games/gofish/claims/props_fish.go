package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// theMiss returns a miss step's ask event, its index and the index of the
// draw event after it (-1 if there is none).
func theMiss(st *Step) (e *engine.Event, i, draw int) {
	e, i = theAsk(st)
	draw = -1
	if i+1 < len(st.Events) && st.Events[i+1].Kind == engine.EvDraw && st.Events[i+1].Seat == e.Seat {
		draw = i + 1
	}
	return e, i, draw
}

// isWish reports whether the miss drew the rank asked for, by what was
// drawn (not by what the engine called it).
func isWish(st *Step, e *engine.Event) bool {
	if !st.Out.Drew {
		return false
	}
	if e.Card != 0 && !st.Game.Rules().WishRank {
		return st.Out.Draw == e.Card // asking for a card, the wish is that card
	}
	return st.Out.Draw.Rank() == e.Rank
}

// drewRank reports whether the miss drew a card of the rank asked for,
// whatever the rules call a wish.
func drewRank(st *Step, e *engine.Event) bool {
	return st.Out.Drew && st.Out.Draw.Rank() == e.Rank
}

// newOnMiss: an ask the asked player cannot answer is a "go fish", and the
// asker draws (or, with the pond empty, draws nothing).
func newOnMiss(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		held := st.Before.Hands[e.Other].OfRank(e.Rank)
		if e.Card != 0 { // asking for a card, a miss is not holding that card
			held &= cards.CardsOf(e.Card)
		}
		switch {
		case held != 0:
			return fmt.Sprintf("%s held %s but said go fish", seatName(e.Other), held), i
		case e.Why != engine.WhyGoFish:
			return fmt.Sprintf("%s held no %s and did not say go fish", seatName(e.Other), e.Rank.Words()), i
		case draw < 0:
			return fmt.Sprintf("%s was told go fish but did not fish", seatName(e.Seat)), i
		}
		return "", 0
	}}
}

// newDraw: a go fish draws the given number of cards from the top of the
// pond (while it holds any), into the asker's hand.
func newDraw(p game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if pondBefore(st, i) == 0 {
			return "", 0
		}
		if draw < 0 {
			return fmt.Sprintf("%s was told go fish and drew nothing though the pond held %d", seatName(e.Seat), pondBefore(st, i)), i
		}
		n := pondBefore(st, draw) - int(st.Events[draw].Pond)
		if n != p.N {
			return fmt.Sprintf("%s drew %d from the pond on a go fish; the card says %d", seatName(e.Seat), n, p.N), draw
		}
		if got := st.After.Hands[e.Seat] | st.After.Books[e.Seat].Cards(); !st.Out.Drew || !got.Has(st.Out.Draw) {
			return fmt.Sprintf("the card %s drew is not in their hand", seatName(e.Seat)), draw
		}
		return "", 0
	}}
}

// newTurnEnds: after a go fish that is no wish, the turn passes to the
// next seat that can play. A miss that is no go fish (with play-on, once
// the pond is empty) is gofish.play-on's.
func newTurnEnds(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if isWish(st, e) || e.Why != engine.WhyGoFish {
			return "", 0
		}
		return turnGoesTo(st, next(e.Seat, st.Players), max(i, draw)+1, "after a go fish that was no wish")
	}}
}

// newTurnToAsked: after a go fish that is no wish, the player who said it
// takes the turn (a variant's claim).
func newTurnToAsked(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if isWish(st, e) {
			return "", 0
		}
		return turnGoesTo(st, e.Other, max(i, draw)+1, "after a go fish that was no wish")
	}}
}

// newEmptyPond: a go fish with the pond empty draws nothing.
func newEmptyPond(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if pondBefore(st, i) != 0 {
			return "", 0
		}
		switch {
		case e.Why != engine.WhyGoFish:
			return fmt.Sprintf("with the pond empty %s held no %s and did not say go fish", seatName(e.Other), e.Rank.Words()), i
		case draw < 0 || st.Events[draw].Why != engine.WhyPondEmpty || st.Out.Drew:
			return fmt.Sprintf("with the pond empty %s's go fish is not a draw of nothing", seatName(e.Seat)), i
		case st.After.Hands[e.Seat] != st.Before.Hands[e.Seat]:
			return fmt.Sprintf("with the pond empty %s's hand changed on a go fish", seatName(e.Seat)), draw
		}
		return "", 0
	}}
}

// newWishGoAgain: a go fish that draws the rank asked for lets the asker
// go again.
func newWishGoAgain(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if !drewRank(st, e) || bluffed(st) {
			return "", 0
		}
		return turnGoesTo(st, e.Seat, max(i, draw)+1, "after drawing the rank asked for (a wish)")
	}}
}

// newWishShown: a go fish that draws the rank asked for shows the card to
// the table: the record names it as a wish.
func newWishShown(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if !drewRank(st, e) || bluffed(st) {
			return "", 0
		}
		if draw < 0 || st.Events[draw].Why != engine.WhyWish || st.Events[draw].Card != st.Out.Draw {
			return fmt.Sprintf("%s drew %s, the rank asked for, and the record does not show it as a wish", seatName(e.Seat), st.Out.Draw), max(i, draw)
		}
		return "", 0
	}}
}
