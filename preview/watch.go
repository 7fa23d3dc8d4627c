package preview

import (
	"context"
	"fmt"
	"time"

	"github.com/fsnotify/fsnotify"
)

// maxSettle bounds how long a stream of changes can put a build off.
const maxSettle = 250 * time.Millisecond

// startWatching starts watching the card's directory, and reports whether
// it could add it (a directory that is not there is added once it is back;
// see watch). Build starts it before the first build, so that no change
// made once that build has read the files goes unseen.
func (s *Server) startWatching() (w *fsnotify.Watcher, watching bool, err error) {
	w, err = fsnotify.NewWatcher()
	if err != nil {
		return nil, false, fmt.Errorf("watch %s: %w", s.opts.Source.Dir, err)
	}
	return w, w.Add(s.opts.Source.Dir) == nil, nil
}

// watch builds the card again after every change in its directory that w
// (from startWatching) sees, once the files have stayed unchanged for the
// settle time, until ctx ends; it closes w. An editor that saves by
// writing a new file and renaming it over the old one is seen like any
// other: the directory is watched, not its files. A directory that goes
// away is watched again once it is back.
func (s *Server) watch(ctx context.Context, w *fsnotify.Watcher, watching bool) error {
	defer w.Close()
	dir := s.opts.Source.Dir
	settle := time.NewTimer(time.Hour)
	settle.Stop()
	retry := time.NewTicker(time.Second)
	defer retry.Stop()
	var first time.Time
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ev.Name == dir && ev.Has(fsnotify.Remove|fsnotify.Rename) {
				watching = false
			}
			now := time.Now()
			if first.IsZero() {
				first = now
			}
			settle.Reset(min(s.opts.Settle, maxSettle-now.Sub(first)))
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			fmt.Fprintf(s.opts.Log, "watching %s: %v\n", dir, err)
		case <-settle.C:
			first = time.Time{}
			s.rebuild()
		case <-retry.C:
			if !watching && w.Add(dir) == nil {
				watching = true
				s.rebuild()
			}
		}
	}
}
