package claims

import (
	"slices"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// A generated worked example shows the moves that prove its claim, not the
// whole game they came from: it starts from the table as it stood a few
// moves before the claim's event, as a scenario's setup states a table
// (hands, books, the pond, whose turn), and plays on from there. The cut
// is taken only where the engine, started from that table, plays the
// moves left exactly as it played them in the whole game: the same
// events, the same asks listed to each mover (dead ones marked), the same
// table after each move. The engine keeps more than a setup can state
// (the refusals that make an ask dead, a book waiting for its turn), so
// an example that needs that memory keeps the moves that made it.

// traced is what one move of a game showed: the asks listed to the mover
// before it, the events it added and the table after it.
type traced struct {
	asks   []engine.Ask
	events []engine.Event
	after  State
}

// shortestCut replays the game of rules, cf and seed whose moves are
// moves and returns the table before the latest move from which the
// engine plays the rest as the whole game did, and that move's index:
// 0 and the deal when no later table will do.
func shortestCut(rules engine.Rules, cf config, seed uint64, moves []engine.Move) (deal, int) {
	g, err := engine.Deal(rules, cf.pack, cf.players, seed)
	if err != nil {
		return deal{}, 0
	}
	start := dealt(g)
	tables := make([]deal, len(moves))
	trace := make([]traced, len(moves))
	var view engine.View
	for i, m := range moves {
		tables[i] = tableOf(g)
		g.ViewInto(&view, g.Turn())
		trace[i].asks = view.Asks(nil)
		from := len(g.Record())
		if _, err := g.Play(m); err != nil {
			return start, 0
		}
		trace[i].events = slices.Clone(g.Record()[from:])
		trace[i].after.take(g)
	}
	for from := len(moves) - 1; from > 0; from-- {
		if playsAlike(rules, cf, tables[from], trace[from-1].after, moves[from:], trace[from:]) {
			return tables[from], from
		}
	}
	return start, 0
}

// tableOf returns the table of g as a setup states it: each hand, each
// seat's books, the pond from the top and the seat to move.
func tableOf(g *engine.Game) deal {
	d := deal{pond: g.Pond(), turn: g.Turn()}
	for s := range g.Players() {
		d.hands = append(d.hands, g.HandSet(cards.Seat(s)))
		d.books = append(d.books, g.BookSet(cards.Seat(s)))
	}
	return d
}

// playsAlike reports whether a game set up as table, which should stand
// as before does, plays moves as trace shows them played.
func playsAlike(rules engine.Rules, cf config, table deal, before State, moves []engine.Move, trace []traced) bool {
	s := engine.Setup{Rules: rules, Pack: cf.pack, Pond: table.pond, Turn: table.turn}
	for i, h := range table.hands {
		s.Hands = append(s.Hands, h.Append(nil))
		s.Books = append(s.Books, table.books[i].Append(nil))
	}
	g, err := engine.NewGame(s)
	if err != nil {
		return false
	}
	var now State
	if now.take(g); now != before {
		return false
	}
	var view engine.View
	var asks []engine.Ask
	for i, m := range moves {
		g.ViewInto(&view, g.Turn())
		if asks = view.Asks(asks[:0]); !slices.Equal(asks, trace[i].asks) {
			return false
		}
		from := len(g.Record())
		if _, err := g.Play(m); err != nil || !slices.Equal(g.Record()[from:], trace[i].events) {
			return false
		}
		if now.take(g); now != trace[i].after {
			return false
		}
	}
	return true
}
