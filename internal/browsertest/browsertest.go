// Package browsertest starts headless Chromium for the tests that drive a
// page with chromedp. It is imported only by tests.
//
// A missing Chromium fails the test, never skips it: make test installs
// chromium first.
package browsertest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Browser is one headless Chromium with a fresh profile, shared by the
// tests of a test binary: started by the first test that asks for a tab,
// stopped by Stop (call it from TestMain after m.Run).
type Browser struct {
	once   sync.Once
	ctx    context.Context
	stop   func()
	err    error
	tmpDir string
}

// ChromiumPath finds Chromium: /usr/bin/chromium, else on the PATH.
func ChromiumPath() (string, error) {
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium", nil
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("chromium not found: run make test, which installs it")
}

// start launches the browser.
func (b *Browser) start() {
	path, err := ChromiumPath()
	if err != nil {
		b.err = err
		return
	}
	if b.tmpDir, err = os.MkdirTemp("", "rulecard-chromium-"); err != nil {
		b.err = err
		return
	}
	alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.UserDataDir(b.tmpDir),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	)
	ctx, stopBrowser := chromedp.NewContext(alloc)
	b.stop = func() { stopBrowser(); stopAlloc() }
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		b.err = fmt.Errorf("starting %s: %w", path, err)
		return
	}
	b.ctx = ctx
}

// Tab opens a new tab, closed when the test ends, with a deadline of
// timeout. The test fails when there is no browser.
//
// A new tab starts a renderer of its own: a test that loads many pages
// loads them one after the other in one tab, each subtest with a
// deadline of its own (Within).
func (b *Browser) Tab(t testing.TB, timeout time.Duration) context.Context {
	t.Helper()
	b.once.Do(b.start)
	if b.err != nil {
		t.Fatal(b.err)
	}
	ctx, cancel := chromedp.NewContext(b.ctx)
	t.Cleanup(cancel)
	ctx = Within(t, ctx, timeout)
	// Open the tab now: the context of its first action is the tab's for
	// as long as it lives, and a subtest's (Within) ends with the subtest.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	return ctx
}

// Within returns the tab's context ctx with a deadline of timeout, which
// ends with the test t: a subtest's deadline in the tab of the test it
// belongs to. The tab stays open when the deadline passes.
func Within(t testing.TB, ctx context.Context, timeout time.Duration) context.Context {
	ctx, stop := context.WithTimeout(ctx, timeout)
	t.Cleanup(stop)
	return ctx
}

// Stop stops the browser, if it was started, and removes its profile.
func (b *Browser) Stop() {
	if b.stop != nil {
		b.stop()
	}
	if b.tmpDir != "" {
		os.RemoveAll(b.tmpDir)
	}
}

// Eval evaluates js in the tab's page, awaiting a promise it returns, and
// returns its value. An error fails the test.
func Eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.60q: %v", js, err)
	}
	return v
}
