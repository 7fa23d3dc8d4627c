package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// beforeMove is a watcher that also looks at the game before every move
// of a proof, as the player to move sees it, and returns why what they
// may do contradicts the claim, or "".
type beforeMove interface {
	before(g *engine.Game) string
}

// turnUp checks that the event after a hand's deals is a card turned up
// from the stock.
type turnUp struct {
	dealt bool
	stock uint8
}

func (t *turnUp) event(_ *engine.Game, e engine.Event) string {
	if e.Kind == engine.EvDeal {
		t.dealt, t.stock = true, e.Stock
		return ""
	}
	if !t.dealt {
		return ""
	}
	t.dealt = false
	switch {
	case e.Kind != engine.EvTurnUp:
		return fmt.Sprintf("after the deal came %s, not a card turned up", e)
	case e.Stock+1 != t.stock:
		return fmt.Sprintf("%s was turned up, and the stock went from %d to %d cards", e.Card, t.stock, e.Stock)
	}
	return ""
}

// stockIsRest checks that, when a card is turned up to start the discard
// pile, the stock holds every card of the pack not dealt but that one.
type stockIsRest struct{ dealt int }

func (s *stockIsRest) event(g *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvHand:
		s.dealt = 0
	case engine.EvDeal:
		s.dealt += int(e.Count)
	case engine.EvTurnUp:
		if want := g.Pack().Size() - s.dealt - 1; int(e.Stock) != want {
			return fmt.Sprintf("%d cards were dealt and %s turned up: the stock holds %d, not %d", s.dealt, e.Card, e.Stock, want)
		}
	}
	return ""
}

// What a card turned to start the discard pile does.
const (
	firstBuried  = iota // goes back into the stock
	firstPlain          // stands, an ordinary card
	firstApplies        // its power acts, as if the dealer played it
)

// firstCard checks what follows a card turned to start the discard pile:
// a wild card (wild) or a draw-two, skip or reverse card (!wild).
type firstCard struct {
	wild    bool
	want    int
	pending cards.Card
}

// effect returns the event a special card's power makes under r.
func effect(r engine.Rules, c cards.Card) engine.EventKind {
	switch c.Rank() {
	case r.DrawTwo.Rank():
		return engine.EvOwe
	case r.Skip.Rank():
		return engine.EvSkip
	}
	return engine.EvReverse
}

// special reports whether c has a power under r other than being wild.
func special(r engine.Rules, c cards.Card) bool {
	k := c.Rank()
	return k == r.DrawTwo.Rank() || k == r.Skip.Rank() || k == r.Reverse.Rank()
}

func (f *firstCard) event(g *engine.Game, e engine.Event) string {
	r := g.Rules()
	if c := f.pending; c != 0 {
		f.pending = 0
		buried := e.Kind == engine.EvBury && e.Card == c
		switch {
		case f.want == firstBuried && !buried && !onlyBuriable(g):
			return fmt.Sprintf("%s was turned up first and not buried: then came %s", c, e)
		case f.want != firstBuried && buried:
			return fmt.Sprintf("%s was turned up first and buried", c)
		case f.want == firstPlain && !f.wild && e.Kind == effect(r, c):
			return fmt.Sprintf("%s was turned up first and its power acted: %s", c, e)
		case f.want == firstApplies && e.Kind != effect(r, c):
			return fmt.Sprintf("%s was turned up first and its power did not act: then came %s", c, e)
		}
	}
	if e.Kind != engine.EvTurnUp {
		return ""
	}
	if f.wild && e.Card.Rank() == r.Wild.Rank() || !f.wild && special(r, e.Card) {
		f.pending = e.Card
	}
	return ""
}

// onlyBuriable reports whether every card of g's stock would be buried
// if turned up (the card turned then stands).
func onlyBuriable(g *engine.Game) bool {
	r := g.Rules()
	for _, c := range g.Stock() {
		wild := c.Rank() == r.Wild.Rank()
		if !(wild && r.FirstWild == engine.FirstWildBury || !wild && special(r, c) && r.FirstSpecial == engine.FirstSpecialBury) {
			return false
		}
	}
	return true
}

// onWild checks, after every event, that the player to move who owes
// nothing may play every wild card they hold on a wild card (yes), or
// none (!yes).
func onWild(yes bool) watchFunc {
	return func(g *engine.Game, _ engine.Event) string {
		if g.Over() {
			return ""
		}
		v := mover(g)
		k := g.Rules().Wild.Rank()
		if v.Owed() > 0 || v.Top().Rank() != k {
			return ""
		}
		held := v.Hand() & cards.RankCards(k)
		switch {
		case yes && held&^v.Playable() != 0:
			return fmt.Sprintf("seat %d may not play %s on %s", g.Turn(), held&^v.Playable(), v.Top())
		case !yes && held&v.Playable() != 0:
			return fmt.Sprintf("seat %d may play %s on %s", g.Turn(), held&v.Playable(), v.Top())
		}
		return ""
	}
}
