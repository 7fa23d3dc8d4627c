package engine

import "github.com/rulecard/rulecard/cards"

// View is what one seat knows: its own hand, the public record, and the
// public counts (hand sizes, books, the pond's size), with the dead asks
// that follow from the record. It holds no card the seat cannot see.
//
// A View is cheap to take: it shares the game's record rather than copying
// it, so it is valid until the game is reset or dealt again, and it does
// not change when the game goes on (take a new View after each move).
type View struct {
	rules     *Rules
	pack      cards.Pack
	seat      cards.Seat
	n         int
	turn      cards.Seat
	over      bool
	winners   cards.Seats
	hand      cards.Cards
	holders   cards.Seats
	pond      int
	sizes     [MaxPlayers]uint8
	books     [MaxPlayers]cards.Ranks
	hasDead   bool
	dead      [MaxPlayers]cards.Ranks
	deadCards [MaxPlayers]cards.Cards
	rec       []Event
}

// View returns what seat s knows. For a seat not at the table the view has
// no hand.
func (g *Game) View(s cards.Seat) View {
	var v View
	g.ViewInto(&v, s)
	return v
}

// ViewInto fills v with what seat s knows, as [Game.View] returns it,
// reusing v's memory.
func (g *Game) ViewInto(v *View, s cards.Seat) {
	v.rules, v.pack, v.seat, v.n = &g.rules, g.pack, s, g.n
	v.turn, v.over, v.winners = g.turn, g.over, g.winners
	v.pond = g.pondEnd - g.pondTop
	v.rec = g.rec[:len(g.rec):len(g.rec)]
	v.hand, v.holders = 0, g.holders
	v.books, v.sizes = g.books, g.sizes
	v.hasDead = false
	if !g.isSeat(s) {
		return
	}
	v.hand = g.hands[s]
	if g.rules.DeadAsks && v.pond == 0 && g.hasRef {
		v.dead, v.deadCards = g.refRank[s], g.refCard[s]
		any := cards.Cards(0)
		for o := range v.dead {
			any |= cards.Cards(v.dead[o]) | v.deadCards[o]
		}
		v.hasDead = any != 0
	}
}

// Seat returns the seat whose view this is.
func (v *View) Seat() cards.Seat { return v.seat }

// Players returns the number of players.
func (v *View) Players() int { return v.n }

// Turn returns the seat to move.
func (v *View) Turn() cards.Seat { return v.turn }

// Over reports whether the game is over.
func (v *View) Over() bool { return v.over }

// Winners returns the winners once the game is over.
func (v *View) Winners() cards.Seats { return v.winners }

// Rules returns the rules being played.
func (v *View) Rules() Rules {
	if v.rules == nil {
		return Rules{}
	}
	return *v.rules
}

// Pack returns the pack being played with.
func (v *View) Pack() cards.Pack { return v.pack }

// AskRule returns what the rules ask for (a shortcut for Rules().Ask).
func (v *View) AskRule() AskRule {
	if v.rules == nil {
		return AskForRank
	}
	return v.rules.Ask
}

// GiveRule returns what the asked player hands over on a hit (a shortcut
// for Rules().Give).
func (v *View) GiveRule() GiveRule {
	if v.rules == nil {
		return GiveAll
	}
	return v.rules.Give
}

// BookRule returns how books are laid (a shortcut for Rules().Books).
func (v *View) BookRule() BookRule {
	if v.rules == nil {
		return BookAtOnce
	}
	return v.rules.Books
}

// Hand returns the seat's own hand.
func (v *View) Hand() cards.Cards { return v.hand }

// HandSize returns how many cards seat s holds.
func (v *View) HandSize(s cards.Seat) int {
	if s < 0 || int(s) >= v.n {
		return 0
	}
	return int(v.sizes[s])
}

// Holders returns the seats that hold at least one card.
func (v *View) Holders() cards.Seats { return v.holders }

// Targets returns the seats this seat may ask: the others holding a card.
func (v *View) Targets() cards.Seats { return v.holders &^ (1 << (v.seat & 15)) }

// Books returns the ranks seat s has booked.
func (v *View) Books(s cards.Seat) cards.Ranks {
	if s < 0 || int(s) >= v.n {
		return 0
	}
	return v.books[s]
}

// Booked returns every rank booked by anyone.
func (v *View) Booked() cards.Ranks {
	var b cards.Ranks
	for _, r := range v.books[:v.n] {
		b |= r
	}
	return b
}

// PondSize returns the number of cards in the pond.
func (v *View) PondSize() int { return v.pond }

// Record returns the public record (shared with the game: do not change
// it).
func (v *View) Record() []Event { return v.rec }

// AnyDead reports whether this seat has any dead ask now.
func (v *View) AnyDead() bool { return v.hasDead }

// Dead returns the ranks this seat may not ask seat o for now: the dead
// asks (RULES.md 9). It is empty while the pond holds cards.
func (v *View) Dead(o cards.Seat) cards.Ranks {
	if !v.hasDead || o < 0 || int(o) >= v.n {
		return 0
	}
	return v.dead[o]
}

// DeadCards returns, with rules that ask for cards, the cards this seat
// may not ask seat o for now.
func (v *View) DeadCards(o cards.Seat) cards.Cards {
	if !v.hasDead || o < 0 || int(o) >= v.n {
		return 0
	}
	return v.deadCards[o]
}

// Claims returns the books this seat may claim, with rules where books
// are claimed as a move.
func (v *View) Claims() cards.Ranks {
	if v.rules == nil || v.rules.Books != BookClaim {
		return 0
	}
	return v.hand.Fours()
}
