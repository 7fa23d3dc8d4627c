// Package locales holds Crazy Eights' words in every language it is
// written in, as data: one folder per locale (<code>/rules.yaml, the
// rules text `rulecard rules --game crazy-eights` prints). The words every
// game shares stay in the locale package's folders; a card's own
// locales/ folder comes before both.
package locales

import (
	"embed"

	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/wording"
)

// files are the locale folders, <code>/<file>.yaml.
//
//go:embed */*.yaml
var files embed.FS

// shown is how positions name the files: by their path in the repository.
const shown = "games/crazyeights/locales"

// Library returns the shipped locale folders with Crazy Eights' before
// the shared ones.
func Library() *locale.Library {
	return locale.Shipped().OverShipped(files, ".", shown)
}

// Features returns the features Crazy Eights' words are read with: the
// core ones (the game has no features of its own yet).
func Features() wording.FeatureSet { return wording.CoreFeatures() }
