package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// CommitAll renames the pending files into place, in order, all or none:
// when one cannot be put in place (its path is a folder, a rename fails),
// those renamed before it are undone (each file they replaced put back,
// each they made removed) and every pending file is discarded. So files
// staged first and committed together replace what was there only when
// every one of them does.
//
// To put back a file it replaces, each rename first keeps the file a hard
// link under a temporary name beside it (or, where the file system makes
// no hard links, moves it there), removed once all are in place; a run
// killed between leaves them to RemoveStale.
func CommitAll(ps []*Pending) error {
	done := make([]committed, 0, len(ps))
	for i, p := range ps {
		c, err := p.commitKeeping()
		if err == nil {
			done = append(done, c)
			continue
		}
		for _, q := range ps[i+1:] {
			q.Discard()
		}
		errs := []error{err}
		for j := len(done) - 1; j >= 0; j-- {
			if uerr := done[j].undo(); uerr != nil {
				errs = append(errs, uerr)
			}
		}
		return errors.Join(errs...)
	}
	for _, c := range done {
		if c.kept != "" {
			os.Remove(c.kept)
		}
	}
	return nil
}

// committed is a file CommitAll renamed into place: what was at its path
// before is kept (a regular file, a link) or was nothing (existed false).
type committed struct {
	path, kept string
	existed    bool
	// moved: kept is the file moved aside, no hard link (path is free).
	moved bool
}

// commitKeeping renames the pending file into place as Commit does, having
// kept the file at its path first, and says how to undo it.
func (p *Pending) commitKeeping() (committed, error) {
	c := committed{path: p.path}
	info, err := os.Lstat(p.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		p.Discard()
		return c, err
	case info.IsDir():
		p.Discard()
		return c, fmt.Errorf("cannot write %s: it is a folder", p.path)
	default:
		c.existed = true
		if c.kept, c.moved, err = keep(p.path, os.Link); err != nil {
			p.Discard()
			return c, fmt.Errorf("cannot replace %s: %w", p.path, err)
		}
	}
	if err := os.Rename(p.tmp, p.path); err != nil {
		p.Discard()
		if c.moved {
			c.undo() // the file back in place
		} else if c.kept != "" {
			os.Remove(c.kept) // a second link: the file is still in place
		}
		return committed{}, err
	}
	p.tmp = ""
	return c, nil
}

// keep makes the file at path also reachable under a new temporary name
// beside it (of Write's pattern, which RemoveStale knows), by a hard link,
// or where link makes none, by moving it there (moved); it returns the
// name.
func keep(path string, link func(oldname, newname string) error) (name string, moved bool, err error) {
	dir, base := filepath.Split(path)
	for try := 0; ; try++ {
		name = tempName(dir, base)
		err = link(path, name)
		switch {
		case errors.Is(err, fs.ErrExist) && try < 100:
			continue
		case err == nil:
			return name, false, nil
		}
		if _, serr := os.Lstat(name); serr == nil {
			return "", false, err // the name is taken: moving the file there would replace it
		}
		if rerr := os.Rename(path, name); rerr != nil {
			return "", false, err
		}
		return name, true, nil
	}
}

// undo puts back what was at the committed file's path: the file kept, or
// nothing.
func (c committed) undo() error {
	if c.kept != "" {
		if err := os.Rename(c.kept, c.path); err != nil {
			return fmt.Errorf("cannot put back %s (kept as %s): %w", c.path, c.kept, err)
		}
		return nil
	}
	if !c.existed {
		if err := os.Remove(c.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("cannot remove %s, written by a set that failed: %w", c.path, err)
		}
	}
	return nil
}
