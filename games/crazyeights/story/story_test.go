package story

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/games/crazyeights/scenario"
	"github.com/rulecard/rulecard/locale"
)

var update = flag.Bool("update", false, "rewrite testdata/examples.LOCALE.txt")

// tellAll tells every worked example of the claims in locale code, one
// story after its file's name.
func tellAll(t *testing.T, code locale.Code) string {
	t.Helper()
	teller, err := NewTeller(locales.Library(), code)
	if err != nil {
		t.Fatal(err)
	}
	root := "../claims/examples"
	var b strings.Builder
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		s, err := scenario.ParseFile(p)
		if err != nil {
			return err
		}
		st, err := teller.Tell(s)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		b.WriteString("# " + filepath.ToSlash(rel) + "\n" + st.Setup + "\n")
		for i, x := range st.Steps {
			b.WriteString(strings.Repeat(" ", 2) + strconv.Itoa(i+1) + ". " + x + "\n")
		}
		b.WriteString("\n")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The stories of every worked example, in every locale that has a
// story.yaml, as a reader reads them (testdata/examples.LOCALE.txt;
// -update rewrites them).
func TestStoriesOfEveryExample(t *testing.T) {
	codes := locales.Library().With("story.yaml")
	if !slices.Contains(codes, "en") || len(codes) < 2 {
		t.Fatalf("story.yaml in %v: want English and at least one more", codes)
	}
	for _, code := range codes {
		got := tellAll(t, code)
		golden := filepath.Join("testdata", "examples."+string(code)+".txt")
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("stories differ from %s (go test -update to rewrite):\n%s", golden, got)
		}
	}
}

func TestStoriesNameTheCardsAndMoves(t *testing.T) {
	got := tellAll(t, "en")
	for _, want := range []string{
		"Ana plays 8♠ and names clubs: clubs are to follow.",
		"Ana may not play K♠: it matches neither the suit to follow nor the top card's rank.",
		"Ben draws the 2 cards owed: 9♣ and 10♠.",
		"Ben scores 68 penalty points.",
		"Ana wins.",
		"Ben misses their turn.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("no story says %q", want)
		}
	}
}

func TestWordsFileMustBeComplete(t *testing.T) {
	f := localeFile{Locale: "en", Ranks: []string{"A"}, Cards: []string{"1 card", "{{.}} cards"},
		Messages: map[string]string{"hand": "{{.Seat", "shout": "!"}}
	_, err := f.parse("story.yaml", "en")
	if err == nil {
		t.Fatal("an incomplete words file was accepted")
	}
	for _, want := range []string{"ranks: want 13", "suits and suit-names", "cards and points", "messages: play is missing", "unknown message shout", "hand: template"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q: %v", want, err)
		}
	}
}
