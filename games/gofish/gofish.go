// Package gofish is Go Fish behind the game seam: importing it registers
// the game (package game) with its claims. What the registry knows of it
// is in games/gofish/gamedef, its claims in games/gofish/claims.
package gofish

import (
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/claims"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/gamedef"
)

// ID is Go Fish's id, as card.yaml's game: names it.
const ID = gamedef.ID

func init() { game.Register(Game{}) }

// Game is Go Fish with its claims.
type Game struct{ gamedef.Game }

// Claims returns Go Fish's claims.
func (Game) Claims() game.Claims { return claims.New() }

// Rules returns the rules spec names (gamedef.Rules).
func Rules(spec game.Spec) (engine.Rules, error) { return gamedef.Rules(spec) }
