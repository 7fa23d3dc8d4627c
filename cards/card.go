package cards

import "fmt"

// Rank is a card's rank: Ace is 1, the number cards are their value, Jack
// is 11, Queen 12 and King 13. The zero Rank is no rank.
type Rank uint8

// The ranks, lowest first.
const (
	Ace   Rank = 1
	Two   Rank = 2
	Three Rank = 3
	Four  Rank = 4
	Five  Rank = 5
	Six   Rank = 6
	Seven Rank = 7
	Eight Rank = 8
	Nine  Rank = 9
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// NumRanks is the number of ranks in the full pack.
const NumRanks = 13

var rankTokens = [...]string{"", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}

var rankWords = [...]string{"", "ace", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten", "jack", "queen", "king"}

var rankPlurals = [...]string{"", "aces", "twos", "threes", "fours", "fives",
	"sixes", "sevens", "eights", "nines", "tens", "jacks", "queens", "kings"}

// Valid reports whether r is one of the thirteen ranks.
func (r Rank) Valid() bool { return r >= Ace && r <= King }

// String returns the rank's token: A 2 … 10 J Q K. An invalid rank prints
// as rank(N).
func (r Rank) String() string {
	if !r.Valid() {
		return fmt.Sprintf("rank(%d)", uint8(r))
	}
	return rankTokens[r]
}

// Word returns the rank's name in lower case: "ace", "seven", "king".
func (r Rank) Word() string {
	if !r.Valid() {
		return r.String()
	}
	return rankWords[r]
}

// Words returns the rank's plural name: "aces", "sixes", "kings".
func (r Rank) Words() string {
	if !r.Valid() {
		return r.String() + "s"
	}
	return rankPlurals[r]
}

// Plural returns the short plural: "7s", "10s", and the words for the
// court cards and aces ("jacks", "aces").
func (r Rank) Plural() string {
	if r >= Two && r <= Ten {
		return rankTokens[r] + "s"
	}
	return r.Words()
}

// ParseRank parses a rank token: "A", "2" … "10", "J", "Q", "K" (letters in
// either case).
func ParseRank(s string) (Rank, error) {
	for r := Ace; r <= King; r++ {
		if asciiFold(s, rankTokens[r]) {
			return r, nil
		}
	}
	return 0, fmt.Errorf("bad rank %q: want A, 2 to 10, J, Q or K", s)
}

// asciiFold reports whether s equals tok, an upper-case ASCII token, with
// ASCII letters in either case (and nothing beyond ASCII folded).
func asciiFold(s, tok string) bool {
	if len(s) != len(tok) {
		return false
	}
	for i := range len(s) {
		if c := s[i]; c != tok[i] && !('a' <= c && c <= 'z' && c-('a'-'A') == tok[i]) {
			return false
		}
	}
	return true
}

// Suit is a card's suit: Spades, Hearts, Diamonds or Clubs.
type Suit uint8

// The suits, in pack order.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
)

// NumSuits is the number of suits.
const NumSuits = 4

const suitLetters = "SHDC"

var suitWords = [...]string{"spades", "hearts", "diamonds", "clubs"}

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s < NumSuits }

// String returns the suit's letter: S, H, D or C.
func (s Suit) String() string {
	if !s.Valid() {
		return fmt.Sprintf("suit(%d)", uint8(s))
	}
	return suitLetters[s : s+1]
}

// Word returns the suit's name in lower case: "spades".
func (s Suit) Word() string {
	if !s.Valid() {
		return s.String()
	}
	return suitWords[s]
}

// ParseSuit parses a suit letter: S, H, D or C (either case).
func ParseSuit(s string) (Suit, error) {
	for i := range NumSuits {
		if asciiFold(s, suitLetters[i:i+1]) {
			return Suit(i), nil
		}
	}
	return 0, fmt.Errorf("bad suit %q: want S, H, D or C", s)
}

// Card is one playing card. It is a small integer, rank<<2 | suit, so a
// card is also its bit's index in a [Cards] set; the zero Card is no card.
type Card uint8

// NewCard returns the card of rank r and suit s.
func NewCard(r Rank, s Suit) Card { return Card(r)<<2 | Card(s&3) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c & 3) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c.Rank().Valid() }

// String returns the card's token, rank then suit: "7S", "10H", "KD", "AS".
// An invalid card prints as card(N).
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("card(%d)", uint8(c))
	}
	return rankTokens[c.Rank()] + c.Suit().String()
}

// ParseCard parses a card token, rank then suit: "7S", "10H", "KD", "AS"
// (letters in either case).
func ParseCard(s string) (Card, error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, fmt.Errorf("bad card %q: want a rank then a suit, as in 7S or 10H", s)
	}
	r, err := ParseRank(s[:len(s)-1])
	if err != nil {
		return 0, fmt.Errorf("bad card %q: %w", s, err)
	}
	u, err := ParseSuit(s[len(s)-1:])
	if err != nil {
		return 0, fmt.Errorf("bad card %q: %w", s, err)
	}
	return NewCard(r, u), nil
}
