// Package games is the games rulecard ships: importing it registers each
// with package game. The binary imports it; so does every test that loads
// a shipped card.
package games

import (
	// Crazy Eights and Mau-Mau (games/crazyeights).
	_ "github.com/rulecard/rulecard/games/crazyeights"
	// Go Fish (games/gofish).
	_ "github.com/rulecard/rulecard/games/gofish"
)
