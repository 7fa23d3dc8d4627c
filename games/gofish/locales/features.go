package locales

import "github.com/rulecard/rulecard/wording"

// Go Fish's own features (package wording has the core ones): the moves
// and objects of Go Fish that its words files (<code>/words.yaml) give
// phrases for, and its claims' signatures name.
const (
	// Moves and outcomes.
	Hit  wording.Feature = "hit"  // the asked player has some: "if they have any"
	Miss wording.Feature = "miss" // the asked player has none: "if they have none"
	// AskCard: an ask for one card, rank and suit ("for a specific card",
	// "naming its suit"), not for a rank.
	AskCard   wording.Feature = "ask-card"
	Give      wording.Feature = "give"        // the asked player hands cards over: "they hand over", "you get"
	AskerGive wording.Feature = "asker-gives" // the asker hands cards over (an actor no claim has)
	OtherDraw wording.Feature = "other-draws" // someone other than the asker draws (an actor no claim has)
	GoFish    wording.Feature = "go-fish"     // the words "go fish" said by the asked player
	Claim     wording.Feature = "claim"       // a book is claimed as a move
	NewHand   wording.Feature = "new-hand"    // a new hand is drawn
	Clear     wording.Feature = "clear"       // remembered refusals are cleared, forgotten
	Repeat    wording.Feature = "repeat"      // an ask already answered no: "they have already said no to"
	AskAgain  wording.Feature = "ask-again"   // an ask asked again, the answer unsaid: "ask the same question again"
	// Hold: the asker holds a card of the rank asked for ("a rank you
	// already hold", "you must already have a card of that rank"); the
	// words hold and have alone are no rule (they say the hit, the miss
	// and much else), a phrase of them that says the asker holds it is.
	Hold wording.Feature = "hold"
	// Turns and order.
	ToAsked     wording.Feature = "to-asked"     // the turn goes to the player who said go fish
	AfterDealer wording.Feature = "after-dealer" // the player after the dealer, to the dealer's left
	// State and view.
	Greyed wording.Feature = "greyed" // greyed out
	// Seen: a card or hand seen by the other players, in words that say
	// it hidden only negated ("nobody else sees it", "personne ne voit la
	// vôtre"); a hidden word itself is HIDDEN.
	Seen wording.Feature = "seen"
	Top  wording.Feature = "top" // the top card of the pond
	// Suit: a suit. Go Fish asks, hands over and books by rank, never by
	// suit: a statement that says one ("every card of that suit") states
	// another game, where "one of each suit" (neutral) only says what a
	// book is.
	Suit wording.Feature = "suit"
	// Packs.
	Short wording.Feature = "short" // the short pack
	Full  wording.Feature = "full"  // the full pack
	// Topics: what a sentence is about; never counted.
	Ask    wording.Feature = "ask"    // ask (a question)
	Book   wording.Feature = "book"   // a book (of four)
	Pond   wording.Feature = "pond"   // the pond, the stock
	Hand   wording.Feature = "hand"   // a player's hand
	Record wording.Feature = "record" // the public record, what the table has seen
	// Refusal: a remembered answer "none" (the thing the dead-ask rule
	// keeps and a move clears).
	Refusal wording.Feature = "refusal"
)

// Asked is Go Fish's own role (package wording has the core ones): the
// player asked for a rank, whom a pronoun names where the statement
// names no other player before it ("if they have any, they hand over").
const Asked wording.Role = "asked"

// Features returns the features Go Fish's words are read with: the core
// ones and Go Fish's own, each placed among them where it takes
// precedence (wording.FeatureSet): "ask again" is REPEAT before it is
// GO-AGAIN, the French "pioche" DRAW before it is POND; and the pairs of
// them that say opposite things (wording.Poles).
func Features() wording.FeatureSet {
	def := func(f, before wording.Feature) wording.FeatureDef {
		return wording.FeatureDef{Feature: f, Before: before}
	}
	topic := func(f wording.Feature, k wording.Kind, before wording.Feature) wording.FeatureDef {
		return wording.FeatureDef{Feature: f, Kind: k, Before: before}
	}
	return wording.CoreFeatures().With(
		def(Hit, wording.OtherGoesAgain), def(Miss, wording.OtherGoesAgain), def(AskCard, wording.OtherGoesAgain),
		def(Give, wording.OtherGoesAgain), def(AskerGive, wording.OtherGoesAgain), def(OtherDraw, wording.OtherGoesAgain),
		def(Hold, wording.OtherGoesAgain),
		def(GoFish, wording.Score), def(Claim, wording.Score), def(NewHand, wording.Score), def(Clear, wording.Score),
		def(Repeat, wording.Score), def(AskAgain, wording.Score),
		def(ToAsked, wording.Skip),
		def(AfterDealer, wording.Dealer),
		def(Greyed, wording.Rest), def(Seen, wording.Rest),
		def(Top, wording.GameEnds), def(Suit, wording.GameEnds), def(Short, wording.GameEnds), def(Full, wording.GameEnds),
		topic(Ask, wording.Act, wording.Draw),
		topic(Book, wording.Act, wording.Player), topic(Pond, wording.Thing, wording.Player), topic(Hand, wording.Thing, wording.Player), topic(Record, wording.Thing, wording.Player),
		topic(Refusal, wording.Thing, wording.Player),
	).WithPoles(
		// The asked player has some, or none; after the ask the turn goes
		// on, to the next player or to the asked player.
		wording.Poles{Hit, Miss},
		wording.Poles{wording.ToNext, ToAsked},
		wording.Poles{wording.GoAgain, ToAsked},
	).WithRoles(Asked)
}
