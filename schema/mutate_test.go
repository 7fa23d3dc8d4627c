package schema

import (
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"go.yaml.in/yaml/v3"

	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/scenario"
)

// mutation is one change to a file: where, and how.
type mutation struct {
	where string
	data  []byte
}

// expressible matches the loaders' messages for problems within one
// value of one file, which a schema says: a key the format does not have,
// a value of the wrong type.
var expressible = regexp.MustCompile(`unknown key "zz-unknown"|want (a|an) [a-z]+, got a mapping`)

// mutations returns data with an unknown key added to each mapping in
// turn, and with each scalar value in turn replaced by a mapping.
func mutations(t *testing.T, data []byte) []mutation {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var out []mutation
	var walk func(n *yaml.Node, at string)
	emit := func(at string) {
		b, err := yaml.Marshal(&doc)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, mutation{at, b})
	}
	walk = func(n *yaml.Node, at string) {
		switch n.Kind {
		case yaml.DocumentNode, yaml.SequenceNode:
			for i, c := range n.Content {
				walk(c, fmt.Sprintf("%s[%d]", at, i))
			}
		case yaml.MappingNode:
			saved := n.Content
			n.Content = append(append([]*yaml.Node(nil), saved...),
				&yaml.Node{Kind: yaml.ScalarNode, Value: "zz-unknown"}, &yaml.Node{Kind: yaml.ScalarNode, Value: "x"})
			emit(at + ": key zz-unknown added")
			n.Content = saved
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				if v.Kind == yaml.ScalarNode {
					old := *v
					*v = yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
						{Kind: yaml.ScalarNode, Value: "zz"}, {Kind: yaml.ScalarNode, Value: "1", Tag: "!!int"}}}
					emit(at + "." + k.Value + ": a mapping instead of " + old.Value)
					*v = old
				}
				walk(v, at+"."+k.Value)
			}
		}
	}
	walk(&doc, "")
	return out
}

// agree fails the test unless the schema and the loader agree on a
// mutated file: the schema refuses nothing the loader takes, and refuses
// everything the loader refuses for a reason a schema can express.
func agree(t *testing.T, file string, m mutation, kind Kind, loaderErr error) {
	t.Helper()
	schemaErr := validate(t, kind, m.data)
	switch {
	case schemaErr != nil && loaderErr == nil:
		t.Errorf("%s%s: the schema refuses what the loader takes: %s", file, m.where, firstLine(schemaErr.Error()))
	case schemaErr == nil && loaderErr != nil && expressible.MatchString(loaderErr.Error()):
		t.Errorf("%s%s: the loader refuses it (%s) but the schema takes it", file, m.where, firstLine(expressibleLine(loaderErr.Error())))
	}
}

// expressibleLine returns the loader's message line a schema should have
// matched.
func expressibleLine(msg string) string {
	for _, l := range strings.Split(msg, "\n") {
		if expressible.MatchString(l) {
			return l
		}
	}
	return msg
}

// TestSchemasAgreeWithTheLoadersOnEveryChange changes every mapping and
// every scalar of the shipped cards' files, the sheet words and the worked
// examples, one at a time, and asks the loader and the schema about each.
func TestSchemasAgreeWithTheLoadersOnEveryChange(t *testing.T) {
	n := 0
	dirs, _ := filepath.Glob("../content/cards/*")
	for _, dir := range dirs {
		files := fstest.MapFS{}
		names, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
		for _, p := range names {
			files["card/"+filepath.Base(p)] = &fstest.MapFile{Data: readFile(t, p)}
		}
		if _, err := content.LoadFS(files, "card"); err != nil {
			t.Fatalf("%s does not load: %v", dir, err)
		}
		for _, p := range names {
			kind, ok := kindOf(filepath.Base(p))
			if !ok {
				continue
			}
			name := "card/" + filepath.Base(p)
			// a locale's file is asked with card.yaml alone beside it: the
			// other locales load as before whatever it says, and loading
			// them again for each change was most of the test's time
			asked := files
			if name != "card/card.yaml" {
				asked = fstest.MapFS{"card/card.yaml": files["card/card.yaml"], name: files[name]}
			}
			orig := asked[name]
			for _, m := range mutations(t, orig.Data) {
				asked[name] = &fstest.MapFile{Data: m.data}
				_, err := content.LoadFS(asked, "card")
				agree(t, p, m, kind, err)
				n++
			}
			asked[name] = orig
		}
	}
	// The shipped sheet words, read as the English card's own.
	gofish := fstest.MapFS{}
	names, _ := filepath.Glob("../content/cards/gofish/*.yaml")
	for _, p := range names {
		gofish["card/"+filepath.Base(p)] = &fstest.MapFile{Data: readFile(t, p)}
	}
	sheets, _ := filepath.Glob("../locale/*/sheet.yaml")
	if len(sheets) < 4 {
		t.Fatalf("only %d shipped sheet words", len(sheets))
	}
	for _, p := range sheets {
		code := filepath.Base(filepath.Dir(p))
		if _, ok := gofish["card/"+code+".yaml"]; !ok {
			continue
		}
		name := path.Join("card", code+".sheet.yaml")
		asked := fstest.MapFS{"card/card.yaml": gofish["card/card.yaml"], "card/" + code + ".yaml": gofish["card/"+code+".yaml"]}
		for _, m := range mutations(t, readFile(t, p)) {
			asked[name] = &fstest.MapFile{Data: m.data}
			_, err := content.LoadFS(asked, "card")
			agree(t, p, m, Sheet, err)
			n++
		}
	}
	scenarios, _ := filepath.Glob("../games/gofish/testdata/scenarios/*.yaml")
	for _, p := range scenarios {
		for _, m := range mutations(t, readFile(t, p)) {
			_, err := scenario.Parse(p, m.data)
			agree(t, p, m, Scenario, err)
			n++
		}
	}
	t.Logf("%d changed files asked of both", n)
	if n < 1000 {
		t.Fatalf("only %d changes tried", n)
	}
}
