package parallel

import (
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// count yields the numbers 0 to n-1, counting how many were taken.
func count(n int, taken *atomic.Int64) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := range n {
			taken.Add(1)
			if !yield(i) {
				return
			}
		}
	}
}

func TestRunMergesInOrderAndStreams(t *testing.T) {
	for _, workers := range []int{1, 2, 3, 8} {
		var taken atomic.Int64
		var got []int
		newWorker := func() func(int) int {
			return func(j int) int {
				if j%7 == 0 {
					time.Sleep(time.Millisecond) // finish out of order
				}
				return j * j
			}
		}
		err := Run(count(500, &taken), workers, newWorker, func(j, r int) error {
			if r != j*j {
				return fmt.Errorf("job %d: result %d", j, r)
			}
			if ahead := int(taken.Load()) - len(got); ahead > 4*workers+workers+2 {
				return fmt.Errorf("%d jobs taken ahead of the merge with %d workers", ahead, workers)
			}
			got = append(got, j)
			return nil
		})
		if err != nil {
			t.Fatalf("%d workers: %v", workers, err)
		}
		if len(got) != 500 || !slices.IsSorted(got) {
			t.Fatalf("%d workers: merged %d jobs, in order %v", workers, len(got), slices.IsSorted(got))
		}
	}
}

func TestRunStopsAtTheFirstError(t *testing.T) {
	stop := errors.New("stop")
	for _, workers := range []int{1, 4} {
		var taken atomic.Int64
		merged := 0
		err := Run(count(100_000, &taken), workers, func() func(int) int { return func(j int) int { return j } },
			func(j, _ int) error {
				if j == 10 {
					return stop
				}
				merged++
				return nil
			})
		if !errors.Is(err, stop) || merged != 10 {
			t.Fatalf("%d workers: err %v after %d merges", workers, err, merged)
		}
		if n := taken.Load(); n > 100 {
			t.Errorf("%d workers: %d jobs taken after the error", workers, n)
		}
	}
}
