package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestANewLanguageIsOnlyData adds a language to a card folder with data
// alone, as a user of the released binary would: the card's xx.yaml and a
// locales/xx/ folder with its typography, sheet words and check words.
// The same binary builds its sheet, set in its own typography, and checks
// it.
func TestANewLanguageIsOnlyData(t *testing.T) {
	dir := t.TempDir()
	card := filepath.Join(dir, "mycard")
	root := repoRoot(t)
	copyFile := func(from, to string, edit func(string) string) {
		t.Helper()
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, []byte(edit(string(data))), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	same := func(s string) string { return s }
	asXX := func(s string) string { return strings.Replace(s, "locale: en\n", "locale: xx\n", 1) }
	gofish := filepath.Join(root, "content", "cards", "gofish")
	copyFile(filepath.Join(gofish, "card.yaml"), filepath.Join(card, "card.yaml"), same)
	copyFile(filepath.Join(gofish, "en.yaml"), filepath.Join(card, "en.yaml"), same)
	copyFile(filepath.Join(gofish, "en.yaml"), filepath.Join(card, "xx.yaml"), asXX)
	for _, name := range []string{"sheet.yaml", "words.yaml"} {
		copyFile(filepath.Join(root, "locale", "en", name), filepath.Join(card, "locales", "xx", name), asXX)
	}
	locale := "locale: xx\nname: Exish\ntypography:\n  quotes: [\"«\", \"»\"]\n  inner-quotes: [\"‹\", \"›\"]\n" +
		"  apostrophe: \"’\"\n  en-dash: \"–\"\n  dash: \"–\"\n  ellipsis: \"…\"\n  space-after: {narrow: \"«\"}\n" +
		"  space-before: {narrow: \"»!?;\"}\nnumbers: {group: \" \", decimal: \",\"}\n"
	if err := os.WriteFile(filepath.Join(card, "locales", "xx", "locale.yaml"), []byte(locale), 0o644); err != nil {
		t.Fatal(err)
	}
	r := run(t, dir, nil, "build", "./mycard", "--locale", "xx", "--format", "html", "--out", "out")
	if r.code != 0 {
		t.Fatalf("build: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	html, err := os.ReadFile(filepath.Join(dir, "out", "gofish.xx.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), "«\u202fgo fish\u202f»") {
		t.Error("the new language's quotes and spaces are not on its sheet")
	}
	if r := run(t, dir, nil, "check", "./mycard", "--locale", "xx", "--games", "0"); r.code != 0 || !strings.Contains(r.stdout, "locales xx") {
		t.Errorf("check: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}
