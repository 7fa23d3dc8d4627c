package hyph

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the tables dic/*.pat from the pattern files dic/*.dic")

func TestTheTablesAreMadeFromThePatternFiles(t *testing.T) {
	for lang, src := range sources {
		data, err := os.ReadFile(filepath.Join("dic", src))
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		path := filepath.Join("dic", lang+".pat")
		if *update {
			if err := os.WriteFile(path, p.Table(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, p.Table()) {
			t.Errorf("%s is not the table of %s: run go test ./layout/hyph -update", path, src)
		}
	}
}
