package scenario

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds Parse arbitrary files, seeded with every file under
// ../testdata: it must never panic, and returns either a scenario or an
// ErrInvalid error. A scenario it returns must replay without panicking,
// to nil or to one of Run's errors.
func FuzzParse(f *testing.F) {
	for _, dir := range []string{"scenarios", "bad", "fail"} {
		files, _ := filepath.Glob(filepath.Join("..", "testdata", dir, "*.yaml"))
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.yaml", data)
		if (s == nil) == (err == nil) {
			t.Fatalf("Parse returned scenario %v and error %v; want exactly one", s, err)
		}
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("Parse error %v does not match ErrInvalid", err)
			}
			return
		}
		if err := s.Run(io.Discard); err != nil && !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrExpectation) {
			t.Fatalf("Run error %v matches neither ErrInvalid nor ErrExpectation", err)
		}
	})
}
