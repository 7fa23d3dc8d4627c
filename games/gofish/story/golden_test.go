package story

import (
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestGoldenEveryExampleInEveryLocale tells every worked example of the
// claims catalogue and every scenario of the engine's tests in every
// locale but English, and compares them with testdata/examples.LOCALE.txt:
// the golden files pin each locale's story of every kind of event and
// refusal (the test fails when a message is told by no example, so a new
// message cannot go unpinned).
func TestGoldenEveryExampleInEveryLocale(t *testing.T) {
	all := examples(t)
	keys := slices.Sorted(maps.Keys(all))
	for _, l := range Locales() {
		if l == "en" {
			continue
		}
		teller, err := NewTeller(l)
		if err != nil {
			t.Fatal(err)
		}
		said := map[string]bool{}
		teller.said = func(k string) { said[k] = true }
		var b strings.Builder
		for _, k := range keys {
			tr, err := Replay(all[k])
			if err != nil {
				t.Fatal(err)
			}
			st, err := teller.Tell(tr)
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.ToSlash(strings.TrimPrefix(k, ".."+string(filepath.Separator)))
			b.WriteString("== " + name + "\n" + st.Text() + "\n\n")
		}
		for _, k := range messageKeys {
			if !said[k] && !unreachable[k] {
				t.Errorf("%s: no example tells message %s; add a scenario that does", l, k)
			}
		}
		checkMarks(t, string(l), teller, b.String())
		golden(t, filepath.Join("testdata", "examples."+string(l)+".txt"), b.String())
	}
}

// unreachable are the messages no game of the engine can produce: a
// refusal or an end of a kind the engine does not have, and a game won by
// nobody (every seat with the most books wins, even with none).
var unreachable = map[string]bool{"why-other": true, "end-other": true, "nobody-wins": true}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./games/gofish/story -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test ./games/gofish/story -update rewrites it after you read the diff)", path)
	}
}

// TestGoldenRankForms pins every rank's forms in every locale, in
// testdata/ranks.LOCALE.txt: as asked for, as booked, its definite
// plural and its letters on a card, as the stories print them.
func TestGoldenRankForms(t *testing.T) {
	for _, l := range Locales() {
		teller, err := NewTeller(l)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		w := teller.w
		for r := 1; r < len(w.asked); r++ {
			b.WriteString(strings.Join([]string{w.letters[r], w.asked[r], w.booked[r], w.definite[r]}, " | ") + "\n")
			if w.definite[r] == "" || w.letters[r] == "" {
				t.Errorf("%s: rank %d has no definite plural or no letters", l, r)
			}
		}
		golden(t, filepath.Join("testdata", "ranks."+string(l)+".txt"), b.String())
	}
}

// checkMarks checks a locale's stories for marks that are not its own: a
// straight quote, an em dash, and a card shown in letters other than the
// locale's (an English Q♠ in a Swedish story).
func checkMarks(t *testing.T, l string, teller *Teller, text string) {
	t.Helper()
	for _, bad := range []string{`"`, "—", "'"} {
		if strings.Contains(text, bad) {
			t.Errorf("%s: the stories have %q, not the locale's own mark", l, bad)
		}
	}
	own := map[string]bool{}
	for _, x := range teller.w.letters[1:] {
		own[x] = true
	}
	for _, m := range regexp.MustCompile(`(\pL+|\d+)[♠♥♦♣]`).FindAllStringSubmatch(text, -1) {
		if !own[m[1]] {
			t.Errorf("%s: the card %s is not in the locale's letters", l, m[0])
			return
		}
	}
}
