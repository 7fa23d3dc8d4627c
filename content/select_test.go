package content

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/locale"
)

// selectCard is a card of the given locales, for the selection tests.
func selectCard(id string, locs ...locale.Code) *Card {
	c := &Card{ID: id, Locales: map[locale.Code]*Locale{}, LocaleOrder: locs}
	for _, l := range locs {
		c.Locales[locale.Code(l)] = &Locale{Code: locale.Code(l)}
	}
	return c
}

func TestLocalesOfShippedCardsAreThoseEachHasButNamedCardsMustHaveThem(t *testing.T) {
	cards := []*Card{selectCard("duel", "en"), selectCard("gofish", "en", "de", "sv")}
	got, err := SelectLocales(cards, false, []locale.Code{"sv", "de", "sv"})
	if err != nil || len(got[0]) != 0 || strings.Join(locale.Strings(got[1]), ",") != "sv,de" {
		t.Errorf("shipped cards, --locale sv,de,sv: %v, %v", got, err)
	}
	if got, err := SelectLocales(cards, false, nil); err != nil || strings.Join(locale.Strings(got[1]), ",") != "en,de,sv" || len(got[0]) != 1 {
		t.Errorf("shipped cards, every locale: %v, %v", got, err)
	}
	if _, err := SelectLocales(cards, false, []locale.Code{"fr"}); err == nil || err.Error() != `no locale "fr" in any card (cards: duel, gofish)` {
		t.Errorf("a locale no card has: %v", err)
	}
	if _, err := SelectLocales(cards, true, []locale.Code{"sv"}); err == nil || err.Error() != `card duel has no locale "sv" (it has: en)` {
		t.Errorf("a named card without the locale: %v", err)
	}
	if got, err := SelectLocales(cards[1:], true, []locale.Code{"de", "en", "de"}); err != nil || strings.Join(locale.Strings(got[0]), ",") != "de,en" {
		t.Errorf("a named card, --locale de,en,de: %v, %v", got, err)
	}
}

func TestSelectTakesEveryShippedCardOrTheNamedOnes(t *testing.T) {
	all, locs, err := Select(nil, []locale.Code{"sv"})
	if err != nil || len(all) < 2 || len(locs) != len(all) {
		t.Fatalf("Select(nil, sv): %d cards, %v", len(all), err)
	}
	for i, c := range all {
		_, has := c.Locales["sv"]
		if has != (len(locs[i]) == 1) {
			t.Errorf("card %s: locales %v", c.ID, locs[i])
		}
	}
	if _, _, err := Select([]string{"gofish", "no-such-card", "nor-this"}, nil); err == nil ||
		!strings.Contains(err.Error(), "no-such-card") || !strings.Contains(err.Error(), "nor-this") {
		t.Errorf("two unknown cards: %v, want both named", err)
	}
}

func TestANamedShippedCardReadsOnlyTheLocalesAskedForAndTheSource(t *testing.T) {
	c, err := ResolveLocales("gofish", []locale.Code{"sv"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(locale.Strings(c.LocaleOrder), ",") != "en,sv" {
		t.Errorf("gofish --locale sv read the locales %v, want en (the source) and sv", c.LocaleOrder)
	}
	every, err := LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	want := `card gofish has no locale "xx" (it has: ` + strings.Join(locale.Strings(every.LocaleOrder), ", ") + ")"
	if _, err := c.PickLocales([]locale.Code{"xx"}); err == nil || err.Error() != want || len(every.LocaleOrder) < 3 {
		t.Errorf("a locale the card lacks: %v, want every locale the card has listed, read or not", err)
	}
	all, err := ResolveLocales("gofish", []locale.Code{})
	if err != nil || len(all.LocaleOrder) != len(every.LocaleOrder) {
		t.Errorf("gofish with no locale asked for read %v (%v), want %v", all.LocaleOrder, err, every.LocaleOrder)
	}
}

func TestSelectSheetsLeavesOutOnlyTheWordsTheCheckReads(t *testing.T) {
	full, _, err := Select([]string{"gofish"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	sheets, _, err := SelectSheets([]string{"gofish"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !full[0].WordsRead() || sheets[0].WordsRead() {
		t.Errorf("WordsRead: Select %v, SelectSheets %v; want true, false", full[0].WordsRead(), sheets[0].WordsRead())
	}
	// With the words taken out of Select's card, the two are the same.
	for code, loc := range full[0].Locales {
		if len(loc.Words.Phrases) == 0 || len(loc.Words.Files) == 0 {
			t.Errorf("Select: locale %s has no words", code)
		}
		if w := sheets[0].Locales[code].Words; len(w.Phrases) != 0 || len(w.Files) != 0 {
			t.Errorf("SelectSheets: locale %s has words %v", code, w.Files)
		}
		loc.Words = Words{}
	}
	full[0].noWords = true
	if !reflect.DeepEqual(full[0], sheets[0]) {
		t.Errorf("SelectSheets read the card otherwise than Select does, beyond the words")
	}
	if every, _, err := SelectSheets(nil, nil); err != nil || len(every) < 2 || slices.ContainsFunc(every, (*Card).WordsRead) {
		t.Errorf("SelectSheets of every shipped card: %d cards, %v; want none with its words read", len(every), err)
	}
}

func TestABrokenWordsFileStopsSelectButNotSelectSheets(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"card.yaml", "en.yaml"} {
		data, err := embedded.ReadFile("cards/gofish/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "en"+wordsSuffix), []byte("rule-words: [unclosed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := Select([]string{dir}, nil)
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "en"+wordsSuffix)+":") {
		t.Errorf("Select of a card with a broken words file: %v, want its problem at the file", err)
	}
	cards, _, err := SelectSheets([]string{dir}, nil)
	if err != nil || len(cards) != 1 || cards[0].WordsRead() {
		t.Errorf("SelectSheets of a card with a broken words file: %v; want the card, its words unread", err)
	}
}
