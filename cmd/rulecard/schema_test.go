package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSchemaPrintsEachKind: rulecard schema KIND prints the JSON Schema
// file of the repository's schema folder, byte for byte; an unknown kind
// or none is a usage error.
func TestSchemaPrintsEachKind(t *testing.T) {
	for _, kind := range []string{"card", "locale", "sheet", "scenario", "words", "typography", "rules", "story", "reference"} {
		r := run(t, t.TempDir(), nil, "schema", kind)
		if r.code != 0 {
			t.Fatalf("schema %s: exit %d\n%s", kind, r.code, r.stderr)
		}
		want, err := os.ReadFile(filepath.Join(repoRoot(t), "schema", kind+".schema.json"))
		if err != nil {
			t.Fatal(err)
		}
		if r.stdout != string(want) {
			t.Errorf("schema %s prints something else than schema/%s.schema.json", kind, kind)
		}
		var doc map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || !strings.Contains(doc["$schema"].(string), "json-schema.org") {
			t.Errorf("schema %s: not a JSON Schema: %v", kind, err)
		}
	}
	for _, args := range [][]string{{"schema"}, {"schema", "glossary"}, {"schema", "card", "locale"}} {
		if r := run(t, t.TempDir(), nil, args...); r.code != 2 {
			t.Errorf("%v: exit %d, want 2\n%s", args, r.code, r.stderr)
		}
	}
}
