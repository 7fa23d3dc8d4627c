package layout

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// WriteFileAtomic writes the file at path through write: into a temporary
// file in the same directory, which is renamed over path only when write
// and every step after it succeed. A failed or interrupted write leaves no
// partial file and never replaces the file already at path. write gets
// the file itself, unbuffered: the outputs are made in memory first and
// written whole, so a buffer would only cost 64 KB of fresh memory.
//
// The file is not forced to disk (fsync) before the rename, as build tools
// do not force what they make: it took 0.9 ms of a one-sheet build's 11,
// for files any run makes again. After a power cut the newest files may
// be missing; on ext4 (auto_da_alloc, the default) and btrfs a rename over
// an existing file makes the system write the new file's data first.
func WriteFileAtomic(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := CreateTemp(dir, base)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(tmp); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// CreateTemp creates a new file in dir named "." + base + "." + random
// digits + ".tmp", as os.CreateTemp does, but with the permissions of a
// file os.Create makes (0666 less the umask) rather than 0600, so that it
// needs no chmod before it is renamed into place.
func CreateTemp(dir, base string) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, "."+base+"."+strconv.FormatUint(uint64(rand.Uint32()), 10)+".tmp")
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
	}
}

// MaxSourceDate is the latest SOURCE_DATE_EPOCH accepted, in seconds since
// 1970 UTC: the last second of the year 9999, since a PDF date has a
// four-digit year.
const MaxSourceDate = 253402300799

// SourceDate returns the time SOURCE_DATE_EPOCH (seconds since 1970, UTC)
// fixes for reproducible outputs, read through getenv (os.Getenv in a
// program); ok is false when it is unset or empty. A value that is not a
// whole number from 0 to MaxSourceDate is an error.
func SourceDate(getenv func(string) string) (t time.Time, ok bool, err error) {
	v := strings.TrimSpace(getenv("SOURCE_DATE_EPOCH"))
	if v == "" {
		return time.Time{}, false, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 || n > MaxSourceDate {
		return time.Time{}, false, errors.New("SOURCE_DATE_EPOCH " + strconv.Quote(v) +
			": want a whole number of seconds since 1970, from 0 to " + strconv.Itoa(MaxSourceDate) + " (the end of 9999)")
	}
	return time.Unix(n, 0).UTC(), true, nil
}

// StaleTempAge is how old a temporary file of WriteFileAtomic's pattern must
// be before RemoveStaleTemps takes it for the leftover of a killed run.
const StaleTempAge = time.Minute

// IsTempName reports whether name is of the pattern WriteFileAtomic gives
// its temporary files: "." + the output's name + "." + digits + ".tmp".
func IsTempName(name string) bool {
	_, ok := TempOutput(name)
	return ok
}

// TempOutput returns the name of the output whose temporary file name is,
// by WriteFileAtomic's pattern; ok is false when name is not of it.
func TempOutput(name string) (output string, ok bool) {
	rest, ok := strings.CutSuffix(name, ".tmp")
	if !ok || !strings.HasPrefix(rest, ".") {
		return "", false
	}
	dot := strings.LastIndexByte(rest, '.')
	digits := rest[dot+1:]
	if dot < 2 || digits == "" {
		return "", false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return "", false
		}
	}
	return rest[1:dot], true
}

// RemoveStaleTemps removes from dir the temporary files WriteFileAtomic
// leaves for the outputs named (file names in dir) when a run is killed
// mid-write (SIGKILL, a power cut): regular files of its pattern for one
// of those outputs, last modified before now less StaleTempAge. A newer
// one may belong to a run still under way, and a file of the pattern for
// another name may be anybody's (dir may be a folder the user keeps other
// files in): both are kept. It returns the names removed; a missing dir
// is no error.
func RemoveStaleTemps(dir string, outputs []string, now time.Time) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, e := range entries {
		out, ok := TempOutput(e.Name())
		if !ok || !e.Type().IsRegular() || !slices.Contains(outputs, out) {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) < StaleTempAge {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err == nil {
			removed = append(removed, e.Name())
		}
	}
	return removed, nil
}
