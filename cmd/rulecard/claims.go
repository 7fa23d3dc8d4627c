package main

import (
	"encoding/json"
	"io"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/game"
)

// claimsOptions are the inputs of `rulecard claims`.
type claimsOptions struct {
	Game gameName
	Out  io.Writer
	JSON bool
}

func newClaimsCmd() *cobra.Command {
	opts := &claimsOptions{}
	cmd := &cobra.Command{
		Use:   "claims",
		Short: "List the catalogue of claims a card's statements may rest on",
		Long: `List the catalogue of claims: each claim's id, the shape of its parameters
("-" for none, N for a number, {PLAYERS: N, ...} for a number per player count,
{min: N, max: N}, [N, ...]), what it holds the engine to, and its worked
examples. Claims marked [variant] hold for a variant of the rules, not the
house rules.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts.Out = cmd.OutOrStdout()
			return runClaims(opts)
		},
	}
	addGameFlag(cmd.Flags(), &opts.Game)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the catalogue as JSON")
	return cmd
}

// runClaims prints the catalogue.
func runClaims(opts *claimsOptions) error {
	g, err := game.Lookup(string(opts.Game))
	if err != nil {
		return &usageError{err}
	}
	c := g.Claims()
	all := c.Catalogue()
	for i := range all {
		all[i].Depends = c.Depends(all[i].ID)
	}
	if !opts.JSON {
		return claim.WriteCatalogue(opts.Out, all)
	}
	enc := json.NewEncoder(opts.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(all)
}
