// Package cards is the playing cards every game is dealt from: ranks,
// suits and cards (small integers), sets of cards, ranks and seats (bit
// sets), the full 52-card pack and the 32-card short pack, the tokens
// cards are written as ("7S", "10H", "QD") and the seeded shuffle a deal
// starts from. It knows no game: what a hand, a pile or a turn means is a
// game's.
package cards
