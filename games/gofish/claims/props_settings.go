package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// The properties of the claims that state a setting's value no other
// claim states (catalogue_settings.go).

// The probe kinds of these claims' probes.
const (
	probeRankAsk = probeClaim + 1 + iota
	probeOwn
)

// newOnePlayerOneCard: an ask names one other player and one card, and a
// hit hands over that card alone.
func newOnePlayerOneCard(p game.Params) prop {
	return prop{on: fHit | fMiss, probe: probeRankAndSelf, probeWhen: probeSampled, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		switch {
		case p.N != 1:
			return fmt.Sprintf("an ask names one player and one card; the card says %d", p.N), i
		case e.Card == 0:
			return fmt.Sprintf("the ask names a rank (%s), not a card", e.Rank.Words()), i
		case e.Card.Rank() != e.Rank:
			return fmt.Sprintf("the ask for %s is recorded as one for %s", e.Card, e.Rank.Words()), i
		case !asksOther(st, e):
			return fmt.Sprintf("the ask names %s, not one other player", seatName(e.Other)), i
		case e.Cards&^cards.CardsOf(e.Card) != 0:
			return fmt.Sprintf("the ask for %s hands over %s, not that card", e.Card, e.Cards), i
		}
		return "", 0
	}}
}

// probeRankAndSelf tries, once in a sampled game, asking for a rank and
// asking oneself for a card.
func probeRankAndSelf(p *probe) string {
	if !p.sampled || p.done[probeRankAsk] > 0 {
		return ""
	}
	p.done[probeRankAsk]++
	by := p.before.Turn
	c := p.before.Hands[by].First()
	if msg := p.try(engine.Move{Kind: engine.MoveAsk, By: by, Of: next(by, p.n), Rank: c.Rank()}, engine.ErrWrongMoveKind); msg != "" {
		return msg
	}
	return p.try(engine.Move{Kind: engine.MoveAskCard, By: by, Of: by, Rank: c.Rank(), Card: c}, engine.ErrAskSelf)
}

// askFor returns the ask of seat o by seat by for rank r as g's rules
// make it: for the rank, or for its card of spades.
func askFor(g *engine.Game, by, o cards.Seat, r cards.Rank) engine.Move {
	if g.Rules().Ask == engine.AskForCard {
		return engine.Move{Kind: engine.MoveAskCard, By: by, Of: o, Rank: r, Card: cards.NewCard(r, cards.Spades)}
	}
	return engine.Move{Kind: engine.MoveAsk, By: by, Of: o, Rank: r}
}

// newNotOwnCard: an ask names a card the asker does not hold; the engine
// refuses one for a card of their own.
func newNotOwnCard(game.Params) prop {
	return prop{on: fHit | fMiss, probe: probeOwnCard, probeWhen: probeSampled, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		switch {
		case e.Card == 0:
			return fmt.Sprintf("the ask names a rank (%s), not a card", e.Rank.Words()), i
		case st.Before.Hands[e.Seat].Has(e.Card):
			return fmt.Sprintf("%s asked for %s, a card they held themselves", seatName(e.Seat), e.Card), i
		}
		return "", 0
	}}
}

// probeOwnCard tries, once in a sampled game, an ask for a card the mover
// holds.
func probeOwnCard(p *probe) string {
	by := p.before.Turn
	o := next(by, p.n)
	if !p.sampled || p.done[probeOwn] > 0 || p.before.Hands[by] == 0 || p.before.Hands[o] == 0 {
		return ""
	}
	p.done[probeOwn]++
	c := p.before.Hands[by].First()
	return p.try(engine.Move{Kind: engine.MoveAskCard, By: by, Of: o, Rank: c.Rank(), Card: c}, engine.ErrOwnCard)
}

// newBluff: a player may ask for a card they hold themselves; they then
// fish (the draw is no wish and no lucky draw) and the turn ends.
func newBluff(game.Params) prop {
	return prop{on: fHit | fMiss, once: bluffOnce, check: func(st *Step, _ *track) (string, int) {
		e, i := theAsk(st)
		if e.Card == 0 {
			return fmt.Sprintf("the ask names a rank (%s), not a card", e.Rank.Words()), i
		}
		if !st.Before.Hands[e.Seat].Has(e.Card) {
			return "", 0
		}
		_, _, draw := theMiss(st)
		switch {
		case e.Cards != 0:
			return fmt.Sprintf("%s asked for %s, a card of their own, and was handed %s", seatName(e.Seat), e.Card, e.Cards), i
		case pondBefore(st, i) > 0 && (draw < 0 || !st.Out.Drew):
			return fmt.Sprintf("%s asked for %s, a card of their own, and did not fish", seatName(e.Seat), e.Card), i
		case draw >= 0 && (st.Events[draw].Why == engine.WhyWish || st.Events[draw].Why == engine.WhyLucky):
			return fmt.Sprintf("%s bluffed for %s, and the draw let them go again", seatName(e.Seat), e.Card), draw
		case !st.After.Over && !passedOn(st, e.Seat, i+1) && st.After.Turn == e.Seat:
			return fmt.Sprintf("%s bluffed for %s and kept the turn", seatName(e.Seat), e.Card), i
		}
		return "", 0
	}}
}

// bluffOnce deals a game and has the first player ask the next for a card
// of their own: the engine must take the ask, a miss.
func bluffOnce(r engine.Rules, packs []cards.Pack) string {
	if len(packs) == 0 {
		return ""
	}
	n := max(r.Players.Min, 2)
	for seed := range uint64(20) {
		g, err := engine.Deal(r, packs[0], n, seed)
		if err != nil {
			return fmt.Sprintf("the engine does not deal %d players: %v", n, err)
		}
		by := g.Turn()
		o := next(by, n)
		if g.Over() || g.HandSet(by) == 0 || g.HandSet(o) == 0 {
			continue
		}
		c := g.HandSet(by).First()
		m := engine.Move{Kind: engine.MoveAskCard, By: by, Of: o, Rank: c.Rank(), Card: c}
		out, err := g.Play(m)
		switch {
		case err != nil:
			return fmt.Sprintf("the engine refused %s, a card of their own: %s", moveWords(m), tell.Teller{}.Err(err))
		case len(out.Gets) != 0 || out.Wish:
			return fmt.Sprintf("%s, a card of their own, was no miss", moveWords(m))
		}
		return ""
	}
	return ""
}

// newPlayOn: once the pond is empty a miss is no go fish: nothing is
// drawn, and the asked player takes the turn.
func newPlayOn(game.Params) prop {
	return prop{on: fMiss, check: func(st *Step, _ *track) (string, int) {
		e, i, draw := theMiss(st)
		switch {
		case pondBefore(st, i) != 0:
			return "", 0
		case e.Why == engine.WhyGoFish:
			return fmt.Sprintf("with the pond empty %s said go fish", seatName(e.Other)), i
		case draw >= 0:
			return fmt.Sprintf("with the pond empty %s fished", seatName(e.Seat)), draw
		}
		return turnGoesTo(st, e.Other, i+1, "after a miss with the pond empty")
	}}
}

// newBookDrawWaitsUnlessAgain: as book.draw-waits, but a book completed by
// a draw that lets its holder go again (a wish or a lucky draw) is laid at
// once.
func newBookDrawWaitsUnlessAgain(game.Params) prop { return bookDrawWaits(drawWaitsUnlessAgain) }

// newDealWholePack: every seat is dealt the pack's size divided by the
// player count; newDealPretendHand: by one more than the player count.
func newDealWholePack(game.Params) prop { return dealEvenly(0, "the whole pack dealt out evenly") }
func newDealPretendHand(game.Params) prop {
	return dealEvenly(1, "the pack dealt as if there were one more player")
}

// dealEvenly: every seat is dealt the pack's size divided by the player
// count and extra.
func dealEvenly(extra int, how string) prop {
	return prop{on: fDeal, check: func(st *Step, _ *track) (string, int) {
		want := st.Pack.Size() / (st.Players + extra)
		for i := range st.Events {
			if e := &st.Events[i]; e.Kind == engine.EvDeal && int(e.Count) != want {
				return fmt.Sprintf("%s was dealt %d cards of the %d-card pack with %d players; %s gives %d",
					seatName(e.Seat), e.Count, st.Pack.Size(), st.Players, how, want), i
			}
		}
		return "", 0
	}}
}

// newPassedOver: a player whose turn comes with no cards draws nothing and
// is passed over, whatever the pond holds; nobody is given the turn
// without cards.
func newPassedOver(game.Params) prop {
	return prop{on: fMove | fDeal, check: func(st *Step, _ *track) (string, int) {
		for i := range st.Events {
			switch e := &st.Events[i]; e.Kind {
			case engine.EvNewHand, engine.EvDrawOne:
				return fmt.Sprintf("%s had no cards and drew from the pond instead of being passed over", seatName(e.Seat)), i
			case engine.EvOut:
				return fmt.Sprintf("%s had no cards and went out of the game instead of being passed over", seatName(e.Seat)), i
			}
		}
		if !st.After.Over && st.After.Hands[st.After.Turn] == 0 {
			return fmt.Sprintf("%s is given the turn holding no cards", seatName(st.After.Turn)), -1
		}
		return "", 0
	}}
}

// newEndBookedLastCard: a player who lays their last card in a book while
// the pond holds cards ends the game, whoever wins.
func newEndBookedLastCard(game.Params) prop {
	return prop{on: fDeal | fMove, check: func(st *Step, _ *track) (string, int) {
		end := eventIndex(st, engine.EvEnd)
		if i := bookedOut(st); i >= 0 && end < 0 {
			return fmt.Sprintf("%s booked their last card with cards in the pond, and the game goes on", seatName(st.Events[i].Seat)), i
		} else if i < 0 && end >= 0 && st.Events[end].Why == engine.WhyBookedOut {
			return "the record says a player booked their last card, and none did in this move", end
		}
		return "", 0
	}}
}

// newOutWins: a game that ends because a player went out is won by the
// players out: those with no cards (end: player-out), or the player who
// booked their last card (end: booked-out).
func newOutWins(game.Params) prop {
	return prop{on: fEnd, check: func(st *Step, _ *track) (string, int) {
		i := eventIndex(st, engine.EvEnd)
		e := &st.Events[i]
		var out cards.Seats
		switch e.Why {
		case engine.WhyPlayerOut:
			for s := range cards.Seat(st.Players) {
				if st.After.Hands[s] == 0 {
					out = out.Add(s)
				}
			}
		case engine.WhyBookedOut:
			if b := bookedOut(st); b >= 0 {
				out = out.Add(st.Events[b].Seat)
			}
		default:
			return "", 0
		}
		if e.Winners != out {
			return fmt.Sprintf("the game ended with %s out, and the winners are %s", seatsWords(out), seatsWords(e.Winners)), i
		}
		return "", 0
	}}
}
