// Package memo keeps what a pure function returned, for the life of a
// process: a process that checks a card many times (a preview checks it
// on every save; a test checks thousands of edits of the shipped cards)
// works each result out once. What a Memo holds is never changed once
// made, so goroutines share it.
package memo

import "sync"

// Memo maps keys to the values made for them, at most max of them: past
// that it starts again, so a preview whose card changes on every save
// keeps no more.
type Memo[K comparable, V any] struct {
	mu  sync.Mutex
	m   map[K]V
	max int
}

// New returns an empty Memo that holds at most max values.
func New[K comparable, V any](max int) *Memo[K, V] {
	return &Memo[K, V]{m: map[K]V{}, max: max}
}

// Get returns the value kept for k, or makes it with make and keeps it.
// make runs outside the lock: two goroutines asking for the same new key
// at once may both make it (the same value, as make is pure), and one is
// kept.
func (c *Memo[K, V]) Get(k K, make func() V) V {
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = make()
	c.mu.Lock()
	if len(c.m) >= c.max {
		clear(c.m)
	}
	c.m[k] = v
	c.mu.Unlock()
	return v
}

// Len returns how many values c holds.
func (c *Memo[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}
