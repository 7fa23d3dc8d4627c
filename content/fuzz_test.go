package content

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

// FuzzLoad feeds the loader arbitrary card.yaml and en.yaml files: it must
// never panic, and must return either a card or a list of problems each
// with a file, a line and a column.
func FuzzLoad(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/broken/*")
	seeds = append(seeds, "cards/gofish")
	for _, dir := range seeds {
		card, err1 := os.ReadFile(filepath.Join(dir, "card.yaml"))
		en, err2 := os.ReadFile(filepath.Join(dir, "en.yaml"))
		if err1 == nil && err2 == nil {
			f.Add(card, en)
		}
	}
	f.Fuzz(func(t *testing.T, card, en []byte) {
		fsys := fstest.MapFS{
			"c/card.yaml": {Data: card},
			"c/en.yaml":   {Data: en},
		}
		c, err := LoadFS(fsys, "c")
		if err == nil {
			if c == nil || c.Locales["en"] == nil {
				t.Fatalf("no error and no card")
			}
			return
		}
		if c != nil {
			t.Fatalf("both a card and an error: %v", err)
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("error %T is not an ErrorList: %v", err, err)
		}
		for _, e := range list {
			if e.Pos.File == "" || e.Pos.Line < 1 || e.Pos.Col < 1 || e.Msg == "" {
				t.Fatalf("a problem without a position: %q", e.Error())
			}
		}
	})
}
