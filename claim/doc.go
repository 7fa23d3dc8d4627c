// Package claim proves a rules card's statements against the reference
// engine. A claim is a named proposition about the engine ("deal.size",
// "ask.hit-go-again", "deadask.pond-empty", ...), with parameters where it
// states numbers; the catalogue ([Catalogue]) holds every claim the house
// card rests on, those that the other presets' cards (duel, whole-pack,
// common) rest on where their rules differ, and a few of the variants'.
//
// Each claim is verified against the card's preset in two ways: by its
// worked examples (scenario files kept beside the claim, in
// examples/<claim-id>/, replayed with the card's preset in place of the
// file's own rules; an example that shows one way of laying books, of
// running out or of ending applies only to presets that play that way),
// and by a property checked on every relevant move of many seeded games
// played by the engine's random and memory bots. The
// games of one configuration (player count and pack) are played once and
// every move is shown to all the card's claims.
//
// [Check] binds every statement of a card to its claims and reports, per
// statement, what was run and whether it held: coverage (every statement
// bound to a known claim with well-formed parameters, or marked a note),
// numbers (the cardinal numbers each statement states, in every locale,
// are those its claims assert), worked examples and properties. A broken
// card matches [ErrBroken]; a card that contradicts the engine matches
// [ErrContradiction].
package claim
