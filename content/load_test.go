package content

import (
	"errors"
	"io/fs"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/yamlfile"
)

// miniCard is a small valid card in a map file system under "mini".
func miniCard() fstest.MapFS {
	return fstest.MapFS{
		"mini/card.yaml": {Data: []byte(`id: mini
rules: house
options: [play-on]
players: {min: 2, max: 4}
packs: [52, 32]
tagline: {id: tagline, claims: [{players.range: {min: 2, max: 4}}, {pack.sizes: [32, 52]}]}
sections:
  - id: deal
    statements:
      - id: deal-sizes
        claims: [{deal.size: {2: 7, 3: 5, 4: 5}}, pond.is-rest, {note.kind: house}]
  - id: words
    kind: glossary
    statements:
      - id: word-book
        claims: [{book.size: 4}]
  - id: sources
    kind: prose
    statements:
      - {id: pagat, note: true}
`)},
		"mini/en.yaml": {Data: []byte(`locale: en
numbers: [zero, one, two, three, four, five, six, seven]
title: Mini *Fish*
sections: {deal: THE DEAL, words: WORDS, sources: SOURCES}
statements:
  tagline: 2 to 4 players
  deal-sizes: Two players get **seven** cards each.
  word-book: {term: Book, text: All four cards of a rank.}
  pagat: Pagat.com
`)},
		"mini/README.md": {Data: []byte("not a locale file, ignored\n")},
	}
}

// TestLoadFSFillsTheCard checks the structure, claims and words of a card.
func TestLoadFSFillsTheCard(t *testing.T) {
	c, err := LoadFS(miniCard(), "mini")
	if err != nil {
		t.Fatal(err)
	}
	if c.ID != "mini" || c.Dir != "mini" || c.Rules != "house" || !reflect.DeepEqual(c.Options, []string{"play-on"}) {
		t.Errorf("card %q dir %q rules %q options %v", c.ID, c.Dir, c.Rules, c.Options)
	}
	if c.Players != (Players{2, 4}) || !reflect.DeepEqual(c.Packs, []cards.Pack{cards.Pack52, cards.Pack32}) {
		t.Errorf("players %v packs %v", c.Players, c.Packs)
	}
	if c.Pos != (Pos{File: "mini/card.yaml", Line: 1, Col: 1}) {
		t.Errorf("card pos %v", c.Pos)
	}
	wantClaims := []ClaimRef{
		{ID: "deal.size", Params: map[string]any{"2": 7, "3": 5, "4": 5}, Pos: Pos{File: "mini/card.yaml", Line: 11, Col: 19}},
		{ID: "pond.is-rest", Pos: Pos{File: "mini/card.yaml", Line: 11, Col: 51}},
		{ID: "note.kind", Params: "house", Pos: Pos{File: "mini/card.yaml", Line: 11, Col: 66}},
	}
	if got := c.Sections[0].Statements[0].Claims; !reflect.DeepEqual(got, wantClaims) {
		t.Errorf("claims\n got %#v\nwant %#v", got, wantClaims)
	}
	if got := c.Tagline.Claims[1].Params; !reflect.DeepEqual(got, []any{32, 52}) {
		t.Errorf("pack.sizes params %#v", got)
	}
	kinds := []SectionKind{c.Sections[0].Kind, c.Sections[1].Kind, c.Sections[2].Kind}
	if !reflect.DeepEqual(kinds, []SectionKind{List, Glossary, Prose}) {
		t.Errorf("kinds %v", kinds)
	}
	if st := c.Sections[2].Statements[0]; !st.Note || st.Pos != (Pos{File: "mini/card.yaml", Line: 20, Col: 9}) {
		t.Errorf("note statement %+v", st)
	}

	en := c.Locales["en"]
	if en == nil || !reflect.DeepEqual(c.LocaleOrder, []locale.Code{"en"}) {
		t.Fatalf("locales %v", c.LocaleOrder)
	}
	if want := (Text{{Text: "Mini ", Style: Regular}, {Text: "Fish", Style: Italic}}); !reflect.DeepEqual(en.Title, want) {
		t.Errorf("title %+v", en.Title)
	}
	if got := en.Statements["deal-sizes"]; len(got) != 3 || got[1] != (Run{Text: "seven", Style: Bold}) {
		t.Errorf("deal-sizes %+v", got)
	}
	if g := en.Glossary["word-book"]; g.Term.Plain() != "Book" || g.Def.Plain() != "All four cards of a rank." {
		t.Errorf("glossary %+v", g)
	}
	if _, ok := en.Statements["word-book"]; ok {
		t.Errorf("a glossary statement is in Statements too")
	}
	if len(en.Numbers) != 8 || en.Numbers[7][0] != "seven" {
		t.Errorf("numbers %v", en.Numbers)
	}
	for key, want := range map[string]Pos{
		"title":                {File: "mini/en.yaml", Line: 3, Col: 1},
		"sections.words":       {File: "mini/en.yaml", Line: 4, Col: 28},
		"statements.pagat":     {File: "mini/en.yaml", Line: 9, Col: 3},
		"statements":           {File: "mini/en.yaml", Line: 5, Col: 1},
		"numbers":              {File: "mini/en.yaml", Line: 2, Col: 1},
		"statements.word-book": {File: "mini/en.yaml", Line: 8, Col: 3},
	} {
		if en.Pos[key] != want {
			t.Errorf("Pos[%q] = %v, want %v", key, en.Pos[key], want)
		}
	}
	if en.Sheet.Fold != "▲ FOLD ▼" || len(en.Sheet.Steps) != 3 || en.Sheet.Scale == "" {
		t.Errorf("sheet words %+v", en.Sheet)
	}
}

// TestLoaderTakesAnyLocaleWithSheetWords loads a second locale whose sheet
// words exist, and orders the locales English first.
func TestLoaderTakesAnyLocaleWithSheetWords(t *testing.T) {
	fsys := miniCard()
	en := string(fsys["mini/en.yaml"].Data)
	fsys["mini/sv.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(en, "locale: en", "locale: sv", 1))}
	fsys["mini/de.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(en, "locale: en", "locale: de", 1))}
	l := newLoader(fsys, "mini", "mini", func(name string) string { return "mini/" + name })
	c, err := l.load()
	if err != nil {
		t.Fatal(err)
	}
	if want := []locale.Code{"en", "de", "sv"}; !reflect.DeepEqual(c.LocaleOrder, want) {
		t.Errorf("locale order %v, want %v", c.LocaleOrder, want)
	}

	fsys["mini/xx.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(en, "locale: en", "locale: xx", 1))}
	_, err = LoadFS(fsys, "mini") // no sheet words for xx, shipped or the card's own
	if err == nil || !strings.Contains(err.Error(), `mini/xx.yaml:1:1: no sheet words for locale "xx": write them in mini/locales/xx/sheet.yaml`) {
		t.Errorf("want an error for a locale without sheet words, got %v", err)
	}
	sheetEN, _ := locale.Shipped().Open("en", "sheet.yaml")
	xx := []byte(strings.Replace(string(sheetEN.Data), "locale: en", "locale: xx", 1))
	fsys["mini/locales/xx/sheet.yaml"] = &fstest.MapFile{Data: xx}
	c, err = LoadFS(fsys, "mini")
	if err != nil {
		t.Fatalf("with the card's own locales/xx/sheet.yaml: %v", err)
	}
	if got := c.Locales["xx"].Sheet; got.File != "mini/locales/xx/sheet.yaml" || got.Fold != "▲ FOLD ▼" {
		t.Errorf("xx sheet words from %q: %+v", got.File, got)
	}
	fsys["mini/xx.sheet.yaml"] = &fstest.MapFile{Data: xx}
	c, err = LoadFS(fsys, "mini")
	if err != nil {
		t.Fatalf("with the card's own xx.sheet.yaml: %v", err)
	}
	if got := c.Locales["xx"].Sheet; got.File != "mini/xx.sheet.yaml" {
		t.Errorf("the card's own xx.sheet.yaml should win, got %q", got.File)
	}
}

// TestLoadFailures covers problems outside the files' contents.
func TestLoadFailures(t *testing.T) {
	tests := []struct {
		name string
		fsys fstest.MapFS
		dir  string
		want string
		is   error
	}{
		{"no card.yaml", fstest.MapFS{"x/en.yaml": miniCard()["mini/en.yaml"]}, "x",
			"x/card.yaml: cannot read: file does not exist", fs.ErrNotExist},
		{"no such directory", fstest.MapFS{}, "nowhere",
			"nowhere/card.yaml: cannot read: file does not exist", fs.ErrNotExist},
		{"no locale file", fstest.MapFS{"x/card.yaml": miniCard()["mini/card.yaml"]}, "x",
			"x/card.yaml: no locale file (en.yaml, sv.yaml …) beside card.yaml", nil},
		{"empty files", fstest.MapFS{"x/card.yaml": {}, "x/en.yaml": {Data: []byte("# nothing\n")}}, "x",
			"x/card.yaml:1:1: empty file\nx/en.yaml:1:1: empty file", nil},
		{"invalid directory", fstest.MapFS{}, "../up", "../up: not a valid directory path", nil},
		{"top level not a mapping", fstest.MapFS{"x/card.yaml": {Data: []byte("- a\n")}, "x/en.yaml": miniCard()["mini/en.yaml"]}, "x",
			"x/card.yaml:1:1: card.yaml: want a mapping, got a list", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := LoadFS(tt.fsys, tt.dir)
			if c != nil || err == nil {
				t.Fatalf("got card %v, error %v", c, err)
			}
			if err.Error() != tt.want {
				t.Errorf("got\n%s\nwant\n%s", err, tt.want)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(%v, %v) is false", err, tt.is)
			}
		})
	}
}

// TestLoadNamesFilesAsGiven loads from disk: positions use the directory
// as the caller wrote it.
func TestLoadNamesFilesAsGiven(t *testing.T) {
	c, err := Load("cards/gofish")
	if err != nil {
		t.Fatal(err)
	}
	if c.Dir != "cards/gofish" || c.Tagline.Pos.File != "cards/gofish/card.yaml" || c.Locales["en"].File != "cards/gofish/en.yaml" {
		t.Errorf("dir %q tagline at %v en file %q", c.Dir, c.Tagline.Pos, c.Locales["en"].File)
	}
	shipped, err := LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	if shipped.Tagline.Pos.File != "content/cards/gofish/card.yaml" {
		t.Errorf("a shipped card's positions name %q", shipped.Tagline.Pos.File)
	}
}

// TestErrorListSortsAndPrintsOneALine checks the error type.
func TestErrorListSortsAndPrintsOneALine(t *testing.T) {
	var p yamlfile.Problems
	p.Addf(Pos{File: "b.yaml", Line: 1, Col: 1}, "third")
	p.Addf(Pos{File: "a.yaml", Line: 2, Col: 5}, "second")
	p.Addf(Pos{File: "a.yaml", Line: 2, Col: 1}, "first")
	p.Addf(Pos{File: "a.yaml", Line: 2, Col: 1}, "first")
	p.Wrap(Pos{File: "c.yaml"}, "cannot read c.yaml", fs.ErrPermission)
	err := p.Err()
	want := "a.yaml:2:1: first\na.yaml:2:5: second\nb.yaml:1:1: third\nc.yaml: cannot read c.yaml: permission denied"
	if err.Error() != want {
		t.Errorf("got\n%s\nwant\n%s", err, want)
	}
	if !errors.Is(err, fs.ErrPermission) {
		t.Errorf("the list does not wrap its causes")
	}
	if (Pos{File: "f", Line: 3}).String() != "f:3" {
		t.Errorf("a position without a column prints %q", Pos{File: "f", Line: 3})
	}
}

// TestSheetWordsAreStrict reads a broken sheet file: every problem is
// reported at its place in the sheet file.
func TestSheetWordsAreStrict(t *testing.T) {
	sheets := fstest.MapFS{"sheet/xx.yaml": {Data: []byte(`locale: xx
fold: ""
fold-tear: FOLD & TEAR
instructions:
  heading: "[Print](x) this"
  steps: []
legend: {fold: Fold}
scale: 50 mm
screen: {title: Help, text: [one], extra: 1}
`)}}
	var p yamlfile.Problems
	if _, ok := readSheet(&p, sheets, "sheet/xx.yaml", "content/sheet/xx.yaml", "xx", newMarkdown(typographyOf("en"))); !ok {
		t.Fatal("the sheet file was not found")
	}
	want := `content/sheet/xx.yaml:2:7: fold: empty text (not translated yet)
content/sheet/xx.yaml:5:13: instructions.heading: links are not allowed (only *italic* and **bold**)
content/sheet/xx.yaml:6:10: instructions.steps: empty list
content/sheet/xx.yaml:7:9: missing field "fold-tear" in legend
content/sheet/xx.yaml:9:36: unknown key "extra" in screen (want title, text)`
	if err := p.Err(); err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
	if _, ok := readSheet(&p, sheets, "sheet/yy.yaml", "content/sheet/yy.yaml", "yy", newMarkdown(typographyOf("en"))); ok {
		t.Error("found sheet words for a locale that has none")
	}
}

// TestShippedSheetWordsAreSetInTheLocalesTypography: the shipped sheet
// words are read once a process, but a card whose own folder gives the
// locale another typography has them set in it, and a card without it
// has them in the shipped one again.
func TestShippedSheetWordsAreSetInTheLocalesTypography(t *testing.T) {
	fsys := miniCard()
	en := string(fsys["mini/en.yaml"].Data)
	fsys["mini/fr.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(en, "locale: en", "locale: fr", 1))}
	steps := func(what string) string {
		t.Helper()
		c, err := LoadFS(fsys, "mini")
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		var b strings.Builder
		for _, s := range c.Locales["fr"].Sheet.Steps {
			b.WriteString(s.Plain())
		}
		return b.String()
	}
	shipped := steps("shipped")
	if !strings.Contains(shipped, "’") {
		t.Fatalf("the shipped French steps have no apostrophe to set: %q", shipped)
	}
	if again := steps("shipped, again"); again != shipped {
		t.Errorf("read again: %q, want %q", again, shipped)
	}
	info, _ := locale.Shipped().Open("fr", "locale.yaml")
	fsys["mini/locales/fr/locale.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(string(info.Data), `apostrophe: "’"`, `apostrophe: "ʼ"`, 1))}
	if own := steps("the card's own typography"); strings.Contains(own, "’") || !strings.Contains(own, "ʼ") {
		t.Errorf("with the card's own apostrophe: %q", own)
	}
	delete(fsys, "mini/locales/fr/locale.yaml")
	if back := steps("shipped once more"); back != shipped {
		t.Errorf("without the card's own typography: %q, want %q", back, shipped)
	}
}
