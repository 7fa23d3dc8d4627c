package yamlfile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"
	"testing/iotest"
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
	if _, err := readBounded(f, "/dev/zero", 0, MaxFileSize); !errors.Is(err, ErrTooLarge) {
		t.Errorf("endless reader: %v, want ErrTooLarge", err)
	}
}

// TestReadBoundedReadsTheSizeItIsGiven: a file read in pieces of any size
// is read into one buffer of its size (and a byte more to see its end),
// and a file that grew or shrank since its size was taken is read whole.
func TestReadBoundedReadsTheSizeItIsGiven(t *testing.T) {
	data := bytes.Repeat([]byte("go fish\n"), 1000)
	for _, tt := range []struct {
		name string
		size int64
	}{{"as stated", int64(len(data))}, {"grew", 100}, {"shrank", int64(len(data)) * 2}, {"size unknown", 0}} {
		got, err := readBounded(iotest.HalfReader(bytes.NewReader(data)), "f.yaml", tt.size, MaxFileSize)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s: %d bytes read, %v; want the %d bytes", tt.name, len(got), err, len(data))
		}
		if tt.name == "as stated" && cap(got) != len(data)+1 {
			t.Errorf("%s: read into a buffer of %d bytes, want %d", tt.name, cap(got), len(data)+1)
		}
	}
}

// TestErrTooLargeNamesTheLimit: the message, written out, is the limit's.
func TestErrTooLargeNamesTheLimit(t *testing.T) {
	if want := fmt.Sprintf("larger than the limit of %d bytes (1 MiB)", MaxFileSize); ErrTooLarge.Error() != want || MaxFileSize != 1<<20 {
		t.Errorf("ErrTooLarge %q, want %q", ErrTooLarge, want)
	}
}

// TestAPatternFileHasALargerLimit: a hyphenation pattern file (.dic) may
// be up to MaxPatternsSize; past it, it is refused naming its own limit.
func TestAPatternFileHasALargerLimit(t *testing.T) {
	fsys := fstest.MapFS{
		"de.dic":  {Data: make([]byte, MaxFileSize+100)},
		"big.dic": {Data: make([]byte, MaxPatternsSize+1)},
	}
	if data, err := ReadFile(fsys, "de.dic"); err != nil || len(data) != MaxFileSize+100 {
		t.Errorf("a pattern file over 1 MiB: %d bytes, %v", len(data), err)
	}
	_, err := ReadFile(fsys, "big.dic")
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "larger than the limit of 4194304 bytes (4 MiB)") {
		t.Errorf("a pattern file over 4 MiB: %v", err)
	}
	if err := CheckReadable(fsys, "big.dic"); !errors.Is(err, ErrTooLarge) {
		t.Errorf("CheckReadable of a pattern file over 4 MiB: %v", err)
	}
}
