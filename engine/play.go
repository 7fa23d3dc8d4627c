package engine

import "fmt"

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
	By   Seat
	Of   Seat
	Kind MoveKind
	Rank Rank
	Card Card
}

// Outcome is what a legal move led to. Gets and Books share the game's
// memory: they are valid until the next move, Reset or Redeal; copy them to
// keep them.
type Outcome struct {
	// Gets are the cards handed over to the mover, none on a miss.
	Gets []Card
	// Books are the ranks booked as a result of the move, by anyone (new
	// hands drawn afterwards included), in the order they were laid.
	Books []Rank
	// Next is the seat to move next, after any skipping and new hands.
	Next Seat
	// Drew reports whether the mover drew from the pond after a miss, and
	// Draw is the card drawn (seen by the mover alone unless Wish).
	Drew bool
	Draw Card
	// Wish reports whether the card drawn was what was asked for: it was
	// shown, and the mover goes again.
	Wish bool
	// Over reports whether the game is over.
	Over bool
}

// Play makes a move for the seat to move. An illegal move is refused with
// a *[MoveError] and changes nothing.
func (g *Game) Play(m Move) (Outcome, error) {
	g.got, g.drawn, g.wished = 0, 0, false
	first := g.nbooked
	if err := g.play(&m); err != nil {
		return Outcome{}, err
	}
	return Outcome{
		Gets:  g.got.Append(g.gets[:0]),
		Books: g.bookOrder[first:g.nbooked:g.nbooked],
		Next:  g.turn,
		Drew:  g.drawn != 0,
		Draw:  g.drawn,
		Wish:  g.wished,
		Over:  g.over,
	}, nil
}

// Do makes the move *m as [Game.Play] does (*m is not changed), without
// reporting the outcome: the cheaper call where only the game's state
// matters, as in simulations.
func (g *Game) Do(m *Move) error {
	return g.play(m)
}

func (g *Game) play(m *Move) error {
	// A legal ask for a rank with no dead asks about is the common move:
	// it is checked here at less cost, and refuse has the last word on
	// every other.
	plain := m.Kind == MoveAsk && g.rules.Ask == AskForRank && !g.over && !g.hasRef &&
		m.By == g.turn && m.Of != m.By && uint(m.Of) < uint(g.n) && g.hands[m.Of] != 0 &&
		m.Rank.Valid() && g.hands[m.By].OfRank(m.Rank) != 0
	if !plain {
		if k := g.refuse(m); k != 0 {
			return g.moveError(k, *m)
		}
	}
	if m.Kind == MoveClaim {
		g.book(m.By, m.Rank, WhyClaimed)
		if !g.checkEnd() {
			g.startTurn(m.By)
		}
	} else {
		g.ask(m)
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
func (g *Game) isDead(a, o Seat, r Rank, c Card, card bool) bool {
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

// ask plays a legal ask (RULES.md 4 to 8).
func (g *Game) ask(m *Move) {
	a, o := m.By, m.Of
	r, want := m.Rank, RankCards(m.Rank)
	if m.Kind == MoveAskCard {
		r, want = m.Card.Rank(), CardsOf(m.Card)
	}
	got := g.hands[o] & want
	e := g.push(EvAsk, WhyNone, a)
	e.Other, e.Rank = o, r
	if m.Kind == MoveAskCard {
		e.Card = m.Card
	}
	if got == 0 {
		g.miss(m, e)
		return
	}
	if g.rules.Give == GiveOne {
		got &= -got
	}
	e.Cards = got
	g.setHand(o, g.hands[o]&^got)
	g.setHand(a, g.hands[a]|got)
	g.clearRefusals()
	g.got = got
	// Only the rank handed over can have made a new book.
	if g.rules.Books != BookClaim && g.hands[a].Count(r) == 4 {
		g.book(a, r, WhyNone)
	}
	if !g.checkEnd() {
		g.startTurn(a)
	}
}

// miss plays an ask the asked player cannot answer, whose event e is
// already in the record: go fish (RULES.md 6 and 7), or with play-on and
// an empty pond, the asked player's turn.
func (g *Game) miss(m *Move, e *Event) {
	a, o := m.By, m.Of
	empty := g.pondTop == g.pondEnd
	if g.rules.DeadAsks && empty {
		// While the pond holds cards the draw below clears every refusal,
		// so only refusals made with an empty pond are remembered.
		if m.Kind == MoveAskCard {
			g.refCard[a][o] = g.refCard[a][o].Add(m.Card)
		} else {
			g.refRank[a][o] = g.refRank[a][o].Add(m.Rank)
		}
		g.hasRef = true
	}
	next := g.next(a)
	if g.rules.AfterMiss == MissAsked {
		next = o
	}
	e.Why = WhyGoFish
	switch {
	case empty && g.rules.PlayOn:
		e.Why = WhyNoneHeld
		next = o
	case empty:
		g.push(EvDraw, WhyPondEmpty, a)
	default:
		if g.fish(m) {
			next = a
		}
	}
	if !g.checkEnd() {
		g.startTurn(next)
	}
}

// fish draws the asker's card after a go fish and reports whether the
// asker goes again (a wish, or a lucky draw).
func (g *Game) fish(m *Move) bool {
	a := m.By
	card := m.Kind == MoveAskCard
	bluff := card && g.hands[a].Has(m.Card)
	c := g.draw()
	g.setHand(a, g.hands[a].Add(c))
	g.clearRefusals()
	g.drawn = c
	wish := g.rules.Wish && !bluff && (card && c == m.Card || !card && c.Rank() == m.Rank)
	lucky := g.rules.LuckyDraw && !bluff && g.hands[a].Count(c.Rank()) == 4
	switch {
	case wish:
		g.wished = true
		e := g.push(EvDraw, WhyWish, a)
		e.Rank, e.Card = c.Rank(), c
	case lucky:
		g.push(EvDraw, WhyLucky, a).Rank = c.Rank()
	default:
		g.push(EvDraw, WhyHidden, a)
	}
	again := wish || lucky
	if g.hands[a].Count(c.Rank()) == 4 && (g.rules.Books == BookAtOnce || g.rules.Books == BookNextTurn && again) {
		g.book(a, c.Rank(), WhyNone)
	}
	return again
}
