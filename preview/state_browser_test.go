package preview

import (
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rulecard/rulecard/internal/browsertest"
)

// TestThePillAndTheLogNeverSayCheckedOverAProblem drives the preview of
// a copy of the Go Fish card in Chromium: a good edit is shown and its
// games start; the file is then saved broken, so its problem is shown
// while those games are played. Once they are, neither the page's state
// nor the server's log says checked: both say there is a problem. Saved
// again as the sheet shown, the problem goes and both say checked.
func TestThePillAndTheLogNeverSayCheckedOverAProblem(t *testing.T) {
	dir := cardCopy(t, "gofish")
	en := filepath.Join(dir, "en.yaml")
	srv, ctx := openPreview(t, dir)
	const state = `document.getElementById('state').textContent`

	good := replaceOnce(t, readFile(t, en), editLine, strings.TrimSuffix(editLine, ".")+", {zorbq}.")
	before := srv.srv.Status().Version
	writeFile(t, en, good)
	waitFor(t, editBound, "the good edit built", func() bool { return srv.srv.Status().Version != before })
	_, mark := srv.log.since(0)
	writeFile(t, en, replaceOnce(t, good, "title: Go Fish\n", "title: Go Fish\nnonsense-key: [\n"))
	waitFor(t, editBound, "the broken file's problem", func() bool { return len(srv.srv.Status().Problems) > 0 })
	waitFor(t, time.Minute, "the good edit's games", func() bool { return !srv.srv.Status().Checking })
	if st := srv.srv.Status(); len(st.Problems) == 0 || st.Version == before {
		t.Fatalf("status %+v: want the good edit shown with the broken file's problems", st)
	}
	waitPage(t, ctx, "the state's problem", state+`.startsWith('1 problem')`)
	if got := browsertest.Eval[string](t, ctx, state); strings.Contains(got, "checked") {
		t.Errorf("with a problem shown the state says %q", got)
	}
	if page := pageState(t, srv.url); !strings.HasPrefix(page, "1 problem:") || strings.Contains(page, "checked") {
		t.Errorf("with a problem shown the page served says %q", page)
	}
	lines, _ := srv.log.since(mark)
	if log := strings.Join(lines, "\n"); strings.Contains(log, "checked") || !strings.Contains(log, "problem") {
		t.Errorf("with a problem shown the log says:\n%s\nwant a problem, never checked", log)
	}

	_, mark = srv.log.since(0)
	writeFile(t, en, good)
	waitPage(t, ctx, "the state checked", state+`.startsWith('checked')`)
	if page := pageState(t, srv.url); !strings.HasPrefix(page, "checked") {
		t.Errorf("with the problem gone the page served says %q", page)
	}
	waitFor(t, editBound, "the log to say checked", func() bool {
		lines, _ := srv.log.since(mark)
		return strings.Contains(strings.Join(lines, "\n"), "checked gofish")
	})
}

// pageState returns the text of the state pill of the page the server
// serves, as it is before its script runs.
func pageState(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	page, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(page), `<span id="state" role="status">`)
	text, _, _ := strings.Cut(rest, "</span>")
	return text
}
