package content

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// yamlFile is one parsed content file: the path shown in positions, its
// lines (to place a problem inside a scalar) and its top node.
type yamlFile struct {
	path  string
	lines []string
	root  *yaml.Node // the document's top node; nil if the file did not parse
}

// yamlLine finds the line number in a YAML parser message ("yaml: line 3: …").
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// parseYAML parses data as a single YAML document. Syntax errors are
// recorded in p with the line the parser names (at column 1: the parser
// gives no column); the result is nil then.
func parseYAML(p *problems, path string, data []byte) (f *yamlFile) {
	f = &yamlFile{path: path, lines: strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")}
	defer func() {
		if r := recover(); r != nil {
			p.addf(Pos{File: path, Line: 1, Col: 1}, "invalid yaml: %v", r)
			f.root = nil
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			p.addf(Pos{File: path, Line: 1, Col: 1}, "empty file")
			return f
		}
		p.list = append(p.list, yamlError(path, err))
		return f
	}
	if len(doc.Content) == 0 {
		p.addf(Pos{File: path, Line: 1, Col: 1}, "empty file")
		return f
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case errors.Is(err, io.EOF):
	case err != nil:
		p.list = append(p.list, yamlError(path, err))
		return f
	default:
		p.addf(Pos{File: path, Line: next.Line, Col: next.Column}, "more than one yaml document")
		return f
	}
	f.root = doc.Content[0]
	return f
}

// yamlError turns a YAML parser error into a positioned Error.
func yamlError(path string, err error) *Error {
	msg := err.Error()
	pos := Pos{File: path, Line: 1, Col: 1}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		if n, aerr := strconv.Atoi(m[1]); aerr == nil && n > 0 {
			pos.Line = n
		}
		msg = msg[len(m[0]):]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	return &Error{Pos: pos, Msg: "invalid yaml: " + msg, Err: err}
}

// decoder reads the nodes of one file strictly, recording every problem.
type decoder struct {
	p *problems
	f *yamlFile
}

// pos returns the position of node n.
func (d *decoder) pos(n *yaml.Node) Pos {
	return Pos{File: d.f.path, Line: n.Line, Col: n.Column}
}

// errorf records a problem at node n.
func (d *decoder) errorf(n *yaml.Node, format string, args ...any) {
	d.p.addf(d.pos(n), format, args...)
}

// describe names what a node is, for "want …, got …" messages.
func describe(n *yaml.Node) string {
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

// field is one key of a mapping read by fields.
type field struct {
	key      string
	required bool
	decode   func(k, v *yaml.Node)
}

// fields reads mapping n (called what in messages): each known key is
// decoded, unknown and duplicate keys and missing required keys are
// problems. It reports whether n was a mapping.
func (d *decoder) fields(n *yaml.Node, what string, fs ...field) bool {
	if n.Kind != yaml.MappingNode {
		d.errorf(n, "%s: want a mapping, got %s", what, describe(n))
		return false
	}
	seen := map[string]bool{}
	d.entries(n, what, func(k, v *yaml.Node) {
		for _, f := range fs {
			if f.key == k.Value {
				seen[f.key] = true
				f.decode(k, v)
				return
			}
		}
		keys := make([]string, len(fs))
		for i, f := range fs {
			keys[i] = f.key
		}
		d.errorf(k, "unknown key %q in %s (want %s)", k.Value, what, strings.Join(keys, ", "))
	})
	for _, f := range fs {
		if f.required && !seen[f.key] {
			d.errorf(n, "missing field %q in %s", f.key, what)
		}
	}
	return true
}

// entries calls each for every key of mapping n in document order,
// skipping (and reporting) keys that are not scalars and duplicate keys.
// It reports whether n was a mapping.
func (d *decoder) entries(n *yaml.Node, what string, each func(k, v *yaml.Node)) bool {
	if n.Kind != yaml.MappingNode {
		d.errorf(n, "%s: want a mapping, got %s", what, describe(n))
		return false
	}
	first := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			d.errorf(k, "%s: a key must be a plain word, got %s", what, describe(k))
			continue
		}
		if f, dup := first[k.Value]; dup {
			d.errorf(k, "duplicate key %q in %s (first at line %d)", k.Value, what, f.Line)
			continue
		}
		first[k.Value] = k
		each(k, v)
	}
	return true
}

// str reads a scalar as a string (any scalar but null, as written).
func (d *decoder) str(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		d.errorf(n, "%s: want a string, got %s", what, describe(n))
		return "", false
	}
	return n.Value, true
}

// int reads an integer scalar.
func (d *decoder) int(n *yaml.Node, what string) (int, bool) {
	var i int
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || n.Decode(&i) != nil {
		d.errorf(n, "%s: want an integer, got %s", what, describe(n))
		return 0, false
	}
	return i, true
}

// bool reads a boolean scalar.
func (d *decoder) bool(n *yaml.Node, what string) (bool, bool) {
	var b bool
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || n.Decode(&b) != nil {
		d.errorf(n, "%s: want true or false, got %s", what, describe(n))
		return false, false
	}
	return b, true
}

// seq reads a list; an empty list is a problem unless empty is true.
func (d *decoder) seq(n *yaml.Node, what string, empty bool) ([]*yaml.Node, bool) {
	if n.Kind != yaml.SequenceNode {
		d.errorf(n, "%s: want a list, got %s", what, describe(n))
		return nil, false
	}
	if len(n.Content) == 0 && !empty {
		d.errorf(n, "%s: empty list", what)
		return nil, false
	}
	return n.Content, true
}

// identifier matches the ids of cards, sections and statements, presets
// and options: lowercase words joined by hyphens.
var identifier = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// ident reads an identifier.
func (d *decoder) ident(n *yaml.Node, what string) (string, bool) {
	s, ok := d.str(n, what)
	if !ok {
		return "", false
	}
	if !identifier.MatchString(s) {
		d.errorf(n, "%s: %q is not an id (lowercase words joined by hyphens, like deal-sizes)", what, s)
		return s, false
	}
	return s, true
}
