package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runBounded runs rulecard in dir and fails the test if it has not ended
// within limit: each case here once ran until killed.
func runBounded(t *testing.T, dir string, limit time.Duration, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, binPath, args...)
	cmd.Dir = dir
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("rulecard %v did not end within %v", args, limit)
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	}
	return result{out.String(), errOut.String(), code}
}

// TestReadsAreBounded: a locale file that is a link to /dev/zero, a FIFO,
// or over the size limit, and a scenario that is a device, are refused at
// once with exit 1, naming the file and why.
func TestReadsAreBounded(t *testing.T) {
	wd, _ := os.Getwd()
	card := filepath.Join(t.TempDir(), "card")
	if err := os.CopyFS(card, os.DirFS(filepath.Join(wd, "..", "..", "content", "cards", "gofish"))); err != nil {
		t.Fatal(err)
	}
	en := filepath.Join(card, "en.yaml")
	setups := map[string]func() error{
		"a link to /dev/zero": func() error { return os.Symlink("/dev/zero", en) },
		"a fifo":              func() error { return syscall.Mkfifo(en, 0o644) },
		"two megabytes": func() error {
			return os.WriteFile(en, bytes.Repeat([]byte("statements: "), 2<<20/12), 0o644)
		},
	}
	wants := map[string]string{"a link to /dev/zero": "not a regular file", "a fifo": "not a regular file", "two megabytes": "larger than the limit"}
	for name, setup := range setups {
		_ = os.Remove(en)
		if err := setup(); err != nil {
			t.Fatal(err)
		}
		r := runBounded(t, wd, time.Minute, "build", card, "--out", t.TempDir())
		if r.code != 1 || !strings.Contains(r.stderr, en+": cannot read: "+wants[name]) {
			t.Errorf("en.yaml as %s: exit %d\n%s", name, r.code, r.stderr)
		}
	}
	r := runBounded(t, wd, time.Minute, "replay", "/dev/zero")
	if r.code != 1 || !strings.Contains(r.stderr, "/dev/zero: cannot read: not a regular file") {
		t.Errorf("replay /dev/zero: exit %d\n%s", r.code, r.stderr)
	}
}
