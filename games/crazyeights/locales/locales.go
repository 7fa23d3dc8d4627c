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
	// Cards and their powers.
	Wild  wording.Feature = "wild"  // a wild card: "eights are wild"
	Match wording.Feature = "match" // a card matches by suit or rank
	// SuitOrRank: either will do, the suit or the rank: "by suit or by
	// rank" (a match by suit alone, or by both, is another rule).
	SuitOrRank wording.Feature = "suit-or-rank"
	NameSuit   wording.Feature = "name-suit" // a wild card's player names a suit
	// NameRank: a rank named where a suit is ("wish for the rank to
	// follow"): no rule of the game names one, so a claim never states it.
	NameRank wording.Feature = "name-rank"
	OnWild   wording.Feature = "on-wild"   // a wild card on a wild card: "even on another eight"
	Top      wording.Feature = "top"       // the top card of the discard pile
	Penalty  wording.Feature = "penalty"   // penalty points
	Special  wording.Feature = "special"   // a card with a power: "special cards"
	Plain    wording.Feature = "plain"     // a card without its power: "it stands", "an ordinary card"
	AsPlayed wording.Feature = "as-played" // a card turned first acts as if played: "as if the dealer had played it"
	Stack    wording.Feature = "stack"     // draw-two cards stack: "twos stack", "pass the draw on"
	Reverse  wording.Feature = "reverse"   // the direction of play turns round: "reverses the direction"
	// The ranks, each as a rank with a power: "an eight", "sevens".
	Twos   wording.Feature = "twos"
	Sevens wording.Feature = "sevens"
	Eights wording.Feature = "eights"
	Jacks  wording.Feature = "jacks"
	Queens wording.Feature = "queens"
	Aces   wording.Feature = "aces"
	// Court: the court cards as one group in a count: "a king, queen or
	// jack", "court cards".
	Court wording.Feature = "court"
	// FaceValue: a card counts its face value: "any other card its face
	// value".
	FaceValue wording.Feature = "face-value"
	// The start and the stock.
	TurnUp    wording.Feature = "turn-up"   // a card turned up: "turn the next card face up"
	Bury      wording.Feature = "bury"      // a card put back in the stock: "put it back in the stock"
	Reshuffle wording.Feature = "reshuffle" // the discards shuffled into a new stock
	KeepTop   wording.Feature = "keep-top"  // the top card stays: "all but the top card"
	Held      wording.Feature = "held"      // cards left in a hand: "left in their hands"
	// Drawing and passing.
	UntilPlay wording.Feature = "until-play" // draw until you can play: "until you can"
	AtATime   wording.Feature = "at-a-time"  // drawn one by one: "one card at a time"
	Instead   wording.Feature = "instead"    // draw though you could play: "even when you could play"
	Pass      wording.Feature = "pass"       // a player passes
	// NothingLeft: no card is left to draw, stock and discards alike:
	// "there is nothing to draw" (not a negation of a rule).
	NothingLeft wording.Feature = "nothing-left"
	Announce    wording.Feature = "announce" // the last card announced: "say Mau"
	// Penultimate: the card before the last one, "second to last" (the
	// last card itself, LAST, is another: "say Mau at your last card").
	Penultimate wording.Feature = "penultimate"
	// The end.
	Blocked wording.Feature = "blocked" // no one can play: "the hand is blocked"
	Target  wording.Feature = "target"  // hands until a total reaches a target: "until a player reaches"
	Limit   wording.Feature = "limit"   // a hand cut off after so many turns: "after 500 turns"
	// Stock is a topic: the stock, face down.
	Stock wording.Feature = "stock"
)

// Features returns the features Crazy Eights' words are read with: the
// core ones and the game's own, each placed where it takes precedence:
// NameSuit before Match ("name the suit to follow" is the naming),
// Penalty before Score ("penalty points"), Pass before TURN-ENDS
// ("passes" is a pass), Announce before SHOWN ("announce" the last card),
// Reverse before BACKWARD; and the pairs that say opposite things: a
// card with its power or PLAIN, the turn on to the next player or a
// REVERSE.
func Features() wording.FeatureSet {
	def := func(f, before wording.Feature) wording.FeatureDef {
		return wording.FeatureDef{Feature: f, Before: before}
	}
	return wording.CoreFeatures().With(
		def(NameSuit, wording.Score), def(NameRank, wording.Score), def(SuitOrRank, wording.Score), def(Match, wording.Score), def(OnWild, wording.Score), def(Wild, wording.Score),
		def(Top, wording.GameEnds), def(Penalty, wording.Score), def(Special, wording.Score), def(Plain, wording.Score),
		def(AsPlayed, wording.Score), def(Stack, wording.Score), def(Reverse, wording.Backward),
		def(Twos, wording.Score), def(Sevens, wording.Score), def(Eights, wording.Score), def(Jacks, wording.Score),
		def(Queens, wording.Score), def(Aces, wording.Score), def(Court, wording.Score), def(FaceValue, wording.Score),
		def(TurnUp, wording.Shown), def(Bury, wording.Score), def(Reshuffle, wording.Score), def(KeepTop, wording.GameEnds), def(Held, wording.Score),
		def(UntilPlay, wording.Score), def(AtATime, wording.Score), def(Instead, wording.Not), def(Pass, wording.TurnEnds), def(NothingLeft, wording.Not),
		def(Announce, wording.Shown), def(Penultimate, wording.Last), def(Blocked, wording.GameEnds), def(Target, wording.Score), def(Limit, wording.Score),
		wording.FeatureDef{Feature: Stock, Kind: wording.Thing, Before: wording.Player},
	).WithPoles(
		wording.Poles{Special, Plain},
	)
}

// RankFeatures returns every rank's feature, in rank order.
func RankFeatures() []wording.Feature {
	return []wording.Feature{Aces, Twos, Sevens, Eights, Jacks, Queens}
}
