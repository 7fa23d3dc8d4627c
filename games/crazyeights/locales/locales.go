// Package locales holds Crazy Eights' words in every language it is
// written in, as data: one folder per locale (<code>/rules.yaml, the
// rules text `rulecard rules --game crazy-eights` prints). The words every
// game shares stay in the locale package's folders; a card's own
// locales/ folder comes before both. <code>/words.yaml holds the phrases
// of the game's own features (Features).
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

// Crazy Eights' own features (package wording has the core ones): what
// its words files (<code>/words.yaml) give phrases for and its claims'
// signatures name.
const (
	Wild     wording.Feature = "wild"      // a wild card: "eights are wild"
	Match    wording.Feature = "match"     // a card matches by suit or rank
	NameSuit wording.Feature = "name-suit" // a wild card's player names a suit
	Top      wording.Feature = "top"       // the top card of the discard pile
	Penalty  wording.Feature = "penalty"   // penalty points
	Eights   wording.Feature = "eights"    // the eights, as a rank with a power
	Jacks    wording.Feature = "jacks"     // the jacks, as a rank with a power
)

// Features returns the features Crazy Eights' words are read with: the
// core ones and the game's own, NameSuit before Match ("name the suit to
// follow" is the naming) and Penalty before Score ("penalty points").
func Features() wording.FeatureSet {
	def := func(f, before wording.Feature) wording.FeatureDef {
		return wording.FeatureDef{Feature: f, Before: before}
	}
	return wording.CoreFeatures().With(
		def(NameSuit, wording.Score), def(Match, wording.Score), def(Wild, wording.Score),
		def(Top, wording.GameEnds), def(Penalty, wording.Score), def(Eights, wording.Score), def(Jacks, wording.Score),
	)
}
