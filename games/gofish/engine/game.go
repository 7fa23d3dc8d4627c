package engine

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/rulecard/rulecard/cards"
)

// Game is the full state of one game: every hand, the pond, the books, the
// remembered refusals and the public record. It is private to the engine;
// players see it through a [View].
//
// A Game's memory is reused by [Game.Redeal] and [Game.Reset], which play a
// new game without allocating.
type Game struct {
	rules Rules
	pack  cards.Pack
	n     int
	hands [MaxPlayers]cards.Cards
	// sizes and holders are the hands' public counts and the seats holding
	// a card, kept with every change of a hand (see setHand): a view copies
	// them rather than counting every hand at every move.
	sizes   [MaxPlayers]uint8
	holders cards.Seats
	books   [MaxPlayers]cards.Ranks
	booked  cards.Ranks
	// allRanks are the ranks of the pack: booked == allRanks ends the game.
	allRanks cards.Ranks
	out      cards.Seats
	// bookedOut are the seats that laid their last card in a book while
	// the pond held cards (EndBookedOut).
	bookedOut cards.Seats
	// pond holds the pond from pondTop to pondEnd; its length is a power
	// of two, so that a masked index needs no bounds check.
	pond    [64]cards.Card
	pondTop int
	pondEnd int
	turn    cards.Seat
	over    bool
	winners cards.Seats

	// refRank[a][o] are the ranks o refused a since a card last moved
	// into a hand; refCard the same for cards (AskForCard).
	refRank [MaxPlayers][MaxPlayers]cards.Ranks
	refCard [MaxPlayers][MaxPlayers]cards.Cards
	hasRef  bool

	rec []Event
	// bookOrder lists the ranks in the order they were booked; a move's
	// books are a slice of it.
	bookOrder [cards.NumRanks]cards.Rank
	nbooked   int
	gets      [4]cards.Card
	// got, drawn and wished are the last move's cards handed over, card
	// drawn after a miss and wish, for Play's Outcome.
	got    cards.Cards
	drawn  cards.Card
	wished bool

	pcg rand.PCG
	// deck is the pack being shuffled; order the pack in pack order, for
	// orderOf. Their length is a power of two, so that a masked index
	// needs no bounds check.
	deck    [64]cards.Card
	order   [64]cards.Card
	orderOf cards.Pack
}

// Setup is a position to start a game from: the rules, the pack, every
// hand, the books already laid and the pond.
type Setup struct {
	Rules Rules
	Pack  cards.Pack
	// Hands holds each seat's hand; its length is the player count.
	Hands [][]cards.Card
	// Books holds the ranks each seat has already booked; it may be nil
	// or shorter than Hands.
	Books [][]cards.Rank
	// Pond is the whole pond, top card first.
	Pond []cards.Card
	// Turn is the seat to move.
	Turn cards.Seat
}

// NewGame starts a game from a setup. It checks the player count against
// the rules and that every card of the pack is in exactly one place (a
// hand, a book or the pond), then lays any four of a rank in a hand as a
// book (RULES.md 3; not when books are claimed), in the record, and begins
// the turn of s.Turn.
func NewGame(s Setup) (*Game, error) {
	g := &Game{}
	if err := g.Reset(s); err != nil {
		return nil, err
	}
	return g, nil
}

// Reset starts a new game from a setup in g's memory, as [NewGame] does.
// On error g is unchanged.
func (g *Game) Reset(s Setup) error {
	if err := checkSetup(&s); err != nil {
		return err
	}
	g.begin(s.Rules, s.Pack, len(s.Hands))
	for i, h := range s.Hands {
		for _, c := range h {
			g.hands[i] = g.hands[i].Add(c)
		}
	}
	for i, bs := range s.Books {
		for _, r := range bs {
			g.books[i] = g.books[i].Add(r)
			g.booked = g.booked.Add(r)
		}
	}
	g.pondEnd = copy(g.pond[:], s.Pond)
	g.countHands()
	g.start(s.Turn)
	return nil
}

// begin clears g for a new game of n players.
func (g *Game) begin(r Rules, p cards.Pack, n int) {
	g.rules, g.pack, g.n = r, p, n
	g.allRanks = cards.PackRanks(p)
	g.hands = [MaxPlayers]cards.Cards{}
	g.sizes, g.holders = [MaxPlayers]uint8{}, 0
	g.books = [MaxPlayers]cards.Ranks{}
	g.booked, g.out, g.winners, g.bookedOut = 0, 0, 0, 0
	g.pondTop, g.pondEnd = 0, 0
	g.over = false
	if g.hasRef {
		// Refusals are all clear when none is remembered (clearRefusals).
		g.refRank = [MaxPlayers][MaxPlayers]cards.Ranks{}
		g.refCard = [MaxPlayers][MaxPlayers]cards.Cards{}
		g.hasRef = false
	}
	g.nbooked = 0
	if g.rec == nil {
		g.rec = make([]Event, 0, 256)
	}
	g.rec = g.rec[:0]
}

// start records the deal, lays the books from the deal and begins the
// first turn.
func (g *Game) start(first cards.Seat) {
	for s := cards.Seat(0); s < cards.Seat(g.n); s++ {
		g.push(EvDeal, WhyNone, s).Count = uint8(g.hands[s].Len())
	}
	for s := cards.Seat(0); s < cards.Seat(g.n); s++ {
		for x := g.books[s]; x != 0; x &= x - 1 {
			g.push(EvBook, WhyGiven, s).Rank = x.First()
		}
	}
	if g.rules.Books != BookClaim {
		for s := cards.Seat(0); s < cards.Seat(g.n); s++ {
			g.layBooks(s, WhyFromDeal)
		}
	}
	g.push(EvStart, WhyNone, first)
	g.turn = first
	if !g.checkEnd() {
		g.startTurn(first)
	}
}

// checkSetup reports every problem with a setup, sorted.
func checkSetup(s *Setup) error {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	if err := s.Rules.Check(); err != nil {
		bad("rules %s: %v", s.Rules.Name, err)
	}
	n := len(s.Hands)
	switch {
	case !s.Pack.Valid():
		bad("pack %d: want 52 or 32", uint8(s.Pack))
	case !s.Rules.Packs.Has(s.Pack):
		bad("pack: the %s rules are not played with the %d-card pack", s.Rules.Name, s.Pack)
	}
	if !s.Rules.Players.Has(n) || n > MaxPlayers {
		bad("players: %d seats, but the %s rules seat %d to %d", n, s.Rules.Name, s.Rules.Players.Min, s.Rules.Players.Max)
	}
	if len(s.Books) > n {
		bad("books: %d seats have books, but there are %d seats", len(s.Books), n)
	}
	if s.Turn < 0 || int(s.Turn) >= n {
		bad("turn: no seat %d", s.Turn)
	}
	if s.Pack.Valid() {
		probs = append(probs, placeCards(s)...)
	}
	if len(probs) == 0 {
		return nil
	}
	sort.Strings(probs)
	return &SetupError{Problems: probs}
}

// placeCards checks that every card of the pack is in exactly one place.
func placeCards(s *Setup) []string {
	var probs []string
	var where [64]string
	put := func(c cards.Card, place string) {
		switch {
		case !c.Valid() || !cards.PackCards(s.Pack).Has(c):
			probs = append(probs, fmt.Sprintf("%s in %s is not a card of the %d-card pack", c, place, s.Pack))
		case where[c] != "":
			probs = append(probs, fmt.Sprintf("%s is dealt twice: in %s and in %s", c, where[c], place))
		default:
			where[c] = place
		}
	}
	for i, h := range s.Hands {
		for _, c := range h {
			put(c, fmt.Sprintf("seat %d's hand", i))
		}
	}
	for i := 0; i < len(s.Books) && i < MaxPlayers; i++ {
		for _, r := range s.Books[i] {
			if !r.Valid() || !cards.PackRanks(s.Pack).Has(r) {
				probs = append(probs, fmt.Sprintf("seat %d's book of %s is not a rank of the %d-card pack", i, r, s.Pack))
				continue
			}
			for x := cards.RankCards(r); x != 0; x &= x - 1 {
				put(x.First(), fmt.Sprintf("seat %d's book of %s", i, r))
			}
		}
	}
	for _, c := range s.Pond {
		put(c, "the pond")
	}
	for x := cards.PackCards(s.Pack); x != 0; x &= x - 1 {
		if c := x.First(); where[c] == "" {
			probs = append(probs, fmt.Sprintf("%s is missing", c))
		}
	}
	return probs
}

// SetupError lists every problem found with a [Setup], sorted.
type SetupError struct {
	Problems []string
}

// Error joins the problems with "; ".
func (e *SetupError) Error() string { return "bad setup: " + strings.Join(e.Problems, "; ") }

// Rules returns the rules being played.
func (g *Game) Rules() Rules { return g.rules }

// Pack returns the pack being played with.
func (g *Game) Pack() cards.Pack { return g.pack }

// Players returns the number of players.
func (g *Game) Players() int { return g.n }

// Turn returns the seat to move (when the game is over, the last to move).
func (g *Game) Turn() cards.Seat { return g.turn }

// Over reports whether the game is over.
func (g *Game) Over() bool { return g.over }

// Winners returns the winners, lowest seat first; several winners share
// the win. It is empty until the game is over.
func (g *Game) Winners() []cards.Seat { return g.winners.Append(nil) }

// WinnerSet returns the winners as a set.
func (g *Game) WinnerSet() cards.Seats { return g.winners }

// OutSeats returns the seats that are out of the game (EmptyOut): they
// are passed over without a word from then on.
func (g *Game) OutSeats() cards.Seats { return g.out }

// Hand returns seat s's hand, in card order, or nil for no such seat.
func (g *Game) Hand(s cards.Seat) []cards.Card { return g.HandSet(s).Append(nil) }

// HandSet returns seat s's hand as a set.
func (g *Game) HandSet(s cards.Seat) cards.Cards {
	if !g.isSeat(s) {
		return 0
	}
	return g.hands[s]
}

// Books returns the ranks seat s has booked, lowest first.
func (g *Game) Books(s cards.Seat) []cards.Rank { return g.BookSet(s).Append(nil) }

// BookSet returns the ranks seat s has booked as a set.
func (g *Game) BookSet(s cards.Seat) cards.Ranks {
	if !g.isSeat(s) {
		return 0
	}
	return g.books[s]
}

// PondSize returns the number of cards in the pond.
func (g *Game) PondSize() int { return g.pondEnd - g.pondTop }

// Pond returns the pond, top card first.
func (g *Game) Pond() []cards.Card { return append([]cards.Card(nil), g.pond[g.pondTop:g.pondEnd]...) }

// Record returns the public record. The slice is the game's own: read it,
// do not change it; it is valid until the game is reset or dealt again.
func (g *Game) Record() []Event { return g.rec[:len(g.rec):len(g.rec)] }

func (g *Game) isSeat(s cards.Seat) bool { return s >= 0 && int(s) < g.n }

// push appends an event to the record and returns it for the caller to
// fill in; the pointer is valid until the next push. The event is written
// in place, field by field: building it elsewhere and copying it costs more
// than the rest of a move.
func (g *Game) push(k EventKind, why Why, s cards.Seat) *Event {
	n := len(g.rec)
	if n < cap(g.rec) {
		g.rec = g.rec[:n+1]
	} else {
		g.rec = append(g.rec, Event{})
	}
	e := &g.rec[n]
	*e = Event{}
	e.Kind, e.Why, e.Seat = k, why, s
	e.Pond = uint8(g.pondEnd - g.pondTop)
	return e
}

// setHand makes h seat s's hand, and keeps its public counts.
func (g *Game) setHand(s cards.Seat, h cards.Cards) { g.setHandOf(s, h, h.Len()) }

// setHandOf is setHand for a hand of n cards, where the move knows n
// without counting: a count in the moves' path costs a check of the
// processor's popcount and the spills around its fallback call.
func (g *Game) setHandOf(s cards.Seat, h cards.Cards, n int) {
	s &= MaxPlayers - 1
	g.hands[s] = h
	g.sizes[s] = uint8(n)
	bit := cards.Seats(1) << s
	g.holders = g.holders&^bit | bit*cards.Seats(b2i(h != 0))
}

// countHands sets every seat's public counts from the hands, after a deal.
func (g *Game) countHands() {
	for s := range cards.Seat(g.n) {
		g.setHand(s, g.hands[s])
	}
}

func (g *Game) clearRefusals() {
	if g.hasRef {
		g.refRank = [MaxPlayers][MaxPlayers]cards.Ranks{}
		if g.rules.Ask == AskForCard {
			g.refCard = [MaxPlayers][MaxPlayers]cards.Cards{}
		}
		g.hasRef = false
	}
}
