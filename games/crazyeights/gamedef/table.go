package gamedef

import (
	"fmt"
	"io"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/bot"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/scenario"
	"github.com/rulecard/rulecard/games/crazyeights/story"
	"github.com/rulecard/rulecard/locale"
)

// Table returns Crazy Eights as the seam plays it: its engine's games,
// moves and views, its bots and its simulations.
func (Game) Table() game.Table { return table{} }

// table is Crazy Eights' game.Table.
type table struct{}

// Deal deals a game of r (engine.Rules) by seed.
func (table) Deal(r game.Rules, players int, pack cards.Pack, seed uint64) (game.State, error) {
	g, err := engine.Deal(r.(engine.Rules), pack, players, seed)
	if err != nil {
		return nil, err
	}
	return &state{g: g}, nil
}

// Bots names the bots, the sensible bot first.
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

// Replay replays a Crazy Eights scenario file
// (games/crazyeights/scenario).
func (table) Replay(w io.Writer, path string) error { return scenario.Replay(w, path) }

// Teller tells Crazy Eights' worked examples (games/crazyeights/story)
// in locale code's words from lib's story.yaml.
func (table) Teller(lib *locale.Library, code locale.Code) (game.Teller, error) {
	t, err := story.NewTeller(lib, code)
	if err != nil {
		return nil, err
	}
	return teller{t}, nil
}

// teller is a story.Teller as the seam tells examples.
type teller struct{ t *story.Teller }

// Tell replays the example's scenario and tells it.
func (t teller) Tell(ex game.Example) (game.Story, error) {
	sc, ok := ex.Game.(*scenario.Scenario)
	if !ok {
		return game.Story{}, fmt.Errorf("example %s: not a Crazy Eights scenario (%T)", ex.Name, ex.Game)
	}
	st, err := t.t.Tell(sc)
	if err != nil {
		return game.Story{}, err
	}
	return game.Story{Setup: st.Setup, Steps: st.Steps}, nil
}

// state is a game of Crazy Eights under way.
type state struct {
	g *engine.Game
}

func (s *state) Players() int          { return s.g.Players() }
func (s *state) Turn() cards.Seat      { return s.g.Turn() }
func (s *state) Over() bool            { return s.g.Over() }
func (s *state) Winners() []cards.Seat { return s.g.Winners() }
func (s *state) View(t cards.Seat) game.View {
	return &view{v: s.g.View(t)}
}

// Legal returns the moves of the seat to move in the engine's order: the
// cards to play, a wild card once for each suit named, then announce,
// draw and pass.
func (s *state) Legal() []game.Move {
	var out []game.Move
	for _, m := range s.g.Legal(nil) {
		out = append(out, move{m})
	}
	return out
}

// Play plays m, a move of Crazy Eights'.
func (s *state) Play(m game.Move) error {
	gm, ok := m.(move)
	if !ok {
		return fmt.Errorf("%s: %v is not a move of Crazy Eights", ID, m)
	}
	return s.g.Play(gm.m)
}

// move is a move of the engine.
type move struct{ m engine.Move }

// String tells the move as the engine does: "play 8♥ name hearts".
func (m move) String() string { return m.m.String() }

// view is one seat's view of a game.
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
	var out []string
	for _, e := range v.v.Record() {
		out = append(out, tell(e))
	}
	return out
}

// seatBot is one of the game's bots, choosing from the seat's own view.
type seatBot struct{ b bot.Bot }

// Choose returns the bot's choice from a view of this game.
func (b seatBot) Choose(v game.View, _ []game.Move) game.Move {
	gv, ok := v.(*view)
	if !ok {
		panic(fmt.Sprintf("%s: a bot given a view of another game (%T)", ID, v))
	}
	return move{b.b.Choose(&gv.v)}
}
