//go:build unix

package bot

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system:
// what a benchmark on a machine shared with others measures its work by.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
