package main

import (
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rulecard/rulecard/schema"
)

// schemaOptions are the inputs of `rulecard schema`.
type schemaOptions struct {
	Out  io.Writer
	Kind string
}

func newSchemaCmd() *cobra.Command {
	opts := &schemaOptions{}
	var kinds []string
	for _, k := range schema.Kinds {
		kinds = append(kinds, string(k))
	}
	cmd := &cobra.Command{
		Use:   "schema " + strings.Join(kinds, "|"),
		Short: "Print the JSON Schema of a file format, for editors",
		Long: `Print the JSON Schema (draft-07) of one of rulecard's file formats:
card (card.yaml), locale (a card's <locale>.yaml), scenario (a worked-example
file), and the files of a locale folder (locale/<code>/, or a card's own
locales/<code>/): typography (locale.yaml), sheet (sheet.yaml, or a card's
<locale>.sheet.yaml), words (words.yaml, or a card's <locale>.words.yaml),
rules (rules.yaml), story (story.yaml) and reference (reference.yaml). Save it beside your files and point a YAML-aware editor
at it with a first line such as

  # yaml-language-server: $schema=card.schema.json

The schema says as much of what rulecard checks as a schema can; rulecard check
remains the authority (it sees across files, the engine and the Markdown).`,
		Args:      cobra.ExactArgs(1),
		ValidArgs: kinds,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Out = cmd.OutOrStdout()
			opts.Kind = args[0]
			return runSchema(opts)
		},
	}
	return cmd
}

// runSchema prints the schema named by opts.Kind.
func runSchema(opts *schemaOptions) error {
	k, err := schema.ParseKind(opts.Kind)
	if err != nil {
		return &usageError{err}
	}
	data, err := k.JSON()
	if err != nil {
		return err
	}
	_, err = opts.Out.Write(data)
	return err
}
