// Package rulestext writes the complete rules a Crazy Eights Rules value
// sets in one locale's words (games/crazyeights/locales/<code>/rules.yaml):
// the branching is here, every word in the locale data, so that the text
// cannot drift from the rules the engine plays.
package rulestext
