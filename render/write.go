package render

import (
	"context"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/rulecard/rulecard/internal/atomicfile"
)

// Write writes files as one set: each into a temporary file beside it
// first, and only when every one is written whole are they renamed into
// place, in order, all or none (atomicfile.CommitAll), then each passed to
// written (when not nil). A failure, of a write or of a rename, or ctx
// done (an interrupt) before the renames, leaves every file that was there
// as it was, and no temporary file behind. The folders are made
// as needed; the temporary files a killed run left for these outputs are
// removed first.
func Write(ctx context.Context, files []File, written func(File)) error {
	byDir := map[string][]string{}
	for _, f := range files {
		dir := filepath.Dir(f.Path)
		byDir[dir] = append(byDir[dir], filepath.Base(f.Path))
	}
	for _, dir := range slices.Sorted(maps.Keys(byDir)) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if _, err := atomicfile.RemoveStale(dir, byDir[dir], time.Now()); err != nil {
			return err
		}
	}
	pending := make([]*atomicfile.Pending, 0, len(files))
	defer func() {
		for _, p := range pending {
			p.Discard() // nothing once committed
		}
	}()
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return context.Cause(ctx)
		}
		p, err := atomicfile.Stage(f.Path, func(w io.Writer) error { _, err := w.Write(f.Data); return err })
		if err != nil {
			return err
		}
		pending = append(pending, p)
	}
	if err := ctx.Err(); err != nil {
		return context.Cause(ctx)
	}
	if err := atomicfile.CommitAll(pending); err != nil {
		return err
	}
	if written != nil {
		for _, f := range files {
			written(f)
		}
	}
	return nil
}
