// Package soak tells the tests whether they run at their long size: make
// soak sets RULECARD_SOAK=1, and the same tests then play many more games
// and every case, where make test plays the sizes that find a broken rule.
// It is imported only by tests.
package soak

import "os"

// On reports whether the tests run at their long size (RULECARD_SOAK=1).
func On() bool { return os.Getenv("RULECARD_SOAK") == "1" }

// Sized returns n, or long when the tests run at their long size.
func Sized(n, long int) int {
	if On() {
		return long
	}
	return n
}
