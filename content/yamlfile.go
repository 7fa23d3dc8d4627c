package content

import (
	"regexp"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/yamlfile"
)

// The loader reads its files with package yamlfile: one positioned YAML
// reader and one error type for every file format. The short names below
// are how the content decoders call it.

// problems collects the problems of one load.
type problems struct{ yamlfile.Problems }

// addf records a problem at pos.
func (p *problems) addf(pos Pos, format string, args ...any) { p.Addf(pos, format, args...) }

// wrap records a problem at pos caused by err (see yamlfile.Problems.Wrap).
func (p *problems) wrap(pos Pos, what string, err error) { p.Wrap(pos, what, err) }

// err returns the sorted problems, or nil when nothing went wrong.
func (p *problems) err() error { return p.Err() }

// yamlFile is one parsed content file.
type yamlFile = yamlfile.File

// parseYAML parses data as a single YAML document (see yamlfile.Parse);
// the file's Root is nil when it did not parse.
func parseYAML(p *problems, path string, data []byte) *yamlFile {
	return yamlfile.Parse(&p.Problems, path, data)
}

// decoder reads the nodes of one file strictly, recording every problem.
type decoder struct {
	p *problems
	f *yamlFile
}

// src is the yamlfile decoder of d's file.
func (d *decoder) src() *yamlfile.Decoder {
	return &yamlfile.Decoder{Problems: &d.p.Problems, File: d.f}
}

// describe names what a node is (yamlfile.Describe).
func describe(n *yaml.Node) string { return yamlfile.Describe(n) }

// field is one key of a mapping read by fields: decode is called with its
// key and value; a required key that is missing is a problem.
type field struct {
	key      string
	required bool
	decode   func(k, v *yaml.Node)
}

func (d *decoder) pos(n *yaml.Node) Pos { return d.src().Pos(n) }
func (d *decoder) errorf(n *yaml.Node, format string, args ...any) {
	d.src().Errorf(n, format, args...)
}
func (d *decoder) str(n *yaml.Node, what string) (string, bool) { return d.src().Str(n, what) }
func (d *decoder) int(n *yaml.Node, what string) (int, bool)    { return d.src().Int(n, what) }
func (d *decoder) bool(n *yaml.Node, what string) (bool, bool)  { return d.src().Bool(n, what) }

// fields reads mapping n strictly (yamlfile.Decoder.Fields).
func (d *decoder) fields(n *yaml.Node, what string, fs ...field) bool {
	out := make([]yamlfile.Field, len(fs))
	for i, f := range fs {
		out[i] = yamlfile.Field{Key: f.key, Required: f.required, Decode: f.decode}
	}
	return d.src().Fields(n, what, out...)
}

// seq reads a list; an empty list is a problem unless empty is true.
func (d *decoder) seq(n *yaml.Node, what string, empty bool) ([]*yaml.Node, bool) {
	return d.src().Seq(n, what, empty)
}

// entries calls each for every entry of mapping n in document order (see
// yamlfile.Decoder.Pairs). It reports whether n was a mapping.
func (d *decoder) entries(n *yaml.Node, what string, each func(k, v *yaml.Node)) bool {
	pairs, ok := d.src().Pairs(n, what)
	for _, kv := range pairs {
		each(kv.Key, kv.Value)
	}
	return ok
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
