package preview

import (
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/rulecard/rulecard/internal/browsertest"
)

// TestACardOfAGameWithNoEngineIsServedAsPrintedNotProven: the preview
// builds and serves a card of game: none in every format, and its page and
// status say it is printed, not proven, never that it was checked.
func TestACardOfAGameWithNoEngineIsServedAsPrintedNotProven(t *testing.T) {
	r := start(t, cardCopy(t, "old-maid"), 10)
	st := r.srv.Status()
	if st.Version == 0 || len(st.Problems) > 0 || !st.Unproven {
		t.Fatalf("status %+v: want a sheet, no problems, unproven", st)
	}
	for _, path := range []string{"/sheet.pdf?locale=de&paper=a4", "/sheet.png?locale=en&paper=letter", "/sheet.html?locale=en&paper=a4"} {
		resp, err := http.Get(r.url + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || len(body) == 0 {
			t.Errorf("%s: %s, %d bytes", path, resp.Status, len(body))
		}
	}
	resp, err := http.Get(r.url + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	state := string(page)
	if i := strings.Index(state, `id="state"`); i >= 0 {
		state = state[i:min(len(state), i+200)]
	}
	if !strings.Contains(state, "printed, not proven") || strings.Contains(state, "checked") {
		t.Errorf("the page's state says %q; want printed, not proven, and never checked", state)
	}
}

// TestThePageOfACardWithNoEngineNeverSaysChecked drives the preview of a
// copy of the Old Maid card (game: none) in Chromium: the state the page's
// script sets says printed, not proven, and still does once an edit on
// disk has shown in the page.
func TestThePageOfACardWithNoEngineNeverSaysChecked(t *testing.T) {
	dir := cardCopy(t, "old-maid")
	srv := start(t, dir, 10)
	ctx := browser.Tab(t, 3*time.Minute)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1400, 1000), chromedp.Navigate(srv.url+"/")); err != nil {
		t.Fatal(err)
	}
	const state = `document.getElementById('state').textContent`
	waitPage(t, ctx, "the sheet", `document.body.dataset.status === 'live' && `+sheetText+`.includes('Old Maid')`)
	waitFor(t, time.Minute, "the full build", func() bool { return !srv.srv.Status().Checking })
	waitPage(t, ctx, "the state printed, not proven", state+`.startsWith('printed, not proven')`)

	en := filepath.Join(dir, "en.yaml")
	writeFile(t, en, replaceOnce(t, readFile(t, en), "Get rid of your cards", "Get rid of all your cards"))
	waitPage(t, ctx, "the edit", sheetText+`.includes('Get rid of all your cards')`)
	waitFor(t, time.Minute, "the full build of the edit", func() bool { return !srv.srv.Status().Checking })
	if got := browsertest.Eval[string](t, ctx, state); !strings.HasPrefix(got, "printed, not proven") || strings.Contains(got, "checked") {
		t.Errorf("after an edit the state says %q; want printed, not proven", got)
	}
}
