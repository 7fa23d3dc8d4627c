package claims

import (
	"slices"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

// rivalGroups are the claims that state one rule each in another of its
// forms: what the rule is under one value of its settings, one claim
// under another. A claim false under a card's rules names, as holding
// instead, the rivals that hold; a claim with none holding names the
// claims about the settings that make it false (complements).
var rivalGroups = [][]string{
	{"ask.one-player-one-rank", "ask.one-player-one-card"},
	{"ask.hit-gives-all", "ask.hit-gives-one"},
	{"ask.not-own-card", "ask.bluff"},
	{"gofish.empty-pond", "gofish.play-on"},
	{"gofish.on-miss", "gofish.play-on"},
	{"gofish.turn-ends", "gofish.turn-ends-unless-lucky", "gofish.turn-to-asked"},
	{"wish.go-again", "wish.lucky-draw", "gofish.no-wish"},
	{"book.at-once", "book.draw-waits", "book.draw-waits-unless-again", "book.claimed"},
	{"deal.size", "deal.whole-pack", "deal.pretend-hand"},
	{"turn.first-after-dealer", "turn.first-random"},
	{"deadask.pond-empty", "deadask.none"},
	{"deadask.listed", "deadask.none"},
	{"runout.new-hand", "runout.draw-one", "runout.sit-out", "runout.passed-over"},
	{"runout.skip", "runout.passed-over", "runout.sit-out"},
	{"end.booked-out", "end.booked-last-card"},
	{"end.all-booked", "end.hands-empty", "end.stock-out", "end.player-out", "end.booked-last-card"},
	{"winner.most-books", "winner.most-books-otherwise", "winner.out-wins"},
	{"winner.tie-shared", "winner.most-books-otherwise", "winner.out-wins"},
}

// rivalsOf returns, by claim id, its rivals.
func rivalsOf() map[string][]string {
	out := map[string][]string{}
	for _, g := range rivalGroups {
		for _, id := range g {
			for _, other := range g {
				if other != id && !slices.Contains(out[id], other) {
					out[id] = append(out[id], other)
				}
			}
		}
	}
	return out
}

// rivalsHolding returns claim id's rivals that hold under r, by the
// holdings all.
func rivalsHolding(all map[string]holding, id string, r engine.Rules) []string {
	var out []string
	for _, other := range rivalsOf()[id] {
		if h, ok := all[other]; ok && h.holds(r) {
			out = append(out, other)
		}
	}
	return out
}
