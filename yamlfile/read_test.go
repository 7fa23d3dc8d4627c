package yamlfile

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestReadFileIsBounded: a regular file within the limit is read; a file
// over it, a directory, a device and a FIFO (also behind a link) are
// refused at once, naming the file.
func TestReadFileIsBounded(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) {
		if err := os.WriteFile(filepath.Join(dir, name), make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("ok.yaml", MaxFileSize)
	write("big.yaml", MaxFileSize+1)
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.yaml"), 0o644); err != nil {
		t.Fatal(err)
	}
	_ = os.Mkdir(filepath.Join(dir, "dir.yaml"), 0o755)
	_ = os.Symlink("/dev/zero", filepath.Join(dir, "zero.yaml"))
	_ = os.Symlink("fifo.yaml", filepath.Join(dir, "link.yaml"))

	fsys := os.DirFS(dir)
	if data, err := ReadFile(fsys, "ok.yaml"); err != nil || len(data) != MaxFileSize {
		t.Errorf("ok.yaml: %d bytes, %v", len(data), err)
	}
	tests := map[string]error{
		"big.yaml":  ErrTooLarge,
		"fifo.yaml": ErrNotRegular,
		"dir.yaml":  ErrNotRegular,
		"zero.yaml": ErrNotRegular,
		"link.yaml": ErrNotRegular,
	}
	for name, want := range tests {
		for _, read := range []func() ([]byte, error){
			func() ([]byte, error) { return ReadFile(fsys, name) },
			func() ([]byte, error) { return ReadOSFile(filepath.Join(dir, name)) },
		} {
			_, err := read()
			if !errors.Is(err, want) {
				t.Errorf("%s: %v, want %v", name, err, want)
			}
			if e := ReadError(name, err); e.Pos.File != name || e.Msg == "" {
				t.Errorf("%s: the problem %q does not name the file", name, e)
			}
		}
	}
}

// TestReadBoundedStopsAGrowingFile: a reader that never ends (a file that
// grows while it is read) is cut at the limit, not read to the end.
func TestReadBoundedStopsAGrowingFile(t *testing.T) {
	f, err := os.Open("/dev/zero")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := readBounded(f, "/dev/zero"); !errors.Is(err, ErrTooLarge) {
		t.Errorf("endless reader: %v, want ErrTooLarge", err)
	}
}
