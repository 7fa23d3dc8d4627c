package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"
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

// BenchmarkProcessBuildAgainstPdflatex sets the English house card with
// rulecard (`build --format pdf --no-check`) and the same words with
// pdflatex (testdata/pdflatex/gofish.en.tex: four columns, hyphenated, on
// A4 landscape), turn about in one run, and reports each one's median time
// per sheet and how many times faster rulecard is (target: 8 or more).
// make bench installs pdflatex (texlive-latex-base) when it is missing.
func BenchmarkProcessBuildAgainstPdflatex(b *testing.B) {
	pdflatex, err := exec.LookPath("pdflatex")
	if err != nil {
		b.Fatal("pdflatex not found: make bench installs it (texlive-latex-base)")
	}
	dir := b.TempDir()
	tex, err := os.ReadFile(filepath.Join("testdata", "pdflatex", "gofish.en.tex"))
	if err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "card.tex"), tex, 0o644); err != nil {
		b.Fatal(err)
	}
	run := func(name string, args ...string) time.Duration {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		start := time.Now()
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%s %v: %v\n%s", filepath.Base(name), args, err, out)
		}
		return time.Since(start)
	}
	var ours, theirs []time.Duration
	for b.Loop() {
		ours = append(ours, run(binPath, "build", "gofish", "--locale", "en", "--format", "pdf", "--no-check", "--out", "out"))
		theirs = append(theirs, run(pdflatex, "-interaction=batchmode", "-halt-on-error", "card.tex"))
	}
	mo, mt := median(ours), median(theirs)
	b.ReportMetric(float64(mo)/1e6, "rulecard-ms")
	b.ReportMetric(float64(mt)/1e6, "pdflatex-ms")
	b.ReportMetric(float64(mt)/float64(mo), "times-faster")
}

// median returns the median of ds (which it sorts).
func median(ds []time.Duration) time.Duration {
	slices.Sort(ds)
	return ds[len(ds)/2]
}
