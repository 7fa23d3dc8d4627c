package claims

import (
	"slices"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/locales"
	"github.com/rulecard/rulecard/wording"
)

// Short names for the features the signatures name.
const (
	fNot, fAll, fAny, fEach, fOnly, fMust = wording.Not, wording.All, wording.Any, wording.Each, wording.Only, wording.Must
	fDraw, fPlayer, fTurn, fToNext        = wording.Draw, wording.Player, wording.Turn, wording.ToNext
)

// signatures are what a statement of each claim must say whatever the
// rules: the features it needs, those it may carry, those that
// contradict it, and the numbers it asserts without parameters. A power
// of a rank needs that rank's word and contradicts every other rank's.
var signatures = map[string]wording.Signature{
	"players.range": {Allow: []wording.Feature{fOnly, fPlayer}},
	"pack.sizes":    {Allow: []wording.Feature{fAll}, MayNumbers: []int{1}}, // one pack
	// the counts' and sizes' roles are read apart (roles.go): "only two of
	// you", "unless there are two" say which player counts a size is for
	// ("in total" does not: OPEN-COUNT stays out)
	"deal.size": {Allow: []wording.Feature{fEach, fAll, fAny, fPlayer, wording.Deal, fOnly, wording.Unless}},
	"start.turn-up": {Need: []wording.Feature{locales.TurnUp}, Allow: []wording.Feature{wording.First, wording.Shown, locales.Top, locales.Stock},
		Deny: []wording.Feature{wording.Hidden}},
	"stock.is-rest": {Need: []wording.Feature{wording.Rest, wording.Hidden}, Allow: []wording.Feature{locales.Stock, wording.Deal, fAll},
		Deny: []wording.Feature{wording.Shown}},
	"play.match": {Need: []wording.Feature{locales.SuitOrRank},
		Allow: []wording.Feature{locales.Match, locales.Top, wording.Turn, fAny, fMust}, Deny: []wording.Feature{fAll}, Numbers: []int{1},
		// the card must match ("sie muss passen"); you need not play it
		// (draw.instead): a player's MUST is another rule
		Actors: []wording.Acting{{Feature: fMust, Role: wording.NoPlayer}}},
	"wild.eights": {Need: []wording.Feature{locales.Wild, locales.Eights}, Allow: []wording.Feature{fAny, locales.NameSuit, locales.Top, locales.Match, fMust},
		Deny: []wording.Feature{locales.Jacks}, MayNumbers: []int{1}},
	"wild.jacks": {Need: []wording.Feature{locales.Wild, locales.Jacks}, Allow: []wording.Feature{fAny, locales.NameSuit, locales.Top, locales.Match, fMust},
		Deny: []wording.Feature{locales.Eights}, MayNumbers: []int{1}},
	"draw.until-play": {Need: []wording.Feature{fDraw, locales.UntilPlay, fNot}, Allow: []wording.Feature{locales.AtATime, locales.Stock, fMust, fAny},
		Deny: []wording.Feature{locales.Pass}, Actors: youDo(fDraw)},
	"draw.one": {Need: []wording.Feature{fDraw, fNot}, Allow: []wording.Feature{locales.Pass, locales.Stock, fMust, fAny},
		Deny: []wording.Feature{locales.UntilPlay, locales.AtATime}, Numbers: []int{1}, Actors: youDo(fDraw, locales.Pass)},
	"draw.three": {Need: []wording.Feature{fDraw, fNot}, Allow: []wording.Feature{locales.UntilPlay, locales.Pass, locales.Stock, fMust, fAny, wording.OpenCount},
		Numbers: []int{3}, Actors: youDo(fDraw, locales.Pass)},
	// "nothing forces you to play": a duty denied says the draw is free
	// (MUST only negated, so "you must draw" is another rule)
	"draw.instead": {Need: []wording.Feature{fDraw, locales.Instead}, Allow: []wording.Feature{fAny, locales.Stock, fNot, fMust},
		Negated: []wording.Feature{fMust}, Negates: []wording.Feature{fMust}, Actors: youDo(fDraw)},
	"draw.not-instead": {Need: []wording.Feature{fDraw, fNot}, Allow: []wording.Feature{fOnly, locales.Instead, locales.Stock}, Negates: []wording.Feature{fDraw}},
	"stock-out.reshuffle": {Need: []wording.Feature{wording.Empty, locales.Reshuffle, locales.KeepTop}, Allow: []wording.Feature{fAll, locales.Top, locales.Stock, fDraw},
		Deny: []wording.Feature{locales.Pass, wording.GameEnds, locales.Blocked}},
	"stock-out.pass": {Need: []wording.Feature{wording.Empty, locales.Pass}, Allow: []wording.Feature{fNot, fDraw, locales.Stock, fPlayer, fAny},
		Deny: []wording.Feature{locales.Reshuffle}, Negates: []wording.Feature{fDraw}, Actors: youDo(locales.Pass)},
	"stock-out.end": {Need: []wording.Feature{wording.Empty}, OneOf: [][]wording.Feature{{wording.GameEnds, locales.Blocked}},
		Allow: []wording.Feature{fNot, fDraw, locales.Stock, fPlayer, wording.AtOnce}, Deny: []wording.Feature{locales.Reshuffle, locales.Pass}},
	"pass.nothing-to-draw": {Need: []wording.Feature{locales.Pass, fNot, locales.NothingLeft}, Allow: []wording.Feature{fDraw, wording.Empty, locales.Stock, fAny},
		Negates: []wording.Feature{fDraw, locales.NothingLeft}, Actors: youDo(locales.Pass),
		// you cannot play AND there is nothing to draw: "or" makes either enough
		Joint: []wording.Feature{fNot, locales.NothingLeft}},
	"twos.draw-two":   powerSig(locales.Twos, drawTwoPower),
	"sevens.draw-two": powerSig(locales.Sevens, drawTwoPower),
	"queens.skip":     powerSig(locales.Queens, skipPower),
	"eights.skip":     powerSig(locales.Eights, skipPower),
	"aces.reverse":    powerSig(locales.Aces, reversePower),
	"specials.none": {Need: []wording.Feature{locales.Special, fNot}, Allow: []wording.Feature{locales.Wild, fAll, fAny, fOnly, locales.Eights, locales.Jacks},
		Negated: []wording.Feature{locales.Special}},
	"end.out-wins": {Need: []wording.Feature{wording.Win, wording.First}, Allow: []wording.Feature{wording.Last, wording.Empty, wording.GameEnds,
		wording.AtOnce, fOnly, fPlayer}, Deny: []wording.Feature{wording.Most, wording.Fewest}},
	// the fewest penalty points, never the fewest cards: the points
	// are said (PENALTY or SCORE)
	"end.blocked-fewest": {Need: []wording.Feature{locales.Blocked, wording.Fewest, wording.Win}, OneOf: [][]wording.Feature{{locales.Penalty, wording.Score}}, Allow: []wording.Feature{wording.Deal, fAll, fEach, locales.Pass,
		locales.Penalty, wording.Score, fPlayer, fTurn, wording.Share, wording.Tie}, Deny: []wording.Feature{wording.Most}, Everyone: []wording.Feature{locales.Pass}},
	"end.target": {Need: []wording.Feature{locales.Target, wording.Win}, Allow: []wording.Feature{locales.Penalty, wording.Score, wording.Fewest, fPlayer,
		wording.GoAgain, wording.GameEnds, fEach, wording.OpenCount, wording.Share}, Deny: []wording.Feature{wording.Most}},
	"end.turn-limit": {Need: []wording.Feature{locales.Limit}, OneOf: [][]wording.Feature{{locales.Blocked, wording.GameEnds}},
		Allow: []wording.Feature{fTurn, fPlayer, fAll}},
	"penalty.points": {Need: []wording.Feature{locales.Penalty, locales.Held}, Allow: []wording.Feature{wording.Score, fPlayer, fAll, fEach, wording.GameEnds,
		locales.Wild, wording.Rest, locales.Eights, locales.Jacks}, Deny: []wording.Feature{wording.Win},
		// the players left holding cards score them, never the one whose turn it was ("you score")
		Actors: []wording.Acting{{Feature: locales.Penalty, Role: wording.Others}, {Feature: wording.Score, Role: wording.Others}}},
	"last-card.penalty": {Need: []wording.Feature{locales.Penultimate, fDraw}, Allow: []wording.Feature{wording.Shown, locales.Announce, fNot, fMust,
		locales.Penalty}, Deny: []wording.Feature{wording.Waits, wording.GameEnds}, Negates: []wording.Feature{wording.Shown, locales.Announce}, Actors: youDo(fDraw, locales.Announce)},
	"last-card.free": {Need: []wording.Feature{locales.Announce, fNot}, Allow: []wording.Feature{locales.Penultimate, fMust, fPlayer, locales.Penalty, fDraw},
		Negated: []wording.Feature{locales.Announce}},
}

// youDo names the player whose turn it is as who does each of fs.
func youDo(fs ...wording.Feature) []wording.Acting {
	out := make([]wording.Acting, len(fs))
	for i, f := range fs {
		out[i] = wording.Acting{Feature: f, Role: wording.You}
	}
	return out
}

// The powers a rank may have, each as what its statement says besides
// the rank: the next player draws two and their turn ends (said as
// their turn ending or their missing it: "but they still get to play
// their turn" drops it); the next
// player misses their turn (with two, its player plays again); the
// direction of play turns round (with two, its player plays again).
// What one power says is no part of another's: "and then plays again"
// said of a draw-two card is refused.
var (
	drawTwoPower = wording.Signature{Need: []wording.Feature{fDraw}, OneOf: [][]wording.Feature{{wording.Skip, wording.TurnEnds}},
		Allow:   []wording.Feature{fToNext, fPlayer, fMust, wording.Skip, wording.TurnEnds, fTurn},
		Deny:    []wording.Feature{wording.GoAgain, wording.Backward},
		Actors:  []wording.Acting{{Feature: fDraw, Role: wording.Next}, {Feature: wording.TurnEnds, Role: wording.Next}, {Feature: wording.Skip, Role: wording.Next}},
		Numbers: []int{2}}
	skipPower = wording.Signature{Need: []wording.Feature{wording.Skip},
		Allow:  []wording.Feature{fToNext, fPlayer, fMust, fTurn, wording.GoAgain},
		Deny:   []wording.Feature{fDraw, wording.Backward},
		Actors: []wording.Acting{{Feature: wording.Skip, Role: wording.Next}}}
	reversePower = wording.Signature{Need: []wording.Feature{locales.Reverse},
		Allow:   []wording.Feature{fPlayer, fTurn, wording.GoAgain, wording.Backward},
		Deny:    []wording.Feature{fDraw, wording.Skip},
		Numbers: []int{2}}
)

// powerSig is the signature of rank's power p: the rank's word and what
// the power says, every other rank's word a contradiction.
func powerSig(rank wording.Feature, p wording.Signature) wording.Signature {
	s := p
	s.Need = append([]wording.Feature{rank}, p.Need...)
	s.Deny = append(slices.Clone(p.Deny), otherRanks(rank)...)
	return s
}

// rankFeature returns the feature that names rank k as a rank with a
// power ("sevens"), or NoFeature for a rank that never has one.
func rankFeature(k cards.Rank) wording.Feature {
	switch k {
	case cards.Two:
		return locales.Twos
	case cards.Seven:
		return locales.Sevens
	case cards.Eight:
		return locales.Eights
	case cards.Jack:
		return locales.Jacks
	case cards.Queen:
		return locales.Queens
	case cards.Ace:
		return locales.Aces
	}
	return wording.NoFeature
}

// otherRanks returns the features of every rank with a power but rank.
func otherRanks(rank wording.Feature) []wording.Feature {
	return slices.DeleteFunc(locales.RankFeatures(), func(f wording.Feature) bool { return f == rank })
}

// signature returns what a statement of claim id must say under r: the
// signatures above, and those that name a rank the rules decide (the
// wild rank, the draw-two rank).
func signature(id string, r engine.Rules) (wording.Signature, bool) {
	wild := rankFeature(r.Wild.Rank())
	wilds := []wording.Feature{wild, locales.Wild}
	drawTwo := []wording.Feature{locales.Twos, locales.Sevens}
	if f := rankFeature(r.DrawTwo.Rank()); f != wording.NoFeature {
		drawTwo = []wording.Feature{f}
	}
	special := slices.Concat(locales.RankFeatures(), []wording.Feature{locales.Special, locales.TurnUp, wording.First, locales.Top,
		fDraw, wording.Skip, locales.Reverse, fToNext, fPlayer, wording.Dealer, locales.Stock})
	switch id {
	case "first-wild.buried":
		// the next card is turned up instead: "stattdessen", "à la place"
		return wording.Signature{Need: []wording.Feature{locales.Bury, wild}, Allow: []wording.Feature{locales.TurnUp, locales.Stock, locales.Wild,
			wording.First, locales.Top, wording.Hidden, wording.Random, locales.Instead}, Deny: []wording.Feature{locales.Plain}}, true
	case "first-wild.stands":
		return wording.Signature{Need: []wording.Feature{locales.Plain, wild}, Allow: []wording.Feature{locales.TurnUp, locales.Wild,
			wording.First, locales.Top, locales.Match}, Deny: []wording.Feature{locales.Bury}}, true
	case "first-special.applies":
		return wording.Signature{Need: []wording.Feature{locales.AsPlayed}, Allow: special,
			Deny: []wording.Feature{locales.Bury, locales.Plain}}, true
	case "first-special.ignored":
		return wording.Signature{Need: []wording.Feature{locales.Plain}, Allow: special,
			Deny: []wording.Feature{locales.Bury, locales.AsPlayed}}, true
	case "first-special.buried":
		return wording.Signature{Need: []wording.Feature{locales.Bury}, Allow: special,
			Deny: []wording.Feature{locales.Plain, locales.AsPlayed}}, true
	case "wild.on-wild":
		return wording.Signature{Need: []wording.Feature{locales.OnWild}, OneOf: [][]wording.Feature{wilds},
			Allow: []wording.Feature{locales.Wild, wild, fAny, locales.Top, locales.Match}}, true
	case "wild.not-on-wild":
		return wording.Signature{Need: []wording.Feature{locales.OnWild, fNot}, OneOf: [][]wording.Feature{wilds},
			Allow: []wording.Feature{locales.Wild, wild, locales.Top, locales.Match, fMust}, Negated: []wording.Feature{locales.OnWild}}, true
	case "draw-two.stack":
		return wording.Signature{OneOf: [][]wording.Feature{drawTwo, {locales.Stack, wording.Own, wording.Unless}},
			Allow: []wording.Feature{fDraw, fToNext, fPlayer, wording.Unless, wording.Own, locales.Stack, fAny, fMust, fTurn, locales.Instead},
			// the next player, or one after them, draws the sum; never you
			Actors: []wording.Acting{{Feature: fDraw, Role: wording.Next}, {Feature: fDraw, Role: wording.Others}},
			// the sums go on by two with each card stacked: four, then
			// six, then eight (stackRole reads them in order)
			Numbers: []int{4}, MayNumbers: []int{6, 8}}, true
	case "draw-two.no-stack":
		return wording.Signature{Need: []wording.Feature{locales.Stack, fNot}, OneOf: [][]wording.Feature{drawTwo},
			Allow: []wording.Feature{fDraw, fMust, fToNext, fPlayer, wording.Own, fAny}, Negated: []wording.Feature{locales.Stack}}, true
	case "penalty.values":
		return wording.Signature{Need: []wording.Feature{locales.FaceValue, locales.Aces},
			OneOf: [][]wording.Feature{wilds, {locales.Court, locales.Queens}},
			// the cards counted are those left in hand ("cards left in hand
			// count: 50 for each eight"): HELD names them
			Allow: []wording.Feature{wording.Score, locales.Penalty, fAny, fEach, fAll, locales.Jacks, locales.Queens, locales.Court, locales.Wild, wild,
				fPlayer, wording.Rest, locales.Held}}, true
	}
	s, ok := signatures[id]
	return s, ok
}
