package render

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// names returns the names in dir, sorted.
func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	slices.Sort(out)
	return out
}

func TestWriteWritesEveryFileAndSaysEachOnceInPlace(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "folder")
	files := []File{{Path: filepath.Join(dir, "a.pdf"), Data: []byte("a")}, {Path: filepath.Join(dir, "b.html"), Data: []byte("b")}}
	var said []string
	err := Write(context.Background(), files, func(f File) {
		if _, err := os.Stat(f.Path); err != nil {
			t.Errorf("%s said before it is in place: %v", f.Path, err)
		}
		said = append(said, filepath.Base(f.Path))
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"a.pdf", "b.html"}) || !slices.Equal(said, got) {
		t.Errorf("wrote %v, said %v", got, said)
	}
}

// TestAnInterruptedWriteReplacesNothing: a set of files written while the
// run is interrupted replaces none of the files already there, and leaves
// no temporary file behind.
func TestAnInterruptedWriteReplacesNothing(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.pdf", "b.pdf"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("interrupted"))
	files := []File{{Path: filepath.Join(dir, "a.pdf"), Data: []byte("new")}, {Path: filepath.Join(dir, "b.pdf"), Data: []byte("new")}}
	if err := Write(ctx, files, nil); err == nil || err.Error() != "interrupted" {
		t.Errorf("Write: %v, want the interrupt", err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"a.pdf", "b.pdf"}) {
		t.Errorf("the folder holds %v, want the two old files alone", got)
	}
	for _, n := range []string{"a.pdf", "b.pdf"} {
		if data, _ := os.ReadFile(filepath.Join(dir, n)); string(data) != "old" {
			t.Errorf("%s holds %q, want the old file", n, data)
		}
	}
}

// TestAFailedWriteReplacesNothing: when one file of the set cannot be
// written (its folder is a file), none of the others is replaced.
func TestAFailedWriteReplacesNothing(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "a.pdf")
	if err := os.WriteFile(old, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	blocker := filepath.Join(dir, "sub")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	files := []File{{Path: old, Data: []byte("new")}, {Path: filepath.Join(blocker, "b.pdf"), Data: []byte("new")}}
	if err := Write(context.Background(), files, nil); err == nil {
		t.Fatal("Write into a file's path succeeded")
	}
	if data, _ := os.ReadFile(old); string(data) != "old" {
		t.Errorf("a.pdf holds %q, want the old file: a failed set replaced it", data)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"a.pdf", "sub"}) {
		t.Errorf("the folder holds %v, want a.pdf and sub alone", got)
	}
}

// TestAWriteThatFailsHalfWayReplacesNothing: when a file of the set cannot
// be written after others were (here its name is too long for a temporary
// file beside it), none is replaced and no temporary file is left.
func TestAWriteThatFailsHalfWayReplacesNothing(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "a.pdf")
	if err := os.WriteFile(old, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(dir, strings.Repeat("x", 250)+".pdf")
	files := []File{{Path: old, Data: []byte("new")}, {Path: long, Data: []byte("new")}}
	if err := Write(context.Background(), files, nil); err == nil {
		t.Fatal("Write of a name too long succeeded")
	}
	if data, _ := os.ReadFile(old); string(data) != "old" {
		t.Errorf("a.pdf holds %q, want the old file: a failed set replaced it", data)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"a.pdf"}) {
		t.Errorf("the folder holds %v, want a.pdf alone", got)
	}
}
