// Package atomicfile writes a file whole or not at all: into a temporary
// file beside it, renamed over it only once everything is written. It
// also removes the temporary files a killed run leaves behind.
package atomicfile

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

// Write writes the file at path through write: into a temporary file in
// the same directory, which is renamed over path only when write and every
// step after it succeed. A failed or interrupted write leaves no partial
// file and never replaces the file already at path. write gets the file
// itself, unbuffered.
//
// The file is not forced to disk (fsync) before the rename, as build tools
// do not force what they make: after a power cut the newest files may be
// missing, and any run makes them again. On ext4 (auto_da_alloc, the
// default) and btrfs a rename over an existing file makes the system write
// the new file's data first.
func Write(path string, write func(io.Writer) error) error {
	p, err := Stage(path, write)
	if err != nil {
		return err
	}
	return p.Commit()
}

// Pending is a file written whole to its temporary name beside path, not
// yet renamed into place: Commit puts it there, Discard removes it. Files
// staged first and committed together are written all or none.
type Pending struct {
	path, tmp string
}

// Stage writes the file at path through write into a temporary file beside
// it, and returns it pending; on any error nothing is left behind.
func Stage(path string, write func(io.Writer) error) (_ *Pending, err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := createTemp(dir, base)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = write(tmp); err != nil {
		return nil, fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return nil, err
	}
	return &Pending{path: path, tmp: tmp.Name()}, nil
}

// Commit renames the pending file into place, over the file at its path.
func (p *Pending) Commit() error {
	if err := os.Rename(p.tmp, p.path); err != nil {
		p.Discard()
		return err
	}
	p.tmp = ""
	return nil
}

// Discard removes the pending file, if it is not committed yet.
func (p *Pending) Discard() {
	if p.tmp != "" {
		os.Remove(p.tmp)
		p.tmp = ""
	}
}

// createTemp creates a new file in dir named "." + base + "." + random
// digits + ".tmp", as os.CreateTemp does, but with the permissions of a
// file os.Create makes (0666 less the umask) rather than 0600, so that the
// file renamed into place has them.
func createTemp(dir, base string) (*os.File, error) {
	for try := 0; ; try++ {
		name := tempName(dir, base)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
	}
}

// tempName returns a name for a temporary file beside the file base in
// dir: "." + base + "." + random digits + ".tmp".
func tempName(dir, base string) string {
	return filepath.Join(dir, "."+base+"."+strconv.FormatUint(uint64(rand.Uint32()), 10)+".tmp")
}

// StaleAge is how old a temporary file of Write's pattern must be before
// RemoveStale takes it for the leftover of a killed run.
const StaleAge = time.Minute

// tempOutput returns the name of the output whose temporary file name is,
// by Write's pattern ("." + the output's name + "." + digits + ".tmp");
// ok is false when name is not of it.
func tempOutput(name string) (output string, ok bool) {
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

// RemoveStale removes from dir the temporary files Write leaves for the
// outputs named (file names in dir) when a run is killed mid-write
// (SIGKILL, a power cut): regular files of its pattern for one of those
// outputs, last modified before now less StaleAge. A newer one may belong
// to a run still under way, and a file of the pattern for another name may
// be anybody's (dir may be a folder the user keeps other files in): both
// are kept. It returns the names removed; a missing dir is no error.
func RemoveStale(dir string, outputs []string, now time.Time) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, e := range entries {
		out, ok := tempOutput(e.Name())
		if !ok || !e.Type().IsRegular() || !slices.Contains(outputs, out) {
			continue
		}
		info, err := e.Info()
		if err != nil || now.Sub(info.ModTime()) < StaleAge {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err == nil {
			removed = append(removed, e.Name())
		}
	}
	return removed, nil
}
