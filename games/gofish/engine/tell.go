package engine

import (
	"fmt"
	"strings"

	"github.com/rulecard/rulecard/cards"
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
func (t Teller) Tell(e Event) string {
	who := t.Name(e.Seat)
	switch e.Kind {
	case EvDeal:
		return fmt.Sprintf("%s is dealt %s", who, cardCount(int(e.Count)))
	case EvStart:
		return fmt.Sprintf("the pond holds %s; %s plays first", cardCount(int(e.Pond)), who)
	case EvAsk:
		return t.tellAsk(e)
	case EvDraw:
		return t.tellDraw(e)
	case EvBook:
		return t.tellBook(e)
	case EvNewHand:
		return fmt.Sprintf("%s has no cards and draws a new hand of %s", who, cardCount(int(e.Count)))
	case EvDrawOne:
		return fmt.Sprintf("%s has no cards, draws one and play passes", who)
	case EvSkip:
		if e.Why == WhyNobodyToAsk {
			return fmt.Sprintf("%s has nobody to ask; the turn passes", who)
		}
		return fmt.Sprintf("the pond is empty; %s is skipped", who)
	case EvOut:
		return fmt.Sprintf("%s has no cards and is out", who)
	case EvEnd:
		return t.tellEnd(e)
	}
	return fmt.Sprintf("event(%d)", uint8(e.Kind))
}

func (t Teller) tellAsk(e Event) string {
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
	case e.Why == WhyNoneHeld:
		return head + other + " has none, and it is " + other + "'s turn"
	}
	return head + other + " says go fish"
}

func (t Teller) tellDraw(e Event) string {
	who := t.Name(e.Seat)
	switch e.Why {
	case WhyWish:
		return fmt.Sprintf("%s draws %s: a wish, and %s goes again", who, e.Card, who)
	case WhyLucky:
		return fmt.Sprintf("%s goes fishing (draws a card), completes the %s: a lucky draw, and %s goes again",
			who, e.Rank.Plural(), who)
	case WhyPondEmpty:
		return fmt.Sprintf("the pond is empty; %s draws nothing", who)
	}
	return who + " goes fishing (draws a card)"
}

func (t Teller) tellBook(e Event) string {
	who, of := t.Name(e.Seat), e.Rank.Plural()
	switch e.Why {
	case WhyFromDeal:
		return fmt.Sprintf("%s was dealt all four %s and lays them as a book", who, of)
	case WhyClaimed:
		return fmt.Sprintf("%s claims a book of %s", who, of)
	case WhyWaited:
		return fmt.Sprintf("%s lays the book of %s that waited for this turn", who, of)
	case WhyAtEnd:
		return fmt.Sprintf("%s lays the book of %s still waiting in hand", who, of)
	case WhyGiven:
		return fmt.Sprintf("%s has a book of %s already", who, of)
	}
	return fmt.Sprintf("%s lays a book of %s", who, of)
}

// endWhy says why a game ended ("" for a reason that ends none).
func endWhy(why Why) string {
	switch why {
	case WhyAllBooked:
		return "every rank is booked"
	case WhyStockOut:
		return "the pond is empty"
	case WhyPlayerOut:
		return "a player has no cards"
	case WhyStuck:
		return "nobody can play"
	case WhyBookedOut:
		return "a player has booked every card they held"
	}
	return ""
}

func (t Teller) tellEnd(e Event) string {
	names := make([]string, 0, MaxPlayers)
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

// Refusal tells why a move was refused: "dead-ask: Ben already said no
// sevens to Ana, and no card has moved since".
func (t Teller) Refusal(e *MoveError) string {
	m := e.Move
	by, of := t.Name(m.By), t.Name(m.Of)
	what := m.Rank.Words()
	if m.Kind == MoveAskCard {
		what = m.Card.String()
	}
	var msg string
	switch e.Kind {
	case ErrGameOver:
		msg = "the game is over"
	case ErrNoSuchSeat:
		bad := m.Of
		if m.By < 0 || int(m.By) >= e.Players {
			bad = m.By
		}
		msg = fmt.Sprintf("there is no seat %d (seats 0 to %d)", bad, e.Players-1)
	case ErrNotYourTurn:
		msg = fmt.Sprintf("it is %s's turn, not %s's", t.Name(e.Turn), by)
	case ErrWrongMoveKind:
		msg = wrongKind(e)
	case ErrAskSelf:
		msg = by + " cannot ask " + by + "; ask another player"
	case ErrEmptyHand:
		msg = of + " holds no cards to ask for"
	case ErrNotHoldingRank:
		msg = fmt.Sprintf("%s holds no %s, so cannot ask for %s", by, askedRank(m).Words(), what)
	case ErrDeadAsk:
		msg = fmt.Sprintf("%s already said no %s to %s, and no card has moved since; the pond is empty", of, what, by)
	case ErrNotABook:
		msg = fmt.Sprintf("%s does not hold all four %s", by, what)
	case ErrOwnCard:
		msg = fmt.Sprintf("%s holds %s; the %s rules allow no bluff", by, what, e.Rules)
	default:
		msg = "illegal move"
	}
	return e.Kind.String() + ": " + msg
}

func askedRank(m Move) cards.Rank {
	if m.Kind == MoveAskCard {
		return m.Card.Rank()
	}
	return m.Rank
}

func wrongKind(e *MoveError) string {
	switch {
	case e.Move.Kind == MoveClaim:
		return fmt.Sprintf("the %s rules lay books by themselves; there is no claiming", e.Rules)
	case e.Move.Kind > MoveClaim:
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
