package main

import (
	"fmt"
	"path/filepath"
	"testing"
)

// The fresh rounds: edits of the shipped cards that reviewers wrote
// without reading the words files or running the check, as a card author
// would (testdata/words/fresh/). Unlike the corpus, whose harmless
// rewordings the words were grown to read, a fresh round measures what
// the check makes of text it has not seen; the bounds below are the
// figures measured when the round was last grown from, and a change of
// the words or the check may only improve on them.
const (
	// freshWrongRefusedAtLeast: the wrong edits of the fresh rounds
	// refused (of all of them).
	freshWrongRefusedAtLeast = 0.96
	// freshHarmlessRefusedAtMost: the harmless rewordings refused.
	freshHarmlessRefusedAtMost = 0.50
)

// TestTheFreshRounds runs every fresh round's edits through `rulecard
// check`, logs what it refused by class and locale, and holds the check
// to the figures measured (the constants above).
func TestTheFreshRounds(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "words", "fresh", "*.yaml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fresh rounds (%v)", err)
	}
	edits := readCorpusFiles(t, files)
	cards := map[string]map[string][]byte{}
	for _, e := range edits {
		if cards[e.Card] == nil {
			cards[e.Card] = shippedFiles(t, e.Card)
		}
	}
	runs := runEdits(t, cards, edits)
	table := newCorpusTable()
	wrong, wrongRefused, harmless, harmlessRefused := 0, 0, 0, 0
	for i, e := range edits {
		code := runs[i].code
		refused := code == 3 || code == 1 && e.Class != "harmless"
		table.count(e.Class, e.Locale, refused)
		switch {
		case e.Class == "harmless":
			harmless++
			if refused {
				harmlessRefused++
			} else if code != 0 {
				t.Errorf("%s %s %s (%s): exit %d\n%s", e.Card, e.Locale, e.Statement, e.Note, code, runs[i].out)
			}
		default:
			wrong++
			if refused {
				wrongRefused++
			} else {
				t.Logf("not refused: %s %s %s [%s] %s", e.Card, e.Locale, e.Statement, e.Class, e.Note)
			}
		}
	}
	summary := fmt.Sprintf("%d of %d wrong edits refused (%.1f %%), %d of %d harmless rewordings refused (%.1f %%)",
		wrongRefused, wrong, 100*float64(wrongRefused)/float64(max(wrong, 1)),
		harmlessRefused, harmless, 100*float64(harmlessRefused)/float64(max(harmless, 1)))
	t.Logf("the fresh rounds: %s; by class and locale (refused/edits):\n%s", summary, table)
	if wrong == 0 || harmless == 0 {
		t.Fatalf("the fresh rounds hold %d wrong edits and %d harmless ones, want some of each", wrong, harmless)
	}
	if float64(wrongRefused) < freshWrongRefusedAtLeast*float64(wrong) {
		t.Errorf("the fresh rounds: %s; want at least %.0f %% of the wrong ones refused", summary, 100*freshWrongRefusedAtLeast)
	}
	if float64(harmlessRefused) > freshHarmlessRefusedAtMost*float64(harmless) {
		t.Errorf("the fresh rounds: %s; want at most %.0f %% of the harmless ones refused", summary, 100*freshHarmlessRefusedAtMost)
	}
}
