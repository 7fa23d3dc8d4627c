// Package engine is the reference Go Fish engine: the rules as data
// ([Rules], with the named presets), the full game state (private to this
// package), the moves a player may make, the public record every seat sees,
// and per-seat views for players and bots.
//
// The rules the engine plays are those of RULES.md; every choice there is a
// field of [Rules]. The engine writes no prose: the rules text is written
// from a Rules value by games/gofish/rulestext, in a locale's words, and
// events and refusals are told in words by games/gofish/tell.
//
// Cards are small integers and hands are bit sets ([cards.Cards]), so a game is
// cheap to play, copy and check: the engine is meant to play hundreds of
// thousands of games a second for the claim checks and the simulations.
//
// A [Game] is not safe for concurrent use; [View] values taken from it share
// its public record and are valid until the game is reset or dealt again.
package engine
