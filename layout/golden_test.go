package layout

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func TestSheetDumpsMatchTheGoldenFiles(t *testing.T) {
	for _, tc := range []struct {
		name   string
		locale locale.Code
		opt    Options
	}{
		{"gofish.en.a4", "en", Options{Paper: A4}},
		{"gofish.en.letter", "en", Options{Paper: Letter}},
		{"gofish.sv.a4", "sv", Options{Paper: A4}},
		{"gofish.de.a4", "de", Options{Paper: A4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var first, second bytes.Buffer
			if err := composed(t, tc.locale, tc.opt).Dump(&first); err != nil {
				t.Fatal(err)
			}
			if err := composed(t, tc.locale, tc.opt).Dump(&second); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(first.Bytes(), second.Bytes()) {
				t.Fatal("two compositions of the same card differ")
			}
			path := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.WriteFile(path, first.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./layout -update to create it)", err)
			}
			if !bytes.Equal(first.Bytes(), want) {
				t.Errorf("the sheet differs from %s (run go test ./layout -update after checking the change):\n%s",
					path, firstDiff(first.String(), string(want)))
			}
		})
	}
}

// firstDiff returns the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := bytes.Split([]byte(got), []byte("\n")), bytes.Split([]byte(want), []byte("\n"))
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl []byte
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if !bytes.Equal(gl, wl) {
			return "line " + strconv.Itoa(i+1) + ":\n got  " + string(gl) + "\n want " + string(wl)
		}
	}
	return ""
}
