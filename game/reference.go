package game

import (
	"io"

	"github.com/rulecard/rulecard/cards"
)

// Example is a worked example of a claim as a rules reference tells it.
type Example struct {
	// Name names it in the reference: its file among the claim's examples
	// ("deal.size/three-players.yaml").
	Name string
	// Path is its file from the repository's root.
	Path string
	// Generated is set for an example cut from a seeded game, because no
	// hand-written one applies under the card's rules.
	Generated bool
	// Game is the example as its game replays it, under the card's rules:
	// opaque to all but the game.
	Game any
}

// Teller tells worked examples as stories of the table, in the words of
// one locale.
type Teller interface {
	// Tell tells ex (one of Claims.Examples) from its deal to its end.
	Tell(ex Example) (Story, error)
}

// Story is a worked example told: the deal, then each step, a paragraph
// of sentences each.
type Story struct {
	Setup string
	Steps []string
}

// Seating is a game a person plays in a terminal against the game's
// bots: they sit at seat 0 and type their moves.
type Seating struct {
	// In is what the person types; Out where the table is shown. Echo
	// prints each line read (the input is not a terminal).
	In   io.Reader
	Out  io.Writer
	Echo bool
	// Rules, Players and Pack are the table's; Seed deals it and seeds
	// the bots.
	Rules   Rules
	Players int
	Pack    cards.Pack
	Seed    uint64
	// Bot is the kind of bot at every other seat (Table.Bots).
	Bot string
	// Names are the players' names by seat, the person's first.
	Names []string
}
