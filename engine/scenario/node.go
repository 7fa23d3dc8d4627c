package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// parser walks a scenario file's YAML nodes and collects every problem it
// finds rather than stopping at the first.
type parser struct {
	file string
	errs ErrorList
}

// pos returns the position of n in the file.
func (p *parser) pos(n *yaml.Node) Pos {
	return Pos{File: p.file, Line: n.Line, Col: n.Column}
}

// errorf records a problem at n.
func (p *parser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &Error{Pos: p.pos(n), Msg: fmt.Sprintf(format, args...)})
}

// field is one key of a mapping and its value.
type field struct {
	key, val *yaml.Node
}

// fields returns the keys of the mapping n that are among allowed, in file
// order. It reports a node that is not a mapping, a key that is not a plain
// string, an unknown key and a key given twice; those keys are left out.
func (p *parser) fields(n *yaml.Node, what string, allowed ...string) []field {
	if !p.isMapping(n, what) {
		return nil
	}
	seen := map[string]bool{}
	var out []field
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode || k.Tag != "!!str" {
			p.errorf(k, "%s: a key must be a name", what)
			continue
		}
		if !slices.Contains(allowed, k.Value) {
			p.errorf(k, "%s: unknown key %q (want one of %s)", what, k.Value, strings.Join(allowed, ", "))
			continue
		}
		if seen[k.Value] {
			p.errorf(k, "%s: key %q given twice", what, k.Value)
			continue
		}
		seen[k.Value] = true
		out = append(out, field{k, v})
	}
	return out
}

// entries returns the key/value pairs of the mapping n whose keys are plain
// scalars (names such as seats), reporting a key given twice.
func (p *parser) entries(n *yaml.Node, what string) []field {
	if !p.isMapping(n, what) {
		return nil
	}
	seen := map[string]bool{}
	var out []field
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			p.errorf(k, "%s: a key must be a name", what)
			continue
		}
		if seen[k.Value] {
			p.errorf(k, "%s: %q given twice", what, k.Value)
			continue
		}
		seen[k.Value] = true
		out = append(out, field{k, v})
	}
	return out
}

// isMapping reports whether n is a mapping, and reports it if it is not.
func (p *parser) isMapping(n *yaml.Node, what string) bool {
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s: want a mapping, got %s", what, describe(n))
		return false
	}
	return true
}

// seq returns the items of the sequence n, reporting a node that is not a
// sequence.
func (p *parser) seq(n *yaml.Node, what string) ([]*yaml.Node, bool) {
	if n.Kind != yaml.SequenceNode {
		p.errorf(n, "%s: want a list, got %s", what, describe(n))
		return nil, false
	}
	return n.Content, true
}

// str returns the string scalar n, reporting anything else.
func (p *parser) str(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		p.errorf(n, "%s: want a string, got %s", what, describe(n))
		return "", false
	}
	return n.Value, true
}

// int returns the integer scalar n, reporting anything else.
func (p *parser) int(n *yaml.Node, what string) (int, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!int" {
		p.errorf(n, "%s: want a whole number, got %s", what, describe(n))
		return 0, false
	}
	v, err := strconv.ParseInt(n.Value, 0, 32)
	if err != nil {
		p.errorf(n, "%s: %q is not a whole number that fits", what, n.Value)
		return 0, false
	}
	return int(v), true
}

// bool returns the boolean scalar n, reporting anything else.
func (p *parser) bool(n *yaml.Node, what string) (bool, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
		p.errorf(n, "%s: want true or false, got %s", what, describe(n))
		return false, false
	}
	return n.Value == "true", true
}

// describe names what a node is, for messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias (anchors and aliases are not allowed)"
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return "nothing"
		case "!!str":
			return fmt.Sprintf("%q", n.Value)
		}
		return n.Value
	}
	return "something else"
}

// plural returns "1 player", "2 players".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// listOf reads a list whose items read decodes; an item listed twice is an
// error.
func listOf[T comparable](p *parser, n *yaml.Node, what string, read func(*yaml.Node) (T, bool)) ([]T, bool) {
	items, ok := p.seq(n, what)
	if !ok {
		return nil, false
	}
	out := []T{}
	seen := map[T]bool{}
	for _, it := range items {
		v, ok := read(it)
		if !ok {
			continue
		}
		if seen[v] {
			p.errorf(it, "%s: %s listed twice", what, it.Value)
			continue
		}
		seen[v] = true
		out = append(out, v)
	}
	return out, true
}
