package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
)

// benchProcess runs the rulecard binary b.N times with args and reports
// the whole process's wall time per run and its peak resident memory. Its
// output goes to the null device, as a pipe read by a goroutine of the
// benchmark's would add that goroutine's work to each run; a failed run is
// run again to show what it printed.
func benchProcess(b *testing.B, args ...string) {
	b.Helper()
	b.ReportMetric(float64(runBinary(b, binPath, args...))/1024, "peak-MB")
}

// runBinary runs bin b.N times with args, as benchProcess does, and
// returns the largest peak resident memory a run reported, in kilobytes.
// That is the benchmark's own when it is larger: the new process shares
// the benchmark's memory until it executes bin, and counts it.
func runBinary(b *testing.B, bin string, args ...string) int64 {
	b.Helper()
	dir := b.TempDir()
	var peak int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		if err := cmd.Run(); err != nil {
			again := exec.Command(bin, args...)
			again.Dir = dir
			out, _ := again.CombinedOutput()
			b.Fatalf("%s %v: %v\n%s", filepath.Base(bin), args, err, out)
		}
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && ru.Maxrss > peak {
			peak = ru.Maxrss // kilobytes on Linux
		}
	}
	b.StopTimer()
	return peak
}

// BenchmarkProcessBuildPDF is `rulecard build --format pdf --no-check` as
// a whole process: every shipped card and locale (target: 25 ms, 40 MB for
// the English card alone, see BenchmarkProcessBuildEnglishPDF).
func BenchmarkProcessBuildPDF(b *testing.B) {
	benchProcess(b, "build", "--format", "pdf", "--no-check", "--out", "out")
}

// BenchmarkProcessBuildEnglishPDF is the English house card alone.
func BenchmarkProcessBuildEnglishPDF(b *testing.B) {
	benchProcess(b, "build", "gofish", "--locale", "en", "--format", "pdf", "--no-check", "--out", "out")
}

// BenchmarkProcessCheck is `rulecard check` of every shipped card and
// locale as a whole process (target: 300 ms for the house card).
func BenchmarkProcessCheck(b *testing.B) {
	benchProcess(b, "check")
}

// BenchmarkProcessCheckHouse is `rulecard check gofish`, all locales.
func BenchmarkProcessCheckHouse(b *testing.B) {
	benchProcess(b, "check", "gofish")
}

// The floors: what any run of rulecard costs on this machine before it
// does any work of its own, to read the process benchmarks against (a
// target in milliseconds holds on one machine and not on a slower one).
// Each program is built as rulecard is and copied as TestMain copies it;
// their peak memory is not reported, as the benchmark's own (see
// runBinary) is larger.

// BenchmarkProcessFloorEmpty is a Go program that does nothing.
func BenchmarkProcessFloorEmpty(b *testing.B) {
	runBinary(b, floorBinary(b, "empty"))
}

// BenchmarkProcessFloorLibraries is a Go program that does nothing but
// link go-pdf/fpdf, goldmark and cobra, whose packages' initialization
// then runs.
func BenchmarkProcessFloorLibraries(b *testing.B) {
	runBinary(b, floorBinary(b, "libraries"))
}

// floorBinary builds the program testdata/floor/name (with this module's
// versions of the libraries) next to the rulecard binary, once, and
// returns its path.
func floorBinary(b *testing.B, name string) string {
	b.Helper()
	bin := filepath.Join(filepath.Dir(binPath), "floor-"+name)
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	linked := bin + ".linked"
	build := exec.Command("go", "build", "-o", linked, "./testdata/floor/"+name)
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building %s: %v\n%s", name, err, out)
	}
	defer os.Remove(linked)
	if err := copyFile(bin, linked); err != nil {
		b.Fatal(err)
	}
	return bin
}
