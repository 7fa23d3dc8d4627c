package content

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// update rewrites golden files: go test ./content -update.
var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// positioned matches one reported problem: file:line:col: a lowercase message.
var positioned = regexp.MustCompile(`^[^:]+\.yaml:[0-9]+:[0-9]+: [^A-Z]`)

// TestBrokenCardsReportEveryProblemWithItsPosition loads each card under
// testdata/broken and compares the whole error list with want.txt.
func TestBrokenCardsReportEveryProblemWithItsPosition(t *testing.T) {
	dirs, err := filepath.Glob("testdata/broken/*")
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) < 20 {
		t.Fatalf("%d broken cards, want at least 20", len(dirs))
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			c, err := Load(dir)
			if err == nil {
				t.Fatalf("loaded %q, want an error", c.ID)
			}
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error %T %v, want a non-empty ErrorList", err, err)
			}
			for _, e := range list {
				if !positioned.MatchString(e.Error()) {
					t.Errorf("not file:line:col: message: %q", e.Error())
				}
			}
			got := err.Error() + "\n"
			golden := filepath.Join(dir, "want.txt")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./content -update)", err)
			}
			if got != string(want) {
				t.Errorf("errors differ from %s\ngot:\n%s\nwant:\n%s", golden, got, want)
			}
		})
	}
}
