// Package claims is what Crazy Eights proves a card's statements by. Its
// catalogue is empty as yet: a card of the game can bind no claim, and a
// check plays the card's seeded games only to find a game the engine
// cannot play.
package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/bot"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/wording"
)

// Claims is Crazy Eights' game.Claims.
type Claims struct{}

// New returns the claims.
func New() Claims { return Claims{} }

// Catalogue returns every claim: none yet.
func (Claims) Catalogue() []game.Claim { return nil }

// Depends returns the settings each worked example of claim id depends
// on: none, as there are no examples.
func (Claims) Depends(string) [][]string { return nil }

// Signature returns no signature: there is no claim to have one.
func (Claims) Signature(string, game.Rules) (wording.Signature, bool) {
	return wording.Signature{}, false
}

// Roles gives numbers no part: there is no claim.
func (Claims) Roles(string, game.Params, wording.Reading, []wording.Numeral) []wording.Problem {
	return nil
}

// Plays returns nil when r plays players with pack, else why not.
func (Claims) Plays(r game.Rules, players int, pack cards.Pack) error {
	_, err := engine.Deal(r.(engine.Rules), pack, players, 1)
	return err
}

// FalseUnder cannot say: there is no claim.
func (Claims) FalseUnder(string, game.Rules) string { return "" }

// Examples returns none.
func (Claims) Examples(string, any, game.Rules, [2]int, []cards.Pack) ([]game.Example, error) {
	return nil, nil
}

// Prove gives each bound claim (none can be bound) a failing verdict and
// plays the trial's seeded games between the sensible bots, one
// configuration after another: the first game the engine refuses a move
// of, or that does not end, is Broke.
func (Claims) Prove(t game.Trial, bound []game.Bound) game.Proof {
	var p game.Proof
	for _, b := range bound {
		p.Verdicts = append(p.Verdicts, game.Verdict{Fail: fmt.Sprintf("no claim %q in the catalogue", b.Claim)})
	}
	r := t.Rules.(engine.Rules)
	for _, c := range t.Configs {
		g, err := engine.Deal(r, c.Pack, c.Players, t.Seed)
		if err != nil {
			continue // Plays says why
		}
		tb := &bot.Table{Bots: make([]bot.Bot, c.Players)}
		for s := range tb.Bots {
			tb.Bots[s] = bot.SensibleBot{}
		}
		for i := range t.Games {
			seed := t.Seed + uint64(i)
			g.Redeal(seed)
			if _, err := tb.Play(g); err != nil {
				p.Broke = &game.Counterexample{Seed: seed, RunSeed: t.Seed, RunGames: i + 1, Players: c.Players,
					Pack: c.Pack.Size(), Bots: []string{string(bot.Sensible)}, Message: err.Error(), At: -1}
				return p
			}
		}
	}
	return p
}
