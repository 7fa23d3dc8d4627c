package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cancelOnWrite cancels a context at the first line written to it.
type cancelOnWrite struct{ cancel context.CancelCauseFunc }

func (c cancelOnWrite) Write(p []byte) (int, error) {
	c.cancel(errors.New("interrupted"))
	return len(p), nil
}

// TestInterruptedWriteLeavesNoTemporaryFile: once interrupted, writeOutputs
// writes no further file and leaves no temporary one behind.
func TestInterruptedWriteLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancelCause(context.Background())
	outs := []output{
		{path: filepath.Join(dir, "a.pdf"), data: []byte("a")},
		{path: filepath.Join(dir, "b.pdf"), data: []byte("b")},
	}
	err := writeOutputs(ctx, cancelOnWrite{cancel}, dir, outs)
	if err == nil || err.Error() != "interrupted" {
		t.Errorf("writeOutputs: %v, want the interrupt", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "a.pdf" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("left %v, want only a.pdf (written before the interrupt)", names)
	}
}

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

// writeUnderSignalsEnv names, for the test binary run again as a helper
// process, the folder that writeUnderSignals writes into.
const writeUnderSignalsEnv = "RULECARD_TEST_WRITE_UNDER_SIGNALS"

// signalOnWrite sends its own process SIGTERM and SIGINT at each line
// written to it, and waits for them to be delivered.
type signalOnWrite struct{}

func (signalOnWrite) Write(p []byte) (int, error) {
	_ = syscall.Kill(os.Getpid(), syscall.SIGTERM)
	_ = syscall.Kill(os.Getpid(), syscall.SIGINT)
	time.Sleep(20 * time.Millisecond)
	return len(p), nil
}

// writeUnderSignals writes three files into dir as a command with no
// interrupt handler does (a build), signalled after each, and returns the
// helper process's exit status.
func writeUnderSignals(dir string) int {
	var outs []output
	for _, name := range []string{"a.pdf", "b.pdf", "c.pdf"} {
		outs = append(outs, output{path: filepath.Join(dir, name), data: []byte(name)})
	}
	if err := writeOutputs(withoutHandler(), signalOnWrite{}, dir, outs); err != nil {
		return 1
	}
	return 0
}

// TestABuildWithoutAHandlerWritesEveryFileThoughSignalled: once a command
// with no interrupt handler begins writing, SIGINT and SIGTERM no longer
// end it, so that it leaves no temporary file and no file unwritten.
func TestABuildWithoutAHandlerWritesEveryFileThoughSignalled(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), writeUnderSignalsEnv+"="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the writing process, signalled: %v\n%s", err, out)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "a.pdf b.pdf c.pdf" {
		t.Errorf("the folder holds %v, want a.pdf b.pdf c.pdf", names)
	}
}
