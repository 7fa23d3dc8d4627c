package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// newNoUnseenCard: the public record never holds a card that was not shown
// to the table: the cards dealt, drawn unseen or drawn as a new hand.
func newNoUnseenCard(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		// hidden are the cards that came into hands unseen; named the
		// cards the events name, to look for the event that leaks one
		// only when one is.
		var hidden, shown, named cards.Cards
		for s := range st.Players {
			hidden |= st.After.Hands[s] &^ st.Before.Hands[s]
		}
		for i := range st.Events {
			e := &st.Events[i]
			named |= e.Cards
			if e.Card.Valid() && e.Kind != engine.EvAsk {
				named = named.Add(e.Card)
			}
			switch {
			case e.Kind == engine.EvAsk:
				shown |= e.Cards
			case e.Kind == engine.EvDraw && e.Why == engine.WhyWish:
				shown = shown.Add(e.Card)
			case e.Kind == engine.EvDraw && e.Why == engine.WhyHidden && (e.Card != 0 || e.Rank != 0):
				return fmt.Sprintf("the record of %s's hidden draw names %s", seatName(e.Seat), drawWords(e)), i
			}
		}
		if hidden &^= shown; named&hidden == 0 {
			return "", 0
		}
		for i := range st.Events {
			e := &st.Events[i]
			leak := e.Cards & hidden
			// An ask for a card names the question, not a card seen.
			if e.Card.Valid() && hidden.Has(e.Card) && e.Kind != engine.EvAsk {
				leak = leak.Add(e.Card)
			}
			if leak != 0 {
				return fmt.Sprintf("the record names %s, which nobody was shown", leak), i
			}
		}
		return "", 0
	}}
}

// drawWords tells what a draw event names.
func drawWords(e *engine.Event) string {
	if e.Card != 0 {
		return e.Card.String()
	}
	return "its rank, " + e.Rank.Words()
}

// newOwnHandAndRecord: a player chooses from their own hand and the public
// record: the view the mover is given holds their own hand, the record and
// the public counts, and no seat's view holds another's cards.
func newOwnHandAndRecord(game.Params) prop {
	var v engine.View
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		if st.Deal {
			for s := range cards.Seat(st.Players) {
				st.Game.ViewInto(&v, s)
				if v.Hand() != st.After.Hands[s] {
					return fmt.Sprintf("%s's view holds %s, not their own hand %s", seatName(s), cardsWords(v.Hand()), cardsWords(st.After.Hands[s])), -1
				}
			}
			return "", 0
		}
		return viewAgrees(st.View, &st.Before, st.Players, st.start)
	}}
}

// viewAgrees checks the mover's view against the table before the move.
func viewAgrees(v *engine.View, b *State, n, rec int) (string, int) {
	s := b.Turn
	switch {
	case v.Seat() != s:
		return fmt.Sprintf("%s moved from %s's view", seatName(s), seatName(v.Seat())), -1
	case v.Hand() != b.Hands[s]:
		return fmt.Sprintf("%s's view holds %s, not their own hand %s", seatName(s), cardsWords(v.Hand()), cardsWords(b.Hands[s])), -1
	case v.PondSize() != b.Pond || len(v.Record()) != rec:
		return fmt.Sprintf("%s's view does not show the public record and pond as they are", seatName(s)), -1
	}
	for o := range cards.Seat(n) {
		if v.HandSize(o) != b.Hands[o].Len() {
			return fmt.Sprintf("%s's view counts %d cards in %s's hand, which holds %d", seatName(s), v.HandSize(o), seatName(o), b.Hands[o].Len()), -1
		}
	}
	return "", 0
}
