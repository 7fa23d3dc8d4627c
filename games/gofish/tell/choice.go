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
// the list, or a player and what to ask them for, the player named as t
// names the seats, case ignored. With rules that ask for a rank, that is
// a rank ("ben 7", "Cy queens", "ana 10s", "ask Cy for sevens"); with
// rules that ask for a card, a card ("cy JS", "ana 10h", "ask Cy for the
// jack of spades"). Anything else is an error that says what to type.
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
	byCard := asksForCards(c.Asks)
	name, what, ok := splitAsk(in)
	if !ok {
		if byCard {
			return engine.Move{}, errors.New(`type a number, or a player and a card ("ben 7H"), or q`)
		}
		return engine.Move{}, errors.New(`type a number, or a player and a rank ("ben 7"), or q`)
	}
	card, isCard := parseCardWords(what)
	for _, a := range c.Asks {
		if !strings.EqualFold(t.Name(a.Of), name) {
			continue
		}
		if byCard && isCard && a.Card == card || !byCard && rankMatches(a.Rank, what) {
			return a.Move(c.Seat), nil
		}
	}
	switch {
	case byCard && !isCard && anyRank(what):
		return engine.Move{}, fmt.Errorf(`%q is not one of the asks listed: ask for a card ("ben 7H")`, in)
	case !byCard && isCard && !anyRank(what):
		return engine.Move{}, fmt.Errorf(`%q is not one of the asks listed: ask for a rank ("ben 7")`, in)
	}
	return engine.Move{}, fmt.Errorf("%q is not one of the asks listed", in)
}

// asksForCards reports whether the asks are asks for cards.
func asksForCards(asks []engine.Ask) bool {
	return len(asks) > 0 && asks[0].Card != 0
}

// splitAsk splits a typed ask into the player's name and what is asked
// for, dropping the words around them: "ask Cy for the jack of spades" is
// "cy" and "jack of spades", "ben 7" is "ben" and "7". ok is false when
// no name and no words after it are left.
func splitAsk(in string) (name, what string, ok bool) {
	words := strings.Fields(strings.ToLower(in))
	if len(words) > 1 && words[0] == "ask" {
		words = words[1:]
	}
	if len(words) < 2 {
		return "", "", false
	}
	name, words = words[0], words[1:]
	if len(words) > 1 && words[0] == "for" {
		words = words[1:]
	}
	if len(words) > 1 && (words[0] == "the" || words[0] == "a" || words[0] == "an" || words[0] == "any") {
		words = words[1:]
	}
	return name, strings.Join(words, " "), true
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

// anyRank reports whether s names a rank, as rankMatches reads it.
func anyRank(s string) bool {
	for r := cards.Ace; r <= cards.King; r++ {
		if rankMatches(r, s) {
			return true
		}
	}
	return false
}

// parseCardWords reads a card: its token ("JS", "10h") or its name
// ("jack of spades", "10 of hearts", "seven hearts").
func parseCardWords(s string) (cards.Card, bool) {
	words := strings.Fields(s)
	switch len(words) {
	case 1:
		c, err := cards.ParseCard(words[0])
		return c, err == nil
	case 3:
		if words[1] != "of" {
			return 0, false
		}
		words = []string{words[0], words[2]}
	case 2:
	default:
		return 0, false
	}
	r, ok := rankWord(words[0])
	if !ok {
		return 0, false
	}
	for u := cards.Spades; u < cards.NumSuits; u++ {
		if w := words[1]; w == u.Word() || w == strings.TrimSuffix(u.Word(), "s") || w == strings.ToLower(u.String()) {
			return cards.NewCard(r, u), true
		}
	}
	return 0, false
}

// rankWord reads one rank in the singular: its token ("7", "j") or its
// name ("seven", "jack").
func rankWord(s string) (cards.Rank, bool) {
	if r, err := cards.ParseRank(s); err == nil {
		return r, true
	}
	for r := cards.Ace; r <= cards.King; r++ {
		if s == r.Word() {
			return r, true
		}
	}
	return 0, false
}
