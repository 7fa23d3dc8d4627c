package cards

import (
	"math/bits"
	"strings"
)

// Cards is a set of cards: bit c is card c. A rank's four cards are one
// nibble, so per-rank questions are a shift and a mask.
type Cards uint64

// nibbles has the lowest bit of every nibble set.
const nibbles = 0x1111111111111111

// CardsOf returns the set holding the given cards.
func CardsOf(cs ...Card) Cards {
	var s Cards
	for _, c := range cs {
		s = s.Add(c)
	}
	return s
}

// RankCards returns the four cards of rank r.
func RankCards(r Rank) Cards { return Cards(0xF) << (uint(r&15) << 2) }

// Has reports whether c is in the set.
func (s Cards) Has(c Card) bool { return c < 64 && s&(1<<c) != 0 }

// Add returns the set with c added.
func (s Cards) Add(c Card) Cards { return s | 1<<(c&63) }

// Remove returns the set without c.
func (s Cards) Remove(c Card) Cards { return s &^ (1 << (c & 63)) }

// Len returns the number of cards in the set.
func (s Cards) Len() int { return bits.OnesCount64(uint64(s)) }

// OfRank returns the cards of rank r in the set.
func (s Cards) OfRank(r Rank) Cards { return s & RankCards(r) }

// Count returns how many cards of rank r the set holds.
func (s Cards) Count(r Rank) int { return int(nibbleLen[s>>(uint(r&15)<<2)&0xF]) }

// nibbleLen[x] is the number of bits set in the nibble x.
var nibbleLen = [16]uint8{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4}

// First returns the lowest card in the set (rank, then suit S H D C), or the
// zero Card if the set is empty.
func (s Cards) First() Card {
	if s == 0 {
		return 0
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// Ranks returns the ranks of which the set holds at least one card.
func (s Cards) Ranks() Ranks {
	x := uint64(s)
	x |= x >> 1
	x |= x >> 2
	return gather(x & nibbles)
}

// Fours returns the ranks of which the set holds all four cards.
func (s Cards) Fours() Ranks {
	x := uint64(s)
	return gather(x & (x >> 1) & (x >> 2) & (x >> 3) & nibbles)
}

// gather packs the lowest bit of each nibble of x into bit k of the result.
func gather(x uint64) Ranks {
	x = (x | x>>3) & 0x0303030303030303
	x = (x | x>>6) & 0x000F000F000F000F
	x = (x | x>>12) & 0x000000FF000000FF
	x = (x | x>>24) & 0xFFFF
	return Ranks(x)
}

// Append appends the set's cards to buf in order (rank, then suit S H D C).
func (s Cards) Append(buf []Card) []Card {
	for x := uint64(s); x != 0; x &= x - 1 {
		buf = append(buf, Card(bits.TrailingZeros64(x)))
	}
	return buf
}

// String lists the cards separated by spaces: "7S 7H KD".
func (s Cards) String() string {
	var b strings.Builder
	for x := uint64(s); x != 0; x &= x - 1 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Card(bits.TrailingZeros64(x)).String())
	}
	return b.String()
}

// Ranks is a set of ranks: bit r is rank r.
type Ranks uint16

// RanksOf returns the set holding the given ranks.
func RanksOf(rs ...Rank) Ranks {
	var s Ranks
	for _, r := range rs {
		s = s.Add(r)
	}
	return s
}

// Has reports whether r is in the set.
func (s Ranks) Has(r Rank) bool { return r < 16 && s&(1<<r) != 0 }

// Add returns the set with r added.
func (s Ranks) Add(r Rank) Ranks { return s | 1<<(r&15) }

// Remove returns the set without r.
func (s Ranks) Remove(r Rank) Ranks { return s &^ (1 << (r & 15)) }

// Len returns the number of ranks in the set.
func (s Ranks) Len() int { return bits.OnesCount16(uint16(s)) }

// First returns the lowest rank in the set, or 0 if it is empty.
func (s Ranks) First() Rank {
	if s == 0 {
		return 0
	}
	return Rank(bits.TrailingZeros16(uint16(s)))
}

// Nth returns the k-th lowest rank in the set, from 0, or 0 if the set
// has k ranks or fewer.
func (s Ranks) Nth(k int) Rank {
	// A random rank falls in either byte of the set: both are read and
	// one is kept, with no branch to mispredict. A negative k fails the
	// unsigned comparison.
	lo := bits.OnesCount8(uint8(s))
	if uint(k) >= uint(lo+bits.OnesCount8(uint8(s>>8))) {
		return 0
	}
	// (As ints: a conditional move takes no byte.)
	r, low := 8+int(nthBit[uint8(s>>8)][(k-lo)&7]), int(nthBit[uint8(s)][k&7])
	if k < lo {
		r = low
	}
	return Rank(r)
}

// nthBit[b][k] is the index of the k-th lowest set bit of b (8 if there is
// none), written out (TestNthBitIsEveryBitInOrder holds it to the bits).
var nthBit = [256][8]uint8{
	{8, 8, 8, 8, 8, 8, 8, 8}, {0, 8, 8, 8, 8, 8, 8, 8}, {1, 8, 8, 8, 8, 8, 8, 8}, {0, 1, 8, 8, 8, 8, 8, 8}, // 0-3
	{2, 8, 8, 8, 8, 8, 8, 8}, {0, 2, 8, 8, 8, 8, 8, 8}, {1, 2, 8, 8, 8, 8, 8, 8}, {0, 1, 2, 8, 8, 8, 8, 8}, // 4-7
	{3, 8, 8, 8, 8, 8, 8, 8}, {0, 3, 8, 8, 8, 8, 8, 8}, {1, 3, 8, 8, 8, 8, 8, 8}, {0, 1, 3, 8, 8, 8, 8, 8}, // 8-11
	{2, 3, 8, 8, 8, 8, 8, 8}, {0, 2, 3, 8, 8, 8, 8, 8}, {1, 2, 3, 8, 8, 8, 8, 8}, {0, 1, 2, 3, 8, 8, 8, 8}, // 12-15
	{4, 8, 8, 8, 8, 8, 8, 8}, {0, 4, 8, 8, 8, 8, 8, 8}, {1, 4, 8, 8, 8, 8, 8, 8}, {0, 1, 4, 8, 8, 8, 8, 8}, // 16-19
	{2, 4, 8, 8, 8, 8, 8, 8}, {0, 2, 4, 8, 8, 8, 8, 8}, {1, 2, 4, 8, 8, 8, 8, 8}, {0, 1, 2, 4, 8, 8, 8, 8}, // 20-23
	{3, 4, 8, 8, 8, 8, 8, 8}, {0, 3, 4, 8, 8, 8, 8, 8}, {1, 3, 4, 8, 8, 8, 8, 8}, {0, 1, 3, 4, 8, 8, 8, 8}, // 24-27
	{2, 3, 4, 8, 8, 8, 8, 8}, {0, 2, 3, 4, 8, 8, 8, 8}, {1, 2, 3, 4, 8, 8, 8, 8}, {0, 1, 2, 3, 4, 8, 8, 8}, // 28-31
	{5, 8, 8, 8, 8, 8, 8, 8}, {0, 5, 8, 8, 8, 8, 8, 8}, {1, 5, 8, 8, 8, 8, 8, 8}, {0, 1, 5, 8, 8, 8, 8, 8}, // 32-35
	{2, 5, 8, 8, 8, 8, 8, 8}, {0, 2, 5, 8, 8, 8, 8, 8}, {1, 2, 5, 8, 8, 8, 8, 8}, {0, 1, 2, 5, 8, 8, 8, 8}, // 36-39
	{3, 5, 8, 8, 8, 8, 8, 8}, {0, 3, 5, 8, 8, 8, 8, 8}, {1, 3, 5, 8, 8, 8, 8, 8}, {0, 1, 3, 5, 8, 8, 8, 8}, // 40-43
	{2, 3, 5, 8, 8, 8, 8, 8}, {0, 2, 3, 5, 8, 8, 8, 8}, {1, 2, 3, 5, 8, 8, 8, 8}, {0, 1, 2, 3, 5, 8, 8, 8}, // 44-47
	{4, 5, 8, 8, 8, 8, 8, 8}, {0, 4, 5, 8, 8, 8, 8, 8}, {1, 4, 5, 8, 8, 8, 8, 8}, {0, 1, 4, 5, 8, 8, 8, 8}, // 48-51
	{2, 4, 5, 8, 8, 8, 8, 8}, {0, 2, 4, 5, 8, 8, 8, 8}, {1, 2, 4, 5, 8, 8, 8, 8}, {0, 1, 2, 4, 5, 8, 8, 8}, // 52-55
	{3, 4, 5, 8, 8, 8, 8, 8}, {0, 3, 4, 5, 8, 8, 8, 8}, {1, 3, 4, 5, 8, 8, 8, 8}, {0, 1, 3, 4, 5, 8, 8, 8}, // 56-59
	{2, 3, 4, 5, 8, 8, 8, 8}, {0, 2, 3, 4, 5, 8, 8, 8}, {1, 2, 3, 4, 5, 8, 8, 8}, {0, 1, 2, 3, 4, 5, 8, 8}, // 60-63
	{6, 8, 8, 8, 8, 8, 8, 8}, {0, 6, 8, 8, 8, 8, 8, 8}, {1, 6, 8, 8, 8, 8, 8, 8}, {0, 1, 6, 8, 8, 8, 8, 8}, // 64-67
	{2, 6, 8, 8, 8, 8, 8, 8}, {0, 2, 6, 8, 8, 8, 8, 8}, {1, 2, 6, 8, 8, 8, 8, 8}, {0, 1, 2, 6, 8, 8, 8, 8}, // 68-71
	{3, 6, 8, 8, 8, 8, 8, 8}, {0, 3, 6, 8, 8, 8, 8, 8}, {1, 3, 6, 8, 8, 8, 8, 8}, {0, 1, 3, 6, 8, 8, 8, 8}, // 72-75
	{2, 3, 6, 8, 8, 8, 8, 8}, {0, 2, 3, 6, 8, 8, 8, 8}, {1, 2, 3, 6, 8, 8, 8, 8}, {0, 1, 2, 3, 6, 8, 8, 8}, // 76-79
	{4, 6, 8, 8, 8, 8, 8, 8}, {0, 4, 6, 8, 8, 8, 8, 8}, {1, 4, 6, 8, 8, 8, 8, 8}, {0, 1, 4, 6, 8, 8, 8, 8}, // 80-83
	{2, 4, 6, 8, 8, 8, 8, 8}, {0, 2, 4, 6, 8, 8, 8, 8}, {1, 2, 4, 6, 8, 8, 8, 8}, {0, 1, 2, 4, 6, 8, 8, 8}, // 84-87
	{3, 4, 6, 8, 8, 8, 8, 8}, {0, 3, 4, 6, 8, 8, 8, 8}, {1, 3, 4, 6, 8, 8, 8, 8}, {0, 1, 3, 4, 6, 8, 8, 8}, // 88-91
	{2, 3, 4, 6, 8, 8, 8, 8}, {0, 2, 3, 4, 6, 8, 8, 8}, {1, 2, 3, 4, 6, 8, 8, 8}, {0, 1, 2, 3, 4, 6, 8, 8}, // 92-95
	{5, 6, 8, 8, 8, 8, 8, 8}, {0, 5, 6, 8, 8, 8, 8, 8}, {1, 5, 6, 8, 8, 8, 8, 8}, {0, 1, 5, 6, 8, 8, 8, 8}, // 96-99
	{2, 5, 6, 8, 8, 8, 8, 8}, {0, 2, 5, 6, 8, 8, 8, 8}, {1, 2, 5, 6, 8, 8, 8, 8}, {0, 1, 2, 5, 6, 8, 8, 8}, // 100-103
	{3, 5, 6, 8, 8, 8, 8, 8}, {0, 3, 5, 6, 8, 8, 8, 8}, {1, 3, 5, 6, 8, 8, 8, 8}, {0, 1, 3, 5, 6, 8, 8, 8}, // 104-107
	{2, 3, 5, 6, 8, 8, 8, 8}, {0, 2, 3, 5, 6, 8, 8, 8}, {1, 2, 3, 5, 6, 8, 8, 8}, {0, 1, 2, 3, 5, 6, 8, 8}, // 108-111
	{4, 5, 6, 8, 8, 8, 8, 8}, {0, 4, 5, 6, 8, 8, 8, 8}, {1, 4, 5, 6, 8, 8, 8, 8}, {0, 1, 4, 5, 6, 8, 8, 8}, // 112-115
	{2, 4, 5, 6, 8, 8, 8, 8}, {0, 2, 4, 5, 6, 8, 8, 8}, {1, 2, 4, 5, 6, 8, 8, 8}, {0, 1, 2, 4, 5, 6, 8, 8}, // 116-119
	{3, 4, 5, 6, 8, 8, 8, 8}, {0, 3, 4, 5, 6, 8, 8, 8}, {1, 3, 4, 5, 6, 8, 8, 8}, {0, 1, 3, 4, 5, 6, 8, 8}, // 120-123
	{2, 3, 4, 5, 6, 8, 8, 8}, {0, 2, 3, 4, 5, 6, 8, 8}, {1, 2, 3, 4, 5, 6, 8, 8}, {0, 1, 2, 3, 4, 5, 6, 8}, // 124-127
	{7, 8, 8, 8, 8, 8, 8, 8}, {0, 7, 8, 8, 8, 8, 8, 8}, {1, 7, 8, 8, 8, 8, 8, 8}, {0, 1, 7, 8, 8, 8, 8, 8}, // 128-131
	{2, 7, 8, 8, 8, 8, 8, 8}, {0, 2, 7, 8, 8, 8, 8, 8}, {1, 2, 7, 8, 8, 8, 8, 8}, {0, 1, 2, 7, 8, 8, 8, 8}, // 132-135
	{3, 7, 8, 8, 8, 8, 8, 8}, {0, 3, 7, 8, 8, 8, 8, 8}, {1, 3, 7, 8, 8, 8, 8, 8}, {0, 1, 3, 7, 8, 8, 8, 8}, // 136-139
	{2, 3, 7, 8, 8, 8, 8, 8}, {0, 2, 3, 7, 8, 8, 8, 8}, {1, 2, 3, 7, 8, 8, 8, 8}, {0, 1, 2, 3, 7, 8, 8, 8}, // 140-143
	{4, 7, 8, 8, 8, 8, 8, 8}, {0, 4, 7, 8, 8, 8, 8, 8}, {1, 4, 7, 8, 8, 8, 8, 8}, {0, 1, 4, 7, 8, 8, 8, 8}, // 144-147
	{2, 4, 7, 8, 8, 8, 8, 8}, {0, 2, 4, 7, 8, 8, 8, 8}, {1, 2, 4, 7, 8, 8, 8, 8}, {0, 1, 2, 4, 7, 8, 8, 8}, // 148-151
	{3, 4, 7, 8, 8, 8, 8, 8}, {0, 3, 4, 7, 8, 8, 8, 8}, {1, 3, 4, 7, 8, 8, 8, 8}, {0, 1, 3, 4, 7, 8, 8, 8}, // 152-155
	{2, 3, 4, 7, 8, 8, 8, 8}, {0, 2, 3, 4, 7, 8, 8, 8}, {1, 2, 3, 4, 7, 8, 8, 8}, {0, 1, 2, 3, 4, 7, 8, 8}, // 156-159
	{5, 7, 8, 8, 8, 8, 8, 8}, {0, 5, 7, 8, 8, 8, 8, 8}, {1, 5, 7, 8, 8, 8, 8, 8}, {0, 1, 5, 7, 8, 8, 8, 8}, // 160-163
	{2, 5, 7, 8, 8, 8, 8, 8}, {0, 2, 5, 7, 8, 8, 8, 8}, {1, 2, 5, 7, 8, 8, 8, 8}, {0, 1, 2, 5, 7, 8, 8, 8}, // 164-167
	{3, 5, 7, 8, 8, 8, 8, 8}, {0, 3, 5, 7, 8, 8, 8, 8}, {1, 3, 5, 7, 8, 8, 8, 8}, {0, 1, 3, 5, 7, 8, 8, 8}, // 168-171
	{2, 3, 5, 7, 8, 8, 8, 8}, {0, 2, 3, 5, 7, 8, 8, 8}, {1, 2, 3, 5, 7, 8, 8, 8}, {0, 1, 2, 3, 5, 7, 8, 8}, // 172-175
	{4, 5, 7, 8, 8, 8, 8, 8}, {0, 4, 5, 7, 8, 8, 8, 8}, {1, 4, 5, 7, 8, 8, 8, 8}, {0, 1, 4, 5, 7, 8, 8, 8}, // 176-179
	{2, 4, 5, 7, 8, 8, 8, 8}, {0, 2, 4, 5, 7, 8, 8, 8}, {1, 2, 4, 5, 7, 8, 8, 8}, {0, 1, 2, 4, 5, 7, 8, 8}, // 180-183
	{3, 4, 5, 7, 8, 8, 8, 8}, {0, 3, 4, 5, 7, 8, 8, 8}, {1, 3, 4, 5, 7, 8, 8, 8}, {0, 1, 3, 4, 5, 7, 8, 8}, // 184-187
	{2, 3, 4, 5, 7, 8, 8, 8}, {0, 2, 3, 4, 5, 7, 8, 8}, {1, 2, 3, 4, 5, 7, 8, 8}, {0, 1, 2, 3, 4, 5, 7, 8}, // 188-191
	{6, 7, 8, 8, 8, 8, 8, 8}, {0, 6, 7, 8, 8, 8, 8, 8}, {1, 6, 7, 8, 8, 8, 8, 8}, {0, 1, 6, 7, 8, 8, 8, 8}, // 192-195
	{2, 6, 7, 8, 8, 8, 8, 8}, {0, 2, 6, 7, 8, 8, 8, 8}, {1, 2, 6, 7, 8, 8, 8, 8}, {0, 1, 2, 6, 7, 8, 8, 8}, // 196-199
	{3, 6, 7, 8, 8, 8, 8, 8}, {0, 3, 6, 7, 8, 8, 8, 8}, {1, 3, 6, 7, 8, 8, 8, 8}, {0, 1, 3, 6, 7, 8, 8, 8}, // 200-203
	{2, 3, 6, 7, 8, 8, 8, 8}, {0, 2, 3, 6, 7, 8, 8, 8}, {1, 2, 3, 6, 7, 8, 8, 8}, {0, 1, 2, 3, 6, 7, 8, 8}, // 204-207
	{4, 6, 7, 8, 8, 8, 8, 8}, {0, 4, 6, 7, 8, 8, 8, 8}, {1, 4, 6, 7, 8, 8, 8, 8}, {0, 1, 4, 6, 7, 8, 8, 8}, // 208-211
	{2, 4, 6, 7, 8, 8, 8, 8}, {0, 2, 4, 6, 7, 8, 8, 8}, {1, 2, 4, 6, 7, 8, 8, 8}, {0, 1, 2, 4, 6, 7, 8, 8}, // 212-215
	{3, 4, 6, 7, 8, 8, 8, 8}, {0, 3, 4, 6, 7, 8, 8, 8}, {1, 3, 4, 6, 7, 8, 8, 8}, {0, 1, 3, 4, 6, 7, 8, 8}, // 216-219
	{2, 3, 4, 6, 7, 8, 8, 8}, {0, 2, 3, 4, 6, 7, 8, 8}, {1, 2, 3, 4, 6, 7, 8, 8}, {0, 1, 2, 3, 4, 6, 7, 8}, // 220-223
	{5, 6, 7, 8, 8, 8, 8, 8}, {0, 5, 6, 7, 8, 8, 8, 8}, {1, 5, 6, 7, 8, 8, 8, 8}, {0, 1, 5, 6, 7, 8, 8, 8}, // 224-227
	{2, 5, 6, 7, 8, 8, 8, 8}, {0, 2, 5, 6, 7, 8, 8, 8}, {1, 2, 5, 6, 7, 8, 8, 8}, {0, 1, 2, 5, 6, 7, 8, 8}, // 228-231
	{3, 5, 6, 7, 8, 8, 8, 8}, {0, 3, 5, 6, 7, 8, 8, 8}, {1, 3, 5, 6, 7, 8, 8, 8}, {0, 1, 3, 5, 6, 7, 8, 8}, // 232-235
	{2, 3, 5, 6, 7, 8, 8, 8}, {0, 2, 3, 5, 6, 7, 8, 8}, {1, 2, 3, 5, 6, 7, 8, 8}, {0, 1, 2, 3, 5, 6, 7, 8}, // 236-239
	{4, 5, 6, 7, 8, 8, 8, 8}, {0, 4, 5, 6, 7, 8, 8, 8}, {1, 4, 5, 6, 7, 8, 8, 8}, {0, 1, 4, 5, 6, 7, 8, 8}, // 240-243
	{2, 4, 5, 6, 7, 8, 8, 8}, {0, 2, 4, 5, 6, 7, 8, 8}, {1, 2, 4, 5, 6, 7, 8, 8}, {0, 1, 2, 4, 5, 6, 7, 8}, // 244-247
	{3, 4, 5, 6, 7, 8, 8, 8}, {0, 3, 4, 5, 6, 7, 8, 8}, {1, 3, 4, 5, 6, 7, 8, 8}, {0, 1, 3, 4, 5, 6, 7, 8}, // 248-251
	{2, 3, 4, 5, 6, 7, 8, 8}, {0, 2, 3, 4, 5, 6, 7, 8}, {1, 2, 3, 4, 5, 6, 7, 8}, {0, 1, 2, 3, 4, 5, 6, 7}, // 252-255
}

// Cards returns every card of every rank in the set.
func (s Ranks) Cards() Cards {
	// Spread bit k to the lowest bit of nibble k (gather run backwards),
	// then fill each such nibble.
	x := uint64(s)
	x = (x | x<<24) & 0x000000FF000000FF
	x = (x | x<<12) & 0x000F000F000F000F
	x = (x | x<<6) & 0x0303030303030303
	x = (x | x<<3) & nibbles
	return Cards(x * 0xF)
}

// Append appends the set's ranks to buf, lowest first.
func (s Ranks) Append(buf []Rank) []Rank {
	for x := uint16(s); x != 0; x &= x - 1 {
		buf = append(buf, Rank(bits.TrailingZeros16(x)))
	}
	return buf
}

// String lists the ranks separated by spaces: "A 7 K".
func (s Ranks) String() string {
	var b strings.Builder
	for x := uint16(s); x != 0; x &= x - 1 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Rank(bits.TrailingZeros16(x)).String())
	}
	return b.String()
}
