package gamedef

import (
	_ "embed"

	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/game/starter"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/locales"
	"github.com/rulecard/rulecard/locale"
)

// starterFile is the starter card's plan: its statements, the variants
// of each, when each is written and the claims it rests on (package
// starter reads it); the words are each locale folder's starter.yaml.
//
//go:embed starter.yaml
var starterFile []byte

// starterPath is where positions in the plan say it is.
const starterPath = "games/gofish/gamedef/starter.yaml"

// readStarterPlan reads starter.yaml.
func readStarterPlan() (*starter.Plan, error) { return starter.ReadPlan(starterPath, starterFile) }

// Starter returns the card that states r, in locale code's words from lib
// (nil: Go Fish's shipped folders), English when code has none.
func (Game) Starter(r game.Rules, lib *locale.Library, code locale.Code) (*game.StarterCard, error) {
	if lib == nil {
		lib = locales.Library()
	}
	rules := r.(engine.Rules)
	players, packs := Game{}.Seats(r)
	return starter.Start(starterPath, starterFile, lib, code, starter.Rules{Preset: string(rules.Name), Values: Game{}.Values(r),
		Players: players, Packs: packs, HandSize: rules.HandSize})
}
