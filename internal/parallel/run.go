// Package parallel runs jobs on several goroutines and merges their results
// in the order of the jobs, so that what a run finds does not depend on
// the number of cores. It knows no game.
package parallel

import (
	"iter"
	"runtime"
	"sync"
)

// Run calls, on workers goroutines (GOMAXPROCS when workers <= 0), a work
// function made by newWorker for each job of jobs, and gives each result to
// merge on the calling goroutine in the order of the jobs. A worker's work
// function is called from one goroutine only, so it may keep memory
// between jobs. When merge returns an error, Run stops taking jobs, waits
// for the ones under way and returns it.
//
// Jobs are taken from the sequence as workers are free, and at most a few
// per worker wait to be merged: Run's memory does not depend on the
// number of jobs.
func Run[J, R any](jobs iter.Seq[J], workers int, newWorker func() func(J) R, merge func(J, R) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers == 1 {
		return runHere(jobs, newWorker(), merge)
	}
	type item struct {
		i int
		j J
		r R
	}
	window := 4 * workers
	todo, done := make(chan item), make(chan item, window)
	tokens, quit := make(chan struct{}, window), make(chan struct{})
	go func() {
		defer close(todo)
		i := 0
		for j := range jobs {
			select {
			case tokens <- struct{}{}:
			case <-quit:
				return
			}
			select {
			case todo <- item{i: i, j: j}:
			case <-quit:
				return
			}
			i++
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			work := newWorker()
			for it := range todo {
				it.r = work(it.j)
				done <- it
			}
		})
	}
	go func() {
		wg.Wait()
		close(done)
	}()
	held := make(map[int]item, window)
	next := 0
	var err error
	for it := range done {
		held[it.i] = it
		for err == nil {
			x, ok := held[next]
			if !ok {
				break
			}
			delete(held, next)
			next++
			<-tokens
			if err = merge(x.j, x.r); err != nil {
				close(quit)
			}
		}
	}
	return err
}

// runHere is Run with one worker: the calling goroutine does every job.
func runHere[J, R any](jobs iter.Seq[J], work func(J) R, merge func(J, R) error) error {
	for j := range jobs {
		if err := merge(j, work(j)); err != nil {
			return err
		}
	}
	return nil
}
