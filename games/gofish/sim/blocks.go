package sim

import "iter"

// BlockSize is the most games in one block. Blocks are cut where the deal
// seed is a multiple of BlockSize, whatever the first seed.
const BlockSize = 250

// Block is a run of consecutive games: From and To are game numbers (the
// games From to To-1 of a run), and Base is the multiple of BlockSize at
// or below the first game's deal seed, which seeds the block's bots.
type Block struct {
	From, To int
	Base     uint64
}

// Blocks returns the blocks of games games whose first game is dealt with
// seed (game i with seed+i), in order.
func Blocks(seed uint64, games int) iter.Seq[Block] {
	return func(yield func(Block) bool) {
		for from := 0; from < games; {
			s := seed + uint64(from)
			to := min(from+BlockSize-int(s%BlockSize), games)
			if !yield(Block{From: from, To: to, Base: s / BlockSize * BlockSize}) {
				return
			}
			from = to
		}
	}
}

// BotSeed returns the seed of seat s's bot in the block whose base is base.
func BotSeed(base uint64, s int) uint64 {
	return (base+1)*0x9E3779B97F4A7C15 + uint64(s)
}
