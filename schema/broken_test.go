package schema

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// beyondSchema lists the broken files of the loaders' corpora that no
// schema can refuse, each with the reason: what the loader sees that a
// schema of one file cannot (another file, the file's name, the YAML
// itself, the engine, the Markdown inside a text). Every other broken
// case must fail its schema, and every case listed here must pass it, so
// that a schema that learns to refuse one, or a loader error class that
// a schema could express but does not, fails this test.
var beyondSchema = map[string]string{
	// content/testdata/broken
	"duplicate-key":              "a key written twice is gone once the YAML is decoded",
	"more-than-one-document":     "an editor checks each document of a file on its own",
	"bad-locale-file-name":       "a schema does not see the file's name",
	"locale-mismatch":            "the locale: key must match the file's name, which a schema does not see",
	"missing-locale-key":         "a text missing for a statement of card.yaml, another file",
	"missing-section-heading":    "a heading missing for a section of card.yaml, another file",
	"unused-locale-key":          "a text for a statement card.yaml does not have, another file",
	"unknown-section-in-locale":  "a heading for a section card.yaml does not have, another file",
	"locale-without-sheet-words": "sheet words missing: another file",
	"mixed-scripts":              "the scripts of a word's letters: a pattern could list them, but not say which word mixes them",
	"words-file-broken":          "a locale folder's words.yaml that is not YAML: its schema is for YAML, and the card's own files are sound",
	"duplicate-section-id":       "ids unique across the card's sections",
	"duplicate-statement-id":     "ids unique across the card's sections",
	"players-min-above-max":      "comparing two values is beyond JSON Schema without $data",
	"raw-html":                   "the Markdown inside a text",
	"control-entities":           "the Markdown inside a text: the character a reference names (&#x1B;, &#150;, &lrm;), and whether a backslash escapes it",
	"link":                       "the Markdown inside a text",
	"image":                      "the Markdown inside a text",
	"autolink":                   "the Markdown inside a text",
	"code-span":                  "the Markdown inside a text",
	"two-paragraphs":             "the Markdown inside a text",
	"markdown-in-folded-text":    "the Markdown inside a text",
	"glossary-wrong-shape":       "whether a statement is a glossary's is said in card.yaml, another file",
	"not-a-number-mark":          "a {word} mark is checked against the locale's words, other files",
	// games/gofish/testdata/bad
	"alias.yaml":                  "YAML aliases are resolved before a schema sees the document",
	"two-documents.yaml":          "an editor checks each document of a file on its own",
	"book-and-hand.yaml":          "a card both booked and in a hand: across keys",
	"dealt-twice.yaml":            "a card in two hands: across keys",
	"pond-in-hand.yaml":           "a card in the pond and a hand: across keys",
	"missing-hand.yaml":           "a hand for every seat: the seats' names are data",
	"turn-not-a-seat.yaml":        "the seats' names are data",
	"unknown-seat.yaml":           "the seats' names are data",
	"move-seat-not-at-table.yaml": "the seats' names are data",
	"not-in-short-pack.yaml":      "which cards a pack holds depends on its size",
	"option-needs-option.yaml":    "the preset's options are the engine's to know",
	"bluff-without-ask-card.yaml": "the preset's options are the engine's to know",
	"unknown-option.yaml":         "the preset's options are the engine's to know",
	"unknown-preset.yaml":         "the presets are the engine's to know",
	"too-many-players.yaml":       "the player count depends on the preset",
	"pack-size.yaml":              "the packs depend on the preset",
}

// TestBrokenFilesFailTheirSchemaWhereASchemaCanTell runs every case of the
// loaders' broken corpora through the schemas.
func TestBrokenFilesFailTheirSchemaWhereASchemaCanTell(t *testing.T) {
	seen := map[string]bool{}
	try := func(name string, failed bool, detail string) {
		t.Helper()
		seen[name] = true
		reason, beyond := beyondSchema[name]
		switch {
		case beyond && failed:
			t.Errorf("%s fails its schema now (%s): take it out of beyondSchema", name, detail)
		case !beyond && !failed:
			t.Errorf("%s is broken but passes its schema: make the schema refuse it, or say in beyondSchema why it cannot", name)
		case beyond:
			t.Logf("%s: beyond a schema: %s", name, reason)
		}
	}
	dirs, _ := filepath.Glob("../content/testdata/broken/*")
	for _, dir := range dirs {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		failed, detail := false, ""
		for _, e := range entries {
			kind, ok := kindOf(e.Name())
			if !ok {
				continue
			}
			if err := validate(t, kind, readFile(t, filepath.Join(dir, e.Name()))); err != nil {
				failed, detail = true, e.Name()+": "+firstLine(err.Error())
			}
		}
		try(filepath.Base(dir), failed, detail)
	}
	bad, _ := filepath.Glob("../games/gofish/testdata/bad/*.yaml")
	for _, path := range bad {
		err := validate(t, Scenario, readFile(t, path))
		detail := ""
		if err != nil {
			detail = firstLine(err.Error())
		}
		try(filepath.Base(path), err != nil, detail)
	}
	var stale []string
	for name := range beyondSchema {
		if !seen[name] {
			stale = append(stale, name)
		}
	}
	slices.Sort(stale)
	if len(stale) > 0 {
		t.Errorf("beyondSchema names cases the corpora no longer have: %v", stale)
	}
	if len(seen) < 50 {
		t.Fatalf("only %d broken cases", len(seen))
	}
}

// firstLine returns the first line of s.
func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}
