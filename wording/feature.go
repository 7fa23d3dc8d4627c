package wording

import (
	"fmt"
	"slices"
	"strings"
)

// Feature is a language-independent thing a rule word says: a negation,
// a quantifier, who takes the turn, what is shown. It is named as a words
// file writes it ("turn-ends"). A locale's words files list the phrases
// that carry each feature; a claim's signature names the features a
// sentence stating it carries.
type Feature string

// NoFeature is the feature of a phrase that carries none (a number word).
const NoFeature Feature = ""

// The core features (see the package doc for what makes one core). Most
// are rule words: every occurrence in a statement must be accounted for by
// one of its claims. A few are topics (Act, Thing): what a sentence is
// about, never counted, only required.
const (
	// Polarity and quantifiers.
	Not Feature = "not" // not, no, never, nothing, nobody, cannot
	// Unless is a condition that holds when its clause does not
	// ("unless", "es sei denn", "sauf si", "utom om"): a rule stated with
	// it says the opposite of the same rule stated with "if", so only a
	// claim whose rule has such an exception allows it.
	Unless Feature = "unless"
	All    Feature = "all"    // all, every, the whole
	Each   Feature = "each"   // each, apiece (a distributive: "seven cards each")
	Any    Feature = "any"    // any, anyone, whoever
	Only   Feature = "only"   // only, just, alone
	Most   Feature = "most"   // the most
	Fewest Feature = "fewest" // the fewest, the least
	// OpenCount: a count left open or summed ("or more", "at least", "in
	// total").
	OpenCount Feature = "open-count"
	Same      Feature = "same" // the same
	Must      Feature = "must" // must, has to
	// OtherGoesAgain: someone other than the player whose turn it is goes
	// again ("they go again").
	OtherGoesAgain Feature = "other-goes-again"
	Score          Feature = "score" // what scores, counts, gives points
	Own            Feature = "own"   // one's own (hand)
	// Turns.
	GoAgain  Feature = "go-again"  // the player goes again, the turn goes on
	TurnEnds Feature = "turn-ends" // the turn ends, passes, play moves on
	ToNext   Feature = "to-next"   // the turn goes to the next player
	Skip     Feature = "skip"      // a player is skipped, passed over, sits out
	// Backward: play moves to the right, counterclockwise, to the
	// previous player.
	Backward Feature = "backward"
	// Order and chance.
	First   Feature = "first"   // first, starts, begins (ordinal 1)
	Ordinal Feature = "ordinal" // an ordinal other than the first: second, third …
	Last    Feature = "last"    // last
	Dealer  Feature = "dealer"  // the dealer, on its own
	Random  Feature = "random"  // at random, by lot
	// Time.
	AtOnce Feature = "at-once" // at once, straight away, the moment
	Waits  Feature = "waits"   // waits, until the next turn
	// State and view.
	Empty  Feature = "empty"  // empty, dry, used up, runs out
	Shown  Feature = "shown"  // shown, face up, announced
	Hidden Feature = "hidden" // face down, hidden, unseen
	Rest   Feature = "rest"   // the rest, the cards left over, the undealt cards
	// The end.
	GameEnds Feature = "game-ends" // the game ends, is over
	Win      Feature = "win"       // wins, the winner
	Lose     Feature = "lose"      // loses, the loser
	Tie      Feature = "tie"       // a tie, a draw, equal
	Share    Feature = "share"     // share the win
	// Topics: what a sentence is about; never counted.
	Draw   Feature = "draw"   // draw (a card)
	Deal   Feature = "deal"   // the deal, dealt
	Player Feature = "player" // a player, the others, an opponent
	Turn   Feature = "turn"   // your turn, when your turn comes
)

// String returns the feature's name as a words file writes it.
func (f Feature) String() string { return string(f) }

// Upper returns the feature's name as messages show it: "TURN-ENDS".
func (f Feature) Upper() string { return strings.ToUpper(string(f)) }

// Kind says how the check counts a feature's words.
type Kind uint8

// The kinds of feature.
const (
	// RuleFeature: a rule word, which a claim of the statement must
	// account for.
	RuleFeature Kind = iota
	// Act: a topic that is a thing done (ask, draw, deal): never counted,
	// and a negation may negate it ("you may not ask").
	Act
	// Thing: a topic that is a thing a sentence is about (the pond, a
	// player, the turn): never counted, and never what a negation negates
	// ("not when the pond runs dry" negates EMPTY, not the pond).
	Thing
)

// FeatureDef declares a feature, its kind and its place in a set.
type FeatureDef struct {
	Feature Feature
	Kind    Kind
	// Before is the feature of the set this one comes before (With);
	// NoFeature: after every other.
	Before Feature
}

// coreDefs returns the core features in order.
func coreDefs() []FeatureDef {
	var out []FeatureDef
	for _, f := range []Feature{Not, Unless, All, Each, Any, Only, Most, Fewest, OpenCount, Same, Must, OtherGoesAgain,
		Score, Own, GoAgain, TurnEnds, ToNext, Skip, Backward, First, Ordinal, Last, Dealer, Random, AtOnce, Waits, Empty,
		Shown, Hidden, Rest, GameEnds, Win, Lose, Tie, Share} {
		out = append(out, FeatureDef{Feature: f})
	}
	return append(out, FeatureDef{Feature: Draw, Kind: Act}, FeatureDef{Feature: Deal, Kind: Act},
		FeatureDef{Feature: Player, Kind: Thing}, FeatureDef{Feature: Turn, Kind: Thing})
}

// FeatureSet is the features a game's words and signatures are built
// against: the core ones and the game's own, in order. The order is the
// features' precedence: where two phrases of as many words match at the
// same word of a text, the one whose feature comes first is read
// (Lexicon.Read), and a message lists the features in it. It is a value:
// a game makes its own with CoreFeatures().With(its features); it is never
// changed after.
type FeatureSet struct {
	defs []FeatureDef
	kind map[Feature]Kind
	// poles are the pairs of features that say opposite things (Poles).
	poles []Poles
	// roles are who may do what a rule says (Role); nil: the core ones.
	roles []Role
}

// CoreFeatures returns the set of the core features alone, with their
// poles.
func CoreFeatures() FeatureSet { return FeatureSet{}.With(coreDefs()...).WithPoles(corePoles()...) }

// With returns s with the features defs added, each before the feature
// its Before names (one of s or of defs before it), else after every
// other. A feature without a name, declared twice or placed before one
// the set does not hold is a programming error: With panics.
func (s FeatureSet) With(defs ...FeatureDef) FeatureSet {
	out := FeatureSet{defs: append(make([]FeatureDef, 0, len(s.defs)+len(defs)), s.defs...), kind: make(map[Feature]Kind, len(s.defs)+len(defs)),
		poles: s.poles, roles: s.roles}
	for _, d := range s.defs {
		out.kind[d.Feature] = d.Kind
	}
	for _, d := range defs {
		if _, dup := out.kind[d.Feature]; dup || d.Feature == NoFeature {
			panic(fmt.Sprintf("wording: feature %q declared twice or without a name", d.Feature))
		}
		at := len(out.defs)
		if d.Before != NoFeature {
			at = slices.IndexFunc(out.defs, func(e FeatureDef) bool { return e.Feature == d.Before })
			if at < 0 {
				panic(fmt.Sprintf("wording: feature %q placed before %q, which the set does not hold", d.Feature, d.Before))
			}
		}
		out.defs = slices.Insert(out.defs, at, FeatureDef{Feature: d.Feature, Kind: d.Kind})
		out.kind[d.Feature] = d.Kind
	}
	return out
}

// Has reports whether f is a feature of the set.
func (s FeatureSet) Has(f Feature) bool {
	_, ok := s.kind[f]
	return ok
}

// Features returns the set's features, in order.
func (s FeatureSet) Features() []Feature {
	out := make([]Feature, len(s.defs))
	for i, d := range s.defs {
		out[i] = d.Feature
	}
	return out
}

// Topic reports whether f is a topic of the set: a word that says what a
// sentence is about (Act or Thing), which no claim needs to account for.
func (s FeatureSet) Topic(f Feature) bool {
	k, ok := s.kind[f]
	return ok && k != RuleFeature
}

// Negatable reports whether a negation can negate f: every feature but a
// negation itself and the topics that are things.
func (s FeatureSet) Negatable(f Feature) bool { return f != Not && s.kind[f] != Thing }
