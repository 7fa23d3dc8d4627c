package hyph

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the tables dic/*.pat from the pattern files dic/*.dic")

// sources returns the pattern file of each language in dic/, by the
// language its name gives (hyph_en_US.dic: en), and fails the test on a
// table dic/<language>.pat with no pattern file.
func sources(t *testing.T) map[string]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("dic", "hyph_*.dic"))
	out := map[string]string{}
	for _, f := range files {
		name := filepath.Base(f)
		lang, _, _ := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(name, "hyph_"), ".dic"), "_")
		out[strings.ToLower(lang)] = name
	}
	tables, _ := filepath.Glob(filepath.Join("dic", "*.pat"))
	for _, f := range tables {
		if lang := strings.TrimSuffix(filepath.Base(f), ".pat"); out[lang] == "" {
			t.Errorf("%s has no pattern file dic/hyph_%s*.dic", f, lang)
		}
	}
	if len(out) < 4 {
		t.Fatalf("only %d pattern files in dic/", len(out))
	}
	return out
}

func TestTheTablesAreMadeFromThePatternFiles(t *testing.T) {
	for lang, src := range sources(t) {
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

// TestForReadsEveryTable: For reads the table of every language with a
// pattern file as Parse makes it of that file.
func TestForReadsEveryTable(t *testing.T) {
	for lang, src := range sources(t) {
		p, err := For(lang)
		if err != nil || p == nil {
			t.Fatalf("For(%q) = %v, %v", lang, p, err)
		}
		parsed, err := Parse([]byte(readFile(t, filepath.Join("dic", src))))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(p.Table(), parsed.Table()) {
			t.Errorf("For(%q) does not read the table of %s", lang, src)
		}
	}
}
