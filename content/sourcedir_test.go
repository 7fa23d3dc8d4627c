package content

import (
	"os"
	"path/filepath"
	"testing"
)

// tree writes files (path: contents) under a new directory and returns it.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, data := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestSourceDirFindsAShippedCardFromAnywhereInTheSourceTree(t *testing.T) {
	root := tree(t, map[string]string{
		"go.mod":                         "module github.com/rulecard/rulecard\n\ngo 1.26\n",
		"content/cards/gofish/card.yaml": "id: gofish\n",
		"layout/pdf/x.go":                "package pdf\n",
		"other/go.mod":                   "module example.com/other\n",
	})
	for _, tt := range []struct {
		wd, id, want string
		ok           bool
	}{
		{".", "gofish", filepath.Join("content", "cards", "gofish"), true},
		{"layout/pdf", "gofish", filepath.Join("..", "..", "content", "cards", "gofish"), true},
		{"content/cards/gofish", "gofish", ".", true},
		{".", "duel", "", false},       // not in this tree
		{"other", "gofish", "", false}, // the nearest go.mod is another module's
	} {
		got, ok := SourceDir(filepath.Join(root, filepath.FromSlash(tt.wd)), tt.id)
		if got != tt.want || ok != tt.ok {
			t.Errorf("SourceDir(%s, %s) = %q, %v; want %q, %v", tt.wd, tt.id, got, ok, tt.want, tt.ok)
		}
	}
	if got, ok := SourceDir(t.TempDir(), "gofish"); ok {
		t.Errorf("outside any module: %q", got)
	}
}
