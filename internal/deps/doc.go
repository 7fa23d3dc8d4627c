// Package deps holds no code: its test states, as a table of layers, which
// package of rulecard may import which (the pipeline of DESIGN.md), and
// fails naming the package pair when an import breaks a layer or a new
// package has no place in the table. It follows the Go standard library's
// go/build/deps_test.go.
package deps
