package main

import (
	"errors"

	"github.com/rulecard/rulecard/engine/scenario"
)

// isContradiction reports whether err means the card's text contradicts the
// engine or a worked example's expectation failed (exit 3). A run that both
// failed an expectation and met bad input is a plain error (exit 1): the
// bad input has to be fixed first.
func isContradiction(err error) bool {
	return errors.Is(err, scenario.ErrExpectation) && !errors.Is(err, scenario.ErrInvalid)
}
