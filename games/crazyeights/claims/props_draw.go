package claims

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// mover returns the view of the player to move.
func mover(g *engine.Game) engine.View { return seen(g, g.Turn()) }

// seen returns what seat s sees as the game stands, without a copy of
// the table (engine.Game.ViewInto): a watcher looks at it at once and
// keeps nothing of it past the move, and the proof's games allocate
// nothing for it.
func seen(g *engine.Game, s cards.Seat) engine.View {
	var v engine.View
	g.ViewInto(&v, s)
	return v
}

// exhausted reports whether nothing more can come from the stock as v
// sees it: it is empty, and no discards beneath the top card are to be
// reshuffled into it.
func exhausted(v *engine.View) bool {
	return v.StockSize() == 0 && (v.Rules().StockOut != engine.StockReshuffle || v.DiscardSize() <= 1)
}

// drawing checks each draw a player chooses against the draw rule: how
// many cards it took, where it stopped, and whether its player may then
// pass. The hand before the draw is taken before every move.
type drawing struct {
	rule   engine.DrawRule
	seat   cards.Seat
	hand   cards.Cards
	could  bool
	handNo int
}

func (d *drawing) before(g *engine.Game) string {
	v := mover(g)
	d.seat, d.hand, d.could, d.handNo = v.Seat(), v.Hand(), v.Playable() != 0, v.HandNumber()
	return ""
}

func (d *drawing) event(g *engine.Game, e engine.Event) string {
	if e.Kind != engine.EvDraw || e.Why != engine.WhyChoice || e.Seat != d.seat || g.Over() || g.Turn() != d.seat {
		return ""
	}
	v := seen(g, d.seat)
	if v.HandNumber() != d.handNo {
		return ""
	}
	fit := (v.Hand() &^ d.hand) & v.Playable()
	n := int(e.Count)
	switch {
	case d.could && n != 1:
		return fmt.Sprintf("seat %d could play, drew instead, and drew %d cards, not one", d.seat, n)
	case d.rule == engine.DrawOne && n != 1:
		return fmt.Sprintf("seat %d drew %d cards, not one", d.seat, n)
	case d.rule == engine.DrawThree && n > 3:
		return fmt.Sprintf("seat %d drew %d cards, more than three", d.seat, n)
	case !d.could && d.rule != engine.DrawOne && fit.Len() > 1:
		return fmt.Sprintf("seat %d drew on past a card they could play: %s", d.seat, fit)
	case !d.could && fit == 0 && !exhausted(&v) && (d.rule == engine.DrawUntilPlay || d.rule == engine.DrawThree && n < 3):
		return fmt.Sprintf("seat %d stopped drawing after %d cards with none to play and the stock not exhausted", d.seat, n)
	case d.rule == engine.DrawUntilPlay && v.Playable() != 0 && v.CanPass():
		return fmt.Sprintf("seat %d drew a card they can play and may pass", d.seat)
	case d.rule != engine.DrawUntilPlay && (v.CanDraw() || !v.CanPass()):
		return fmt.Sprintf("seat %d drew %d cards and may draw again or may not pass", d.seat, n)
	}
	return ""
}

// drawInstead checks, before every move, that a player who owes nothing,
// has not drawn this turn, could play and could draw may draw (yes), or
// may not (!yes).
type drawInstead bool

func (drawInstead) event(*engine.Game, engine.Event) string { return "" }

func (d drawInstead) before(g *engine.Game) string {
	v := mover(g)
	if v.Owed() > 0 || v.Drawn() > 0 || v.Playable() == 0 || exhausted(&v) {
		return ""
	}
	if v.CanDraw() != bool(d) {
		return fmt.Sprintf("seat %d could play %s, and drawing instead is allowed: %v", v.Seat(), v.Playable(), v.CanDraw())
	}
	return ""
}

// stockOutWatch checks what happens when a card must be drawn and the
// stock is empty, by the stock-out rule; beneath counts the discards
// beneath the top card, as the record tells them.
type stockOutWatch struct {
	rule    engine.StockOutRule
	beneath int
}

func (s *stockOutWatch) before(g *engine.Game) string {
	v := mover(g)
	if v.Owed() > 0 || v.Drawn() > 0 || v.Playable() != 0 || v.StockSize() > 0 {
		return ""
	}
	switch s.rule {
	case engine.StockReshuffle:
		if v.DiscardSize() > 1 && !v.CanDraw() {
			return fmt.Sprintf("seat %d cannot play, the stock is empty with %d discards beneath the top card, and they may not draw", v.Seat(), v.DiscardSize()-1)
		}
	case engine.StockPass:
		if v.CanDraw() || !v.CanPass() {
			return fmt.Sprintf("seat %d cannot play and the stock is empty, and they may draw or may not pass", v.Seat())
		}
	case engine.StockEnd:
		return fmt.Sprintf("seat %d cannot play and the stock is empty, and the hand goes on", v.Seat())
	}
	return ""
}

func (s *stockOutWatch) event(_ *engine.Game, e engine.Event) string {
	switch e.Kind {
	case engine.EvHand:
		s.beneath = 0
	case engine.EvPlay:
		s.beneath++
	}
	switch {
	case e.Kind == engine.EvReshuffle && s.rule != engine.StockReshuffle:
		return fmt.Sprintf("the discards were shuffled into a new stock: %s", e)
	case e.Kind == engine.EvReshuffle && int(e.Count) != s.beneath:
		return fmt.Sprintf("%d cards were shuffled into a new stock, and %d lay beneath the top card", e.Count, s.beneath)
	case e.Kind == engine.EvReshuffle:
		s.beneath = 0
	case e.Kind == engine.EvHandEnd && e.Why == engine.WhyStockEnd && s.rule != engine.StockEnd:
		return fmt.Sprintf("the hand ended when the stock was empty: %s", e)
	}
	return ""
}

// passing checks that a player who cannot play and can draw nothing may
// pass, and that the hand does not end instead; and that nobody passes
// who could play without having drawn this turn.
type passing struct {
	seat  cards.Seat
	could bool
	drawn int
}

func (p *passing) before(g *engine.Game) string {
	v := mover(g)
	p.seat, p.could, p.drawn = v.Seat(), v.Playable() != 0, v.Drawn()
	if v.Owed() == 0 && v.Playable() == 0 && exhausted(&v) && !v.CanPass() {
		return fmt.Sprintf("seat %d cannot play nor draw, and may not pass", v.Seat())
	}
	return ""
}

func (p *passing) event(_ *engine.Game, e engine.Event) string {
	switch {
	case e.Kind == engine.EvHandEnd && e.Why == engine.WhyStockEnd:
		return fmt.Sprintf("seat %d could not play nor draw, and the hand ended instead of a pass", e.Seat)
	case e.Kind == engine.EvPass && e.Seat == p.seat && p.could && p.drawn == 0:
		return fmt.Sprintf("seat %d passed holding a card to play", e.Seat)
	}
	return ""
}
