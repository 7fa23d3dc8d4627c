package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// fillIn answers a template as a translator who copies the source words
// would: each "" gets the text of the comment above it, and the number
// words are the source's.
func fillIn(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var src []string // the comment's text so far
	numbers := regexp.MustCompile(`^# en: (\[.*)$`)
	var nums string
	for _, l := range strings.Split(string(data), "\n") {
		trimmed := strings.TrimSpace(l)
		switch {
		case numbers.MatchString(l):
			nums = numbers.FindStringSubmatch(l)[1]
			src = nil
		case nums != "" && !strings.HasSuffix(nums, "]") && strings.HasPrefix(l, "#     "):
			nums += " " + strings.TrimSpace(strings.TrimPrefix(l, "#"))
		case strings.HasPrefix(trimmed, "# en: "):
			src = []string{strings.TrimPrefix(trimmed, "# en: ")}
		case strings.HasPrefix(trimmed, "#     ") && src != nil:
			src = append(src, strings.TrimSpace(strings.TrimPrefix(trimmed, "#")))
		case l == "numbers: []":
			l = "numbers: " + nums
		case strings.HasSuffix(l, `""`) && src != nil:
			l = strings.TrimSuffix(l, `""`) + strconv.Quote(strings.Join(src, " "))
			src = nil
		}
		out = append(out, l)
	}
	if err := os.WriteFile(path, []byte(strings.Join(out, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLocaleNewWritesATemplateThatCheckWalksTheTranslatorThrough(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, nil, "locale", "new", "gofish", "nl")
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, w := range []string{"copied card gofish into gofish (card.yaml, de.yaml, en.yaml, es.yaml, fr.yaml, sv.yaml)",
		"wrote gofish/nl.yaml: 42 texts to translate", "wrote gofish/nl.sheet.yaml: 19 sheet words to translate",
		"wrote gofish/locales/nl/locale.yaml: the language's name to write, and its typography to set",
		"rulecard check ./gofish --locale nl"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("output lacks %q:\n%s", w, r.stdout)
		}
	}

	// Untranslated: check lists every empty text at its line, exit 1.
	r = run(t, dir, nil, "check", "./gofish", "--locale", "nl", "--games", "0")
	if r.code != 1 {
		t.Fatalf("check of an untranslated locale: exit %d, want 1\n%s", r.code, r.stderr)
	}
	perFile := map[string]int{}
	for _, m := range regexp.MustCompile(`(gofish/nl(?:\.sheet)?\.yaml):\d+:\d+: [^\n]*not translated yet`).FindAllStringSubmatch(r.stderr, -1) {
		perFile[m[1]]++
	}
	if perFile["gofish/nl.yaml"] != 42 || perFile["gofish/nl.sheet.yaml"] != 19 {
		t.Errorf("untranslated texts listed per file: %v, want 42 and 19\n%s", perFile, r.stderr)
	}
	if want := "gofish/locales/nl/locale.yaml:6:7: name: empty text (not translated yet)"; !strings.Contains(r.stderr, want) {
		t.Errorf("check does not say %q:\n%s", want, r.stderr)
	}

	// Never replaced.
	nl := filepath.Join(dir, "gofish", "nl.yaml")
	before, _ := os.ReadFile(nl)
	r = run(t, dir, nil, "locale", "new", "gofish", "nl")
	if after, _ := os.ReadFile(nl); r.code != 1 || !strings.Contains(r.stderr, "already exists") || string(after) != string(before) {
		t.Errorf("a second locale new: exit %d, %q; the file changed: %v", r.code, r.stderr, string(after) != string(before))
	}

	// Translated (here: the English words copied in), the card checks.
	fillIn(t, nl)
	fillIn(t, filepath.Join(dir, "gofish", "nl.sheet.yaml"))
	typography := filepath.Join(dir, "gofish", "locales", "nl", "locale.yaml")
	data, err := os.ReadFile(typography)
	if err != nil || !strings.Contains(string(data), "locale: nl\nname: \"\"\n") {
		t.Fatalf("locales/nl/locale.yaml: %v\n%s", err, data)
	}
	data = []byte(strings.Replace(string(data), `quotes: ["“", "”"]`, `quotes: ["„", "”"]`, 1))
	if err := os.WriteFile(typography, []byte(strings.Replace(string(data), `name: ""`, "name: Nederlands", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	r = run(t, dir, nil, "check", "./gofish", "--locale", "nl", "--games", "0")
	if r.code != 0 {
		t.Fatalf("check of the filled-in locale: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := run(t, dir, nil, "build", "./gofish", "--locale", "nl", "--format", "pdf,html", "--no-check"); r.code != 0 ||
		!strings.Contains(r.stdout, "gofish.nl.pdf") {
		t.Errorf("build of the filled-in locale: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if html, _ := os.ReadFile(filepath.Join(dir, "out", "gofish.nl.html")); !strings.Contains(string(html), "„go fish”") {
		t.Errorf("the sheet is not set in the typography of locales/nl/locale.yaml (no „go fish”)")
	}

	// A card directory gets the files in place; sheet words that exist
	// (Swedish, for sv-FI) are not written again.
	r = run(t, dir, nil, "locale", "new", "./gofish", "sv-FI", "--from", "sv")
	if r.code != 0 || !strings.Contains(r.stdout, "wrote gofish/sv-FI.yaml") || strings.Contains(r.stdout, "sheet") ||
		strings.Contains(r.stdout, "locale.yaml") {
		t.Errorf("locale new in a card directory: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "gofish", "sv-FI.yaml")); !strings.Contains(string(data), "# sv: Finns i sjön") {
		t.Errorf("sv-FI.yaml does not show the Swedish words:\n%s", data)
	}
}

func TestLocaleNewWritesIntoTheSourceTreeWhenRunInIt(t *testing.T) {
	root := t.TempDir()
	card := filepath.Join(root, "content", "cards", "gofish")
	if err := os.MkdirAll(card, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"card.yaml", "en.yaml"} {
		data, err := os.ReadFile(filepath.Join(repoRoot(t), "content", "cards", "gofish", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(card, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module github.com/rulecard/rulecard\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(root, "cmd")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	r := run(t, sub, nil, "locale", "new", "gofish", "nl")
	want := filepath.Join("..", "content", "cards", "gofish", "nl.yaml")
	if r.code != 0 || !strings.Contains(r.stdout, "wrote "+want) {
		t.Fatalf("exit %d, want %s written\n%s%s", r.code, want, r.stdout, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(card, "nl.sheet.yaml")); err != nil {
		t.Errorf("no sheet words beside the card: %v", err)
	}
	if _, err := os.Stat(filepath.Join(sub, "gofish")); err == nil {
		t.Error("a copy of the card was made inside the source tree")
	}
	// --out copies the card elsewhere even in the source tree.
	out := t.TempDir()
	if r := run(t, sub, nil, "locale", "new", "gofish", "nl", "--out", out); r.code != 0 {
		t.Fatalf("--out: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "gofish", "nl.yaml")); err != nil {
		t.Errorf("--out: %v", err)
	}
}

// TestLocaleNewOverAStartedLocaleSaysSoInOneLine: a second locale new of a
// locale under way, named by its card directory or as the shipped card
// whose copy holds it, replaces nothing and says in one line that the
// locale exists and which commands go on with it (not every text the
// translation still lacks), exit 1.
func TestLocaleNewOverAStartedLocaleSaysSoInOneLine(t *testing.T) {
	dir := t.TempDir()
	if r := run(t, dir, nil, "locale", "new", "gofish", "nl"); r.code != 0 {
		t.Fatalf("locale new: exit %d\n%s", r.code, r.stderr)
	}
	nl := filepath.Join(dir, "gofish", "nl.yaml")
	before, err := os.ReadFile(nl)
	if err != nil {
		t.Fatal(err)
	}
	for _, card := range []string{"./gofish", "gofish"} {
		r := run(t, dir, nil, "locale", "new", card, "nl")
		want := "rulecard: gofish/nl.yaml already exists: card gofish has locale nl, and nothing is replaced " +
			"(rulecard locale status ./gofish says where its translation stands, rulecard locale update ./gofish nl adds what the source gained since)\n"
		if r.code != 1 || r.stderr != want || r.stdout != "" {
			t.Errorf("locale new %s nl over a started nl: exit %d\n%s%s\nwant exit 1 and %s", card, r.code, r.stdout, r.stderr, want)
		}
	}
	if after, _ := os.ReadFile(nl); string(after) != string(before) {
		t.Errorf("nl.yaml changed")
	}
}
