package memo

import (
	"sync"
	"testing"
)

func TestGetMakesOnceAKeyAndKeepsAtMostMax(t *testing.T) {
	c := New[int, int](3)
	made := 0
	sq := func(k int) func() int { return func() int { made++; return k * k } }
	for range 2 {
		for k := range 3 {
			if got := c.Get(k, sq(k)); got != k*k {
				t.Fatalf("Get(%d) = %d, want %d", k, got, k*k)
			}
		}
	}
	if made != 3 || c.Len() != 3 {
		t.Fatalf("made %d values and holds %d, want 3 and 3", made, c.Len())
	}
	if got := c.Get(7, sq(7)); got != 49 || c.Len() != 1 {
		t.Fatalf("past max: Get(7) = %d holding %d, want 49 holding 1 (started again)", got, c.Len())
	}
	if c.Get(0, sq(0)); made != 5 {
		t.Fatalf("after starting again a key is made again: made %d, want 5", made)
	}
}

func TestGetFromManyGoroutines(t *testing.T) {
	c := New[int, int](8)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for k := range 100 {
				if got := c.Get(k%16, func() int { return k % 16 * 2 }); got != k%16*2 {
					t.Errorf("goroutine %d: Get(%d) = %d", g, k%16, got)
				}
			}
		})
	}
	wg.Wait()
	if c.Len() > 8 {
		t.Fatalf("holds %d, want at most 8", c.Len())
	}
}
