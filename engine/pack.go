package engine

import "github.com/rulecard/rulecard/preset"

// Pack is the pack a game is played with ([preset.Pack]: 52 or 32 cards);
// [PackRanks], [PackCards] and [PackOrder] give its ranks and cards.
type Pack = preset.Pack

// The two packs.
const (
	Pack52 = preset.Pack52
	Pack32 = preset.Pack32
)

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
