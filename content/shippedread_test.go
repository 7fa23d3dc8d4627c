package content

import (
	"os"
	"path"
	"reflect"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// TestShippedFilesReadOnceGiveWhatAFreshReadGives loads every shipped
// card twice with the shipped locale folders (the second load reuses the
// first's reads) and once with a copy of those folders from the source
// tree, which is read afresh: every locale's sheet words and words are
// the same all three times.
func TestShippedFilesReadOnceGiveWhatAFreshReadGives(t *testing.T) {
	fresh := locale.Shipped().Over(os.DirFS("../locale"), ".", "locale")
	for _, id := range ShippedIDs() {
		load := func(lib *locale.Library) *Card {
			dir := "cards/" + id
			l := newLoader(embedded, dir, dir, func(name string) string { return path.Join(dir, name) })
			if lib != nil {
				l.lib = lib
			}
			c, err := l.load()
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			return c
		}
		first, second, want := load(nil), load(nil), load(fresh)
		if len(want.Locales) == 0 {
			t.Fatalf("%s: no locales", id)
		}
		for code, w := range want.Locales {
			for _, got := range []*Card{first, second} {
				if g := got.Locales[code]; !reflect.DeepEqual(g.Sheet, w.Sheet) || !reflect.DeepEqual(g.Words, w.Words) {
					t.Errorf("%s %s: the reused read differs from a fresh one", id, code)
				}
			}
		}
	}
}
