package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// maxDeadProbes bounds the dead asks tried in one game.
const maxDeadProbes = 2

// newDeadPondEmpty: while the pond is empty an ask that repeats a refusal
// remembered since a card last moved is refused as dead; while the pond
// holds cards no ask is dead.
func newDeadPondEmpty(game.Params) prop {
	return prop{on: fAsks, probe: probeDeadAsk, probeWhen: probeEmptied, check: func(st *Step, _ *track) (string, int) {
		if st.Before.Pond == 0 {
			return "", 0
		}
		for _, a := range st.Asks {
			if a.Dead {
				return fmt.Sprintf("with %d cards in the pond the engine marks %s's ask of %s for %s dead",
					st.Before.Pond, seatName(st.Before.Turn), seatName(a.Of), a.Rank.Words()), -1
			}
		}
		return "", 0
	}}
}

// probeDeadAsk tries a dead ask: a refusal the record remembers, repeated
// with the pond empty.
func probeDeadAsk(p *probe) string {
	if p.before.Pond != 0 || !p.track.any || p.done[probeDead] >= maxDeadProbes {
		return ""
	}
	by := p.before.Turn
	held := p.before.Hands[by].Ranks()
	for o := range cards.Seat(p.n) {
		if dead := p.track.ref[by][o] & held; o != by && dead != 0 && p.before.Hands[o] != 0 {
			p.done[probeDead]++
			return p.try(engine.Move{Kind: engine.MoveAsk, By: by, Of: o, Rank: dead.First()}, engine.ErrDeadAsk)
		}
	}
	return ""
}

// newDeadCleared: a refusal is forgotten once any card moves into a hand:
// the engine marks no ask dead that the record does not remember since the
// last card moved.
func newDeadCleared(game.Params) prop {
	return prop{on: fAsks, check: func(st *Step, t *track) (string, int) {
		by := st.Before.Turn
		for _, a := range st.Asks {
			if a.Dead && !t.ref[by][a.Of].Has(a.Rank) {
				return fmt.Sprintf("the engine marks %s's ask of %s for %s dead, but cards have moved since that refusal",
					seatName(by), seatName(a.Of), a.Rank.Words()), -1
			}
		}
		return "", 0
	}}
}

// newDeadListed: the asks the engine offers include every possible ask,
// with each dead one listed and marked dead.
func newDeadListed(game.Params) prop {
	return prop{on: fAsks, check: func(st *Step, t *track) (string, int) {
		by := st.Before.Turn
		var listed, dead [engine.MaxPlayers]cards.Ranks
		for _, a := range st.Asks {
			listed[a.Of] = listed[a.Of].Add(a.Rank)
			if a.Dead {
				dead[a.Of] = dead[a.Of].Add(a.Rank)
			}
		}
		held := st.Before.Hands[by].Ranks()
		for o := range cards.Seat(st.Players) {
			if o == by || st.Before.Hands[o] == 0 {
				continue
			}
			if miss := held &^ listed[o]; miss != 0 {
				return fmt.Sprintf("the engine does not list %s's ask of %s for %s", seatName(by), seatName(o), miss.First().Words()), -1
			}
			if st.Before.Pond != 0 {
				continue
			}
			if live := t.ref[by][o] & held &^ dead[o]; live != 0 {
				return fmt.Sprintf("%s said go fish to %s's ask for %s and nothing has moved since, but the engine lists the ask as live",
					seatName(o), seatName(by), live.First().Words()), -1
			}
		}
		return "", 0
	}}
}
