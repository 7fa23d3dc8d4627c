package preview

import (
	"io"
	"net/http"
	"strings"
	"testing"
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
