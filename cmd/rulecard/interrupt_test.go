package main

import (
	"errors"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestSignalsStopARunWith130And143: SIGINT and SIGTERM end any command with
// 128+signal, and a build stopped at any moment leaves no temporary file.
func TestSignalsStopARunWith130And143(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		// A signal that comes before the process has set up its handler
		// kills it outright: on a loaded machine, wait longer and try again.
		code := -1
		for wait := 200 * time.Millisecond; code == -1 && wait < 30*time.Second; wait *= 2 {
			cmd := exec.Command(binPath, "play") // waits for a move that never comes
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			defer stdin.Close()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(wait)
			_ = cmd.Process.Signal(sig)
			err = cmd.Wait()
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				t.Fatalf("play after %v: %v, want an exit status", sig, err)
			}
			code = ee.ExitCode()
		}
		if code != 128+int(sig) {
			t.Errorf("play after %v: exit %d, want %d", sig, code, 128+int(sig))
		}
	}
	out := t.TempDir()
	for i := range 8 {
		cmd := exec.Command(binPath, "build", "gofish", "--no-check", "--out", out)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(20+i*25) * time.Millisecond)
		_ = cmd.Process.Signal(syscall.SIGTERM)
		err := cmd.Wait()
		// A signal that comes before the process has set up its handler
		// ends it at once (nothing is written yet); after, it exits 143.
		var ee *exec.ExitError
		if err != nil && (!errors.As(err, &ee) || ee.ExitCode() != 143 && ee.ExitCode() != -1) {
			t.Errorf("build after SIGTERM: %v, want exit 0 or 143", err)
		}
		temps, _ := filepath.Glob(filepath.Join(out, ".*.tmp"))
		if len(temps) > 0 {
			t.Fatalf("SIGTERM after %d ms left %v", 20+i*25, temps)
		}
	}
}
