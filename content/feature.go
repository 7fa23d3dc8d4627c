package content

import (
	"slices"
	"strings"
)

// Feature is a language-independent thing a rule word says: a negation,
// a quantifier, who takes the turn, what is shown. A locale's words file
// (locales/<code>/words.yaml) lists the phrases that carry each feature;
// the check (games/gofish/claim) holds every claim's signature in features.
type Feature uint8

// The features. Most are rule words: every occurrence in a statement must
// be accounted for by one of its claims. A few are topics (see
// Feature.Topic): what a sentence is about, never counted, only required.
const (
	NoFeature Feature = iota
	// Polarity and quantifiers.
	Not    // not, no, never, nothing, nobody, cannot
	All    // all, every, the whole
	Each   // each, apiece (a distributive: "seven cards each")
	Any    // any, anyone, whoever
	Only   // only, just, alone
	Most   // the most (books)
	Fewest // the fewest, the least
	// OpenCount: a count left open or summed ("or more", "at least", "in
	// total"; no claim has it: a card's counts are exact and each).
	OpenCount
	Same // the same
	Must // must, has to
	// Moves and outcomes.
	Hit  // the asked player has some: "if they have any"
	Miss // the asked player has none: "if they have none"
	// AskCard: an ask for one card, rank and suit ("for a specific card",
	// "naming its suit"), not for a rank.
	AskCard
	Give      // the asked player hands cards over: "they hand over", "you get"
	AskerGive // the asker hands cards over (an actor no claim has)
	OtherDraw // someone other than the asker draws (an actor no claim has)
	// OtherGoesAgain: someone other than the asker goes again ("they go
	// again"; an actor no claim has).
	OtherGoesAgain
	GoFish  // the words "go fish" said by the asked player
	Claim   // a book is claimed as a move
	NewHand // a new hand is drawn
	Clear   // remembered refusals are cleared, forgotten
	Repeat  // an ask already answered, asked again
	Score   // what scores, counts, gives points
	Own     // one's own (hand)
	// Turns.
	GoAgain  // the asker goes again, the turn goes on
	TurnEnds // the turn ends, passes, play moves on
	ToNext   // the turn goes to the next player
	ToAsked  // the turn goes to the player who said go fish
	Skip     // a player is skipped, passed over, sits out
	// Backward: play moves to the right, counterclockwise, to the
	// previous player (a direction no claim has: the next player is the
	// one to the left).
	Backward
	// Order and chance.
	First       // first, starts, begins (ordinal 1)
	Ordinal     // an ordinal other than the first: second, third …
	Last        // last
	AfterDealer // the player after the dealer, to the dealer's left
	Dealer      // the dealer, on its own
	Random      // at random, by lot
	// Time.
	AtOnce // at once, straight away, the moment
	Waits  // waits, until the next turn
	// State and view.
	Empty  // empty, dry, used up, runs out
	Shown  // shown, face up, announced
	Hidden // face down, hidden, unseen
	Greyed // greyed out
	Rest   // the rest, the cards left over, the undealt cards
	Top    // the top card of the pond
	// Packs.
	Short // the short pack
	Full  // the full pack
	// The end.
	GameEnds // the game ends, is over
	Win      // wins, the winner
	Lose     // loses, the loser (no claim has it)
	Tie      // a tie, a draw, equal
	Share    // share the win
	// Topics: what a sentence is about; never counted.
	TopicAsk    // ask (a question)
	TopicDraw   // draw, fish (a card)
	TopicDeal   // the deal, dealt
	TopicBook   // a book (of four)
	TopicPond   // the pond, the stock
	TopicRecord // the public record, what the table has seen
	TopicPlayer // a player, the others, an opponent
	TopicTurn   // your turn, when your turn comes
	featureEnd
)

// featureNames are the features as words files name them.
var featureNames = [...]string{
	NoFeature: "", Not: "not", All: "all", Each: "each", Any: "any", Only: "only", Most: "most", Fewest: "fewest", OpenCount: "open-count",
	Same: "same", Must: "must", Hit: "hit", Miss: "miss", AskCard: "ask-card", Give: "give", AskerGive: "asker-gives", OtherDraw: "other-draws",
	OtherGoesAgain: "other-goes-again", Backward: "backward",
	GoFish: "go-fish", Claim: "claim", NewHand: "new-hand", Clear: "clear", Repeat: "repeat", Score: "score", Own: "own",
	GoAgain: "go-again", TurnEnds: "turn-ends", ToNext: "to-next", ToAsked: "to-asked", Skip: "skip",
	First: "first", Ordinal: "ordinal", Last: "last", AfterDealer: "after-dealer", Dealer: "dealer", Random: "random",
	AtOnce: "at-once", Waits: "waits", Empty: "empty", Shown: "shown", Hidden: "hidden", Greyed: "greyed", Rest: "rest",
	Top: "top", Short: "short", Full: "full", GameEnds: "game-ends", Win: "win", Lose: "lose", Tie: "tie", Share: "share",
	TopicAsk: "ask", TopicDraw: "draw", TopicDeal: "deal", TopicBook: "book", TopicPond: "pond",
	TopicRecord: "record", TopicPlayer: "player", TopicTurn: "turn",
}

// String returns the feature's name as a words file writes it.
func (f Feature) String() string {
	if int(f) < len(featureNames) {
		return featureNames[f]
	}
	return "feature?"
}

// Upper returns the feature's name as messages show it: "TURN-ENDS".
func (f Feature) Upper() string { return strings.ToUpper(f.String()) }

// Topic reports whether f is a topic: a word that says what a sentence
// is about (ask, draw, deal …) and that no claim needs to account for.
func (f Feature) Topic() bool { return f >= TopicAsk && f < featureEnd }

// ParseFeature returns the feature a words file names, and whether there
// is one.
func ParseFeature(name string) (Feature, bool) {
	i := slices.Index(featureNames[:], name)
	if i <= 0 {
		return NoFeature, false
	}
	return Feature(i), true
}

// Features returns every feature, in order.
func Features() []Feature {
	out := make([]Feature, 0, int(featureEnd)-1)
	for f := Feature(1); f < featureEnd; f++ {
		out = append(out, f)
	}
	return out
}
