// Command rulecard renders printed, folded rules cards from structured
// content and proves every rule they state against a reference engine.
//
// Exit status: 0 ok; 1 bad input or I/O error; 2 usage; 3 the card's text
// contradicts the engine, or a worked example's expectation failed; 130
// and 143 interrupted by SIGINT and SIGTERM. Only main decides it, from the
// error the command returns.
package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	_ "github.com/rulecard/rulecard/internal/prestack" // the main goroutine's stack, grown once as the program starts
	"github.com/rulecard/rulecard/internal/termsafe"
	"github.com/rulecard/rulecard/layout"
)

// Exit codes.
const (
	exitOK            = 0
	exitError         = 1
	exitUsage         = 2
	exitContradiction = 3
)

// maxGames is the most games --games may ask for (simulate, check, serve):
// a hundred million, a few minutes on a laptop's cores; games are played
// in streamed blocks, so memory does not depend on it.
const maxGames = 100_000_000

// seedsFit returns a usage error when games games dealt from seed on
// (game i with seed+i) would run past the largest seed and wrap around to
// 0, so that the seeds printed and played are the ones asked for.
func seedsFit(seed uint64, games int) error {
	if games > 1 && seed > math.MaxUint64-uint64(games-1) {
		return &usageError{fmt.Errorf("--seed %d with --games %d: the last game's seed would pass %d; want a seed of at most %d",
			seed, games, uint64(math.MaxUint64), uint64(math.MaxUint64)-uint64(games-1))}
	}
	return nil
}

// interruptGrace is how long a command may take to stop by itself (remove
// its temporary files, close its server) once interrupted, before the
// process exits all the same.
const interruptGrace = time.Second

// gcPercent and gcLimit tune the garbage collector for rulecard's runs,
// which are short and keep little alive: collecting at 4 MB of heap, as Go
// does by default, cost a one-sheet build two collections and a sixth of
// its time. The collector now waits for five times the live heap, but
// works harder as the heap nears gcLimit, so that no run grows large.
// GOGC and GOMEMLIMIT, when set, have the last word.
const (
	gcPercent = 400
	gcLimit   = 512 << 20
)

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(gcLimit)
	}
	// What is printed escapes control characters from the input (seat
	// names, typed lines, card text), so that nothing read can steer the
	// terminal; standard error stays raw for progress lines, and the one
	// error printed here is escaped.
	root := newRootCmdFor(termsafe.NewWriter(os.Stdout), os.Stderr, os.Args[1:])
	ctx, interrupted := withoutHandler(), func() int { return 0 }
	if interruptsOf(root, os.Args[1:]) != noHandler {
		ctx, interrupted = onInterrupt()
	}
	err := root.ExecuteContext(ctx)
	code := exitCode(err)
	if sig := interrupted(); sig != 0 {
		fmt.Fprintln(os.Stderr, "rulecard: interrupted by", sigName(sig))
		os.Exit(128 + sig)
	}
	if err != nil {
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
	var pe *layout.PanelError // a --panel or --paper the sheet cannot take
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue), errors.As(err, &pe):
		return exitUsage
	case isContradiction(err):
		return exitContradiction
	default:
		return exitError
	}
}

// onInterrupt returns a context that is done at the first SIGINT or
// SIGTERM, so that commands stop and clean up, and a function that tells
// the number of the signal caught (0 for none). A command that has not
// returned interruptGrace after the signal is not waited for.
//
// The handler is set up on a goroutine of its own: signal.Notify waits
// for the runtime to start a thread for signal masks and to hand it each
// signal, a third of a millisecond that a one-sheet build spends loading
// instead (the whole process ends about a tenth of a millisecond sooner:
// the thread is still started). Until it is set up a signal ends the
// process at once, as it would any program; the context holds a function
// (awaitInterrupts) that waits for it, which every command runs before it
// starts, and one that writes at the end (writesAtEnd) before it writes
// its first file. A command that needs no handler (noHandler) has none.
func onInterrupt() (context.Context, func() int) {
	ctx, cancel := context.WithCancelCause(context.Background())
	got := make(chan int, 1)
	ready := make(chan struct{})
	go func() {
		caught := make(chan os.Signal, 1)
		signal.Notify(caught, os.Interrupt, syscall.SIGTERM)
		close(ready)
		s := <-caught
		n := int(s.(syscall.Signal))
		got <- n
		cancel(fmt.Errorf("interrupted by %s", sigName(n)))
		time.Sleep(interruptGrace)
		fmt.Fprintln(os.Stderr, "rulecard: interrupted by", sigName(n))
		os.Exit(128 + n)
	}()
	ctx = context.WithValue(ctx, interruptsKey{}, func() { <-ready })
	return ctx, func() int {
		select {
		case n := <-got:
			return n
		default:
			return 0
		}
	}
}

// withoutHandler returns the context of a command that has no interrupt
// handler (noHandler): a signal ends the process at once, until the
// command is about to write its files (awaitInterrupts), when SIGINT and
// SIGTERM are ignored from then on, so that no temporary file is left and
// every file is written whole. (signal.Ignore only sets the signals'
// disposition: it starts no goroutine or thread, as Notify does.)
func withoutHandler() context.Context {
	return context.WithValue(context.Background(), interruptsKey{}, func() {
		signal.Ignore(os.Interrupt, syscall.SIGTERM)
	})
}

// interruptsKey is the context key of the function that waits for the
// interrupt handler to be set up (or, without one, ignores the signals).
type interruptsKey struct{}

// awaitInterrupts waits until ctx's interrupt handler (onInterrupt) is set
// up, so that a signal from then on stops the command through ctx and its
// files are cleaned up; for a command with no handler, it ignores the
// signals from then on (withoutHandler); a context with neither does not
// wait.
func awaitInterrupts(ctx context.Context) {
	if ctx == nil {
		return
	}
	if wait, ok := ctx.Value(interruptsKey{}).(func()); ok {
		wait()
	}
}

// sigName names the signals rulecard stops on.
func sigName(n int) string {
	if syscall.Signal(n) == syscall.SIGTERM {
		return "SIGTERM"
	}
	return "SIGINT"
}
