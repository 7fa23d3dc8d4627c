package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// The properties of the claims the other presets' cards rest on (duel,
// whole-pack, common): where their rules differ from the house rules.

// probeClaim is the probe kind of a claim without all four.
const probeClaim = probeDead + 1

// newBookClaimed: a book is laid only by a claim, a move of its own made
// by the seat to move with all four of the rank in hand, and the claim
// keeps the turn.
func newBookClaimed(game.Params) prop {
	return prop{on: fDeal | fMove, probe: probeFalseClaim, probeWhen: probeSampled, check: func(st *Step, _ *track) (string, int) {
		m := st.Move
		claimed := !st.Deal && m.Kind == engine.MoveClaim
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind != engine.EvBook || e.Why == engine.WhyGiven {
				continue
			}
			if !claimed || e.Why != engine.WhyClaimed || e.Seat != m.By || e.Rank != m.Rank {
				return fmt.Sprintf("%s laid a book of %s without claiming it", seatName(e.Seat), e.Rank.Words()), i
			}
		}
		if !claimed {
			return "", 0
		}
		if n := st.Before.Hands[m.By].Count(m.Rank); n != 4 {
			return fmt.Sprintf("%s claimed a book of %s holding %d of them", seatName(m.By), m.Rank.Words(), n), -1
		}
		return turnGoesTo(st, m.By, eventIndex(st, engine.EvBook)+1, "after a claim")
	}}
}

// probeFalseClaim tries, once in a sampled game, claiming a book of a rank
// the mover holds fewer than four of.
func probeFalseClaim(p *probe) string {
	if !p.sampled || p.done[probeClaim] > 0 {
		return ""
	}
	by := p.before.Turn
	h := p.before.Hands[by]
	short := h.Ranks() &^ h.Fours()
	if short == 0 {
		return ""
	}
	p.done[probeClaim]++
	return p.try(engine.Move{Kind: engine.MoveClaim, By: by, Rank: short.First()}, engine.ErrNotABook)
}

// newNoWish: a go-fish draw of the rank asked for is not shown and does not
// let the asker go again.
func newNoWish(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, _, draw := theMiss(st)
		if !isWish(st, e) {
			return "", 0
		}
		if d := &st.Events[draw]; d.Why == engine.WhyWish || d.Card != 0 {
			return fmt.Sprintf("%s drew %s, the rank asked for, and it was shown as a wish", seatName(e.Seat), st.Out.Draw), draw
		}
		if !st.After.Over && !passedOn(st, e.Seat, draw+1) && st.After.Turn == e.Seat {
			return fmt.Sprintf("%s drew %s, the rank asked for, and went again", seatName(e.Seat), st.Out.Draw), draw
		}
		return "", 0
	}}
}

// passedOn reports whether, from event i of st on, the turn is seen
// passing through a seat other than s (a seat skipped, out, or drawing a
// card or a hand for its turn).
func passedOn(st *Step, s cards.Seat, i int) bool {
	for j := i; j < len(st.Events); j++ {
		switch e := &st.Events[j]; e.Kind {
		case engine.EvSkip, engine.EvOut, engine.EvDrawOne, engine.EvNewHand:
			if e.Seat != s {
				return true
			}
		}
	}
	return false
}

// newDrawOne: a player whose turn comes with no cards draws the given
// number of cards from the pond and play passes; with the pond empty they
// are passed over.
func newDrawOne(p game.Params) prop {
	return prop{on: fRefill | fSkip, check: func(st *Step, _ *track) (string, int) {
		for i := range st.Events {
			e := &st.Events[i]
			pond := pondBefore(st, i)
			switch {
			case e.Kind == engine.EvNewHand:
				return fmt.Sprintf("%s had no cards and drew a new hand of %s, instead of %s and passing", seatName(e.Seat),
					count(int(e.Count), "card"), count(p.N, "card")), i
			case e.Kind == engine.EvOut:
				return fmt.Sprintf("%s had no cards and went out of the game, with %d cards in the pond", seatName(e.Seat), pond), i
			case e.Kind == engine.EvSkip && e.Why == engine.WhyNoCards && pond > 0:
				return fmt.Sprintf("%s had no cards and was skipped, with %d cards in the pond", seatName(e.Seat), pond), i
			case e.Kind != engine.EvDrawOne:
				continue
			}
			if n := pond - int(e.Pond); n != min(p.N, pond) || int(e.Count) != n {
				return fmt.Sprintf("%s had no cards and drew %d from a pond of %d; the card says %d", seatName(e.Seat), n, pond, p.N), i
			}
			if !st.After.Over && !passedOn(st, e.Seat, i+1) && st.After.Turn == e.Seat {
				return fmt.Sprintf("%s drew for an empty hand and kept the turn", seatName(e.Seat)), i
			}
		}
		return "", 0
	}}
}

// newNobodyClaims: a player whose turn comes when no other player holds a
// card may still claim a book they hold; holding none, they are passed
// over.
func newNobodyClaims(game.Params) prop {
	return prop{on: fMove | fDeal, check: func(st *Step, _ *track) (string, int) {
		for i := range st.Events {
			e := &st.Events[i]
			if e.Kind != engine.EvSkip || e.Why != engine.WhyNobodyToAsk {
				continue
			}
			if f := st.After.Hands[e.Seat].Fours(); f != 0 {
				return fmt.Sprintf("%s was passed over holding a book of %s to claim", seatName(e.Seat), f.First().Words()), i
			}
		}
		msg, at := newNobodyToAsk(game.Params{}).check(st, nil)
		if s := st.After.Turn; msg != "" && at < 0 && st.After.Hands[s].Fours() != 0 {
			return "", 0 // the seat has nobody to ask, and a book to claim
		}
		return msg, at
	}}
}

// newEndHandsEmpty: the game ends exactly when every hand and the pond are
// empty: every card is in a book.
func newEndHandsEmpty(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		left := st.After.held(st.Players).Len() + st.After.Pond
		switch {
		case st.After.Over && left > 0:
			return fmt.Sprintf("the game ended with %s in the hands and the pond", count(left, "card")), eventIndex(st, engine.EvEnd)
		case !st.After.Over && left == 0:
			return "every hand and the pond are empty and the game is not over", -1
		}
		return "", 0
	}}
}

// newDeadNone: no ask is ever dead: the engine lists no ask as dead, so a
// refusal may be asked again at any time.
func newDeadNone(game.Params) prop {
	return prop{on: fAsks, check: func(st *Step, _ *track) (string, int) {
		for _, a := range st.Asks {
			if a.Dead {
				return fmt.Sprintf("the engine marks %s's ask of %s for %s dead", seatName(st.Before.Turn), seatName(a.Of), a.Rank.Words()), -1
			}
		}
		return "", 0
	}}
}
