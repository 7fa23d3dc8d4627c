package gamedef

import (
	"fmt"
	"io"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
	"github.com/rulecard/rulecard/games/gofish/tell"
)

// Table returns Go Fish as the seam plays it: its engine's games, moves
// and views, and its bots.
func (Game) Table() game.Table { return table{} }

// table is Go Fish's game.Table.
type table struct{}

// Deal deals a game of r (engine.Rules) by seed.
func (table) Deal(r game.Rules, players int, pack cards.Pack, seed uint64) (game.State, error) {
	g, err := engine.Deal(r.(engine.Rules), pack, players, seed)
	if err != nil {
		return nil, err
	}
	return &state{g: g}, nil
}

// Bots names the bots, the memory bot first.
func (table) Bots() []string {
	var out []string
	for _, k := range bot.Kinds() {
		out = append(out, string(k))
	}
	return out
}

// Bot returns a bot of the kind named.
func (table) Bot(kind string, seed uint64) (game.Bot, error) {
	k, err := bot.ParseKind(kind)
	if err != nil {
		return nil, err
	}
	b, err := bot.New(k, seed)
	if err != nil {
		return nil, err
	}
	return seatBot{b}, nil
}

// Replay replays a Go Fish scenario file (games/gofish/scenario).
func (table) Replay(w io.Writer, path string) error { return scenario.Replay(w, path) }

// state is a game of Go Fish under way.
type state struct {
	g *engine.Game
}

func (s *state) Players() int                { return s.g.Players() }
func (s *state) Turn() cards.Seat            { return s.g.Turn() }
func (s *state) Over() bool                  { return s.g.Over() }
func (s *state) Winners() []cards.Seat       { return s.g.Winners() }
func (s *state) View(t cards.Seat) game.View { return &view{v: s.g.View(t)} }

// Legal returns the books the seat to move may claim, then its live asks,
// in the order `rulecard play` numbers them.
func (s *state) Legal() []game.Move {
	if s.g.Over() {
		return nil
	}
	v := s.g.View(s.g.Turn())
	var out []game.Move
	for _, r := range v.Claims().Append(nil) {
		out = append(out, move{engine.Move{Kind: engine.MoveClaim, By: v.Seat(), Rank: r}})
	}
	for _, a := range v.Asks(nil) {
		if !a.Dead {
			out = append(out, move{a.Move(v.Seat())})
		}
	}
	return out
}

// Play plays m, a move of Go Fish's.
func (s *state) Play(m game.Move) error {
	gm, ok := m.(move)
	if !ok {
		return fmt.Errorf("gofish: %v is not a move of Go Fish", m)
	}
	_, err := s.g.Play(gm.m)
	return err
}

// move is a move of Go Fish's engine.
type move struct{ m engine.Move }

// String tells the move as `rulecard play` lists it.
func (m move) String() string {
	var t tell.Teller
	if m.m.Kind == engine.MoveClaim {
		return "claim a book of " + m.m.Rank.Plural()
	}
	what := m.m.Rank.Plural()
	if m.m.Kind == engine.MoveAskCard {
		what = m.m.Card.String()
	}
	return fmt.Sprintf("%s asks %s for %s", t.Name(m.m.By), t.Name(m.m.Of), what)
}

// view is one seat's view of a game of Go Fish.
type view struct{ v engine.View }

func (v *view) Seat() cards.Seat  { return v.v.Seat() }
func (v *view) Hand() cards.Cards { return v.v.Hand() }
func (v *view) HandSizes() []int {
	out := make([]int, v.v.Players())
	for s := range out {
		out[s] = v.v.HandSize(cards.Seat(s))
	}
	return out
}

// Record tells the public record in English, seat by number.
func (v *view) Record() []string {
	var t tell.Teller
	var out []string
	for _, e := range v.v.Record() {
		out = append(out, t.Tell(e))
	}
	return out
}

// seatBot is one of Go Fish's bots, choosing from the seat's own view.
type seatBot struct{ b bot.Bot }

// Choose returns the bot's choice: a move of Go Fish's from a Go Fish view.
func (b seatBot) Choose(v game.View, _ []game.Move) game.Move {
	gv, ok := v.(*view)
	if !ok {
		panic(fmt.Sprintf("gofish: a bot given a view of another game (%T)", v))
	}
	return move{b.b.Choose(&gv.v)}
}
