//go:build race

package engine_test

// raceEnabled reports whether the race detector is on: the long property
// tests then play fewer games.
const raceEnabled = true
