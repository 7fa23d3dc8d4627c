package content

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/locale"
)

// withTemplates returns the shipped card's files under gofish/ with the
// templates of locale code added, and the templates.
func withTemplates(t *testing.T, code string) (fstest.MapFS, []Template) {
	t.Helper()
	c, err := LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	tpls, err := LocaleTemplates(c, "en", locale.Code(code))
	if err != nil {
		t.Fatal(err)
	}
	fsys := shippedCardFS(t)
	for _, tpl := range tpls {
		fsys["gofish/"+tpl.Name] = &fstest.MapFile{Data: tpl.Data}
	}
	return fsys, tpls
}

func TestANewLocaleStartsWithEveryKeyEmptyAndTheEnglishBesideIt(t *testing.T) {
	fsys, tpls := withTemplates(t, "nl")
	if len(tpls) != 4 || tpls[0].Name != "nl.yaml" || tpls[1].Name != "nl.words.yaml" || tpls[2].Name != "nl.sheet.yaml" ||
		tpls[3].Name != "locales/nl/locale.yaml" {
		names := make([]string, len(tpls))
		for i, tpl := range tpls {
			names[i] = tpl.Name
		}
		t.Fatalf("templates %v, want nl.yaml, nl.words.yaml, nl.sheet.yaml and locales/nl/locale.yaml", names)
	}
	if ty := string(tpls[3].Data); !strings.Contains(ty, "locale: nl\nname: \"\"\ntypography:\n") {
		t.Errorf("locales/nl/locale.yaml is not the English typography with the name to write:\n%s", ty)
	}
	if rw := string(tpls[1].Data); !strings.Contains(rw, "locale: nl\n") || !strings.Contains(rw, "features:\n") {
		t.Errorf("nl.words.yaml is not the English words to translate:\n%.300s", rw)
	}
	words := string(tpls[0].Data)
	for _, want := range []string{
		"locale: nl\n",
		"# en: [zero, one, two, three,",
		"numbers: []\n",
		"# en: Go Fish\ntitle: \"\"\n",
		"  # en: THE IDEA\n  idea: \"\"\n",
		"  # en: Ask **ONE** player for **ONE** rank.",
		"  word-book:\n    # en: Book\n    term: \"\"\n",
		// what each text is translated from, recorded
		"translated-from:\n  locale: en\n  texts:\n    title:\n      hash: \"" + TextHash("Go Fish") + "\"\n      text: Go Fish\n",
		"    statements.word-book:\n      hash: \"" + TextHash("Book\nAll four cards of one rank, laid face up. The thing you are collecting, and the only thing that scores.") + "\"\n",
	} {
		if !strings.Contains(words, want) {
			t.Errorf("nl.yaml lacks %q:\n%s", want, words)
		}
	}
	// The statements come in card order, the tagline first.
	c, _ := LoadShipped("gofish")
	keys := regexp.MustCompile(`(?m)^  ([a-z-]+):`).FindAllStringSubmatch(words[strings.Index(words, "statements:"):strings.Index(words, recordsKey+":")], -1)
	var got []string
	for _, k := range keys {
		got = append(got, k[1])
	}
	var want []string
	for _, st := range c.statements() {
		want = append(want, st.ID)
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("statements in the order\n%v\nwant card order\n%v", got, want)
	}
	for _, l := range strings.Split(words, "\n") {
		if len([]rune(l)) > 80 {
			t.Errorf("line longer than 80 characters: %q", l)
		}
	}

	// Loaded as is, every empty text is listed at its line as not
	// translated yet, and nothing else.
	_, err := LoadFS(fsys, "gofish")
	list, ok := err.(ErrorList)
	if !ok {
		t.Fatalf("error %v, want an ErrorList", err)
	}
	files := map[string]int{}
	for _, e := range list {
		if !strings.Contains(e.Msg, "not translated yet") || e.Pos.Line == 0 {
			t.Errorf("not an untranslated text: %v", e)
		}
		files[e.Pos.File]++
	}
	if files["gofish/nl.yaml"] != tpls[0].Texts || files["gofish/nl.sheet.yaml"] != tpls[2].Texts {
		t.Errorf("untranslated texts by file %v, want %d in nl.yaml and %d in nl.sheet.yaml", files, tpls[0].Texts, tpls[2].Texts)
	}
}

func TestAFilledInTemplateLoads(t *testing.T) {
	fsys, tpls := withTemplates(t, "nl")
	for _, tpl := range tpls {
		s := strings.ReplaceAll(string(tpl.Data), `""`, `"mot"`)
		s = strings.Replace(s, "numbers: []", "numbers: [zéro, un|une, deux]", 1)
		fsys["gofish/"+tpl.Name] = &fstest.MapFile{Data: []byte(s)}
	}
	c, err := LoadFS(fsys, "gofish")
	if err != nil {
		t.Fatal(err)
	}
	nl := c.Locales["nl"]
	if nl.Sheet.File != "gofish/nl.sheet.yaml" || nl.Sheet.Fold != "mot" || len(nl.Sheet.Steps) != 3 {
		t.Errorf("nl sheet words %+v", nl.Sheet)
	}
	if g := nl.Glossary["word-book"]; g.Term.Plain() != "mot" || nl.Statements["ask"].Plain() != "mot" {
		t.Errorf("nl words: %+v", nl)
	}
}

func TestANewLocaleWithShippedSheetWordsGetsNoSheetTemplate(t *testing.T) {
	c, err := LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"de-CH", "sv-FI"} {
		tpls, err := LocaleTemplates(c, "sv", locale.Code(code))
		if err != nil {
			t.Fatal(err)
		}
		if len(tpls) != 1 || !strings.Contains(string(tpls[0].Data), "# sv: Finns i sjön\ntitle: \"\"") {
			t.Errorf("%s: %d templates, want the words alone, from Swedish", code, len(tpls))
		}
	}
	for _, tc := range []struct{ from, code, want string }{
		{"en", "sv", `already has locale "sv" (content/cards/gofish/sv.yaml)`},
		{"en", "Français", "not a locale code"},
		{"nl", "it", `no locale "nl" to translate from`},
	} {
		if _, err := LocaleTemplates(c, locale.Code(tc.from), locale.Code(tc.code)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("LocaleTemplates(%s, %s): %v, want %q", tc.from, tc.code, err, tc.want)
		}
	}
}

func TestFilesCopiesTheCardDirectory(t *testing.T) {
	c, err := LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	files, err := c.Files()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"card.yaml", "en.yaml", "sv.yaml", "de.yaml"} {
		if len(files[name]) == 0 {
			t.Errorf("no %s among %d files", name, len(files))
		}
	}
	if _, err := (&Card{}).Files(); err == nil {
		t.Error("a card made in memory has files")
	}
}
