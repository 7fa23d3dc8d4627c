package preview

import (
	"context"
	"fmt"
	"time"

	"github.com/fsnotify/fsnotify"
)

// maxSettle bounds how long a stream of changes can put a build off.
const maxSettle = 250 * time.Millisecond

// watch builds the card again after every change in its directory, once
// the files have stayed unchanged for the settle time, until ctx ends.
// An editor that saves by writing a new file and renaming it over the old
// one is seen like any other: the directory is watched, not its files. A
// directory that goes away is watched again once it is back.
func (s *Server) watch(ctx context.Context) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("watch %s: %w", s.opts.Source.Dir, err)
	}
	defer w.Close()
	dir := s.opts.Source.Dir
	watching := w.Add(dir) == nil
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
