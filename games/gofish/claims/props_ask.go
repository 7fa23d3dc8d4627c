package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// theAsk returns the step's ask event and its index (every move of the
// rules the catalogue covers is one ask), or nil.
func theAsk(st *Step) (*engine.Event, int) {
	for i := range st.Events {
		if st.Events[i].Kind == engine.EvAsk {
			return &st.Events[i], i
		}
	}
	return nil, -1
}

// asksOther reports whether ask e names one other player at the table.
func asksOther(st *Step, e *engine.Event) bool {
	return e.Other != e.Seat && e.Other >= 0 && int(e.Other) < st.Players
}

// probe kinds, to bound how often each is tried in a game.
const (
	probeSelf = iota
	probeCard
	probeNotHeld
	probeEmpty
	probeDead
)

// newOnePlayerOneRank: an ask names one other player and one rank.
func newOnePlayerOneRank(p game.Params) prop {
	return prop{on: fHit | fMiss, probe: probeSelfAndCard, probeWhen: probeSampled, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		switch {
		case p.N != 1:
			return fmt.Sprintf("an ask names one player and one rank; the card says %d", p.N), i
		case e.Card != 0:
			return fmt.Sprintf("the ask names a card (%s), not a rank", e.Card), i
		case !asksOther(st, e):
			return fmt.Sprintf("the ask names %s, not one other player", seatName(e.Other)), i
		case !e.Rank.Valid() || e.Cards&^cards.RankCards(e.Rank) != 0:
			return fmt.Sprintf("the ask for %s hands over %s, not cards of one rank", e.Rank, e.Cards), i
		}
		return "", 0
	}}
}

// probeSelfAndCard tries, once in a sampled game, asking oneself and asking for one
// card.
func probeSelfAndCard(p *probe) string {
	if !p.sampled || p.done[probeSelf] > 0 {
		return ""
	}
	p.done[probeSelf]++
	by := p.before.Turn
	r := p.before.Hands[by].First().Rank()
	if msg := p.try(engine.Move{Kind: engine.MoveAsk, By: by, Of: by, Rank: r}, engine.ErrAskSelf); msg != "" {
		return msg
	}
	o := next(by, p.n)
	c := cards.NewCard(r, cards.Spades)
	return p.try(engine.Move{Kind: engine.MoveAskCard, By: by, Of: o, Rank: r, Card: c}, engine.ErrWrongMoveKind)
}

// newMustHoldRank: the asker holds a card of the rank asked for.
func newMustHoldRank(game.Params) prop {
	return prop{on: fHit | fMiss, probe: probeNotHeldRank, probeWhen: probeSampled, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		if st.Before.Hands[e.Seat].OfRank(e.Rank) == 0 {
			return fmt.Sprintf("%s asked for %s holding none", seatName(e.Seat), e.Rank.Words()), i
		}
		return "", 0
	}}
}

// probeNotHeldRank tries, once in a sampled game, an ask for a rank the mover does
// not hold.
func probeNotHeldRank(p *probe) string {
	by := p.before.Turn
	if !p.sampled || p.done[probeNotHeld] > 0 {
		return ""
	}
	missing := cards.PackRanks(p.g.Pack()) &^ p.before.Hands[by].Ranks()
	o := next(by, p.n)
	if missing == 0 || p.before.Hands[o] == 0 {
		return ""
	}
	p.done[probeNotHeld]++
	return p.try(askFor(p.g, by, o, missing.First()), engine.ErrNotHoldingRank)
}

// newTargetHasCards: only a player who holds a card can be asked.
func newTargetHasCards(game.Params) prop {
	return prop{on: fHit | fMiss | fAsks, probe: probeEmptyHand, probeWhen: probeEmptied, check: func(st *Step, _ *track) (string, int) {
		if e, i := theAsk(st); e != nil && st.Before.Hands[e.Other] == 0 {
			return fmt.Sprintf("%s asked %s, who held no cards", seatName(e.Seat), seatName(e.Other)), i
		}
		for _, a := range st.Asks {
			if st.HasAsks && st.Before.Hands[a.Of] == 0 {
				return fmt.Sprintf("the engine offered %s an ask of %s, who holds no cards", seatName(st.Before.Turn), seatName(a.Of)), -1
			}
		}
		return "", 0
	}}
}

// probeEmptyHand tries, once a game, asking a seat that holds no cards.
func probeEmptyHand(p *probe) string {
	by := p.before.Turn
	if p.done[probeEmpty] >= 1 || p.before.Hands[by] == 0 {
		return ""
	}
	for o := range cards.Seat(p.n) {
		if o != by && p.before.Hands[o] == 0 {
			p.done[probeEmpty]++
			r := p.before.Hands[by].First().Rank()
			return p.try(askFor(p.g, by, o, r), engine.ErrEmptyHand)
		}
	}
	return ""
}

// newHitGivesAll: the asked player hands over every card of the rank.
func newHitGivesAll(game.Params) prop {
	return prop{on: fHit | fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		if held := st.Before.Hands[e.Other].OfRank(e.Rank); e.Cards != held {
			return fmt.Sprintf("%s held %s and handed over %s", seatName(e.Other), cardsWords(held), cardsWords(e.Cards)), i
		}
		return "", 0
	}}
}

// newHitGivesOne: the asked player hands over one card of the rank (a
// variant's claim).
func newHitGivesOne(game.Params) prop {
	return prop{on: fHit, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		if e.Cards.Len() != 1 {
			return fmt.Sprintf("%s handed over %s, not one card", seatName(e.Other), cardsWords(e.Cards)), i
		}
		return "", 0
	}}
}

// newHitGoAgain: after a hit the asker takes the turn again (drawing a new
// hand first if the hit booked their last card, RULES.md 10).
func newHitGoAgain(game.Params) prop {
	return prop{on: fHit, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		return turnGoesTo(st, e.Seat, i+1, "after a hit")
	}}
}

// turnGoesTo checks that the turn, walked from seat from through the
// step's events from index i, ends with the seat to move after the step.
func turnGoesTo(st *Step, from cards.Seat, i int, when string) (string, int) {
	if st.After.Over {
		return "", 0
	}
	want, msg, at := walk(st, from, i)
	if msg == "" && st.After.Turn != want {
		return fmt.Sprintf("%s the turn went to %s, not %s", when, seatName(st.After.Turn), seatName(want)), -1
	}
	return msg, at
}

// cardsWords lists cards, or says none.
func cardsWords(c cards.Cards) string {
	if c == 0 {
		return "none"
	}
	return c.String()
}
