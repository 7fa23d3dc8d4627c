package tell

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// ParseChoice reads what the person typed when offered c: a number from
// the list, or a player and a rank ("ben 7", "Cy queens", "ana 10s"), the
// player named as t names the seats, case ignored. Anything else is an
// error that says what to type.
func (t Teller) ParseChoice(c engine.Choice, in string) (engine.Move, error) {
	in = strings.TrimSpace(in)
	if n, err := strconv.Atoi(in); err == nil {
		switch {
		case n >= 1 && n <= len(c.Claims):
			return engine.Move{Kind: engine.MoveClaim, By: c.Seat, Rank: c.Claims[n-1]}, nil
		case n > len(c.Claims) && n <= len(c.Claims)+len(c.Asks):
			return c.Asks[n-len(c.Claims)-1].Move(c.Seat), nil
		}
		return engine.Move{}, fmt.Errorf("choose a number from 1 to %d", len(c.Claims)+len(c.Asks))
	}
	name, rank, ok := strings.Cut(in, " ")
	if !ok {
		return engine.Move{}, errors.New(`type a number, or a player and a rank ("ben 7"), or q`)
	}
	for _, a := range c.Asks {
		if strings.EqualFold(t.Name(a.Of), name) && a.Card == 0 && rankMatches(a.Rank, rank) {
			return a.Move(c.Seat), nil
		}
	}
	return engine.Move{}, fmt.Errorf("%q is not one of the asks listed", in)
}

// rankMatches reports whether s names r: "7", "7s", "seven", "sevens",
// "q", "queen", "queens".
func rankMatches(r cards.Rank, s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	if pr, err := cards.ParseRank(strings.TrimSuffix(s, "s")); err == nil && pr == r {
		return true
	}
	return s == strings.ToLower(r.Plural()) || s == r.Word() || s == r.Words()
}
