package story

import (
	"errors"
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// Transcript is a worked example replayed on the engine: the position it
// starts from, the public record the engine kept and, for each move, the
// events it added, what it led to and the cards it took from the pond.
type Transcript struct {
	// Seats names the seats in turn order; Setup is the position.
	Seats []string
	Setup engine.Setup
	// Record is the whole public record, the deal first.
	Record []engine.Event
	// Deal is the number of events the deal added: Record[:Deal];
	// DealDrawn the cards those took from the pond (a new hand for a
	// first player who holds none).
	Deal      int
	DealDrawn []cards.Card
	// Moves are the scenario's moves, in order.
	Moves []Move
}

// Move is one move of a transcript.
type Move struct {
	// Move is the move as played.
	Move engine.Move
	// From and To index the record: the move added Record[From:To] (none
	// when it was refused).
	From, To int
	// Next is the seat to move after it; Over reports whether the game is
	// over.
	Next cards.Seat
	Over bool
	// Drawn are the cards the move took from the top of the pond, in the
	// order of the record's draw and new-hand events. A go-fish draw that
	// only the drawer saw is known here, never in the record.
	Drawn []cards.Card
	// Refused is the engine's refusal of an illegal move; nil when the
	// move was played.
	Refused *engine.MoveError
}

// Replay plays the scenario's moves on the engine, from its position,
// whatever the scenario expects of them, and returns the transcript. The
// error is the engine's when the position cannot be set up, or when a move
// fails otherwise than by a refusal.
func Replay(s *scenario.Scenario) (*Transcript, error) {
	g, err := engine.NewGame(s.Setup)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.File, err)
	}
	tr := &Transcript{Seats: s.Seats, Setup: s.Setup, Deal: len(g.Record())}
	tr.DealDrawn = s.Setup.Pond[:len(s.Setup.Pond)-g.PondSize()]
	for i, st := range s.Steps {
		pond := g.Pond()
		from := len(g.Record())
		out, err := g.Play(st.Move)
		m := Move{Move: st.Move, From: from, To: len(g.Record()), Next: g.Turn(), Over: g.Over()}
		var me *engine.MoveError
		switch {
		case errors.As(err, &me):
			m.Refused = me
		case err != nil:
			return nil, fmt.Errorf("%s: step %d: %w", s.File, i+1, err)
		default:
			m.Next, m.Over = out.Next, out.Over
			m.Drawn = pond[:len(pond)-g.PondSize()]
		}
		tr.Moves = append(tr.Moves, m)
	}
	tr.Record = append([]engine.Event(nil), g.Record()...)
	return tr, nil
}
