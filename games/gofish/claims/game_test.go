package claims

import (
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/gamedef"
)

// testGame is Go Fish with its claims, registered for this package's tests
// so that they load and check the shipped cards: they cannot import
// games/gofish, which registers it, as it imports this package.
type testGame struct{ gamedef.Game }

// Claims returns Go Fish's claims.
func (testGame) Claims() game.Claims { return New() }

func init() { game.Register(testGame{}) }
