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

// TestARenameThatFailsHalfWayReplacesNothing: when every file of the set
// is written but one cannot be renamed into place (its path, in the middle
// of the set, is a folder), the files renamed before it are put back:
// each file there before holds what it held, one that was not there is
// gone, in every folder of the set, nothing is said written, and no
// temporary file is left.
func TestARenameThatFailsHalfWayReplacesNothing(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	for _, d := range []string{filepath.Join(a, "x.pdf", "in-the-way"), b} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	old := map[string]string{filepath.Join(a, "1.pdf"): "old 1", filepath.Join(b, "2.pdf"): "old 2", filepath.Join(b, "4.pdf"): "old 4"}
	for p, data := range old {
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("1.pdf", filepath.Join(a, "link.pdf")); err != nil {
		t.Fatal(err)
	}
	var files []File
	for _, p := range []string{"a/1.pdf", "b/2.pdf", "b/3.pdf", "a/link.pdf", "a/x.pdf", "b/4.pdf", "b/5.pdf"} {
		files = append(files, File{Path: filepath.Join(dir, p), Data: []byte("new")})
	}
	var said []string
	err := Write(context.Background(), files, func(f File) { said = append(said, f.Path) })
	if err == nil || !strings.Contains(err.Error(), "x.pdf") {
		t.Fatalf("error %v, want one naming x.pdf", err)
	}
	for p, want := range old {
		if data, _ := os.ReadFile(p); string(data) != want {
			t.Errorf("%s holds %q, want %q: a failed set replaced it", p, data, want)
		}
	}
	if target, err := os.Readlink(filepath.Join(a, "link.pdf")); err != nil || target != "1.pdf" {
		t.Errorf("link.pdf: %q, %v; want the link to 1.pdf it was", target, err)
	}
	if got := names(t, a); !slices.Equal(got, []string{"1.pdf", "link.pdf", "x.pdf"}) {
		t.Errorf("a/ holds %v, want 1.pdf, link.pdf and x.pdf alone", got)
	}
	if got := names(t, b); !slices.Equal(got, []string{"2.pdf", "4.pdf"}) {
		t.Errorf("b/ holds %v, want 2.pdf and 4.pdf alone", got)
	}
	if len(said) > 0 {
		t.Errorf("said written: %v", said)
	}
}
