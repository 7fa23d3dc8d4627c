package render

import (
	"errors"
	"strings"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/layout"
	"github.com/rulecard/rulecard/locale"
)

// Prove proves card against the engine as o says: its claims' report
// (nil when the card could not be checked at all) and its failures, which
// a contradiction makes claim.ErrContradiction. A build need ask no more:
// composing a sheet finds what keeps it from being set.
func (d *Driver) Prove(card *content.Card, o claim.Options) (*claim.Report, error) {
	return claim.Check(card, o)
}

// Check is Prove, and finds beside it whether each of locales can be set
// in the fonts, as a build would find: every problem is returned, joined,
// a card that cannot be set as an Unprintable.
func (d *Driver) Check(card *content.Card, locales []locale.Code, o claim.Options) (*claim.Report, error) {
	printable := make(chan error, 1)
	go func() { printable <- d.printable(card, locales) }()
	rep, err := d.Prove(card, o)
	return rep, errors.Join(err, <-printable)
}

// printable returns an Unprintable when the card's sheet cannot be set in
// one of the locales (layout.CheckPrintable), else nil.
func (d *Driver) printable(card *content.Card, locales []locale.Code) error {
	var unset []error
	for _, code := range locales {
		if err := layout.CheckPrintable(d.fonts, card, code); err != nil {
			unset = append(unset, err)
		}
	}
	if len(unset) == 0 {
		return nil
	}
	return &Unprintable{Card: card.ID, Err: errors.Join(unset...)}
}

// Unprintable is the error of a card whose sheet cannot be set: a word
// the fonts have no glyph for, or broken hyphenation patterns.
type Unprintable struct {
	Card string
	Err  error
}

func (u *Unprintable) Error() string {
	return "card " + u.Card + " cannot be printed\n  " +
		strings.ReplaceAll(u.Err.Error(), "\n", "\n  ")
}

func (u *Unprintable) Unwrap() error { return u.Err }
