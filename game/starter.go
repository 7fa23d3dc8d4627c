package game

import (
	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/locale"
)

// Seats is a game that says whom rules are made for: the fewest and most
// players they seat and the packs they are played with, in the order a
// card would list them. A card of such a game that names neither players
// nor packs is for these (so that a card that changes them declares them
// once, in its changes:). A game may leave it out; its cards then name
// both.
type Seats interface {
	Seats(r Rules) (players [2]int, packs []cards.Pack)
}

// Starter is a game that can start a card (`rulecard new`): the
// statements that state its rules r in words, each bound to the claims
// that prove it. The words and bindings are the game's data, in its
// locale folders; a game may leave it out.
type Starter interface {
	// Starter returns the card that states r in locale code's words,
	// from lib (nil: the game's Locales()). Its Locale is code, or the
	// source locale (English) when code has no starter words; every
	// locale's card has the same sections, statements and claims.
	Starter(r Rules, lib *locale.Library, code locale.Code) (*StarterCard, error)
}

// StarterCard is a card as a game starts it: the words of one locale and
// the claims every statement rests on.
type StarterCard struct {
	// Locale is the locale the words are in.
	Locale locale.Code
	// Title is the card's title.
	Title string
	// Tagline is the cover line under the title.
	Tagline StarterStatement
	// Sections are the card's sections in reading order.
	Sections []StarterSection
}

// StarterSection is one section of a started card.
type StarterSection struct {
	// ID names it in card.yaml, Heading is its heading in the words.
	ID, Heading string
	// Glossary is set for a glossary section ({term, text} statements).
	Glossary   bool
	Statements []StarterStatement
}

// StarterStatement is one statement of a started card.
type StarterStatement struct {
	// ID names it in card.yaml.
	ID string
	// Claims are the claims it rests on, each with its parameters as
	// card.yaml writes them (nil for none: see FormatParams).
	Claims []StarterClaim
	// Term is a glossary statement's term ("" for a list's); Text its
	// words (inline Markdown).
	Term, Text string
}

// StarterClaim is a claim a started statement rests on.
type StarterClaim struct {
	ID     string
	Params any
}
