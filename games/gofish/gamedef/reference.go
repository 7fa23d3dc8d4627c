package gamedef

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/scenario"
	"github.com/rulecard/rulecard/games/gofish/sim"
	"github.com/rulecard/rulecard/games/gofish/story"
	"github.com/rulecard/rulecard/games/gofish/terminal"
	"github.com/rulecard/rulecard/locale"
)

// Changed returns the settings r changes from its preset with its
// options (engine.Rules.ChangedSettings).
func (Game) Changed(r game.Rules) []game.Value {
	var out []game.Value
	for _, c := range r.(engine.Rules).ChangedSettings() {
		name, value, _ := strings.Cut(c, ": ")
		out = append(out, game.Value{Name: name, Value: value})
	}
	return out
}

// Teller tells Go Fish's worked examples (games/gofish/story) in locale
// code's words from lib's story.yaml.
func (table) Teller(lib *locale.Library, code locale.Code) (game.Teller, error) {
	t, err := story.NewTellerFrom(lib, code)
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
		return game.Story{}, fmt.Errorf("example %s: not a Go Fish scenario (%T)", ex.Name, ex.Game)
	}
	tr, err := story.Replay(sc)
	if err != nil {
		return game.Story{}, err
	}
	st, err := t.t.Tell(tr)
	if err != nil {
		return game.Story{}, err
	}
	out := game.Story{Setup: st.SetupText()}
	for _, s := range st.Steps {
		out.Steps = append(out.Steps, s.Text())
	}
	return out, nil
}

// The ids of Go Fish's own figures (game.Figure).
const (
	// FigurePondDry: the pond ran dry before the game ended.
	FigurePondDry = "pond-dry"
	// FigureDeadAsk: a dead ask was among the asks of the player to move.
	FigureDeadAsk = "dead-ask"
)

// Simulate plays the games of s with package sim.
func (table) Simulate(s game.Sim) (game.Tally, error) {
	r := s.Rules.(engine.Rules)
	kinds := make([]bot.Kind, len(s.Bots))
	for i, b := range s.Bots {
		k, err := bot.ParseKind(b)
		if err != nil {
			return game.Tally{}, err
		}
		kinds[i] = k
	}
	t, err := sim.Simulate(sim.Table{Rules: r, Pack: s.Pack, Players: s.Players, Bots: kinds},
		sim.Options{Seed: s.Seed, Games: s.Games, Workers: s.Workers, Watch: s.Figures, Progress: s.Progress})
	if err != nil {
		return game.Tally{}, err
	}
	out := game.Tally{Games: t.Games, Moves: t.Moves, Turns: t.Turns, ByMoves: t.ByMoves, ByTurns: t.ByTurns,
		Wins: append([]int(nil), t.Wins[:s.Players]...), Shared: t.Shared}
	if s.Figures {
		// The pond running dry before the end means something only when
		// the game can go on with the pond empty; a dead ask only when
		// dead asks are listed.
		if r.End&engine.EndStockOut == 0 || r.PlayOn {
			out.Figures = append(out.Figures, game.Figure{ID: FigurePondDry, Kind: game.Share, Total: t.PondDry})
		}
		if r.DeadAsks {
			out.Figures = append(out.Figures, game.Figure{ID: FigureDeadAsk, Kind: game.Share, Total: t.DeadAsk})
		}
	}
	return out, nil
}

// Play plays a game of Go Fish in a terminal (games/gofish/terminal).
func (table) Play(s game.Seating) error { return terminal.Play(s) }
