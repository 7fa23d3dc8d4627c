package claims

import (
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// CardRules returns the rules a card describes: its preset (`rules:`),
// its options in order, then its changes in order (`changes:`, any rule by
// its engine.Settings name). An error is a *game.RulesError at the
// offending key.
func CardRules(card *content.Card) (engine.Rules, error) {
	return gofish.Rules(card.Spec())
}
