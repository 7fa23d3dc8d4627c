package claims

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// capture builds the counterexample for a failure at event at of step st.
func (w *worker) capture(st *Step, msg string, at int) *game.Counterexample {
	ce := &game.Counterexample{StockName: "pond", Seed: st.Seed, Players: st.Players, Pack: st.Pack.Size(), Move: st.Index, Message: msg, At: -1,
		RunSeed: w.r.seed + uint64(w.from), RunGames: w.game - w.from + 1}
	for s := range st.Players {
		ce.Bots = append(ce.Bots, w.botNames[s].String())
	}
	if g, err := engine.Deal(w.r.rules, st.Pack, st.Players, st.Seed); err == nil {
		for s := range cards.Seat(st.Players) {
			ce.Hands = append(ce.Hands, fmt.Sprintf("%s: %s", seatName(s), g.HandSet(s)|g.BookSet(s).Cards()))
		}
		ce.Stock = cardList(g.Pond())
	}
	var t tell.Teller
	rec := st.Game.Record()
	if !st.Deal {
		for i, e := range rec[:min(st.start, len(rec))] {
			ce.Record = append(ce.Record, label(w.starts, i)+t.Tell(e))
		}
	}
	events := st.Events
	if at >= 0 && at < len(events) {
		events = events[:at+1]
	}
	head := fmt.Sprintf("move %d: ", st.Index)
	if st.Deal {
		head = "deal: "
	}
	for _, e := range events {
		ce.Record = append(ce.Record, head+t.Tell(e))
	}
	if len(events) > 0 {
		ce.At = len(ce.Record) - 1
	}
	return ce
}

// label names the move that event i of the record belongs to, given where
// each move's events start.
func label(starts []int, i int) string {
	m := 0
	for m < len(starts) && starts[m] <= i {
		m++
	}
	if m == 0 {
		return "deal: "
	}
	return fmt.Sprintf("move %d: ", m)
}

// cardList lists cards in order, separated by spaces.
func cardList(cs []cards.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}
