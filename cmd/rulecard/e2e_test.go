package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// binPath is the rulecard binary built once for the end-to-end tests.
var binPath string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "rulecard-e2e-")
	if err != nil {
		panic(err)
	}
	binPath = filepath.Join(dir, "rulecard")
	if runtime.GOOS == "windows" {
		binPath += ".exe"
	}
	linked := binPath + ".linked"
	build := exec.Command("go", "build", "-o", linked, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0") // as make builds it
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		panic("building rulecard: " + err.Error())
	}
	// The tests run a copy of what the linker wrote. The linker writes its
	// file through a memory map, which leaves the file in the page cache in
	// small pieces: on the test machine each process of it took about a
	// millisecond longer to start and end than the same file written whole
	// or read back from disk, as an installed binary is (the process
	// benchmarks measure that one).
	if err := copyFile(binPath, linked); err != nil {
		panic("copying rulecard: " + err.Error())
	}
	os.Remove(linked)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// copyFile writes a copy of file from to a new file to, executable, in
// writes of a megabyte (the tests' own memory stays small: a process they
// start counts it in its peak until it executes the binary).
func copyFile(to, from string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.CopyBuffer(out, in, make([]byte, 1<<20)); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// result is what one run of the binary did.
type result struct {
	stdout, stderr string
	code           int
}

// run runs the rulecard binary in dir with args and the extra environment.
func run(t *testing.T, dir string, env []string, args ...string) result {
	t.Helper()
	return runWith(t, dir, env, "", args...)
}

// runIn runs the rulecard binary in a new folder with stdin as its input.
func runIn(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	return runWith(t, t.TempDir(), nil, stdin, args...)
}

// runWith runs the rulecard binary in dir with the extra environment and
// stdin as its input.
func runWith(t *testing.T, dir string, env []string, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binPath, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running rulecard %v: %v", args, err)
	}
	return result{out.String(), errOut.String(), code}
}

// repoRoot is the repository's top folder (two levels above this package).
func repoRoot(t *testing.T) string {
	t.Helper()
	abs, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return abs
}
