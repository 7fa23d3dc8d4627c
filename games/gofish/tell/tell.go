package tell

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// Teller tells events and refusals in words, naming seats by Names (seat
// i is Names[i]; a seat without a name is "seat i").
type Teller struct {
	Names []string
}

// Name returns seat s's name.
func (t Teller) Name(s cards.Seat) string {
	if s >= 0 && int(s) < len(t.Names) && t.Names[s] != "" {
		return t.Names[s]
	}
	return fmt.Sprintf("seat %d", s)
}

// Tell tells an event as the table saw it: "Ana asks Ben for 7s: Ben hands
// over 7H 7C", "Ana goes fishing (draws a card)", "Ana lays a book of 7s".
func (t Teller) Tell(e engine.Event) string {
	who := t.Name(e.Seat)
	switch e.Kind {
	case engine.EvDeal:
		return fmt.Sprintf("%s is dealt %s", who, cardCount(int(e.Count)))
	case engine.EvStart:
		return fmt.Sprintf("the pond holds %s; %s plays first", cardCount(int(e.Pond)), who)
	case engine.EvAsk:
		return t.tellAsk(e)
	case engine.EvDraw:
		return t.tellDraw(e)
	case engine.EvBook:
		return t.tellBook(e)
	case engine.EvNewHand:
		return fmt.Sprintf("%s has no cards and draws a new hand of %s", who, cardCount(int(e.Count)))
	case engine.EvDrawOne:
		return fmt.Sprintf("%s has no cards, draws one and play passes", who)
	case engine.EvSkip:
		if e.Why == engine.WhyNobodyToAsk {
			return fmt.Sprintf("%s has nobody to ask; the turn passes", who)
		}
		return fmt.Sprintf("the pond is empty; %s is skipped", who)
	case engine.EvOut:
		return fmt.Sprintf("%s has no cards and is out", who)
	case engine.EvEnd:
		return t.tellEnd(e)
	}
	return fmt.Sprintf("event(%d)", uint8(e.Kind))
}

func (t Teller) tellAsk(e engine.Event) string {
	who, other := t.Name(e.Seat), t.Name(e.Other)
	what := e.Rank.Plural()
	if e.Card != 0 {
		what = e.Card.String()
	}
	head := fmt.Sprintf("%s asks %s for %s: ", who, other, what)
	switch {
	case e.Cards != 0 && e.Card != 0:
		return head + other + " hands it over"
	case e.Cards != 0:
		return head + other + " hands over " + e.Cards.String()
	case e.Why == engine.WhyNoneHeld:
		return head + other + " has none, and it is " + other + "'s turn"
	}
	return head + other + " says go fish"
}

func (t Teller) tellDraw(e engine.Event) string {
	who := t.Name(e.Seat)
	switch e.Why {
	case engine.WhyWish:
		return fmt.Sprintf("%s draws %s: a wish, and %s goes again", who, e.Card, who)
	case engine.WhyLucky:
		return fmt.Sprintf("%s goes fishing (draws a card), completes the %s: a lucky draw, and %s goes again",
			who, e.Rank.Plural(), who)
	case engine.WhyPondEmpty:
		return fmt.Sprintf("the pond is empty; %s draws nothing", who)
	}
	return who + " goes fishing (draws a card)"
}

func (t Teller) tellBook(e engine.Event) string {
	who, of := t.Name(e.Seat), e.Rank.Plural()
	switch e.Why {
	case engine.WhyFromDeal:
		return fmt.Sprintf("%s was dealt all four %s and lays them as a book", who, of)
	case engine.WhyClaimed:
		return fmt.Sprintf("%s claims a book of %s", who, of)
	case engine.WhyWaited:
		return fmt.Sprintf("%s lays the book of %s that waited for this turn", who, of)
	case engine.WhyAtEnd:
		return fmt.Sprintf("%s lays the book of %s still waiting in hand", who, of)
	case engine.WhyGiven:
		return fmt.Sprintf("%s has a book of %s already", who, of)
	}
	return fmt.Sprintf("%s lays a book of %s", who, of)
}

// endWhy says why a game ended ("" for a reason that ends none).
func endWhy(why engine.Why) string {
	switch why {
	case engine.WhyAllBooked:
		return "every rank is booked"
	case engine.WhyStockOut:
		return "the pond is empty"
	case engine.WhyPlayerOut:
		return "a player has no cards"
	case engine.WhyStuck:
		return "nobody can play"
	case engine.WhyBookedOut:
		return "a player has booked every card they held"
	}
	return ""
}

func (t Teller) tellEnd(e engine.Event) string {
	names := make([]string, 0, engine.MaxPlayers)
	for x := e.Winners; x != 0; x &= x - 1 {
		names = append(names, t.Name(x.First()))
	}
	head := "game over (" + endWhy(e.Why) + "): "
	books := plural(int(e.Count), "book")
	switch len(names) {
	case 0:
		return head + "nobody wins"
	case 1:
		return head + names[0] + " wins with " + books
	}
	return head + andList(names) + " share the win with " + books + " each"
}

// Err tells err in words: a refusal (a *engine.MoveError itself, not one
// wrapped) as Refusal tells it, any other error as its Error method says.
func (t Teller) Err(err error) string {
	if me, ok := err.(*engine.MoveError); ok {
		return t.Refusal(me)
	}
	return err.Error()
}

// Refusal tells why a move was refused: "dead-ask: Ben already said no
// sevens to Ana, and no card has moved since".
func (t Teller) Refusal(e *engine.MoveError) string {
	m := e.Move
	by, of := t.Name(m.By), t.Name(m.Of)
	what := m.Rank.Words()
	if m.Kind == engine.MoveAskCard {
		what = m.Card.String()
	}
	var msg string
	switch e.Kind {
	case engine.ErrGameOver:
		msg = "the game is over"
	case engine.ErrNoSuchSeat:
		bad := m.Of
		if m.By < 0 || int(m.By) >= e.Players {
			bad = m.By
		}
		msg = fmt.Sprintf("there is no seat %d (seats 0 to %d)", bad, e.Players-1)
	case engine.ErrNotYourTurn:
		msg = fmt.Sprintf("it is %s's turn, not %s's", t.Name(e.Turn), by)
	case engine.ErrWrongMoveKind:
		msg = wrongKind(e)
	case engine.ErrAskSelf:
		msg = by + " cannot ask " + by + "; ask another player"
	case engine.ErrEmptyHand:
		msg = of + " holds no cards to ask for"
	case engine.ErrNotHoldingRank:
		msg = fmt.Sprintf("%s holds no %s, so cannot ask for %s", by, askedRank(m).Words(), what)
	case engine.ErrDeadAsk:
		msg = fmt.Sprintf("%s already said no %s to %s, and no card has moved since; the pond is empty", of, what, by)
	case engine.ErrNotABook:
		msg = fmt.Sprintf("%s does not hold all four %s", by, what)
	case engine.ErrOwnCard:
		msg = fmt.Sprintf("%s holds %s; the %s rules allow no bluff", by, what, e.Rules)
	default:
		msg = "illegal move"
	}
	return e.Kind.String() + ": " + msg
}

func askedRank(m engine.Move) cards.Rank {
	if m.Kind == engine.MoveAskCard {
		return m.Card.Rank()
	}
	return m.Rank
}

func wrongKind(e *engine.MoveError) string {
	switch {
	case e.Move.Kind == engine.MoveClaim:
		return fmt.Sprintf("the %s rules lay books by themselves; there is no claiming", e.Rules)
	case e.Move.Kind > engine.MoveClaim:
		return fmt.Sprintf("%s is not a move", e.Move.Kind)
	case e.AskCard:
		return fmt.Sprintf("the %s rules ask for a card, not a rank", e.Rules)
	}
	return fmt.Sprintf("the %s rules ask for a rank, not a card", e.Rules)
}

func cardCount(n int) string { return plural(n, "card") }

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// andList joins words as English does: "a", "a and b", "a, b and c".
func andList(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
