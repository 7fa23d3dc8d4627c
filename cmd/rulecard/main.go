// Command rulecard renders printed, folded rules cards from structured
// content and proves every rule they state against a reference engine.
//
// Exit status: 0 ok; 1 bad input or I/O error; 2 usage; 3 the card's text
// contradicts the engine, or a worked example's expectation failed. Only
// main decides it, from the error the command returns.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/rulecard/rulecard/internal/termsafe"
)

// Exit codes.
const (
	exitOK            = 0
	exitError         = 1
	exitUsage         = 2
	exitContradiction = 3
)

func main() {
	// What is printed escapes control characters from the input (seat
	// names, typed lines, card text), so that nothing read can steer the
	// terminal; standard error stays raw for progress lines, and the one
	// error printed here is escaped.
	root := newRootCmd(termsafe.NewWriter(os.Stdout), os.Stderr)
	err := root.Execute()
	code := exitCode(err)
	if err != nil && !errors.Is(err, errSilent) {
		fmt.Fprintln(os.Stderr, "rulecard:", termsafe.Escape(err.Error()))
	}
	if code == exitUsage {
		fmt.Fprintln(os.Stderr, "Run 'rulecard --help' for usage.")
	}
	os.Exit(code)
}

// exitCode maps an error returned by a command to the process's exit status.
func exitCode(err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		return exitUsage
	case isContradiction(err):
		return exitContradiction
	default:
		return exitError
	}
}
