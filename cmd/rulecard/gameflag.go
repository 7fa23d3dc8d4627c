package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish"
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
	oneOfVar(f, v, "game", gameName(gofish.ID), parseGameName, "game", "the game (rulecard games lists them)")
}

// goFishTable returns nil when the command's game is Go Fish, the one
// game whose table, scenarios and rules text the command line wires in so
// far; another registered game is a usage error that says so.
func goFishTable(command string, g gameName) error {
	if g == gofish.ID {
		return nil
	}
	return &usageError{fmt.Errorf("game %s: rulecard %s plays %s alone so far", g, command, gofish.ID)}
}
