package content

import (
	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/yamlfile"
)

// decoder reads the nodes of one content file strictly with package
// yamlfile's decoder (one positioned YAML reader and one error type for
// every file format), recording every problem, and adds the ids content
// names things by.
type decoder struct {
	yamlfile.Decoder
}

// newDecoder returns a decoder of file f recording its problems in p.
func newDecoder(p *yamlfile.Problems, f *yamlfile.File) decoder {
	return decoder{yamlfile.Decoder{Problems: p, File: f}}
}

// ident reads an identifier.
func (d *decoder) ident(n *yaml.Node, what string) (string, bool) {
	s, ok := d.Str(n, what)
	if !ok {
		return "", false
	}
	if !isIdentifier(s) {
		d.Errorf(n, "%s: %q is not an id (lowercase words joined by hyphens, like deal-sizes)", what, s)
		return s, false
	}
	return s, true
}
