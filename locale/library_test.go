package locale_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulecard/rulecard/locale"
)

// files are the files every shipped locale folder holds.
// (A game's rules text and stories are in the game's own locale folders.)
var files = []string{"locale.yaml", "sheet.yaml", "words.yaml", "reference.yaml"}

// TestEveryShippedLocaleIsComplete checks that every shipped folder holds
// every file and that its locale.yaml reads.
func TestEveryShippedLocaleIsComplete(t *testing.T) {
	lib := locale.Shipped()
	codes := lib.Codes()
	if len(codes) < 3 || codes[0] != locale.Source {
		t.Fatalf("shipped locales %v, want %s first", codes, locale.Source)
	}
	for _, c := range codes {
		for _, name := range files {
			if _, ok := lib.Open(c, name); !ok {
				t.Errorf("locale/%s/%s is missing", c, name)
			}
		}
		info, own, err := lib.Info(c)
		if err != nil || !own || info.Name == "" {
			t.Errorf("locale/%s/locale.yaml: %+v, %v, %v", c, info, own, err)
		}
	}
}

// TestACardFolderAddsAndOverridesLocales checks the layering: a card's own
// locales/<code>/ adds a language and wins over a shipped file, and a
// regional locale falls back to its language file by file.
func TestACardFolderAddsAndOverridesLocales(t *testing.T) {
	fsys := fstest.MapFS{
		"card/locales/xx/locale.yaml": {Data: []byte("locale: xx\nname: Xish\ntypography:\n  quotes: [\"<\", \">\"]\n  inner-quotes: [\"(\", \")\"]\n  apostrophe: \"'\"\n  en-dash: \"-\"\n  dash: \"-\"\n  ellipsis: \"...\"\n  space-before: {narrow: \";!\"}\nnumbers: {group: \" \", decimal: \",\"}\n")},
		"card/locales/de/sheet.yaml":  {Data: []byte("locale: de\n")},
	}
	lib := locale.Shipped().Over(fsys, "card/locales", "mycard/locales")
	if codes := lib.Codes(); !slices.Contains(codes, "xx") || !slices.Contains(codes, "de") {
		t.Errorf("codes %v", codes)
	}
	info, own, err := lib.Info("xx")
	if err != nil || !own || info.Typography.Quotes != [2]string{"<", ">"} || info.Typography.Before['!'] != locale.Narrow {
		t.Errorf("xx info %+v, %v, %v", info, own, err)
	}
	if f, _ := lib.Find("de-CH", "sheet.yaml"); f.Path != "mycard/locales/de/sheet.yaml" || f.Code != "de" {
		t.Errorf("de-CH sheet from %q (%s), want the card's de", f.Path, f.Code)
	}
	if f, _ := lib.Find("de-CH", "reference.yaml"); f.Path != "locale/de/reference.yaml" {
		t.Errorf("de-CH reference words from %q, want the shipped de", f.Path)
	}
	if _, ok := lib.Find("../en", "reference.yaml"); ok {
		t.Error("a code that is not a code found a file")
	}
	fsys["card/locales/yy/locale.yaml"] = &fstest.MapFile{Data: []byte("locale: zz\nname: Y\nbogus: 1\n")}
	if _, _, err := lib.Info("yy"); err == nil || !strings.Contains(err.Error(), "mycard/locales/yy/locale.yaml") {
		t.Errorf("a wrong locale.yaml: %v", err)
	}
}

// TestOpenEachFindsAFileInEveryLayer: a file of one locale folder is found
// in each layer that has it, in search order, each saying whether it is
// shipped; the language's folder is not searched.
func TestOpenEachFindsAFileInEveryLayer(t *testing.T) {
	game := fstest.MapFS{"de/words.yaml": {Data: []byte("locale: de\n")}}
	card := fstest.MapFS{"card/locales/de/words.yaml": {Data: []byte("locale: de\n")}}
	shipped := locale.Shipped().OverShipped(game, ".", "games/x/locales")
	var paths []string
	for _, f := range shipped.Over(card, "card/locales", "mycard/locales").OpenEach("de", "words.yaml") {
		paths = append(paths, fmt.Sprintf("%s %v", f.Path, f.Shipped))
	}
	want := []string{"mycard/locales/de/words.yaml false", "games/x/locales/de/words.yaml true", "locale/de/words.yaml true"}
	if !slices.Equal(paths, want) {
		t.Errorf("OpenEach: %q, want %q", paths, want)
	}
	if got := shipped.OpenEach("de-CH", "words.yaml"); len(got) != 0 {
		t.Errorf("de-CH: %v, want none (OpenEach does not fall back)", got)
	}
	if got := shipped.OpenEach("../de", "words.yaml"); len(got) != 0 {
		t.Errorf("a code that is not a code found %v", got)
	}
}

// TestTheReadmeListsEveryShippedLocale keeps the README's table of
// languages in step with the folders.
func TestTheReadmeListsEveryShippedLocale(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range locale.Shipped().Codes() {
		if !strings.Contains(string(readme), "| `"+string(c)+"` |") {
			t.Errorf("README.md's table of languages lacks %s", c)
		}
	}
}

func TestParseCodeTakesLanguageTagsAndRefusesOtherWords(t *testing.T) {
	for _, s := range []string{"en", "sv", "fr", "de-CH", "gsw", "zh-Hant"} {
		if c, err := locale.ParseCode(s); err != nil || string(c) != s {
			t.Errorf("ParseCode(%q) = %q, %v", s, c, err)
		}
	}
	for _, s := range []string{"", "EN", "e", "english", "de_CH", "de-", "../en", "en/x"} {
		_, err := locale.ParseCode(s)
		want := `"` + s + `" is not a locale code (a language tag such as en, sv or de-CH)`
		if err == nil || err.Error() != strings.ReplaceAll(want, `"`+s+`"`, fmt.Sprintf("%q", s)) {
			t.Errorf("ParseCode(%q): error %v", s, err)
		}
	}
	if c := locale.Code("de-CH"); c.Language() != "de" || !slices.Equal(c.Tags(), []locale.Code{"de-CH", "de"}) {
		t.Errorf("de-CH: language %s, tags %v", c.Language(), c.Tags())
	}
}

// TestALocaleYAMLsProblemsArePlacedAtTheirKeys: each problem of a
// locale.yaml is at the value it is about, or at the mapping that lacks
// the key; an empty name is a text not written yet.
func TestALocaleYAMLsProblemsArePlacedAtTheirKeys(t *testing.T) {
	fsys := fstest.MapFS{"card/locales/xx/locale.yaml": {Data: []byte("locale: xy\nname: \"\"\ntypography:\n" +
		"  quotes: [\"<\"]\n  inner-quotes: [\"(\", \")\"]\n  en-dash: \"-\"\n  dash: \"-\"\n  ellipsis: \"...\"\n" +
		"  space-before: {wide: \";!\"}\nnumbers: {group: \" \", decimal: \",\"}\n")}}
	_, _, err := locale.Shipped().Over(fsys, "card/locales", "mycard/locales").Info("xx")
	if err == nil {
		t.Fatal("a wrong locale.yaml reads")
	}
	got := err.Error()
	for _, want := range []string{
		`mycard/locales/xx/locale.yaml:1:9: locale "xy" does not match its folder (want "xx")`,
		`mycard/locales/xx/locale.yaml:2:7: name: empty text (not translated yet)`,
		`mycard/locales/xx/locale.yaml:4:11: typography.quotes: want two marks, left and right`,
		`mycard/locales/xx/locale.yaml:4:3: typography.apostrophe is missing`,
		`mycard/locales/xx/locale.yaml:9:24: typography.space-before: unknown space "wide"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
}
