// Command yamlcompile writes yamlfile/compiled/trees.bin, the node trees of the
// shipped YAML files, so that the program does not parse them at every
// run (`make build` runs it first).
package main

import (
	"fmt"
	"os"

	"github.com/rulecard/rulecard/internal/yamlcompile"
)

func main() {
	changed, err := yamlcompile.Write(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "yamlcompile:", err)
		os.Exit(1)
	}
	if changed {
		fmt.Println("wrote", yamlcompile.Output)
	}
}
