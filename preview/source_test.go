package preview

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulecard/rulecard/content"
)

// TestResolveSource covers the ways serve's argument names a card.
func TestResolveSource(t *testing.T) {
	dir := cardCopy(t, "duel")
	root, err := filepath.Abs("..") // the source tree
	if err != nil {
		t.Fatal(err)
	}
	outside := t.TempDir()
	for _, tt := range []struct {
		arg, wd string
		want    Source
	}{
		{"gofish", root, Source{Dir: filepath.Join("content", "cards", "gofish")}}, // in the tree: its folder, watched
		{"duel", outside, Source{Shipped: "duel"}},                                 // elsewhere: the built-in files
		{dir, outside, Source{Dir: dir}},
		{dir + "/", outside, Source{Dir: dir}},
		{"", outside, Source{Shipped: "gofish"}},
		{"", dir, Source{Dir: "."}},
	} {
		got, err := ResolveSource(tt.arg, tt.wd)
		if err != nil || got != tt.want {
			t.Errorf("ResolveSource(%q, %s) = %+v, %v; want %+v", tt.arg, tt.wd, got, err, tt.want)
		}
	}
	for _, arg := range []string{"no-such-card", "./gofish", filepath.Join(dir, "card.yaml")} {
		if _, err := ResolveSource(arg, outside); !errors.Is(err, content.ErrNoCard) {
			t.Errorf("ResolveSource(%q): %v, want ErrNoCard", arg, err)
		}
	}
	if _, err := os.Stat(filepath.Join(outside, "card.yaml")); err == nil {
		t.Fatal("the empty folder holds a card")
	}
}
