// Package crazyeights is Crazy Eights (and Mau-Mau) behind the game seam:
// importing it registers the game (package game) with its claims. What
// the registry knows of it is in games/crazyeights/gamedef.
package crazyeights

import (
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/claims"
	"github.com/rulecard/rulecard/games/crazyeights/gamedef"
)

// ID is the game's id, as card.yaml's game: names it.
const ID = gamedef.ID

func init() { game.Register(Game{}) }

// Game is Crazy Eights with its claims.
type Game struct{ gamedef.Game }

// Claims returns the game's claims.
func (Game) Claims() game.Claims { return claims.New() }
