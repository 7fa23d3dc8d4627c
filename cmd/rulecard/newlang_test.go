package main

import (
	"encoding/json"
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
	copyFile(filepath.Join(root, "locale", "en", "sheet.yaml"), filepath.Join(card, "locales", "xx", "sheet.yaml"), asXX)
	// The words the check reads: the shared ones, with Go Fish's features
	// after their own (a card's words.yaml stands for both).
	gameWords, err := os.ReadFile(filepath.Join(root, "games", "gofish", "locales", "en", "words.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	// Go Fish's features go on after the shared ones, the players it
	// names among the shared ones', its neutral words after the shared
	// neutral words.
	_, goFish, _ := strings.Cut(string(gameWords), "\nfeatures:\n")
	goFishFeatures, goFishRest, _ := strings.Cut(goFish, "\nactors:\n")
	goFishActors, goFishNeutral, _ := strings.Cut(goFishRest, "\nneutral:\n")
	_, goFishRoles, _ := strings.Cut(goFishActors, "  roles:\n")
	goFishRoles, goFishDefault, _ := strings.Cut(goFishRoles, "  default:")
	copyFile(filepath.Join(root, "locale", "en", "words.yaml"), filepath.Join(card, "locales", "xx", "words.yaml"),
		func(s string) string {
			features, rest, _ := strings.Cut(asXX(s), "\nactors:\n")
			actors, neutral, _ := strings.Cut(rest, "\nneutral:\n")
			head, roles, _ := strings.Cut(actors, "  roles:\n")
			return features + "\n" + goFishFeatures + "\nactors:\n" + head + "  roles:\n" + goFishRoles + roles +
				"\n  default:" + goFishDefault + "\nneutral:\n" + neutral + goFishNeutral
		})
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

	// No patterns for xx: the sheet is set unhyphenated, and the build
	// says so and where patterns go.
	hyphenated := func() (int, string) {
		t.Helper()
		r := run(t, dir, nil, "build", "./mycard", "--locale", "xx", "--format", "pdf", "--out", "out", "--json")
		if r.code != 0 {
			t.Fatalf("build --json: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		var rep struct {
			Sheets []struct {
				Hyphenated  int    `json:"hyphenated_lines"`
				Hyphenation string `json:"hyphenation"`
			} `json:"sheets"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil || len(rep.Sheets) != 1 {
			t.Fatalf("build --json: %v\n%s", err, r.stdout)
		}
		return rep.Sheets[0].Hyphenated, rep.Sheets[0].Hyphenation
	}
	if n, by := hyphenated(); n != 0 || by != "" {
		t.Errorf("without patterns: %d lines hyphenated by %q, want none", n, by)
	}
	r = run(t, dir, nil, "build", "./mycard", "--locale", "xx", "--format", "pdf", "--out", "out")
	if want := "not hyphenated: no patterns for xx (add locales/xx/hyphenation.dic)"; !strings.Contains(r.stdout, want) {
		t.Errorf("the build does not say %q:\n%s", want, r.stdout)
	}
	// A LibreOffice pattern file in the locale folder hyphenates it (the
	// English patterns, for its English words).
	patterns := filepath.Join(card, "locales", "xx", "hyphenation.dic")
	copyFile(filepath.Join(root, "layout", "hyph", "dic", "hyph_en_US.dic"), patterns, same)
	if n, by := hyphenated(); n == 0 || by != filepath.Join("mycard", "locales", "xx", "hyphenation.dic") {
		t.Errorf("with patterns: %d lines hyphenated by %q, want some, by the locale's file", n, by)
	}
	// A broken pattern file fails build and check at its line.
	copyFile(filepath.Join(root, "layout", "hyph", "dic", "hyph_en_US.dic"), patterns, func(s string) string {
		return strings.Replace(s, "\n", "\nab cd\n", 3)
	})
	for _, args := range [][]string{
		{"build", "./mycard", "--locale", "xx", "--out", "out"},
		{"check", "./mycard", "--locale", "xx", "--games", "0"},
	} {
		r := run(t, dir, nil, args...)
		want := filepath.Join("mycard", "locales", "xx", "hyphenation.dic") + ":2:1: hyphenation patterns: "
		if r.code != 1 || !strings.Contains(r.stderr, want) {
			t.Errorf("%s with a broken pattern file: exit %d, want 1 and %q\n%s", args[0], r.code, want, r.stderr)
		}
	}
}
