// Package prestack grows the main goroutine's stack once, as the program
// starts, to the size a run of rulecard reaches, so that it does not grow
// it step by step later: each step copies the stack and adjusts every
// frame on it, and goldmark's package initialization, which compiles its
// regular expressions by deep recursion, took several steps with a deep
// stack (0.39M instructions of a one-sheet build's 17.3M, callgrind).
//
// A program imports it for its init function alone. Go initializes the
// packages in the order of their import paths, each once the packages it
// imports are: this one imports none, so it runs before every package
// whose path sorts after its own, goldmark's among them (a test of
// cmd/rulecard holds that order).
package prestack

// size is the stack frame that init takes, in bytes: a run that starts
// with one this large gets a stack of 128 KB at once (Go doubles a stack
// until the frame fits), as much as a build of the shipped cards takes.
// Only the pages a run writes to are ever touched.
const size = 120 << 10

// sink keeps grow's result, so that the compiler keeps its frame.
var sink byte

func init() { sink = grow(len("prestack")) }

// grow takes a frame of size bytes.
//
//go:noinline
func grow(i int) byte {
	var frame [size]byte
	frame[i] = byte(i)
	return frame[i/2]
}
