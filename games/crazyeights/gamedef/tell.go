package gamedef

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// tell tells an event of the public record in English, seats by number.
func tell(e engine.Event) string { return tellNamed(e, seatNumber) }

// seatNumber names a seat by its number: "seat 1".
func seatNumber(s cards.Seat) string { return fmt.Sprintf("seat %d", s) }

// tellNamed tells an event in English, each seat by name(seat), as
// `rulecard play` shows it.
func tellNamed(e engine.Event, name func(cards.Seat) string) string {
	who := name(e.Seat)
	switch e.Kind {
	case engine.EvHand:
		return fmt.Sprintf("hand %d: %s plays first", e.Count, who)
	case engine.EvDeal:
		return fmt.Sprintf("%s is dealt %s", who, count(int(e.Count)))
	case engine.EvTurnUp:
		return fmt.Sprintf("%s is turned up to start the discard pile", engine.Symbol(e.Card))
	case engine.EvBury:
		return fmt.Sprintf("%s goes back into the stock", engine.Symbol(e.Card))
	case engine.EvPlay:
		if e.Why == engine.WhyNamed {
			return fmt.Sprintf("%s plays %s and names %s", who, engine.Symbol(e.Card), e.Suit.Word())
		}
		return fmt.Sprintf("%s plays %s", who, engine.Symbol(e.Card))
	case engine.EvAnnounce:
		return who + " announces their last card"
	case engine.EvDraw:
		why := ""
		switch e.Why {
		case engine.WhyDrawTwo:
			why = ", as they owed"
		case engine.WhyPenalty:
			why = ", a penalty for a last card not announced"
		}
		return fmt.Sprintf("%s draws %s%s", who, count(int(e.Count)), why)
	case engine.EvReshuffle:
		return fmt.Sprintf("the discards but the top card, %s, are shuffled into a new stock", count(int(e.Count)))
	case engine.EvPass:
		return who + " passes"
	case engine.EvOwe:
		return fmt.Sprintf("%s must draw %s", who, count(int(e.Count)))
	case engine.EvSkip:
		return who + " misses their turn"
	case engine.EvReverse:
		return "play changes direction"
	case engine.EvHandEnd:
		return handEnd(e, who)
	case engine.EvScore:
		return fmt.Sprintf("%s scores %d penalty points (%d in all)", who, e.Points, e.Total)
	case engine.EvEnd:
		return "the game is over: " + winners(e.Winners, name)
	}
	return e.String()
}

// handEnd tells how a hand ended.
func handEnd(e engine.Event, who string) string {
	switch e.Why {
	case engine.WhyOut:
		return who + " goes out: the hand is over"
	case engine.WhyBlocked:
		return "every player passed: the hand is blocked"
	case engine.WhyStockEnd:
		return "the stock is empty and " + who + " cannot play: the hand is blocked"
	}
	return "the turn limit is reached: the hand is blocked"
}

// count says a number of cards: "1 card", "7 cards".
func count(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

// winners says who won: "seat 1 wins", "seat 0 and seat 2 share the
// win".
func winners(w cards.Seats, name func(cards.Seat) string) string {
	var seats []string
	for _, s := range w.Append(nil) {
		seats = append(seats, name(s))
	}
	if len(seats) == 1 {
		return seats[0] + " wins"
	}
	return strings.Join(seats[:len(seats)-1], ", ") + " and " + seats[len(seats)-1] + " share the win"
}
