// Package tell tells a game of Go Fish in English as the table sees it:
// each event of the public record ("Ana asks Ben for 7s: Ben hands over
// 7H 7C"), each refused move and why ("not-your-turn: it is Ana's turn,
// not Ben's"), and the reading of a move a person types at `rulecard
// play` ("ben 7"). `rulecard play` and `replay`, worked examples,
// counterexamples and the claims' messages tell with it.
//
// The engine writes no prose: its Event.String and MoveError.Error are
// terse fields, and every word a person reads of an event or a refusal is
// written here. It is apart from games/gofish/rulestext, which writes the
// rules text in a locale's words from the locale folders: telling needs
// no locale data, and the packages that tell (scenario, bot, claim) stay
// clear of the locale files.
package tell
