package content

import (
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

// withCardYAML returns the mini card with its card.yaml's options line
// replaced by lines.
func withCardYAML(lines string) fstest.MapFS {
	fsys := miniCard()
	src := string(fsys["mini/card.yaml"].Data)
	fsys["mini/card.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(src, "options: [play-on]\n", lines, 1))}
	return fsys
}

// TestChangesAreReadInOrderEachAtItsKey: words, numbers, lists and nested
// names, each change at its own key's line and column.
func TestChangesAreReadInOrderEachAtItsKey(t *testing.T) {
	c, err := LoadFS(withCardYAML("options:\n  - give-one\n  - lucky-draw\nchanges:\n  give: one\n  players: {min: 2, max: 6}\n  deal:\n    5: 4\n  end: [stock-out, player-out]\n"), "mini")
	if err != nil {
		t.Fatal(err)
	}
	want := []Change{
		{"give", "one", Pos{File: "mini/card.yaml", Line: 7, Col: 3}},
		{"players.min", "2", Pos{File: "mini/card.yaml", Line: 8, Col: 13}},
		{"players.max", "6", Pos{File: "mini/card.yaml", Line: 8, Col: 21}},
		{"deal.5", "4", Pos{File: "mini/card.yaml", Line: 10, Col: 5}},
		{"end", "stock-out,player-out", Pos{File: "mini/card.yaml", Line: 11, Col: 3}},
	}
	if !reflect.DeepEqual(c.Changes, want) {
		t.Errorf("changes\n%v, want\n%v", c.Changes, want)
	}
	if wantPos := []Pos{{File: "mini/card.yaml", Line: 4, Col: 5}, {File: "mini/card.yaml", Line: 5, Col: 5}}; !reflect.DeepEqual(c.OptionPos, wantPos) {
		t.Errorf("option positions %v, want %v", c.OptionPos, wantPos)
	}
}

// TestBadChangesAreErrorsAtTheirPlace: what a change cannot be.
func TestBadChangesAreErrorsAtTheirPlace(t *testing.T) {
	for yaml, want := range map[string]string{
		"changes: [give]\n":                    "mini/card.yaml:3:10: changes: want a mapping",
		"changes:\n  give:\n":                  "mini/card.yaml:4:8: changes.give: no value",
		"changes:\n  deal: {2: {a: 1}}\n":      "mini/card.yaml:4:13: changes.deal.2: want a word, a number or a list",
		"changes:\n  end: [[a]]\n":             "mini/card.yaml:4:9: changes.end: want words or numbers in the list",
		"changes:\n  give: one\n  give: all\n": `mini/card.yaml:5:3: duplicate key "give" in changes`,
	} {
		_, err := LoadFS(withCardYAML(yaml), "mini")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", yaml, err, want)
		}
	}
}
