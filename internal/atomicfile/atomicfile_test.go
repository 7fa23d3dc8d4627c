package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestWriteReplacesTheFileOnlyOnSuccess(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "card.pdf")
	write := func(s string) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
	}
	if err := Write(path, write("first")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(path, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Errorf("error %v, want boom", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "first" {
		t.Errorf("after a failed write the file holds %q, want the first", got)
	}
	if err := Write(path, write("second")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "second" {
		t.Errorf("file holds %q, want second", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("directory holds %d files, want only card.pdf", len(entries))
	}
	failed := filepath.Join(dir, "never.pdf")
	Write(failed, func(io.Writer) error { return boom })
	if _, err := os.Stat(failed); !os.IsNotExist(err) {
		t.Errorf("a failed first write left %s", failed)
	}
}

// TestRemoveStaleTakesOnlyOldFilesOfItsOutputs: a killed run's
// temporary file for an output of this run, older than a minute, goes; a
// fresh one, an output, a file of another pattern and an old file of the
// pattern for a name this run does not write stay.
func TestRemoveStaleTakesOnlyOldFilesOfItsOutputs(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old := now.Add(-2 * StaleAge)
	files := map[string]time.Time{
		".gofish.de.html.2797419366.tmp": old, // stale, of an output: removed
		".gofish.en.pdf.12.tmp":          now, // a run under way: kept
		"gofish.en.pdf":                  old, // an output: kept
		".notes.tmp":                     old, // not the pattern: kept
		".gofish.en.pdf.12x.tmp":         old, // not the pattern: kept
		"x.gofish.en.pdf.12.tmp":         old, // not the pattern: kept
		".notes.123.tmp":                 old, // the pattern, not an output: kept
		".club.en.pdf.55.tmp":            old, // another card's: kept
	}
	for name, mod := range files {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
	outputs := []string{"gofish.en.pdf", "gofish.de.html"}
	removed, err := RemoveStale(dir, outputs, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || removed[0] != ".gofish.de.html.2797419366.tmp" {
		t.Errorf("removed %v, want only the stale temporary file of an output", removed)
	}
	left, _ := os.ReadDir(dir)
	if len(left) != len(files)-1 {
		t.Errorf("%d files left, want %d", len(left), len(files)-1)
	}
	if r, err := RemoveStale(filepath.Join(dir, "none"), outputs, now); err != nil || r != nil {
		t.Errorf("a missing folder: %v %v", r, err)
	}
}

// TestTempNamesAreWhatWriteCreates ties tempOutput to the real temporary
// file: a write that fails midway shows the name it used.
func TestTempNamesAreWhatWriteCreates(t *testing.T) {
	dir := t.TempDir()
	var seen string
	_ = Write(filepath.Join(dir, "gofish.en.pdf"), func(io.Writer) error {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			seen = e.Name()
		}
		return errors.New("stop")
	})
	if out, ok := tempOutput(seen); !ok || out != "gofish.en.pdf" {
		t.Errorf("tempOutput(%q) = %q, %v for Write's own temporary file of gofish.en.pdf", seen, out, ok)
	}
}

// TestWrittenFilesHaveTheModeOfACreatedFile: an output gets the
// permissions os.Create gives (0666 less the umask), not the temporary
// file's 0600.
func TestWrittenFilesHaveTheModeOfACreatedFile(t *testing.T) {
	dir := t.TempDir()
	plain, err := os.Create(filepath.Join(dir, "plain"))
	if err != nil {
		t.Fatal(err)
	}
	plain.Close()
	path := filepath.Join(dir, "gofish.en.pdf")
	if err := Write(path, func(w io.Writer) error { _, err := w.Write([]byte("x")); return err }); err != nil {
		t.Fatal(err)
	}
	want, _ := os.Stat(filepath.Join(dir, "plain"))
	got, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Mode() != want.Mode() {
		t.Errorf("output mode %v, a created file's %v", got.Mode(), want.Mode())
	}
}

// TestCommitAllPutsBackWhatItReplacedWhenARenameFails: files staged
// together, one of which cannot be renamed into place (here its temporary
// file is gone), replace nothing: those renamed before it are undone, a
// file there before put back, one that was not removed, and no temporary
// file is left.
func TestCommitAllPutsBackWhatItReplacedWhenARenameFails(t *testing.T) {
	dir := t.TempDir()
	write := func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }
	old := filepath.Join(dir, "old.pdf")
	if err := os.WriteFile(old, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	var ps []*Pending
	for _, name := range []string{"old.pdf", "made.pdf", "lost.pdf", "after.pdf"} {
		p, err := Stage(filepath.Join(dir, name), write)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	if err := os.Remove(ps[2].tmp); err != nil {
		t.Fatal(err)
	}
	if err := CommitAll(ps); err == nil {
		t.Fatal("CommitAll with a temporary file gone succeeded")
	}
	if data, _ := os.ReadFile(old); string(data) != "old" {
		t.Errorf("old.pdf holds %q, want it put back", data)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want old.pdf alone: %v", len(entries), entries)
	}
	if err := CommitAll(nil); err != nil {
		t.Errorf("an empty set: %v", err)
	}
}

// TestKeepMovesAsideWhereNoHardLinkIsMade: where the file system makes no
// hard link, the file replaced is moved aside, and undo puts it back.
func TestKeepMovesAsideWhereNoHardLinkIsMade(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "card.pdf")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	noLinks := func(string, string) error { return errors.ErrUnsupported }
	kept, moved, err := keep(path, noLinks)
	if err != nil || !moved {
		t.Fatalf("keep: %q, moved %v, %v", kept, moved, err)
	}
	if out, ok := tempOutput(filepath.Base(kept)); !ok || out != "card.pdf" {
		t.Errorf("kept as %s, not a temporary name of card.pdf (RemoveStale would not know it)", kept)
	}
	if err := os.WriteFile(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := (committed{path: path, kept: kept, existed: true, moved: true}).undo(); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("card.pdf holds %q after undo, want the old", data)
	}
	if _, err := os.Lstat(kept); err == nil {
		t.Errorf("%s left behind", kept)
	}
}
