package preview

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestACardOfAnotherGameIsPreviewedAndChecked: the preview is no Go Fish
// preview. A copy of the Crazy Eights card is built, checked by its own
// engine's games and served; a hand size its engine contradicts shows the
// check's failure at its position over the last good sheet, and the fix
// clears it.
func TestACardOfAnotherGameIsPreviewedAndChecked(t *testing.T) {
	dir := cardCopy(t, "crazy-eights")
	en := filepath.Join(dir, "en.yaml")
	r := start(t, dir, 20)
	waitFor(t, time.Minute, "the games of the first check", func() bool { return !r.srv.Status().Checking })
	st := r.srv.Status()
	if st.Version == 0 || len(st.Problems) > 0 || st.Unproven || st.Card != "crazy-eights" {
		t.Fatalf("status %+v: want the crazy-eights sheet, checked, no problems", st)
	}
	good := st.Version
	original := readFile(t, en)
	writeFile(t, en, replaceOnce(t, original, "Two players get seven cards", "Two players get eight cards"))
	waitFor(t, time.Minute, "the contradiction to show", func() bool { return len(r.srv.Status().Problems) > 0 })
	st = r.srv.Status()
	if st.Version != good {
		t.Errorf("the contradicted card replaced the sheet: version %d, want %d", st.Version, good)
	}
	if p := st.Problems[0]; !strings.Contains(p.Pos, "en.yaml:") || !strings.Contains(p.Message, "deal-sizes") {
		t.Errorf("problem %+v: want the deal-sizes statement, at its place in en.yaml", p)
	}
	writeFile(t, en, original)
	waitFor(t, time.Minute, "the problems to clear", func() bool { return len(r.srv.Status().Problems) == 0 })
}
