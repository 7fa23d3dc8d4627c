package main

// isContradiction reports whether err means the card's text contradicts the
// engine or a worked example's expectation failed (exit 3).
func isContradiction(err error) bool {
	return false
}
