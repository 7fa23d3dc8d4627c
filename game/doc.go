// Package game is the seam between rulecard and the games it proves cards
// for: the interface a game implements ([Game]) and the registry of the
// games a binary knows ([Register], [Lookup], [All]).
//
// A game lives in its own folder (games/<id>/): its engine, bots,
// scenarios, claims, and per locale its words, rules text and stories. It
// registers itself when its package is imported, as image formats and SQL
// drivers do; the binary imports the games it ships (package games). A
// card names its game (card.yaml's game:), and the game makes the rules
// the card names — its preset, options and changes — into the rules it
// plays, each problem at its position in card.yaml.
//
// This package names no game: it imports the playing cards, the locale
// folders and positions alone.
package game
