package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// newLuckyDraw: a go-fish draw that completes four of a rank in the
// asker's hand (not a bluff) is a lucky draw: the record shows it, and the
// asker goes again.
func newLuckyDraw(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if !st.Out.Drew || draw < 0 || bluffed(st) {
			return "", 0
		}
		c := st.Out.Draw
		if st.Before.Hands[e.Seat].Add(c).Count(c.Rank()) != 4 {
			return "", 0
		}
		if w := st.Events[draw].Why; w != engine.WhyLucky && w != engine.WhyWish {
			return fmt.Sprintf("%s drew %s, which completes a book, and the record does not show a lucky draw", seatName(e.Seat), c), draw
		}
		return turnGoesTo(st, e.Seat, max(i, draw)+1, "after a lucky draw")
	}}
}

// newTurnEndsUnlessLucky: after a go fish that is neither a wish nor a
// lucky draw, the turn passes to the next seat that can play.
func newTurnEndsUnlessLucky(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if isWish(st, e) || luckyDrawn(st, draw) || e.Why != engine.WhyGoFish {
			return "", 0
		}
		return turnGoesTo(st, next(e.Seat, st.Players), max(i, draw)+1, "after a go fish that was neither a wish nor a lucky draw")
	}}
}

// luckyDrawn reports whether the step's go-fish draw is recorded as a
// lucky draw.
func luckyDrawn(st *Step, draw int) bool {
	return draw >= 0 && st.Events[draw].Why == engine.WhyLucky
}

// bluffed reports whether the move asked for a card the asker holds.
func bluffed(st *Step) bool {
	return st.Move.Kind == engine.MoveAskCard && st.Before.Hands[st.Move.By].Has(st.Move.Card)
}
