package claims

import (
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/gamedef"
)

// testGame is Crazy Eights with its claims, registered for this
// package's tests so that they load and check cards: they cannot import
// games/crazyeights, which registers it, as it imports this package.
type testGame struct{ gamedef.Game }

// Claims returns Crazy Eights' claims.
func (testGame) Claims() game.Claims { return New() }

func init() { game.Register(testGame{}) }
