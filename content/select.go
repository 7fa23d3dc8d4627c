package content

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/rulecard/rulecard/locale"
)

// ErrNoLocale matches (errors.Is) the error of asking for a locale that a
// card does not have.
var ErrNoLocale = errors.New("no such locale")

// localeError is an error that matches ErrNoLocale.
type localeError struct{ msg string }

func (e *localeError) Error() string        { return e.msg }
func (e *localeError) Is(target error) bool { return target == ErrNoLocale }

// noLocale returns a localeError with the message format gives.
func noLocale(format string, args ...any) error {
	return &localeError{fmt.Sprintf(format, args...)}
}

// Select resolves the cards a command names (each argument a shipped
// card's id or a card directory, see Resolve), or takes every shipped
// card when args is empty, and returns with each card the locales to work
// on (SelectLocales). Every card's problems are reported, not only the
// first's.
func Select(args []string, locales []locale.Code) ([]*Card, [][]locale.Code, error) {
	return selectCards(args, scope{locales: locales})
}

// SelectSheets is Select for work that sets the cards and does not check
// them (a build with --no-check): it leaves out each locale's words
// files, which only the check reads, and so their problems too (a words
// file is a fifth of the time a card takes to load). The cards' words are
// empty, and their WordsRead is false.
func SelectSheets(args []string, locales []locale.Code) ([]*Card, [][]locale.Code, error) {
	return selectCards(args, scope{locales: locales, noWords: true})
}

// selectCards is Select, each card read as s says.
func selectCards(args []string, s scope) ([]*Card, [][]locale.Code, error) {
	locales := s.locales
	var cards []*Card
	if len(args) == 0 {
		shipped, err := shippedCards(s)
		if err != nil {
			return nil, nil, err
		}
		cards = shipped
	}
	var errs []error
	for _, a := range args {
		c, err := resolveCard(a, s)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		cards = append(cards, c)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, nil, err
	}
	perCard, err := SelectLocales(cards, len(args) > 0, locales)
	if err != nil {
		return nil, nil, err
	}
	return cards, perCard, nil
}

// SelectLocales returns the locales to work on for each card, want being
// the locales asked for (none: every locale of each card). A card that
// was named (named is true) must have every locale asked for (see
// Card.PickLocales). Of the shipped cards taken when none is named, each
// gets the locales asked for that it has, and none when it has none of
// them; a locale that no card has is still an error.
func SelectLocales(cards []*Card, named bool, want []locale.Code) ([][]locale.Code, error) {
	out := make([][]locale.Code, len(cards))
	found := map[locale.Code]bool{}
	for i, card := range cards {
		if named || len(want) == 0 {
			locales, err := card.PickLocales(want)
			if err != nil {
				return nil, err
			}
			out[i] = locales
			continue
		}
		for _, l := range want {
			if _, ok := card.Locales[l]; ok && !slices.Contains(out[i], l) {
				out[i] = append(out[i], l)
				found[l] = true
			}
		}
	}
	if named {
		return out, nil
	}
	for _, l := range want {
		if !found[l] {
			var ids []string
			for _, c := range cards {
				ids = append(ids, c.ID)
			}
			return nil, noLocale("no locale %q in any card (cards: %s)", l, strings.Join(ids, ", "))
		}
	}
	return out, nil
}

// PickLocales returns the card's locales that want names, each once, in
// the order asked; with want empty, every locale of the card in its
// order. A locale the card does not have is an error.
func (c *Card) PickLocales(want []locale.Code) ([]locale.Code, error) {
	if len(want) == 0 {
		return c.LocaleOrder, nil
	}
	var got []locale.Code
	for _, l := range want {
		if _, ok := c.Locales[l]; !ok {
			has := append(slices.Clone(c.LocaleOrder), c.unread...)
			locale.SortCodes(has)
			return nil, noLocale("card %s has no locale %q (it has: %s)", c.ID, l, strings.Join(locale.Strings(has), ", "))
		}
		if !slices.Contains(got, l) {
			got = append(got, l)
		}
	}
	return got, nil
}
