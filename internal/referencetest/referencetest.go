// Package referencetest checks, simulates and evaluates the shipped cards
// into their rules references, each once per test binary, for the tests
// of the reference stage and of the packages that set and render a
// reference (layout/reference, layout/pdf, layout/html). It is imported
// only by tests.
package referencetest

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/locale"
	"github.com/rulecard/rulecard/reference"
	"github.com/rulecard/rulecard/reference/document"
)

// Day is the date the tests' references are proven on.
var Day = time.Date(2025, 5, 2, 0, 0, 0, 0, time.UTC)

// The work done for each shipped card: Games seeded games in its check,
// FactGames games for each column of its facts, from Seed.
const (
	Games     = 50
	FactGames = 200
	Seed      = 1
)

// Card is a shipped card with its check and its facts.
type Card struct {
	Card   *content.Card
	Report *claim.Report
	Facts  *reference.Facts
}

var (
	shippedOnce sync.Once
	shippedVal  []Card
	shippedErr  error

	allOnce sync.Once
	allVal  []Ref
	allErr  error
)

// Shipped loads, checks and simulates every shipped card that is proven
// (a card of a game with no engine has no reference). Every shipped
// card must pass its check: one that does not fails the test, since it
// would have no reference.
func Shipped(tb testing.TB) []Card {
	tb.Helper()
	shippedOnce.Do(func() { shippedVal, shippedErr = shipped() })
	if shippedErr != nil {
		tb.Fatal(shippedErr)
	}
	if len(shippedVal) == 0 {
		tb.Fatal("no shipped card")
	}
	return shippedVal
}

// shipped does the work of Shipped.
func shipped() ([]Card, error) {
	cards, err := content.Shipped()
	if err != nil {
		return nil, err
	}
	var out []Card
	for _, c := range cards {
		if !c.Proven() {
			continue // a card of a game with no engine has no reference
		}
		rep, err := claim.Check(c, claim.Options{Games: Games, Seed: Seed})
		if err != nil {
			return nil, fmt.Errorf("shipped card %s fails its check: %w", c.ID, err)
		}
		f, err := reference.Simulate(c, FactGames, Seed)
		if err != nil {
			return nil, err
		}
		out = append(out, Card{c, rep, f})
	}
	return out, nil
}

// build evaluates the card's reference in a locale, proven on Day with
// the version "test".
func (c Card) build(code locale.Code) (*document.Reference, error) {
	return reference.Build(reference.Input{Card: c.Card, Locale: code, Report: c.Report, Facts: c.Facts,
		Version: "test", Date: Day})
}

// Ref is one shipped card's reference in one of its locales.
type Ref struct {
	// Name is the card's id and the locale: "gofish.sv".
	Name string
	// Card is the shipped card, Locale the locale of the reference.
	Card   *content.Card
	Locale locale.Code
	Ref    *document.Reference
}

// All evaluates every shipped card's reference in each of its locales,
// once for the test binary: the tests share the references and must not
// change them.
func All(tb testing.TB) []Ref {
	tb.Helper()
	cards := Shipped(tb)
	allOnce.Do(func() { allVal, allErr = all(cards) })
	if allErr != nil {
		tb.Fatal(allErr)
	}
	return allVal
}

// all does the work of All.
func all(cards []Card) ([]Ref, error) {
	var out []Ref
	for _, c := range cards {
		for _, loc := range c.Card.LocaleOrder {
			ref, err := c.build(loc)
			if err != nil {
				return nil, fmt.Errorf("%s (%s): %w", c.Card.ID, loc, err)
			}
			out = append(out, Ref{c.Card.ID + "." + string(loc), c.Card, loc, ref})
		}
	}
	return out, nil
}
