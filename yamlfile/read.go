package yamlfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
)

// MaxFileSize is the largest file the tool reads, in bytes (1 MiB): a
// card's structure, a locale's words, a scenario. The largest shipped file
// is a few kilobytes; a larger one is refused before it is read.
const MaxFileSize = 1 << 20

// MaxPatternsSize is the largest hyphenation pattern file (.dic) the
// tool reads, in bytes (4 MiB): LibreOffice's run to a megabyte (German)
// and more.
const MaxPatternsSize = 4 << 20

// ErrTooLarge and ErrNotRegular are the causes ReadFile gives for a file
// over its limit (MaxFileSize; the error's message names another limit
// when the file has one) and for one that is not a regular file.
var (
	ErrTooLarge   = errors.New("larger than the limit of 1048576 bytes (1 MiB)") // MaxFileSize (a test holds it to it)
	ErrNotRegular = errors.New("not a regular file")
)

// LimitOf returns the largest size, in bytes, the tool reads a file of
// this name at: MaxPatternsSize for a hyphenation pattern file (.dic),
// MaxFileSize for any other.
func LimitOf(name string) int64 {
	if path.Ext(name) == ".dic" {
		return MaxPatternsSize
	}
	return MaxFileSize
}

// tooLarge is ErrTooLarge for a limit of its own.
type tooLarge struct{ limit int64 }

func (e tooLarge) Error() string {
	if e.limit == MaxFileSize {
		return ErrTooLarge.Error()
	}
	return fmt.Sprintf("larger than the limit of %d bytes (%d MiB)", e.limit, e.limit>>20)
}

func (e tooLarge) Is(target error) bool { return target == ErrTooLarge }

// ReadFile reads the file name of fsys, bounded whatever it is: a
// directory, device, FIFO or socket (also behind a symbolic link) is
// refused with ErrNotRegular before it is opened for reading, a file over
// its limit (LimitOf) with ErrTooLarge, even one that grows while it is
// read, and a symbolic link to nothing with ErrDanglingLink (it matches
// fs.ErrNotExist no more). The error is an *fs.PathError naming the file.
func ReadFile(fsys fs.FS, name string) ([]byte, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, dangling(fsys, name, err)
	}
	if err := checkInfo(info, LimitOf(name)); err != nil {
		return nil, &fs.PathError{Op: "read", Path: name, Err: err}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(f, name, info.Size(), LimitOf(name))
}

// ReadIfPresent is ReadFile of a file that may be absent: present is
// false, with no error, only when nothing is there by that name (fs.Lstat
// finds nothing: a symbolic link that leads nowhere is there, and an error).
// Any other file that cannot be read is an error, as in ReadFile.
func ReadIfPresent(fsys fs.FS, name string) (data []byte, present bool, err error) {
	if _, err := fs.Lstat(fsys, name); errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	data, err = ReadFile(fsys, name)
	return data, true, err
}

// ErrDanglingLink is the cause given for a symbolic link whose target is
// not there: the name is there, the file is not.
var ErrDanglingLink = errors.New("a symbolic link to a file that is not there")

// dangling returns err, or ErrDanglingLink for the file name when err is
// that nothing is there but fs.Lstat finds a link by that name.
func dangling(fsys fs.FS, name string, err error) error {
	if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if info, lerr := fs.Lstat(fsys, name); lerr == nil && info.Mode()&fs.ModeSymlink != 0 {
		return &fs.PathError{Op: "read", Path: name, Err: ErrDanglingLink}
	}
	return err
}

// CheckReadable returns the error ReadFile would give for the file name
// of fsys without reading it: a file that is missing (a symbolic link
// that leads nowhere too), is not a regular file, is too large or cannot
// be opened.
func CheckReadable(fsys fs.FS, name string) error {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return dangling(fsys, name, err)
	}
	if err := checkInfo(info, LimitOf(name)); err != nil {
		return &fs.PathError{Op: "read", Path: name, Err: err}
	}
	f, err := fsys.Open(name)
	if err != nil {
		return err
	}
	return f.Close()
}

// ReadOSFile is ReadFile for a path of the operating system's file system.
func ReadOSFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := checkInfo(info, LimitOf(path)); err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(f, path, info.Size(), LimitOf(path))
}

// checkInfo refuses what is not a regular file, or is over limit bytes.
func checkInfo(info fs.FileInfo, limit int64) error {
	if !info.Mode().IsRegular() {
		return ErrNotRegular
	}
	if info.Size() > limit {
		return tooLarge{limit}
	}
	return nil
}

// readBounded reads r to its end, or fails once it has given more than
// limit bytes. size is the file's size when it was looked at: the bytes
// are read into one buffer of that size and a byte more (to see the end
// without growing it), which grows only for a file that grew.
func readBounded(r io.Reader, name string, size, limit int64) ([]byte, error) {
	lr := io.LimitReader(r, limit+1)
	data := make([]byte, 0, min(max(size, 0), limit)+1)
	for {
		n, err := lr.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // a file that grew: room for more
		}
	}
	if int64(len(data)) > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: tooLarge{limit}}
	}
	return data, nil
}
