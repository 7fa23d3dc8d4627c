package cards

import "math/bits"

// Seat is a player's place at the table, from 0. Seat 0 sits after the
// dealer; play goes up the seat numbers and wraps around.
type Seat int

// Seats is a set of seats: bit s is seat s.
type Seats uint16

// Has reports whether s is in the set.
func (t Seats) Has(s Seat) bool { return s >= 0 && s < 16 && t&(1<<s) != 0 }

// Add returns the set with s added.
func (t Seats) Add(s Seat) Seats { return t | 1<<(s&15) }

// Len returns the number of seats in the set.
func (t Seats) Len() int { return bits.OnesCount16(uint16(t)) }

// Append appends the set's seats to buf, lowest first.
func (t Seats) Append(buf []Seat) []Seat {
	for x := uint16(t); x != 0; x &= x - 1 {
		buf = append(buf, Seat(bits.TrailingZeros16(x)))
	}
	return buf
}

// Nth returns the k-th lowest seat in the set, from 0, or -1 if the set
// has k seats or fewer.
func (t Seats) Nth(k int) Seat {
	// A negative k fails both unsigned comparisons.
	lo := bits.OnesCount8(uint8(t))
	if uint(k) < uint(lo) {
		return Seat(nthBit[uint8(t)][k&7])
	}
	if k -= lo; uint(k) >= uint(bits.OnesCount8(uint8(t>>8))) {
		return -1
	}
	return Seat(8 + nthBit[uint8(t>>8)][k&7])
}

// First returns the lowest seat in the set, or -1 if it is empty.
func (t Seats) First() Seat {
	if t == 0 {
		return -1
	}
	return Seat(bits.TrailingZeros16(uint16(t)))
}
