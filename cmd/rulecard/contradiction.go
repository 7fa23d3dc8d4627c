package main

import (
	"errors"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/game"
)

// isContradiction reports whether err means the card's text contradicts the
// engine (a claim check failed: numbers, a worked example, a property) or a
// worked example's expectation failed (exit 3). A run that also met bad
// input (an invalid scenario file, a broken card: a statement bound to no
// claim, an unknown claim, parameters of the wrong shape) is a plain error
// (exit 1): the bad input has to be fixed first.
func isContradiction(err error) bool {
	if errors.Is(err, game.ErrInvalid) || errors.Is(err, claim.ErrBroken) {
		return false
	}
	return errors.Is(err, game.ErrExpectation) || errors.Is(err, claim.ErrContradiction)
}
