package engine

import (
	"fmt"

	"github.com/rulecard/rulecard/cards"
)

// MoveKind is the kind of a [Move].
type MoveKind uint8

// The kinds of move.
const (
	// MoveAsk asks a player for a rank (rules with AskForRank).
	MoveAsk MoveKind = iota
	// MoveAskCard asks a player for one card (rules with AskForCard).
	MoveAskCard
	// MoveClaim lays four of a rank from the mover's hand as a book (rules
	// with BookClaim).
	MoveClaim
)

// String returns the kind's name: "ask", "ask-card" or "claim".
func (k MoveKind) String() string {
	switch k {
	case MoveAsk:
		return "ask"
	case MoveAskCard:
		return "ask-card"
	case MoveClaim:
		return "claim"
	}
	return fmt.Sprintf("move-kind(%d)", uint8(k))
}

// Move is a player's move: By asks Of for Rank (MoveAsk) or for Card
// (MoveAskCard), or claims a book of Rank (MoveClaim; Of is not used).
type Move struct {
	By   cards.Seat
	Of   cards.Seat
	Kind MoveKind
	Rank cards.Rank
	Card cards.Card
}

// Outcome is what a legal move led to. Gets and Books share the game's
// memory: they are valid until the next move, Reset or Redeal; copy them to
// keep them.
type Outcome struct {
	// Gets are the cards handed over to the mover, none on a miss.
	Gets []cards.Card
	// Books are the ranks booked as a result of the move, by anyone (new
	// hands drawn afterwards included), in the order they were laid.
	Books []cards.Rank
	// Next is the seat to move next, after any skipping and new hands.
	Next cards.Seat
	// Drew reports whether the mover drew from the pond after a miss, and
	// Draw is the card drawn (seen by the mover alone unless Wish).
	Drew bool
	Draw cards.Card
	// Wish reports whether the card drawn was what was asked for: it was
	// shown, and the mover goes again.
	Wish bool
	// Over reports whether the game is over.
	Over bool
}

// Play makes a move for the seat to move. An illegal move is refused with
// a *[MoveError] and changes nothing.
func (g *Game) Play(m Move) (Outcome, error) {
	var out Outcome
	err := g.PlayInto(&m, &out)
	return out, err
}

// PlayInto makes the move *m as [Game.Play] does (*m is not changed) and
// writes what it led to in *out, untouched when the move is refused: the
// call for a loop that watches every move, with no Outcome copied out.
func (g *Game) PlayInto(m *Move, out *Outcome) error {
	g.got, g.drawn, g.wished = 0, 0, false
	first := g.nbooked
	if err := g.play(m); err != nil {
		return err
	}
	out.Gets = g.got.Append(g.gets[:0])
	out.Books = g.bookOrder[first:g.nbooked:g.nbooked]
	out.Next, out.Drew, out.Draw = g.turn, g.drawn != 0, g.drawn
	out.Wish, out.Over = g.wished, g.over
	return nil
}

// Do makes the move *m as [Game.Play] does (*m is not changed), without
// reporting the outcome: the cheaper call where only the game's state
// matters, as in simulations.
func (g *Game) Do(m *Move) error {
	return g.play(m)
}

// play plays m: a claim, or an ask (RULES.md 4 to 8), which is played
// here, in the frame that checks it (a call less per move); a miss is
// miss's.
func (g *Game) play(m *Move) error {
	// A legal ask for a rank is the common move: it is checked here at
	// less cost, and refuse has the last word on every other. A refusal
	// is only ever remembered where it makes an ask dead (with dead asks,
	// the pond empty), so a rank not refused is not a dead ask.
	a, o := m.By&(MaxPlayers-1), m.Of&(MaxPlayers-1)
	plain := m.Kind == MoveAsk && g.rules.Ask == AskForRank && !g.over &&
		m.By == g.turn && m.Of != m.By && uint(m.Of) < uint(g.n) && g.hands[o] != 0 &&
		m.Rank.Valid() && g.hands[a].OfRank(m.Rank) != 0 && (!g.hasRef || !g.refRank[a][o].Has(m.Rank))
	if !plain {
		if k := g.refuse(m); k != 0 {
			return g.moveError(k, *m)
		}
		if m.Kind == MoveClaim {
			g.book(a, m.Rank, WhyClaimed)
			if !g.checkEnd() {
				g.startTurn(a)
			}
			return nil
		}
	}
	// The ask of o by a for rank r, or with rules that ask for cards, for
	// card c (of rank r; c is 0 for a rank).
	r, c, want := m.Rank, cards.Card(0), cards.RankCards(m.Rank)
	if m.Kind == MoveAskCard {
		r, c, want = m.Card.Rank(), m.Card, cards.CardsOf(m.Card)
	}
	got := g.hands[o] & want
	e := g.push(EvAsk, WhyNone, a)
	e.Other, e.Rank, e.Card = o, r, c
	if got == 0 {
		g.miss(a, o, r, c, e)
		return nil
	}
	if g.rules.Give == GiveOne {
		got &= -got
	}
	e.Cards = got
	k := got.Count(r)
	g.setHandOf(o, g.hands[o]&^got, int(g.sizes[o])-k)
	h := g.hands[a] | got
	g.setHandOf(a, h, int(g.sizes[a])+k)
	g.clearRefusals()
	g.got = got
	// Only the rank handed over can have made a new book.
	if h.Count(r) == 4 && g.rules.Books != BookClaim {
		g.book(a, r, WhyNone)
	}
	if !g.checkEnd() && !g.plainTurn(a) {
		g.passTurn(a)
	}
	return nil
}

// refuse returns what is wrong with m, or 0 if it is legal.
func (g *Game) refuse(m *Move) ErrKind {
	switch {
	case g.over:
		return ErrGameOver
	case !g.isSeat(m.By):
		return ErrNoSuchSeat
	case m.By != g.turn:
		return ErrNotYourTurn
	case m.Kind == MoveClaim && g.rules.Books != BookClaim,
		m.Kind == MoveAsk && g.rules.Ask != AskForRank,
		m.Kind == MoveAskCard && g.rules.Ask != AskForCard,
		m.Kind > MoveClaim:
		return ErrWrongMoveKind
	case m.Kind == MoveClaim:
		if !m.Rank.Valid() || g.hands[m.By].Count(m.Rank) != 4 {
			return ErrNotABook
		}
		return 0
	case !g.isSeat(m.Of):
		return ErrNoSuchSeat
	case m.Of == m.By:
		return ErrAskSelf
	case g.hands[m.Of] == 0:
		return ErrEmptyHand
	}
	r := m.Rank
	if m.Kind == MoveAskCard {
		r = m.Card.Rank()
	}
	switch {
	case !r.Valid() || g.hands[m.By].OfRank(r) == 0:
		return ErrNotHoldingRank
	case m.Kind == MoveAskCard && !g.rules.Bluff && g.hands[m.By].Has(m.Card):
		return ErrOwnCard
	case g.isDead(m.By, m.Of, r, m.Card, m.Kind == MoveAskCard):
		return ErrDeadAsk
	}
	return 0
}

// isDead reports whether a's ask of o is a dead ask (RULES.md 9).
func (g *Game) isDead(a, o cards.Seat, r cards.Rank, c cards.Card, card bool) bool {
	if !g.rules.DeadAsks || g.pondTop != g.pondEnd || !g.hasRef {
		return false
	}
	if card {
		return g.refCard[a][o].Has(c)
	}
	return g.refRank[a][o].Has(r)
}

// moveError builds the error for an illegal move.
func (g *Game) moveError(k ErrKind, m Move) error {
	return &MoveError{Kind: k, Move: m, Turn: g.turn, Players: g.n,
		Rules: g.rules.Name, AskCard: g.rules.Ask == AskForCard}
}

// miss plays an ask the asked player cannot answer, whose event e is
// already in the record: go fish (RULES.md 6 and 7), or with play-on and
// an empty pond, the asked player's turn. The go-fish draw is played here,
// not in a call of its own: it is half the moves of a game.
func (g *Game) miss(a, o cards.Seat, r cards.Rank, c cards.Card, e *Event) {
	next := g.next(a)
	if g.rules.AfterMiss == MissAsked {
		next = o
	}
	e.Why = WhyGoFish
	if g.pondTop == g.pondEnd {
		next = g.missEmpty(a, o, r, c, e, next)
	} else {
		// Go fish: the draw goes again on a wish or a lucky draw.
		bluff := c != 0 && g.hands[a].Has(c)
		d := g.draw()
		h := g.hands[a].Add(d)
		g.setHandOf(a, h, int(g.sizes[a])+1)
		g.clearRefusals()
		g.drawn = d
		dr := d.Rank()
		four := h.Count(dr) == 4
		asked := dr == r
		if c != 0 && !g.rules.WishRank {
			asked = d == c
		}
		wish := g.rules.Wish && !bluff && asked
		lucky := g.rules.LuckyDraw && !bluff && four
		// One draw event: hidden, or shown as a wish or a lucky draw.
		why, shown, again := WhyHidden, cards.Card(0), wish || lucky
		if lucky {
			why = WhyLucky
		}
		if wish {
			why, shown = WhyWish, d
		}
		e := g.push(EvDraw, why, a)
		e.Card = shown
		if again {
			e.Rank, next = dr, a
		}
		g.wished = wish
		if four && (g.rules.Books == BookAtOnce || g.rules.Books == BookNextTurn && again) {
			g.book(a, dr, WhyNone)
		}
	}
	if !g.checkEnd() && !g.plainTurn(next) {
		g.passTurn(next)
	}
}

// missEmpty is miss with an empty pond: the refusal is remembered where
// asks can be dead, and with play-on the asked player takes the turn;
// else the asker draws nothing. It returns the seat to move next.
func (g *Game) missEmpty(a, o cards.Seat, r cards.Rank, c cards.Card, e *Event, next cards.Seat) cards.Seat {
	if g.rules.DeadAsks {
		// While the pond holds cards the draw clears every refusal, so
		// only refusals made with an empty pond are remembered.
		if c != 0 {
			g.refCard[a][o] = g.refCard[a][o].Add(c)
		} else {
			g.refRank[a][o] = g.refRank[a][o].Add(r)
		}
		g.hasRef = true
	}
	if g.rules.PlayOn {
		e.Why = WhyNoneHeld
		return o
	}
	g.push(EvDraw, WhyPondEmpty, a)
	return next
}
