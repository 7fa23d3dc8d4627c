package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

var (
	compileOnce sync.Once
	compiled    map[Kind]*jsonschema.Schema
	compileErr  error
)

// schemas compiles every kind's schema once.
func schemas(t testing.TB) map[Kind]*jsonschema.Schema {
	t.Helper()
	compileOnce.Do(func() {
		c := jsonschema.NewCompiler()
		compiled = map[Kind]*jsonschema.Schema{}
		for _, k := range Kinds {
			data, err := k.JSON()
			if err != nil {
				compileErr = err
				return
			}
			doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
			if err != nil {
				compileErr = fmt.Errorf("%s: %w", k.File(), err)
				return
			}
			if err := c.AddResource(k.File(), doc); err != nil {
				compileErr = err
				return
			}
		}
		for _, k := range Kinds {
			s, err := c.Compile(k.File())
			if err != nil {
				compileErr = err
				return
			}
			compiled[k] = s
		}
	})
	if compileErr != nil {
		t.Fatal(compileErr)
	}
	return compiled
}

// validate checks YAML data against kind's schema as an editor would:
// the (first) document turned into JSON values. A file that is not YAML
// at all fails as well.
func validate(t testing.TB, kind Kind, data []byte) error {
	t.Helper()
	v, err := jsonValue(data)
	if err != nil {
		return err
	}
	return schemas(t)[kind].Validate(v)
}

// jsonValue decodes one YAML document into the values JSON Schema reads.
func jsonValue(data []byte) (any, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		return nil, err
	}
	if len(doc.Content) == 0 {
		return nil, fmt.Errorf("empty file")
	}
	return nodeValue(doc.Content[0])
}

// nodeValue turns a YAML node into a JSON value: mapping keys are their
// text, numbers json.Number.
func nodeValue(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.AliasNode:
		return nodeValue(n.Alias)
	case yaml.MappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			v, err := nodeValue(n.Content[i+1])
			if err != nil {
				return nil, err
			}
			m[n.Content[i].Value] = v
		}
		return m, nil
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := nodeValue(c)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	}
	switch n.ShortTag() {
	case "!!int", "!!float":
		var f float64
		if err := n.Decode(&f); err != nil {
			return n.Value, nil
		}
		return json.Number(strings.TrimSpace(fmt.Sprint(f))), nil
	case "!!bool":
		var b bool
		err := n.Decode(&b)
		return b, err
	case "!!null":
		return nil, nil
	}
	return n.Value, nil
}

// kindOf says which schema a file of a card folder follows, by its name.
func kindOf(name string) (Kind, bool) {
	switch {
	case name == "card.yaml":
		return Card, true
	case strings.HasSuffix(name, ".sheet.yaml"):
		return Sheet, true
	case strings.HasSuffix(name, ".words.yaml"):
		return Words, true
	case filepath.Ext(name) != ".yaml":
		return "", false
	}
	return Locale, true
}

// readFile returns a file's bytes.
func readFile(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
