package content

import (
	"fmt"
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"
)

// shippedCardFS copies the shipped Go Fish card's files into a map file
// system, under gofish/, for a test to break.
func shippedCardFS(t *testing.T) fstest.MapFS {
	t.Helper()
	out := fstest.MapFS{}
	entries, err := fs.ReadDir(embedded, "cards/gofish")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := fs.ReadFile(embedded, "cards/gofish/"+e.Name())
		if err != nil {
			t.Fatal(err)
		}
		out["gofish/"+e.Name()] = &fstest.MapFile{Data: data}
	}
	return out
}

// lineOf returns the number of the first line of file name in fsys
// that contains text.
func lineOf(t *testing.T, fsys fstest.MapFS, name, text string) int {
	t.Helper()
	for i, l := range strings.Split(string(fsys["gofish/"+name].Data), "\n") {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("%s has no line with %q", name, text)
	return 0
}

// edit replaces old, which must occur once, with new in file name of fsys.
func edit(t *testing.T, fsys fstest.MapFS, name, old, new string) {
	t.Helper()
	s := string(fsys[name].Data)
	if strings.Count(s, old) != 1 {
		t.Fatalf("%s: %q occurs %d times", name, old, strings.Count(s, old))
	}
	fsys[name] = &fstest.MapFile{Data: []byte(strings.Replace(s, old, new, 1))}
}

func TestEveryMissingOrUnusedKeyOfEachLocaleIsListedWithItsFileAndLine(t *testing.T) {
	fsys := shippedCardFS(t)
	// Swedish: a heading and a statement gone, a statement nobody declared.
	edit(t, fsys, "gofish/sv.yaml", "  hidden: DET INGEN KAN SE\n", "")
	edit(t, fsys, "gofish/sv.yaml", "  deal-first: Spelaren till vänster om givaren börjar.\n",
		"  deal-last: Givaren slutar.\n")
	// German: a glossary entry gone, a heading nobody declared.
	edit(t, fsys, "gofish/de.yaml", "  word-pond:\n    term: Teich\n", "  word-lake:\n    term: Teich\n")
	edit(t, fsys, "gofish/de.yaml", "  sources: WOHER DIE REGELN STAMMEN\n",
		"  sources: WOHER DIE REGELN STAMMEN\n  extra: MEHR\n")
	_, err := LoadFS(fsys, "gofish")
	if err == nil {
		t.Fatal("a card with missing and unused keys loaded")
	}
	at := func(name, text string) string { return fmt.Sprintf("gofish/%s:%d", name, lineOf(t, fsys, name, text)) }
	want := []string{
		at("de.yaml", "  extra:") + `:3: unused section heading "extra": card.yaml has no such section`,
		at("de.yaml", "statements:") + `:1: missing text for statement "word-pond" \(` + at("card.yaml", "id: word-pond") + `:9\)`,
		at("de.yaml", "  word-lake:") + `:3: unused statement "word-lake": card.yaml has no such statement`,
		at("sv.yaml", "sections:") + `:1: missing heading for section "hidden" \(` + at("card.yaml", "id: hidden") + `:5\)`,
		at("sv.yaml", "statements:") + `:1: missing text for statement "deal-first" \(` + at("card.yaml", "id: deal-first") + `:9\)`,
		at("sv.yaml", "  deal-last:") + `:3: unused statement "deal-last": card.yaml has no such statement`,
	}
	got := strings.Split(err.Error(), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d problems, want %d:\n%v", len(got), len(want), err)
	}
	for i, w := range want {
		if !regexp.MustCompile("^" + w + "$").MatchString(got[i]) {
			t.Errorf("problem %d:\n got %s\nwant %s", i, got[i], w)
		}
	}
}

func TestEachTranslationKeepsTheEnglishEmphasisInCapitals(t *testing.T) {
	c, err := LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	bold := func(text Text) int {
		n := 0
		for _, r := range text {
			if r.Style&Bold != 0 {
				n++
			}
		}
		return n
	}
	en := c.Locales["en"]
	for _, code := range c.LocaleOrder[1:] {
		loc := c.Locales[code]
		for id, text := range en.Statements {
			got := loc.Statements[id]
			if bold(got) != bold(text) {
				t.Errorf("%s: statement %q has %d bold words, English %d: %q", code, id, bold(got), bold(text), got.Plain())
			}
			for _, r := range got {
				if r.Style&Bold != 0 && strings.ToUpper(r.Text) != r.Text {
					t.Errorf("%s: statement %q: bold %q is not in capitals", code, id, r.Text)
				}
			}
		}
		for _, sec := range c.Sections {
			h := loc.Sections[sec.ID].Plain()
			if strings.ToUpper(h) != h || strings.IndexFunc(h, unicode.IsLetter) < 0 {
				t.Errorf("%s: heading %q is not in capitals", code, h)
			}
		}
	}
}
