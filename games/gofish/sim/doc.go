// Package sim plays many seeded games between bots and tallies them. It
// is the one way the project plays games in bulk: `rulecard simulate`,
// the claims' seeded games and the reference's facts all run here.
//
// Games are cut into blocks where the deal seed is a multiple of
// [BlockSize], and a block's bots are seeded from that multiple: a block
// plays the same games whichever goroutine plays it. [Run] plays blocks on
// every core (GOMAXPROCS) and merges their results in block order, so the
// figures are the same whatever the number of cores, and its memory does
// not grow with the number of games.
package sim
