package content

import (
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
