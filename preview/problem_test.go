package preview

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryBrokenCardShowsItsProblemsWithPositions builds each card of
// the broken-card corpora (the loader's and the layout's) as the preview
// does: every problem the command line reports for it is a problem of the
// page, with its FILE:LINE:COL, and there is no sheet to show.
func TestEveryBrokenCardShowsItsProblemsWithPositions(t *testing.T) {
	n := 0
	for _, base := range []string{"../content", "../cmd/rulecard"} {
		dirs, err := filepath.Glob(filepath.Join(base, "testdata", "broken", "*"))
		if err != nil {
			t.Fatal(err)
		}
		for _, dir := range dirs {
			want, err := os.ReadFile(filepath.Join(dir, "want.txt"))
			if err != nil {
				t.Fatal(err)
			}
			bd := testBuilder(t, Source{Dir: dir})
			b := bd.build(nil)
			if b.ok() {
				t.Errorf("%s: the preview builds a broken card", dir)
				continue
			}
			var got []string
			for _, p := range b.problems {
				got = append(got, p.String())
			}
			for _, w := range strings.Split(strings.TrimSpace(string(want)), "\n") {
				// positions name the files as the preview was given them
				w = strings.ReplaceAll(w, "testdata/broken/", base+"/testdata/broken/")
				found := false
				for _, g := range got {
					found = found || strings.HasPrefix(g, w)
				}
				if !found {
					t.Errorf("%s: the page lacks %q\nit shows:\n  %s", dir, w, strings.Join(got, "\n  "))
				}
			}
			n++
		}
	}
	if n < 20 {
		t.Fatalf("only %d broken cards", n)
	}
}

// TestProblemInLineFindsThePosition reads positions out of messages as
// the layout and other stages write them.
func TestProblemInLineFindsThePosition(t *testing.T) {
	for _, tt := range []struct{ line, pos, msg string }{
		{"dir/en.yaml:12:5: a problem", "dir/en.yaml:12:5", "a problem"},
		{"card gofish (sv): dir/sv.yaml:3:1: section x: overflows", "dir/sv.yaml:3:1", "section x: overflows"},
		{"dir/card.yaml:7: no column", "dir/card.yaml:7", "no column"},
		{"C:/cards/x/en.yaml:2:4: on another system", "C:/cards/x/en.yaml:2:4", "on another system"},
		{"no position: at all", "", "no position: at all"},
		{"time 12:30: not a file", "", "time 12:30: not a file"},
	} {
		p := problemInLine(tt.line)
		if p.Pos != tt.pos || p.Message != tt.msg {
			t.Errorf("%q: %q %q, want %q %q", tt.line, p.Pos, p.Message, tt.pos, tt.msg)
		}
	}
}
