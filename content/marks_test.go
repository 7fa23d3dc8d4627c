package content

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestMarksTheCheckDoesNotReadAreNamedByTheirText: a word marked {…} that
// no phrase of the locale reads is a problem at its text's key, naming the
// text: the title, a section, a statement, a glossary term and its text;
// a marked word a phrase reads is none.
func TestMarksTheCheckDoesNotReadAreNamedByTheirText(t *testing.T) {
	fsys := miniCard()
	// The card's own words, read open: they list no neutral words.
	fsys["mini/locales/en/words.yaml"] = &fstest.MapFile{Data: []byte("locale: en\narticles: [a, an]\nfeatures:\n  player: [player|players]\n  deal: [deal]\n")}
	fsys["mini/en.yaml"] = &fstest.MapFile{Data: []byte(`locale: en
numbers: [zero, one, two, three, four, five, six, seven]
title: "Mini {Zorp}"
sections: {deal: "THE {QUUX}", words: WORDS, sources: SOURCES}
statements:
  tagline: "2 to 4 {blorb} {players}"
  deal-sizes: Two players get **seven** cards each.
  word-book: {term: "{Frob}", text: "All {four} {glims} of a rank."}
  pagat: Pagat.com
`)}
	_, err := LoadFS(fsys, "mini")
	if err == nil {
		t.Fatal("no problem")
	}
	tail := " is none of the locale's number words, articles or rule words (drop the braces)"
	want := strings.Join([]string{
		`mini/en.yaml:3:1: title: {Zorp} marks a word the check does not read, but "Zorp"` + tail,
		`mini/en.yaml:4:12: section "deal": {QUUX} marks a word the check does not read, but "QUUX"` + tail,
		`mini/en.yaml:6:3: statement "tagline": {blorb} marks a word the check does not read, but "blorb"` + tail,
		`mini/en.yaml:8:3: statement "word-book" term: {Frob} marks a word the check does not read, but "Frob"` + tail,
		`mini/en.yaml:8:3: statement "word-book" text: {glims} marks a word the check does not read, but "glims"` + tail,
	}, "\n")
	if err.Error() != want {
		t.Errorf("problems\n%v\nwant\n%s", err, want)
	}
}

// TestInALocaleReadClosedAnyWordMayBeBraced: where the locale lists its
// neutral words, every word must be read or braced, so a braced word the
// check would not read is no problem: it says the word states no rule.
func TestInALocaleReadClosedAnyWordMayBeBraced(t *testing.T) {
	fsys := miniCard()
	fsys["mini/locales/en/words.yaml"] = &fstest.MapFile{Data: []byte("locale: en\narticles: [a, an]\nfeatures:\n  player: [player|players]\nneutral: [the]\n")}
	fsys["mini/en.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fsys["mini/en.yaml"].Data), "title: Mini *Fish*", "title: \"Mini {Zorp}\"", 1))}
	if _, err := LoadFS(fsys, "mini"); err != nil && strings.Contains(err.Error(), "Zorp") {
		t.Errorf("a braced word in a closed locale: %v", err)
	}
}
