// Package engine plays Crazy Eights and its family (Mau-Mau and the house
// rules of games/crazyeights/RULES.md): the rules as a value ([Rules]),
// every choice a named setting ([Settings]), a seeded deal, the moves a
// seat may make ([Game.Legal]), their effects, each seat's [View] and the
// public record ([Event]).
//
// Cards are small integers (cards.Card) and hands bit sets (cards.Cards).
// The full state is private to the [Game]; a player or a bot sees a View,
// which holds its own hand, the cards shown to the table and counts, never
// another hand nor the order of the stock. The engine writes no prose:
// moves and events print in terse tokens for tests and logs.
package engine
