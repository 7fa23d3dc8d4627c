package html

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// The one browser of the test binary: started by the first test that
// needs it, stopped by TestMain after the last.
var (
	browserOnce   sync.Once
	browserCtx    context.Context
	browserStop   func()
	browserErr    error
	browserTmpDir string
)

func TestMain(m *testing.M) {
	code := m.Run()
	if browserStop != nil {
		browserStop()
	}
	if browserTmpDir != "" {
		os.RemoveAll(browserTmpDir)
	}
	os.Exit(code)
}

// chromiumPath finds Chromium: /usr/bin/chromium, else on the PATH.
func chromiumPath() (string, error) {
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

// startBrowser launches headless Chromium with a fresh profile.
func startBrowser() {
	path, err := chromiumPath()
	if err != nil {
		browserErr = err
		return
	}
	if browserTmpDir, err = os.MkdirTemp("", "rulecard-chromium-"); err != nil {
		browserErr = err
		return
	}
	alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.UserDataDir(browserTmpDir),
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
	browserStop = func() { stopBrowser(); stopAlloc() }
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		browserErr = fmt.Errorf("starting %s: %w", path, err)
		return
	}
	browserCtx = ctx
}

// tab opens a new tab of the shared browser for the test, closed when the
// test ends. The test fails (it does not skip) when there is no browser.
func tab(t *testing.T) context.Context {
	t.Helper()
	browserOnce.Do(startBrowser)
	if browserErr != nil {
		t.Fatal(browserErr)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	t.Cleanup(cancel)
	ctx, stop := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(stop)
	return ctx
}

// open loads the HTML file at path in the tab and waits for its fonts.
func open(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(1400, 1000),
		chromedp.Navigate("file://"+path),
	); err != nil {
		t.Fatal(err)
	}
	status := eval[string](t, ctx, `document.fonts.ready.then(fs =>
		[...fs].every(f => f.status === "loaded") ? "loaded" : [...fs].map(f => f.status).join(","))`)
	if status != "loaded" {
		t.Fatalf("fonts not loaded: %s", status)
	}
}

// eval evaluates a JavaScript expression in the tab, awaiting a promise,
// and decodes its value.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("evaluating %.60q: %v", js, err)
	}
	return v
}

// media emulates the CSS media type: "print", "screen", or "" for none.
func media(t *testing.T, ctx context.Context, m string) {
	t.Helper()
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: m}); err != nil {
		t.Fatal(err)
	}
}

// printPDF prints the tab as Chromium's print dialog would, honouring the
// page's @page size.
func printPDF(t *testing.T, ctx context.Context) []byte {
	t.Helper()
	pdf, err := chromedp.Run(ctx, chromedp.PrintToPDF(chromedp.PDFPreferCSSPageSize(), chromedp.PDFPrintBackground()))
	if err != nil {
		t.Fatal(err)
	}
	return pdf
}
