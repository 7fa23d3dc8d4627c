package engine

import "github.com/rulecard/rulecard/cards"

// View is what one seat knows: its own hand, what the table sees (the
// discard pile's top, the suit to follow, every hand's size, the stock's
// size, whose turn it is and what is owed) and the public record. It
// holds no other hand and nothing of the stock's order.
//
// A View from [Game.View] is a snapshot: it does not change when the game
// goes on. One filled by [Game.ViewInto] reads the table as it stands and
// is valid until the next move. Either shares the game's record, valid
// until the game is dealt again.
type View struct {
	rules *Rules
	pack  cards.Pack
	seat  cards.Seat
	t     *table
	hand  cards.Cards
	wilds cards.Cards
	twos  cards.Cards
	rec   []Event
}

// View returns a snapshot of what seat s knows; for a seat not at the
// table, no hand.
func (g *Game) View(s cards.Seat) View {
	var v View
	g.ViewInto(&v, s)
	t := *v.t
	v.t = &t
	return v
}

// ViewInto fills v with what seat s knows as the game stands, valid until
// the next move: the view a bot chooses from, taken without a copy.
func (g *Game) ViewInto(v *View, s cards.Seat) {
	v.rules, v.pack, v.seat, v.t = &g.rules, g.pack, s, &g.pub
	v.wilds, v.twos = g.wilds, g.twos
	v.rec = g.rec[:len(g.rec):len(g.rec)]
	v.hand = 0
	if s >= 0 && int(s) < g.pub.n {
		v.hand = g.hands[s]
	}
}

// position returns the position of the player to move, as this seat
// sees it: its own hand when it is to move.
func (v *View) position() position {
	return position{r: v.rules, t: v.t, hand: v.hand, wilds: v.wilds, twos: v.twos}
}

// Legal appends to buf the moves this seat may make when it is to move
// (none when it is not), in a fixed order: the cards to play in card
// order (a wild card once for each suit named, S H D C), then announce,
// draw and pass.
func (v *View) Legal(buf []Move) []Move {
	if v.t.turn != v.seat {
		return buf
	}
	return v.position().legal(buf)
}

// Playable returns the cards of the seat's hand it may play now (when it
// is to move).
func (v *View) Playable() cards.Cards {
	if v.t.turn != v.seat || v.t.over {
		return 0
	}
	return v.position().playable()
}

// CanDraw, CanPass and CanAnnounce report whether the seat, to move, may
// draw, pass or announce.
func (v *View) CanDraw() bool {
	return v.t.turn == v.seat && !v.t.over && v.position().drawOK(v.Playable())
}
func (v *View) CanPass() bool {
	return v.t.turn == v.seat && !v.t.over && v.position().passOK(v.Playable())
}
func (v *View) CanAnnounce() bool {
	return v.t.turn == v.seat && !v.t.over && v.position().announceOK(v.Playable())
}

// Rules returns the rules being played; Pack the pack.
func (v *View) Rules() Rules {
	if v.rules == nil {
		return Rules{}
	}
	return *v.rules
}
func (v *View) Pack() cards.Pack { return v.pack }

// Seat is the seat whose view it is; Hand its cards.
func (v *View) Seat() cards.Seat  { return v.seat }
func (v *View) Hand() cards.Cards { return v.hand }

// Wild reports whether c is a wild card under the rules.
func (v *View) Wild(c cards.Card) bool { return v.wilds.Has(c) }

// Players, Turn, Over and Winners are the table's.
func (v *View) Players() int         { return v.t.n }
func (v *View) Turn() cards.Seat     { return v.t.turn }
func (v *View) Over() bool           { return v.t.over }
func (v *View) Winners() cards.Seats { return v.t.winners }
func (v *View) Reversed() bool       { return v.t.reverse }
func (v *View) HandNumber() int      { return v.t.hand }
func (v *View) Top() cards.Card      { return v.t.top }
func (v *View) Follow() cards.Suit   { return v.t.follow }
func (v *View) StockSize() int       { return int(v.t.stock) }
func (v *View) DiscardSize() int     { return int(v.t.below) + 1 }
func (v *View) Owed() int            { return int(v.t.owed) }
func (v *View) Drawn() int           { return int(v.t.drawn) }
func (v *View) Announced() bool      { return v.t.announced }
func (v *View) Record() []Event      { return v.rec }
func (v *View) Turns() int           { return v.t.turns }

// HandSize returns how many cards seat s holds.
func (v *View) HandSize(s cards.Seat) int {
	if s < 0 || int(s) >= v.t.n {
		return 0
	}
	return int(v.t.sizes[s])
}

// Total returns seat s's penalty points so far.
func (v *View) Total(s cards.Seat) int {
	if s < 0 || int(s) >= v.t.n {
		return 0
	}
	return int(v.t.totals[s])
}

// WildRank returns the wild rank of the rules being played.
func (v *View) WildRank() cards.Rank {
	if v.rules == nil {
		return cards.Eight
	}
	return v.rules.Wild.Rank()
}

// Choices are the moves open to the seat to move: the cards it may play
// (each wild card naming any suit), and whether it may announce, draw or
// pass.
type Choices struct {
	Playable             cards.Cards
	Announce, Draw, Pass bool
}

// Choices returns the moves open to this seat, none when it is not to
// move: what [View.Legal] lists, as sets.
func (v *View) Choices() Choices {
	if v.t.turn != v.seat || v.t.over {
		return Choices{}
	}
	p := v.position()
	pl := p.playable()
	return Choices{Playable: pl, Announce: p.announceOK(pl), Draw: p.drawOK(pl), Pass: p.passOK(pl)}
}

// MayAnnounce reports whether this seat, to move and able to play the
// cards pl ([View.Playable]), may announce its last card: a bot's shortcut
// for Choices().Announce.
func (v *View) MayAnnounce(pl cards.Cards) bool {
	return v.rules != nil && v.rules.Announce && v.t.turn == v.seat && !v.t.over && v.position().announceOK(pl)
}

// MayDraw reports whether this seat, to move and able to play the cards
// pl ([View.Playable]), may draw: a bot's shortcut for Choices().Draw
// that reads the hand once.
func (v *View) MayDraw(pl cards.Cards) bool {
	return v.t.turn == v.seat && !v.t.over && v.position().drawOK(pl)
}
