package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/locale"
)

// usageError is a command line that cannot be run as written: an unknown
// flag, a bad flag value, a wrong number of arguments.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// commands are rulecard's subcommands by name, in the order help lists
// them, each with the function that builds it.
var commands = []struct {
	name string
	make func() *cobra.Command
}{
	{"version", newVersionCmd},
	{"replay", newReplayCmd},
	{"build", newBuildCmd},
	{"rules", newRulesCmd},
	{"simulate", newSimulateCmd},
	{"play", newPlayCmd},
	{"check", func() *cobra.Command { return newCheckCmd(nil) }},
	{"claims", newClaimsCmd},
	{"reference", newReferenceCmd},
	{"locale", newLocaleCmd},
	{"serve", newServeCmd},
	{"schema", newSchemaCmd},
}

// newRootCmd builds the whole command tree. Output goes to out,
// diagnostics to errOut.
func newRootCmd(out, errOut io.Writer) *cobra.Command {
	return newRootCmdFor(out, errOut, nil)
}

// newRootCmdFor builds the command tree that the command line args (without
// the program's name) needs: when args[0] names a subcommand, the root
// holds that subcommand alone, since nothing a subcommand prints or does
// reads its siblings (its help lists its own flags and children); any other
// command line (none, help, completion, an unknown word or a flag) gets the
// whole tree. A build of one sheet so skips making eleven commands and their
// flags, and cobra's completion command: 80 of its 1,450 page faults.
func newRootCmdFor(out, errOut io.Writer, args []string) *cobra.Command {
	root := &cobra.Command{
		Use:           "rulecard",
		Short:         "Printed, folded rules cards whose every sentence is proven by a reference engine",
		Long:          rootLong, // and the shipped languages, added when help is shown
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return &usageError{fmt.Errorf("unknown command %q", args[0])}
			}
			return cmd.Help()
		},
	}
	// The shipped languages are named from their locale.yaml files, read
	// only when the help is shown: not at every start of every command.
	help := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		if c == root && c.Long == rootLong {
			c.Long += "\n\n" + localesHelp()
		}
		help(c, args)
	})
	// Every command starts once the interrupt handler is set up, but for
	// those that only write at the end and those that have none (see
	// interrupts).
	root.PersistentPreRun = func(cmd *cobra.Command, _ []string) {
		if cmd.Annotations[interrupts] == "" {
			awaitInterrupts(cmd.Context())
		}
	}
	root.SetOut(out)
	root.SetErr(errOut)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return &usageError{err}
	})
	named := ""
	if len(args) > 0 {
		named = args[0]
	}
	for _, c := range commands {
		if c.name == named {
			root.AddCommand(c.make())
			// The one command run needs neither cobra's completion
			// command nor its siblings.
			root.CompletionOptions.DisableDefaultCmd = true
			break
		}
	}
	if !root.HasSubCommands() {
		for _, c := range commands {
			root.AddCommand(c.make())
		}
	}
	for _, c := range root.Commands() {
		wrapArgs(c)
	}
	return root
}

// interrupts is the annotation that says how a command meets SIGINT and
// SIGTERM. With none, the interrupt handler (onInterrupt) is set up and the
// command starts once it is: a signal stops the command through its
// context, the command cleans up (its temporary files, its progress line,
// its server) and the process exits 130 or 143.
const interrupts = "interrupts"

// The values of the interrupts annotation.
const (
	// writesAtEnd: as with none, but the command's only side effect is
	// writing its files at the end, through writeOutputs, which waits for
	// the handler itself: the command starts its work while the handler
	// is set up.
	writesAtEnd = "writes-at-end"
	// noHandler: the process sets up no handler, and a signal ends it at
	// once, as it would any program: the command writes no file, or writes
	// its files at the end through writeOutputs, which from then on
	// ignores the two signals, so that each file is written whole and
	// renamed into place, or not begun. It spares the process the threads
	// the handler takes, 0.3 ms of a one-sheet build.
	noHandler = "none"
)

// interruptsOf returns the interrupts annotation of the command that the
// command line args (without the program's name) runs in root's tree: ""
// (a handler) for one that names no command.
func interruptsOf(root *cobra.Command, args []string) string {
	cmd, _, err := root.Find(args)
	if err != nil || cmd == root {
		return ""
	}
	return cmd.Annotations[interrupts]
}

// wrapArgs makes argument-count errors usage errors (exit 2).
func wrapArgs(c *cobra.Command) {
	if c.Args == nil {
		return
	}
	check := c.Args
	c.Args = func(cmd *cobra.Command, args []string) error {
		if err := check(cmd, args); err != nil {
			return &usageError{err}
		}
		return nil
	}
}

// rootLong is the root command's description.
var rootLong = strings.TrimSpace(`
rulecard renders a landscape, one-sided 4x1 accordion rules sheet (PDF and HTML)
from structured rule content, in several languages, and cross-checks every rule
the card states against a reference Go Fish engine.`)

// localesHelp lists the shipped locales, each code with its language's
// name, as the root help shows them.
func localesHelp() string {
	lib := locale.Shipped()
	var parts []string
	for _, c := range lib.Codes() {
		info, _, err := lib.Info(c)
		if err != nil {
			parts = append(parts, string(c))
			continue
		}
		parts = append(parts, string(c)+" ("+info.Name+")")
	}
	return "Languages shipped: " + strings.Join(parts, ", ") + ".\nA card folder adds its own in locales/<code>/ (see 'rulecard locale')."
}
