// Command proctime runs a command many times and prints the median and
// quartiles of its wall time and CPU time (user + system), and its peak
// resident memory, as the operating system reports them (wait4's rusage):
// the whole-process figures quoted for speed targets.
//
//	go run ./scripts/proctime [-n 50] [-dir DIR] -- COMMAND [ARG ...]
//
// Several commands may be timed side by side, interleaved run by run, by
// separating them with ---, so that a noisy machine weighs on each alike:
//
//	go run ./scripts/proctime -n 50 -- ./old build --- ./new build
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	n := flag.Int("n", 50, "runs of each command")
	dir := flag.String("dir", "", "directory to run in (default: a new temporary directory)")
	flag.Parse()
	cmds := split(flag.Args())
	if len(cmds) == 0 {
		fmt.Fprintln(os.Stderr, "usage: proctime [-n N] [-dir DIR] -- COMMAND [ARG ...] [--- COMMAND ...]")
		os.Exit(2)
	}
	if *dir == "" {
		d, err := os.MkdirTemp("", "proctime-")
		if err != nil {
			fail(err)
		}
		defer os.RemoveAll(d)
		*dir = d
	}
	stats := make([]runs, len(cmds))
	for range *n {
		for i, c := range cmds {
			r, err := run(c, *dir)
			if err != nil {
				fail(fmt.Errorf("%s: %w", strings.Join(c, " "), err))
			}
			stats[i].add(r)
		}
	}
	for i, c := range cmds {
		fmt.Printf("%s\n  %s\n", strings.Join(c, " "), stats[i].summary())
	}
}

// split cuts the arguments into commands at each "---".
func split(args []string) [][]string {
	var out [][]string
	for len(args) > 0 {
		i := slices.Index(args, "---")
		if i < 0 {
			i = len(args)
		}
		if i > 0 {
			out = append(out, args[:i])
		}
		args = args[min(i+1, len(args)):]
	}
	return out
}

// sample is one run's figures.
type sample struct {
	wall, cpu time.Duration
	rss       int64 // kilobytes
}

func run(c []string, dir string) (sample, error) {
	cmd := exec.Command(c[0], c[1:]...)
	cmd.Dir = dir
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		return sample{}, fmt.Errorf("%w\n%s", err, out.String())
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return sample{wall: wall, cpu: cpu, rss: ru.Maxrss}, nil
}

type runs struct{ wall, cpu, rss []float64 }

func (r *runs) add(s sample) {
	r.wall = append(r.wall, float64(s.wall.Microseconds())/1000)
	r.cpu = append(r.cpu, float64(s.cpu.Microseconds())/1000)
	r.rss = append(r.rss, float64(s.rss)/1024)
}

func (r *runs) summary() string {
	return fmt.Sprintf("wall %s ms   cpu %s ms   peak RSS median %.1f MiB, max %.1f MiB   (%d runs)",
		quartiles(r.wall), quartiles(r.cpu), median(r.rss), slices.Max(r.rss), len(r.wall))
}

// quartiles prints the median with the lower and upper quartiles.
func quartiles(x []float64) string {
	s := slices.Clone(x)
	slices.Sort(s)
	q := func(p float64) float64 { return s[int(p*float64(len(s)-1)+0.5)] }
	return fmt.Sprintf("%.1f [%.1f–%.1f]", q(0.5), q(0.25), q(0.75))
}

func median(x []float64) float64 {
	s := slices.Clone(x)
	slices.Sort(s)
	return s[len(s)/2]
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "proctime:", err)
	os.Exit(1)
}
