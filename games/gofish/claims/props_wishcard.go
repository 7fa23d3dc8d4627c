package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// drewCard reports whether the miss of an ask for a card drew that very
// card.
func drewCard(st *Step, e *engine.Event) bool {
	return e.Card != 0 && st.Out.Drew && st.Out.Draw == e.Card
}

// newWishCardGoAgain: asking for a card, a go fish that draws the very
// card asked for lets the asker go again.
func newWishCardGoAgain(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		if !drewCard(st, e) {
			return "", 0
		}
		return turnGoesTo(st, e.Seat, max(i, draw)+1, "after drawing the very card asked for (a wish)")
	}}
}

// newWishCardShown: asking for a card, a go fish that draws the very card
// asked for shows it to the table as a wish, and a draw of another card of
// its rank is no wish: the record never shows it as one.
func newWishCardShown(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, _, draw := theMiss(st)
		if e.Card == 0 || !drewRank(st, e) || draw < 0 {
			return "", 0
		}
		wished := st.Events[draw].Why == engine.WhyWish
		switch {
		case drewCard(st, e) && (!wished || st.Events[draw].Card != st.Out.Draw):
			return fmt.Sprintf("%s drew %s, the very card asked for, and the record does not show it as a wish", seatName(e.Seat), st.Out.Draw), draw
		case !drewCard(st, e) && wished:
			return fmt.Sprintf("%s asked for %s and drew %s, another card of its rank, and the record shows it as a wish", seatName(e.Seat), e.Card, st.Out.Draw), draw
		}
		return "", 0
	}}
}
