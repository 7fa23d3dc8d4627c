package render

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/rulecard/rulecard/layout"
)

// Write writes files as one set: each into a temporary file beside it
// first, and only when every one is written whole are they renamed into
// place, in order, each then passed to written (when not nil). A failure,
// or ctx done (an interrupt) before the renames, leaves every file that
// was there as it was, and no temporary file behind. The folders are made
// as needed; the temporary files a killed run left for these outputs are
// removed first.
func Write(ctx context.Context, files []File, written func(File)) (err error) {
	byDir := map[string][]string{}
	for _, f := range files {
		dir := filepath.Dir(f.Path)
		byDir[dir] = append(byDir[dir], filepath.Base(f.Path))
	}
	for _, dir := range slices.Sorted(maps.Keys(byDir)) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if _, err := layout.RemoveStaleTemps(dir, byDir[dir], time.Now()); err != nil {
			return err
		}
	}
	temps := make([]string, 0, len(files))
	defer func() {
		for _, t := range temps {
			if t != "" {
				os.Remove(t)
			}
		}
	}()
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return context.Cause(ctx)
		}
		tmp, err := writeTemp(f)
		if err != nil {
			return err
		}
		temps = append(temps, tmp)
	}
	if err := ctx.Err(); err != nil {
		return context.Cause(ctx)
	}
	var errs []error
	for i, f := range files {
		if err := os.Rename(temps[i], f.Path); err != nil {
			errs = append(errs, err)
			continue
		}
		temps[i] = ""
		if written != nil {
			written(f)
		}
	}
	return errors.Join(errs...)
}

// writeTemp writes f into a temporary file beside its path and returns the
// temporary file's name.
func writeTemp(f File) (name string, err error) {
	tmp, err := layout.CreateTemp(filepath.Dir(f.Path), filepath.Base(f.Path))
	if err != nil {
		return "", err
	}
	_, err = tmp.Write(f.Data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", fmt.Errorf("write %s: %w", f.Path, err)
	}
	return tmp.Name(), nil
}
