package cards

import "fmt"

// Pack is a pack of cards, named by its size: the full 52-card pack (A 2 …
// 10 J Q K in four suits) or the 32-card short pack (7 8 9 10 J Q K A in
// four suits). [PackRanks], [PackCards] and [PackOrder] give its ranks and
// cards.
type Pack uint8

// The two packs.
const (
	Pack52 Pack = 52
	Pack32 Pack = 32
)

// PackOf returns the pack of the given size, or an error naming the two.
func PackOf(size int) (Pack, error) {
	switch size {
	case 52:
		return Pack52, nil
	case 32:
		return Pack32, nil
	}
	return 0, fmt.Errorf("bad pack %d: want 52 or 32", size)
}

// ParsePack returns the pack whose size s writes in decimal ("52", "32").
func ParsePack(s string) (Pack, error) {
	var size int
	if _, err := fmt.Sscan(s, &size); err != nil || fmt.Sprint(size) != s {
		return 0, fmt.Errorf("bad pack %q: want 52 or 32", s)
	}
	return PackOf(size)
}

// Valid reports whether p is one of the two packs.
func (p Pack) Valid() bool { return p == Pack52 || p == Pack32 }

// Size returns the number of cards in the pack.
func (p Pack) Size() int { return int(p) }

// String returns the pack's size as a word: "52" or "32".
func (p Pack) String() string { return fmt.Sprint(uint8(p)) }

const (
	fullRanks  Ranks = 0x3FFE // A to K
	shortRanks Ranks = 0x3F82 // A, 7 to K
)

// PackRanks returns the ranks in pack p.
func PackRanks(p Pack) Ranks {
	if p == Pack32 {
		return shortRanks
	}
	return fullRanks
}

// PackCards returns every card in pack p.
func PackCards(p Pack) Cards { return PackRanks(p).Cards() }

// PackOrder appends pack p's cards to buf in pack order: suit by suit (S H D
// C), and within a suit Ace first, then up to King (the short pack: A 7 8 9
// 10 J Q K).
func PackOrder(p Pack, buf []Card) []Card {
	rs := PackRanks(p)
	for s := Spades; s <= Clubs; s++ {
		for r := Ace; r <= King; r++ {
			if rs.Has(r) {
				buf = append(buf, NewCard(r, s))
			}
		}
	}
	return buf
}
