package scenario

import (
	"fmt"

	"github.com/rulecard/rulecard/yamlfile"

	"go.yaml.in/yaml/v3"
)

// parser walks a scenario file's YAML nodes with a yamlfile.Decoder and
// collects every problem it finds rather than stopping at the first; each
// matches ErrInvalid.
type parser struct {
	yamlfile.Decoder
	file string
}

// newParser returns a parser of the parsed file f that records its
// problems in probs.
func newParser(probs *yamlfile.Problems, f *yamlfile.File) *parser {
	return &parser{Decoder: yamlfile.Decoder{Problems: probs, File: f}, file: f.Path}
}

// entries returns the key/value pairs of the mapping n (names such as
// seats), reporting a key given twice.
func (p *parser) entries(n *yaml.Node, what string) []yamlfile.KeyValue {
	kvs, _ := p.Pairs(n, what)
	return kvs
}

// seq returns the items of the list n, which may be empty.
func (p *parser) seq(n *yaml.Node, what string) ([]*yaml.Node, bool) { return p.Seq(n, what, true) }

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
			p.Errorf(it, "%s: %s listed twice", what, it.Value)
			continue
		}
		seen[v] = true
		out = append(out, v)
	}
	return out, true
}
