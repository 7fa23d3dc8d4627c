package claims

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// Counterexample is a game in which a claim's property failed: how it was
// dealt and played, as the public record tells it, up to the first event
// that contradicts the claim.
type Counterexample struct {
	// Seed is the game's deal seed; Players and Pack its configuration.
	Seed uint64 `json:"seed"`
	// RunSeed and RunGames reproduce the game: it is the last game that
	// `rulecard check --seed RunSeed --games RunGames` plays for its
	// configuration (the bots of a run carry their random state from one
	// game to the next).
	RunSeed  uint64 `json:"run_seed"`
	RunGames int    `json:"run_games"`
	Players  int    `json:"players"`
	Pack     int    `json:"pack"`
	// Bots are the kind of bot at each seat.
	Bots []bot.Kind `json:"bots"`
	// Move is the move at which the claim failed, from 1 (0: the deal).
	Move int `json:"move"`
	// Hands are the seats' hands as dealt, and Pond the pond, top first.
	Hands []string `json:"hands"`
	Pond  string   `json:"pond"`
	// Record is the public record up to the contradicting event, one
	// event a line ("move 3: seat 0 asks seat 1 for 7s: ..."); At is the
	// index of the contradicting event's line (the move's last event when
	// the move as a whole contradicts the claim), -1 when the
	// contradiction comes before the move's first event (a probe).
	Record []string `json:"record"`
	At     int      `json:"at"`
	// Message says what contradicts the claim.
	Message string `json:"message"`
}

// capture builds the counterexample for a failure at event at of step st.
func (w *worker) capture(st *Step, msg string, at int) *Counterexample {
	ce := &Counterexample{Seed: st.Seed, Players: st.Players, Pack: st.Pack.Size(), Move: st.Index, Message: msg, At: -1,
		RunSeed: w.r.seed + uint64(w.from), RunGames: w.game - w.from + 1}
	for s := range st.Players {
		ce.Bots = append(ce.Bots, w.botNames[s])
	}
	if g, err := engine.Deal(w.r.rules, st.Pack, st.Players, st.Seed); err == nil {
		for s := range cards.Seat(st.Players) {
			ce.Hands = append(ce.Hands, fmt.Sprintf("%s: %s", seatName(s), g.HandSet(s)|g.BookSet(s).Cards()))
		}
		ce.Pond = cardList(g.Pond())
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
