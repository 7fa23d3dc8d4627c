package main

import (
	"os/exec"
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
	dir := b.TempDir()
	var peak int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := exec.Command(binPath, args...)
		cmd.Dir = dir
		if err := cmd.Run(); err != nil {
			again := exec.Command(binPath, args...)
			again.Dir = dir
			out, _ := again.CombinedOutput()
			b.Fatalf("rulecard %v: %v\n%s", args, err, out)
		}
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && ru.Maxrss > peak {
			peak = ru.Maxrss // kilobytes on Linux
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(peak)/1024, "peak-MB")
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
