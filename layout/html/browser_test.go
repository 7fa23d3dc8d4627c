package html

import (
	"context"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/rulecard/rulecard/internal/browsertest"
	"github.com/rulecard/rulecard/layout"
)

// browser is the one Chromium of the test binary: started by the first
// test that needs it, stopped by TestMain after the last.
var browser browsertest.Browser

func TestMain(m *testing.M) {
	code := m.Run()
	browser.Stop()
	os.Exit(code)
}

// tab opens a new tab of the shared browser for the test, closed when the
// test ends, with a deadline of a minute. The test fails (it does not
// skip) when there is no browser.
func tab(t *testing.T) context.Context {
	t.Helper()
	return browser.Tab(t, time.Minute)
}

// tabForEach opens a tab for the test that its subtests share, one after
// the other, and returns for each subtest the tab with a deadline of a
// minute: a new tab for each would start a renderer for each.
func tabForEach(t *testing.T) func(*testing.T) context.Context {
	t.Helper()
	ctx := browser.Tab(t, 10*time.Minute) // go test's own deadline
	return func(t *testing.T) context.Context { return browsertest.Within(t, ctx, time.Minute) }
}

// open loads the HTML file at path in the tab, as a new tab would (no
// media emulated, a viewport of 1400 by 1000), and waits for its fonts.
func open(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	media(t, ctx, "")
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(1400, 1000),
		chromedp.Navigate("file://"+path),
	); err != nil {
		t.Fatal(err)
	}
	status := browsertest.Eval[string](t, ctx, `document.fonts.ready.then(fs =>
		[...fs].every(f => f.status === "loaded") ? "loaded" : [...fs].map(f => f.status).join(","))`)
	if status != "loaded" {
		t.Fatalf("fonts not loaded: %s", status)
	}
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

// checkRequestsOnlyItself opens the HTML file at path in the tab and
// prints it, and fails the test when it saw no request at all (not even
// the page's own) or one for anything but a file: or data: URL. It
// returns the URLs requested.
func checkRequestsOnlyItself(t *testing.T, ctx context.Context, path string) []string {
	t.Helper()
	var mu sync.Mutex
	var urls []string
	requests := chromedp.Events(ctx, network.RequestWillBeSent)
	go func() {
		for ev, err := range requests {
			if err != nil {
				return
			}
			mu.Lock()
			urls = append(urls, ev.Request.URL)
			mu.Unlock()
		}
	}()
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, path)
	printPDF(t, ctx)
	mu.Lock()
	defer mu.Unlock()
	if len(urls) == 0 {
		t.Fatal("no request seen, not even the page's own")
	}
	for _, u := range urls {
		if !strings.HasPrefix(u, "file://") && !strings.HasPrefix(u, "data:") {
			t.Errorf("the page requested %.80s", u)
		}
	}
	return slices.Clone(urls)
}

// checkSetInEmbeddedFonts fails the test for each element the selector
// finds in the tab that Chromium sets in anything but one of the faces of
// fonts, embedded. It returns how many glyphs each face (by PostScript
// name) sets.
func checkSetInEmbeddedFonts(t *testing.T, ctx context.Context, fonts *layout.Fonts, selector string) map[string]float64 {
	t.Helper()
	want := map[string]bool{}
	for _, f := range layout.Faces {
		want[fonts.Face(f).PostScriptName] = true
	}
	if _, err := chromedp.Call(ctx, css.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	ids, err := chromedp.Run(ctx, chromedp.QueryNodeIDs(chromedp.CSSAll(selector)))
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]float64{}
	for _, id := range ids {
		res, err := chromedp.Call(ctx, css.GetPlatformFontsForNode, css.GetPlatformFontsForNodeParams{NodeID: id})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range res.Fonts {
			used[f.PostScriptName] += f.GlyphCount
			if !f.IsCustomFont || !want[f.PostScriptName] {
				t.Errorf("node %d is set in %q (%s, custom %v), not an embedded Go face", id, f.FamilyName, f.PostScriptName, f.IsCustomFont)
			}
		}
	}
	t.Logf("%d elements; glyphs per face: %v", len(ids), used)
	return used
}
