package yamlfile

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"
)

type strictFile struct {
	Locale string            `yaml:"locale"`
	Words  map[string]string `yaml:"words"`
	Months []string          `yaml:"months"`
}

func TestStrictPutsEveryProblemAtItsLineAndColumn(t *testing.T) {
	for _, tt := range []struct{ name, src, want string }{
		{"unknown key", "locale: en\n  \nwords: {a: b}\nmonth: [x]\n", `f.yaml:4:1: unknown key "month"`},
		{"unknown nested key", "locale: en\nwords:\n  a: b\nextra:\n  deep: 1\n", `f.yaml:4:1: unknown key "extra"`},
		{"wrong kind", "locale: [en]\n", "f.yaml:1:1: cannot unmarshal !!seq into string"},
		{"two problems", "locale: en\nnope: 1\nmonths: x\n",
			"f.yaml:2:1: unknown key \"nope\"\nf.yaml:3:1: cannot unmarshal !!str `x` into []string"},
		{"syntax", "locale: en\nwords: a: b\n", "f.yaml:2:9: invalid yaml: mapping values are not allowed in this context: a \": \" inside a text starts a key; put the text in quotes"},
		{"empty", "", "f.yaml:1:1: empty file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var v strictFile
			err := Strict("f.yaml", []byte(tt.src), &v)
			var list ErrorList
			if !errors.As(err, &list) || err.Error() != tt.want {
				t.Errorf("error\n%v\nwant\n%s", err, tt.want)
			}
		})
	}
}

func TestStrictDecodesAGoodFile(t *testing.T) {
	var v strictFile
	if err := Strict("f.yaml", []byte("locale: sv\nwords: {a: b}\nmonths: [jan]\n"), &v); err != nil {
		t.Fatal(err)
	}
	if v.Locale != "sv" || v.Words["a"] != "b" || len(v.Months) != 1 {
		t.Errorf("decoded %+v", v)
	}
}

func TestNamesListsTheYAMLFilesOfADirectory(t *testing.T) {
	fsys := fstest.MapFS{"l/sv.yaml": {}, "l/de.yaml": {}, "l/README.md": {}, "l/x.yaml/a": {}}
	if got := Names(fsys, "l"); len(got) != 2 || got[0] != "de" || got[1] != "sv" {
		t.Errorf("Names = %v, want [de sv]", got)
	}
	if got := Names(fsys, "none"); got != nil {
		t.Errorf("Names of a missing directory = %v", got)
	}
	if err := DecodeFS(fsys, "l/fr.yaml", &strictFile{}); err == nil || err.Error() != "l/fr.yaml: cannot read: file does not exist" {
		t.Errorf("DecodeFS of a missing file: %v", err)
	}
}

// FuzzStrict feeds Strict any bytes: it must never panic, and every
// problem it reports must be at a position inside the file (a line of
// it, a column of that line or just after its end). For a file the YAML
// parser accepts (and Parse lets through to it: no lone CR or other line
// break), the quote and bracket scanner finds nothing.
func FuzzStrict(f *testing.F) {
	for _, s := range []string{"locale: en\n", "words: {a: b}\nmonths: [x, y]\n", "a: b: c", "- x\n", "&a x: *a\n",
		"a: \"it's\nb: {c: [d, 'e''s']}\n", "a: |\n  {'\nb: x # \"\n", "a: {b: [c}\n]\n", "a: 'x' y\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v strictFile
		var list ErrorList
		if err := Strict("f.yaml", data, &v); err != nil {
			if !errors.As(err, &list) {
				t.Fatalf("error %v is no ErrorList", err)
			}
			lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
			for _, e := range list {
				if e.Pos.File != "f.yaml" || e.Pos.Line < 1 || e.Pos.Line > len(lines) ||
					e.Pos.Col < 1 || e.Pos.Col > utf8.RuneCountInString(lines[e.Pos.Line-1])+1 {
					t.Fatalf("problem %q is not inside the file (%d lines)", e, len(lines))
				}
			}
		}
		if _, _, bad := unreadable("f.yaml", data); !bad && parses(data) {
			if probs := structureProblems("f.yaml", data); len(probs) > 0 {
				t.Fatalf("valid YAML, but the scanner finds %v", ErrorList(probs))
			}
		}
	})
}
