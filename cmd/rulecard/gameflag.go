package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
)

// gameName is the game --game names: a registered game's id.
type gameName string

// String returns the id.
func (g gameName) String() string { return string(g) }

// parseGameName returns the registered game s names, or an error naming
// the games (game: none has no engine to play or describe).
func parseGameName(s string) (gameName, error) {
	if s == content.NoGame {
		return "", fmt.Errorf("game %s has no engine: rulecard prints such a card but cannot play, simulate or describe its game (games: %s)",
			s, strings.Join(game.IDs(), ", "))
	}
	if _, err := game.Lookup(s); err != nil {
		return "", err
	}
	return gameName(s), nil
}

// addGameFlag adds --game, Go Fish by default.
func addGameFlag(f *pflag.FlagSet, v *gameName) {
	oneOfVar(f, v, "game", gameName(content.DefaultGame), parseGameName, "game", "the game (rulecard games lists them)")
}

// rulesOf makes the rules of game g from the command line: preset (the
// game's default when ""), then options, then the --set name=value
// changes, in that order. Every part came from a flag, so an error is a
// usage error that names it.
func rulesOf(g game.Game, preset string, options, sets []string) (game.Rules, error) {
	if preset != "" {
		if err := game.ParsePreset(g, preset); err != nil {
			return nil, &usageError{fmt.Errorf("--rules: %w", err)}
		}
	}
	spec := game.Spec{Preset: preset, PresetPos: game.Pos{File: "--rules " + preset}, At: game.Pos{File: "the command line"}}
	if preset == "" {
		spec.PresetPos = game.Pos{File: "the " + g.DefaultPreset() + " rules"}
	}
	for _, o := range options {
		if err := game.ParseOption(g, o); err != nil {
			return nil, &usageError{fmt.Errorf("--option: %w", err)}
		}
		spec.Options = append(spec.Options, o)
		spec.OptionPos = append(spec.OptionPos, game.Pos{File: "--option " + o})
	}
	for _, s := range sets {
		k, val, ok := strings.Cut(s, "=")
		if !ok {
			return nil, &usageError{fmt.Errorf("--set %q: want name=value (like give=one)", s)}
		}
		spec.Changes = append(spec.Changes, game.Change{Name: strings.TrimSpace(k), Value: val, Pos: game.Pos{File: "--set " + s}})
	}
	r, err := g.Rules(spec)
	if err != nil {
		return nil, &usageError{err}
	}
	return r, nil
}

// checkBots returns a usage error naming flag when a bot of bots is not
// one of t's.
func checkBots(t game.Table, flag string, bots []string) error {
	if len(bots) == 0 {
		return &usageError{fmt.Errorf("%s: name at least one bot (%s)", flag, strings.Join(t.Bots(), ", "))}
	}
	for _, b := range bots {
		if !slices.Contains(t.Bots(), b) {
			return &usageError{fmt.Errorf("%s: unknown bot %q (bots: %s)", flag, b, strings.Join(t.Bots(), ", "))}
		}
	}
	return nil
}
