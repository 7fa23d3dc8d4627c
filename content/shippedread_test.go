package content

import (
	"io/fs"
	"path"
	"reflect"
	"testing"
	"testing/fstest"
)

// TestShippedFilesReadOnceGiveWhatAFreshReadGives loads every shipped
// card twice with the embedded words (the second load reuses the first's
// reads) and once from a copy of the embedded files, which is read
// afresh: every locale's sheet words and words are the same all three
// times.
func TestShippedFilesReadOnceGiveWhatAFreshReadGives(t *testing.T) {
	fresh := fstest.MapFS{}
	err := fs.WalkDir(embedded, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(embedded, name)
		fresh[name] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ShippedIDs() {
		load := func(sheets fs.FS) *Card {
			dir := "cards/" + id
			l := newLoader(embedded, dir, dir, func(name string) string { return path.Join(dir, name) })
			l.sheets = sheets
			c, err := l.load()
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			return c
		}
		first, second, want := load(embedded), load(embedded), load(fresh)
		for code, w := range want.Locales {
			for _, got := range []*Card{first, second} {
				if g := got.Locales[code]; !reflect.DeepEqual(g.Sheet, w.Sheet) || !reflect.DeepEqual(g.Words, w.Words) {
					t.Errorf("%s %s: the reused read differs from a fresh one", id, code)
				}
			}
		}
	}
}
