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

// newRootCmd builds the whole command tree. Output goes to out,
// diagnostics to errOut.
func newRootCmd(out, errOut io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "rulecard",
		Short:         "Printed, folded rules cards whose every sentence is proven by a reference engine",
		Long:          rootLong, // and the shipped languages, named when the help is shown
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
	help := root.HelpFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		if c == root {
			c.Long = rootLong + "\n\n" + localesHelp()
		}
		help(c, args)
	})
	root.SetOut(out)
	root.SetErr(errOut)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return &usageError{err}
	})
	root.AddCommand(newVersionCmd(), newReplayCmd(), newBuildCmd(), newRulesCmd(), newSimulateCmd(),
		newPlayCmd(), newCheckCmd(nil), newNewCmd(), newClaimsCmd(), newGamesCmd(), newReferenceCmd(), newLocaleCmd(), newServeCmd(), newSchemaCmd())
	for _, c := range root.Commands() {
		wrapArgs(c)
	}
	return root
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
the card states against a reference engine of its game (see 'rulecard games').`)

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
