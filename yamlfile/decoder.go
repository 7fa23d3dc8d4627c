package yamlfile

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Decoder reads the nodes of one file strictly, recording every problem
// in Problems. Each method is given what the node is ("card.yaml",
// "end: pond") for its messages, and reports whether the node was read.
type Decoder struct {
	Problems *Problems
	File     *File
}

// Pos returns the position of node n.
func (d *Decoder) Pos(n *yaml.Node) Pos {
	return Pos{File: d.File.Path, Line: n.Line, Col: n.Column}
}

// Errorf records a problem at node n.
func (d *Decoder) Errorf(n *yaml.Node, format string, args ...any) {
	d.Problems.Addf(d.Pos(n), format, args...)
}

// Describe names what a node is, for "want …, got …" messages.
func Describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias (aliases are not allowed)"
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!null":
			return "nothing"
		case "!!str":
			return fmt.Sprintf("a string %q", n.Value)
		case "!!int":
			return "an integer " + n.Value
		case "!!bool":
			return "a boolean " + n.Value
		case "!!float":
			return "a number " + n.Value
		}
		return fmt.Sprintf("%s %q", n.ShortTag(), n.Value)
	}
	return "an unexpected node"
}

// KeyValue is one entry of a mapping.
type KeyValue struct {
	Key, Value *yaml.Node
}

// Pairs returns the entries of mapping n in document order, leaving out
// (and reporting) keys that are not plain scalars and keys given twice.
// It reports whether n was a mapping.
func (d *Decoder) Pairs(n *yaml.Node, what string) ([]KeyValue, bool) {
	if n.Kind != yaml.MappingNode {
		d.Errorf(n, "%s: want a mapping, got %s", what, Describe(n))
		return nil, false
	}
	var out []KeyValue
	first := map[string]*yaml.Node{} // each key, at its first place
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			d.Errorf(k, "%s: a key must be a plain word, got %s", what, Describe(k))
			continue
		}
		if f, dup := first[k.Value]; dup {
			d.Errorf(k, "duplicate key %q in %s (first at line %d)", k.Value, what, f.Line)
			continue
		}
		first[k.Value] = k
		out = append(out, KeyValue{k, v})
	}
	return out, true
}

// Each calls each for every entry of mapping n in document order, as
// Pairs finds them, and reports whether n was a mapping.
func (d *Decoder) Each(n *yaml.Node, what string, each func(k, v *yaml.Node)) bool {
	pairs, ok := d.Pairs(n, what)
	for _, kv := range pairs {
		each(kv.Key, kv.Value)
	}
	return ok
}

// Known returns the entries of mapping n whose keys are among keys, as
// Pairs does, reporting every other key as unknown.
func (d *Decoder) Known(n *yaml.Node, what string, keys ...string) []KeyValue {
	pairs, _ := d.Pairs(n, what)
	out := pairs[:0]
	for _, kv := range pairs {
		if slices.Contains(keys, kv.Key.Value) {
			out = append(out, kv)
			continue
		}
		d.Errorf(kv.Key, "unknown key %q in %s (want %s)", kv.Key.Value, what, strings.Join(keys, ", "))
	}
	return out
}

// Field is one key of a mapping read by Fields: Decode is called with its
// key and value; a Required key that is missing is a problem.
type Field struct {
	Key      string
	Required bool
	Decode   func(k, v *yaml.Node)
}

// Fields reads mapping n: each known key is decoded in document order;
// unknown and duplicate keys and missing required keys are problems. It
// reports whether n was a mapping.
func (d *Decoder) Fields(n *yaml.Node, what string, fs ...Field) bool {
	if n.Kind != yaml.MappingNode {
		d.Errorf(n, "%s: want a mapping, got %s", what, Describe(n))
		return false
	}
	keys := make([]string, len(fs))
	for i, f := range fs {
		keys[i] = f.Key
	}
	seen := map[string]bool{}
	for _, kv := range d.Known(n, what, keys...) {
		i := slices.Index(keys, kv.Key.Value)
		seen[keys[i]] = true
		fs[i].Decode(kv.Key, kv.Value)
	}
	for _, f := range fs {
		if f.Required && !seen[f.Key] {
			d.Errorf(n, "missing field %q in %s", f.Key, what)
		}
	}
	return true
}

// Str reads a scalar as a string (any scalar but null, as written).
func (d *Decoder) Str(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		d.Errorf(n, "%s: want a string, got %s", what, Describe(n))
		return "", false
	}
	return n.Value, true
}

// Int reads an integer scalar, from math.MinInt32 to math.MaxInt32 (no
// count in any file comes near; a larger one is a mistake).
func (d *Decoder) Int(n *yaml.Node, what string) (int, bool) {
	var i int64
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" {
		d.Errorf(n, "%s: want an integer, got %s", what, Describe(n))
		return 0, false
	}
	if n.Decode(&i) != nil || i < math.MinInt32 || i > math.MaxInt32 {
		d.Errorf(n, "%s: %s is out of range", what, n.Value)
		return 0, false
	}
	return int(i), true
}

// Bool reads a boolean scalar.
func (d *Decoder) Bool(n *yaml.Node, what string) (bool, bool) {
	var b bool
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || n.Decode(&b) != nil {
		d.Errorf(n, "%s: want true or false, got %s", what, Describe(n))
		return false, false
	}
	return b, true
}

// Seq reads a list; an empty list is a problem unless empty is true.
func (d *Decoder) Seq(n *yaml.Node, what string, empty bool) ([]*yaml.Node, bool) {
	if n.Kind != yaml.SequenceNode {
		d.Errorf(n, "%s: want a list, got %s", what, Describe(n))
		return nil, false
	}
	if len(n.Content) == 0 && !empty {
		d.Errorf(n, "%s: empty list", what)
		return nil, false
	}
	return n.Content, true
}
