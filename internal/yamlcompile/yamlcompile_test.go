package yamlcompile

import (
	"os"
	"reflect"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/yamlfile"
)

// TestShippedTreesAreTheParsedTrees compiles the shipped YAML files and
// finds each one's tree exactly as the YAML parser gives it.
func TestShippedTreesAreTheParsedTrees(t *testing.T) {
	files, err := Files("../..")
	if err != nil {
		t.Fatal(err)
	}
	blob, err := Compile("../..")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 100 {
		t.Fatalf("only %d shipped files", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		got, ok := yamlfile.CompiledRoot(blob, data)
		if !ok {
			t.Errorf("%s: not compiled", f)
			continue
		}
		if !reflect.DeepEqual(got, doc.Content[0]) {
			t.Errorf("%s: the compiled tree is not the parsed tree", f)
		}
	}
}
