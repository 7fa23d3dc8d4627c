package engine

import (
	"fmt"
	"strconv"

	"github.com/rulecard/rulecard/cards"
)

// Conflict is two settings of a Rules value that cannot be played
// together, by their [Setting] names.
type Conflict struct {
	// A and B are the two settings' names ("bluff", "ask").
	A, B string
	// Why says why they cannot be played together.
	Why string
}

// Conflicts returns every pair of settings of r that cannot be played
// together: bluffs without asking for a card, a win for going out with no
// end by going out, deal sizes missing for a player count or too big for a
// pack, an end by an empty pond with no pond to draw from.
func (r Rules) Conflicts() []Conflict {
	var out []Conflict
	add := func(a, b, format string, args ...any) {
		out = append(out, Conflict{A: a, B: b, Why: fmt.Sprintf(format, args...)})
	}
	if r.Players.Min > r.Players.Max {
		add("players.min", "players.max", "the fewest players is more than the most")
	}
	if r.Bluff && r.Ask != AskForCard {
		add("bluff", "ask", "a bluff is an ask for a card you hold yourself, and these rules ask for a rank")
	}
	if r.WishRank && !r.Wish {
		add("wish-rank", "wish", "wish-rank says what a wish is, and these rules have no wishes")
	}
	if r.WishRank && r.Ask != AskForCard {
		add("wish-rank", "ask", "asking for a rank, a wish is already any card of that rank: wish-rank is for card asks")
	}
	if r.OutWins && r.End&(EndPlayerOut|EndBookedOut) == 0 {
		add("out-wins", "end", "going out wins only when going out ends the game (end: player-out or booked-out)")
	}
	if r.Players.Min < 2 || r.Players.Max > MaxPlayers || r.Packs&(WithPack52|WithPack32) == 0 {
		return out
	}
	for n := r.Players.Min; n <= r.Players.Max; n++ {
		out = append(out, r.dealConflicts(n)...)
	}
	return out
}

// dealConflicts returns the conflicts of the deal for n players.
func (r Rules) dealConflicts(n int) []Conflict {
	deal := func() string { return "deal." + strconv.Itoa(n) }
	count := "players.max"
	if n == r.Players.Min {
		count = "players.min"
	}
	var out []Conflict
	for _, p := range [...]cards.Pack{cards.Pack52, cards.Pack32} {
		if !r.Packs.Has(p) {
			continue
		}
		k := r.HandSize(p, n)
		switch {
		case r.Deal == DealTable && k == 0:
			why := fmt.Sprintf("the rules seat %d players, and deal.%d says nothing about how many cards each gets: give it a number too", n, n)
			for m := n - 1; m >= 2; m-- {
				if k := r.HandSize(p, m); k > 0 {
					why += fmt.Sprintf(" (deal.%d is %d)", m, k)
					break
				}
			}
			return append(out, Conflict{A: deal(), B: count, Why: why})
		case k*n > p.Size():
			return append(out, Conflict{A: deal(), B: "packs",
				Why: fmt.Sprintf("%d cards each for %d players is %d cards, more than the %d-card pack", k, n, k*n, p.Size())})
		case k < 1:
			return append(out, Conflict{A: "deal", B: count,
				Why: fmt.Sprintf("the %d-card pack dealt this way gives %d players no cards", p.Size(), n)})
		case k*n == p.Size() && r.End&EndStockOut != 0 && !r.PlayOn:
			by := deal()
			if r.Deal != DealTable {
				by = "deal"
			}
			return append(out, Conflict{A: by, B: "end",
				Why: fmt.Sprintf("with %d players and the %d-card pack no card is left for the pond, so the game would end (stock-out) before the first turn", n, p.Size())})
		}
	}
	return out
}

// value returns a setting's value in r as written: "bluff: yes".
func (r Rules) value(name string) string {
	if s, ok := SettingNamed(name); ok {
		return name + ": " + s.Get(r)
	}
	return name
}
