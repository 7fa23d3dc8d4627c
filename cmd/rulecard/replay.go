package main

import (
	"errors"
	"io"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/game"
)

// replayOptions are the inputs of `rulecard replay`.
type replayOptions struct {
	Out   io.Writer
	Files []string
	Game  gameName
}

func newReplayCmd() *cobra.Command {
	opts := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay FILE...",
		Short: "Replay worked-example scenario files against the engine",
		Long: `Replay worked-example scenario files against the engine, printing each step
as the public record tells it. A failed expectation is reported as
FILE:LINE: step N: expected …, got … (exit 3); a file that cannot be read or set
up is reported with its position (exit 1). Every file is replayed.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Files = args
			return runReplay(opts)
		},
	}
	addGameFlag(cmd.Flags(), &opts.Game)
	return cmd
}

// runReplay replays every file and returns all their errors joined.
func runReplay(opts *replayOptions) error {
	g, err := game.Lookup(string(opts.Game))
	if err != nil {
		return &usageError{err}
	}
	var errs []error
	for _, f := range opts.Files {
		if err := g.Table().Replay(opts.Out, f); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
