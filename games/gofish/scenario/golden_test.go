package scenario

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under ../testdata")

// TestBadFilesGiveTheirGoldenError replays every file of testdata/bad: each
// must fail to set up (ErrInvalid, exit 1) with the message in its .golden
// file.
func TestBadFilesGiveTheirGoldenError(t *testing.T) {
	golden(t, "bad", ErrInvalid, ErrExpectation)
}

// TestFailFilesGiveTheirGoldenFailures replays every file of testdata/fail:
// each must set up and fail expectations (ErrExpectation, exit 3) with the
// messages in its .golden file.
func TestFailFilesGiveTheirGoldenFailures(t *testing.T) {
	golden(t, "fail", ErrExpectation, ErrInvalid)
}

// golden replays each YAML file of testdata/dir and compares its error,
// with the directory left out of positions, with the file's .golden.
func golden(t *testing.T, dir string, want, not error) {
	t.Helper()
	base := filepath.Join("..", "testdata", dir)
	files, err := filepath.Glob(filepath.Join(base, "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in %s: %v", base, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			err := Replay(io.Discard, f)
			if err == nil {
				t.Fatal("replayed clean, want an error")
			}
			if !errors.Is(err, want) || errors.Is(err, not) {
				t.Errorf("error matches %v: %t, %v: %t; want only %v", want, errors.Is(err, want), not, errors.Is(err, not), want)
			}
			got := strings.ReplaceAll(err.Error(), base+string(filepath.Separator), "") + "\n"
			path := strings.TrimSuffix(f, ".yaml") + ".golden"
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			wantMsg, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if got != string(wantMsg) {
				t.Errorf("error:\n%s\nwant (%s):\n%s", got, path, wantMsg)
			}
		})
	}
}

// TestReplayOfAMissingFileIsInvalid checks that a file that cannot be read
// is an ErrInvalid error naming the file.
func TestReplayOfAMissingFileIsInvalid(t *testing.T) {
	var out bytes.Buffer
	err := Replay(&out, filepath.Join("testdata", "no-such-file.yaml"))
	if !errors.Is(err, ErrInvalid) || errors.Is(err, ErrExpectation) {
		t.Fatalf("err = %v, want ErrInvalid", err)
	}
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("err = %v, want it to wrap os.ErrNotExist", err)
	}
	if want := "no-such-file.yaml: cannot read: "; !strings.Contains(err.Error(), want) {
		t.Errorf("err = %q, want it to contain %q", err, want)
	}
	if out.Len() != 0 {
		t.Errorf("printed %q for a file that cannot be read", out.String())
	}
}
