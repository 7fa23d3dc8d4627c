// Command libraries does nothing but link the three libraries the brief
// names for rulecard (the PDF writer, the Markdown parser and the command
// line), so that their packages' initialization runs: the least any
// rulecard run costs before it does any work of its own
// (BenchmarkProcessFloorLibraries).
package main

import (
	_ "codeberg.org/go-pdf/fpdf"
	_ "github.com/spf13/cobra"
	_ "github.com/yuin/goldmark"
)

func main() {}
