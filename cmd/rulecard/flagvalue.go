package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"
)

// oneOf is a flag whose value is parsed into a T as it is set: a value
// parse refuses is a flag error, so a usage error (exit 2), with parse's
// message naming the valid choices.
type oneOf[T fmt.Stringer] struct {
	v     *T
	parse func(string) (T, error)
	kind  string // what the help calls a value: "preset"
}

// oneOfVar defines a flag that sets *v to def, or to what parse makes of
// the value given.
func oneOfVar[T fmt.Stringer](f *pflag.FlagSet, v *T, name string, def T, parse func(string) (T, error), kind, usage string) {
	*v = def
	f.Var(&oneOf[T]{v: v, parse: parse, kind: kind}, name, usage)
}

// Set parses s into the flag's value.
func (o *oneOf[T]) Set(s string) error {
	v, err := o.parse(s)
	if err != nil {
		return err
	}
	*o.v = v
	return nil
}

// String returns the value as the command line writes it.
func (o *oneOf[T]) String() string {
	if o.v == nil {
		return ""
	}
	return (*o.v).String()
}

// Type names what the flag takes, for the help.
func (o *oneOf[T]) Type() string { return o.kind }

// listOf is a flag of comma-separated values, each parsed into a T as it
// is set, as pflag's StringSlice: the first use replaces the default, a
// later one adds to it. A value parse refuses is a flag error.
type listOf[T fmt.Stringer] struct {
	v       *[]T
	parse   func(string) (T, error)
	kind    string
	changed bool
}

// listOfVar defines a list flag that sets *v to def, or to the values
// given, each made by parse.
func listOfVar[T fmt.Stringer](f *pflag.FlagSet, v *[]T, name string, def []T, parse func(string) (T, error), kind, usage string) {
	*v = def
	f.Var(&listOf[T]{v: v, parse: parse, kind: kind}, name, usage)
}

// Set parses the comma-separated values of s and adds them.
func (l *listOf[T]) Set(s string) error {
	var vs []T
	for _, w := range strings.Split(s, ",") {
		v, err := l.parse(strings.TrimSpace(w))
		if err != nil {
			return err
		}
		vs = append(vs, v)
	}
	if !l.changed {
		*l.v, l.changed = nil, true
	}
	*l.v = append(*l.v, vs...)
	return nil
}

// String returns the values as pflag writes a list, "[a,b]"; "" for
// none, so that the help shows no empty default.
func (l *listOf[T]) String() string {
	if l.v == nil || len(*l.v) == 0 {
		return ""
	}
	words := make([]string, len(*l.v))
	for i, v := range *l.v {
		words[i] = v.String()
	}
	return "[" + strings.Join(words, ",") + "]"
}

// Type names what the flag takes, for the help.
func (l *listOf[T]) Type() string { return l.kind }
