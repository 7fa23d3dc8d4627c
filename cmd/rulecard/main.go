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
	"strings"
	"syscall"
	"time"

	_ "github.com/rulecard/rulecard/games" // the shipped games

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
// does by default, takes a fifth of a one-sheet build (BenchmarkProcess*).
// The collector waits for five times the live heap, but works harder as
// the heap nears gcLimit, so that no run grows large. GOGC and GOMEMLIMIT,
// when set, have the last word.
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
	root := newRootCmd(termsafe.NewWriter(os.Stdout), os.Stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go exitAfterGrace(ctx)
	err := root.ExecuteContext(ctx)
	if sig := interruption(ctx); sig != 0 {
		fmt.Fprintln(os.Stderr, "rulecard: interrupted by", sigName(sig))
		os.Exit(128 + int(sig))
	}
	code := exitCode(err)
	if err != nil {
		fmt.Fprintln(os.Stderr, "rulecard:", termsafe.Escape(err.Error()))
	}
	if code == exitUsage {
		fmt.Fprintln(os.Stderr, "Run 'rulecard --help' for usage.")
	}
	os.Exit(code)
}

// exitAfterGrace ends the process interruptGrace after ctx is interrupted,
// if the command has not returned by then.
func exitAfterGrace(ctx context.Context) {
	<-ctx.Done()
	sig := interruption(ctx)
	if sig == 0 {
		return
	}
	time.Sleep(interruptGrace)
	fmt.Fprintln(os.Stderr, "rulecard: interrupted by", sigName(sig))
	os.Exit(128 + int(sig))
}

// interruption returns the signal that ended ctx (signal.NotifyContext's
// cause names it), or 0 when it was not interrupted.
func interruption(ctx context.Context) syscall.Signal {
	if ctx.Err() == nil {
		return 0
	}
	cause := context.Cause(ctx).Error()
	for _, s := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		if strings.HasPrefix(cause, s.String()) {
			return s
		}
	}
	return 0
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

// sigName names the signals rulecard stops on.
func sigName(s syscall.Signal) string {
	if s == syscall.SIGTERM {
		return "SIGTERM"
	}
	return "SIGINT"
}
