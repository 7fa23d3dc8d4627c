package engine

import "fmt"

// Pack is the pack a game is played with, named by its size: the full
// 52-card pack (A 2 … 10 J Q K in four suits) or the 32-card short pack
// (7 8 9 10 J Q K A in four suits).
type Pack uint8

// The two packs.
const (
	Pack52 Pack = 52
	Pack32 Pack = 32
)

const (
	fullRanks  Ranks = 0x3FFE // A to K
	shortRanks Ranks = 0x3F82 // A, 7 to K
)

// ParsePack returns the pack of the given size: 52 or 32.
func ParsePack(size int) (Pack, error) {
	switch size {
	case 52:
		return Pack52, nil
	case 32:
		return Pack32, nil
	}
	return 0, fmt.Errorf("bad pack %d: want 52 or 32", size)
}

// Valid reports whether p is one of the two packs.
func (p Pack) Valid() bool { return p == Pack52 || p == Pack32 }

// Size returns the number of cards in the pack.
func (p Pack) Size() int { return int(p) }

// String returns the pack's size as a word: "52" or "32".
func (p Pack) String() string { return fmt.Sprint(uint8(p)) }

// Ranks returns the ranks in the pack.
func (p Pack) Ranks() Ranks {
	if p == Pack32 {
		return shortRanks
	}
	return fullRanks
}

// Cards returns every card in the pack.
func (p Pack) Cards() Cards { return p.Ranks().Cards() }

// Order appends the pack's cards to buf in pack order: suit by suit (S H D
// C), and within a suit Ace first, then up to King (the short pack: A 7 8 9
// 10 J Q K).
func (p Pack) Order(buf []Card) []Card {
	rs := p.Ranks()
	for s := Spades; s <= Clubs; s++ {
		for r := Ace; r <= King; r++ {
			if rs.Has(r) {
				buf = append(buf, NewCard(r, s))
			}
		}
	}
	return buf
}
