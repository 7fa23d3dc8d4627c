package claims

import (
	"slices"
	"strings"

	"github.com/rulecard/rulecard/games/gofish/engine"
)

// holding says, for a claim, the settings (engine.Settings names) it is
// about and under which rules the catalogue holds it true. The property
// tests play every legal combination of the settings that change play and
// hold the catalogue to it: a claim it says holds never fails. A failed
// claim names those about the same settings that do hold.
type holding struct {
	about []string
	// when is nil for a claim that holds under every rules.
	when func(engine.Rules) bool
}

// holds reports whether the claim holds under r.
func (h holding) holds(r engine.Rules) bool { return h.when == nil || h.when(r) }

// holdings returns the catalogue's holdings by claim id. A claim with
// parameters holds with the parameters the rules give it (paramsOf).
func holdings() map[string]holding {
	return map[string]holding{
		"players.range":           {[]string{"players.min", "players.max"}, nil},
		"pack.sizes":              {[]string{"packs"}, nil},
		"deal.size":               {[]string{"deal"}, nil},
		"pond.is-rest":            {[]string{"deal"}, nil},
		"book.from-deal":          {[]string{"books"}, func(r engine.Rules) bool { return r.Books != engine.BookClaim }},
		"turn.first-after-dealer": {[]string{"first"}, func(r engine.Rules) bool { return r.First == engine.FirstSeat0 }},
		"turn.first-random":       {[]string{"first"}, func(r engine.Rules) bool { return r.First == engine.FirstRandom }},
		"ask.one-player-one-rank": {[]string{"ask"}, byRank},
		"ask.must-hold-rank":      {[]string{"ask"}, nil},
		"ask.target-has-cards":    {[]string{"ask"}, nil},
		"ask.hit-gives-all": {[]string{"give", "ask"},
			func(r engine.Rules) bool { return r.Give == engine.GiveAll && r.Ask == engine.AskForRank }},
		"ask.hit-gives-one": {[]string{"give", "ask"},
			func(r engine.Rules) bool { return r.Give == engine.GiveOne || r.Ask == engine.AskForCard }},
		"ask.hit-go-again": {[]string{"give"}, nil},
		"gofish.on-miss":   {[]string{"play-on"}, func(r engine.Rules) bool { return !r.PlayOn }},
		"gofish.draw":      {[]string{"play-on"}, nil},
		"gofish.turn-ends": {[]string{"after-miss", "lucky-draw"}, func(r engine.Rules) bool {
			return r.AfterMiss == engine.MissNextSeat && !r.LuckyDraw
		}},
		"gofish.turn-ends-unless-lucky": {[]string{"after-miss"},
			func(r engine.Rules) bool { return r.AfterMiss == engine.MissNextSeat }},
		"gofish.turn-to-asked": {[]string{"after-miss", "play-on", "lucky-draw"},
			func(r engine.Rules) bool { return r.AfterMiss == engine.MissAsked && !r.LuckyDraw }},
		"wish.lucky-draw":    {[]string{"lucky-draw"}, func(r engine.Rules) bool { return r.LuckyDraw }},
		"gofish.empty-pond":  {[]string{"play-on"}, func(r engine.Rules) bool { return !r.PlayOn }},
		"wish.go-again":      {[]string{"wish", "ask", "wish-rank"}, wishByRank},
		"wish.shown":         {[]string{"wish", "ask", "wish-rank"}, wishByRank},
		"wish.card-go-again": {[]string{"wish", "ask"}, func(r engine.Rules) bool { return r.Wish && r.Ask == engine.AskForCard }},
		"wish.card-shown": {[]string{"wish", "ask", "wish-rank"},
			func(r engine.Rules) bool { return r.Wish && r.Ask == engine.AskForCard && !r.WishRank }},
		"gofish.no-wish": {[]string{"wish", "lucky-draw"},
			func(r engine.Rules) bool { return !r.Wish && !r.LuckyDraw }},
		"book.size":    {[]string{"books"}, nil},
		"book.ranks":   {[]string{"books"}, nil},
		"book.at-once": {[]string{"books"}, func(r engine.Rules) bool { return r.Books == engine.BookAtOnce }},
		"book.face-up": {[]string{"books"}, nil},
		"book.shown":   {[]string{"books"}, nil},
		"book.claimed": {[]string{"books"}, func(r engine.Rules) bool { return r.Books == engine.BookClaim }},
		"book.draw-waits": {[]string{"books", "wish", "lucky-draw"},
			func(r engine.Rules) bool { return r.Books == engine.BookNextTurn && !r.Wish && !r.LuckyDraw }},
		"deadask.pond-empty": {[]string{"dead-asks", "ask"},
			func(r engine.Rules) bool { return r.DeadAsks && r.Ask == engine.AskForRank }},
		"deadask.cleared-by-move": {[]string{"dead-asks"}, func(r engine.Rules) bool { return r.DeadAsks }},
		"deadask.listed": {[]string{"dead-asks", "ask"},
			func(r engine.Rules) bool { return r.DeadAsks && r.Ask == engine.AskForRank }},
		"deadask.none": {[]string{"dead-asks"}, func(r engine.Rules) bool { return !r.DeadAsks }},
		"runout.new-hand": {[]string{"empty-hand"},
			func(r engine.Rules) bool { return r.EmptyHand == engine.EmptyNewHand }},
		"runout.draw-one": {[]string{"empty-hand"},
			func(r engine.Rules) bool { return r.EmptyHand == engine.EmptyDrawOne }},
		"runout.sit-out": {[]string{"empty-hand"}, func(r engine.Rules) bool { return r.EmptyHand == engine.EmptyOut }},
		"runout.skip": {[]string{"empty-hand"},
			func(r engine.Rules) bool {
				return r.EmptyHand == engine.EmptyNewHand || r.EmptyHand == engine.EmptyDrawOne
			}},
		"runout.nobody-to-ask": {[]string{"books"}, func(r engine.Rules) bool { return r.Books != engine.BookClaim }},
		"runout.nobody-claims": {[]string{"books"}, nil},
		"end.all-booked":       {[]string{"end", "empty-hand"}, endsAllBookedOnly},
		"end.hands-empty":      {[]string{"end", "empty-hand"}, endsAllBookedOnly},
		"end.stock-out": {[]string{"end", "play-on"},
			func(r engine.Rules) bool { return r.End&engine.EndStockOut != 0 && !r.PlayOn }},
		"end.player-out": {[]string{"end", "play-on"},
			func(r engine.Rules) bool { return r.End&engine.EndPlayerOut != 0 && !r.PlayOn }},
		"end.booked-out": {[]string{"end", "out-wins"},
			func(r engine.Rules) bool { return r.End&engine.EndBookedOut != 0 && r.OutWins }},
		"winner.most-books": {[]string{"out-wins", "end"}, mostBooksWins},
		"winner.tie-shared": {[]string{"out-wins", "end"}, mostBooksWins},
		"winner.most-books-otherwise": {[]string{"out-wins", "end"},
			func(r engine.Rules) bool { return !r.OutWins || r.End&engine.EndPlayerOut == 0 }},
		"ask.one-player-one-card": {[]string{"ask"}, func(r engine.Rules) bool { return r.Ask == engine.AskForCard }},
		"ask.not-own-card": {[]string{"ask", "bluff"},
			func(r engine.Rules) bool { return r.Ask == engine.AskForCard && !r.Bluff }},
		"ask.bluff":                    {[]string{"bluff"}, func(r engine.Rules) bool { return r.Bluff }},
		"gofish.play-on":               {[]string{"play-on"}, func(r engine.Rules) bool { return r.PlayOn }},
		"book.draw-waits-unless-again": {[]string{"books"}, func(r engine.Rules) bool { return r.Books == engine.BookNextTurn }},
		"deal.whole-pack":              {[]string{"deal"}, func(r engine.Rules) bool { return r.Deal == engine.DealWholePack }},
		"deal.pretend-hand":            {[]string{"deal"}, func(r engine.Rules) bool { return r.Deal == engine.DealExtraPlayer }},
		"runout.passed-over": {[]string{"empty-hand"},
			func(r engine.Rules) bool { return r.EmptyHand == engine.EmptySkip }},
		"end.booked-last-card": {[]string{"end"}, func(r engine.Rules) bool { return r.End&engine.EndBookedOut != 0 }},
		"winner.out-wins": {[]string{"out-wins", "end"},
			func(r engine.Rules) bool { return r.OutWins && r.End&(engine.EndPlayerOut|engine.EndBookedOut) != 0 }},
		"record.no-unseen-card":    {nil, nil},
		"view.own-hand-and-record": {nil, nil},
	}
}

// byRank: a player asks for a rank (the claims' probes ask for ranks).
func byRank(r engine.Rules) bool { return r.Ask == engine.AskForRank }

// endsAllBookedOnly: only every rank booked ends the game, and a player
// with no cards can always come back into it.
func endsAllBookedOnly(r engine.Rules) bool {
	return r.End == 0 && (r.EmptyHand == engine.EmptyNewHand || r.EmptyHand == engine.EmptyDrawOne)
}

// mostBooksWins: going out never wins by itself.
func mostBooksWins(r engine.Rules) bool {
	return !r.OutWins || r.End&(engine.EndPlayerOut|engine.EndBookedOut) == 0
}

// Holds reports whether the catalogue holds the claim id true under r
// (with the parameters r gives it), and whether it knows the claim.
func Holds(id string, r engine.Rules) (holds, known bool) {
	h, ok := holdings()[id]
	if !ok {
		return false, false
	}
	return h.holds(r), true
}

// falseUnder says why claim id is false under r, naming the settings that
// make it so and the claims about the same settings that hold: "ask.hit-
// gives-all is false under give: one; ask.hit-gives-one holds". It is ""
// when the catalogue holds the claim true under r.
func falseUnder(id string, r engine.Rules) string {
	all := holdings()
	h, ok := all[id]
	if !ok || h.holds(r) {
		return ""
	}
	var why, alts []string
	for _, name := range h.about {
		s, _ := engine.SettingNamed(name)
		for _, v := range s.Values {
			if alt, err := s.Set(r, v); err == nil && h.holds(alt) {
				why = append(why, name+": "+s.Get(r))
				alts = append(alts, complements(all, id, name, r, alt)...)
				break
			}
		}
	}
	msg := id + " is false under " + strings.Join(why, ", ")
	if len(why) == 0 {
		msg = id + " is false under these rules"
	}
	if rivals := rivalsHolding(all, id, r); len(rivals) > 0 {
		alts = rivals
	}
	slices.Sort(alts)
	if alts = slices.Compact(alts); len(alts) > 0 {
		verb := " holds"
		if len(alts) > 1 {
			verb = " hold"
		}
		msg += "; " + strings.Join(alts, ", ") + verb
	}
	return msg
}

// complements returns the claims of all about setting name that hold
// under r and not under alt, r with name set as claim id needs it: what
// holds instead.
func complements(all map[string]holding, id, name string, r, alt engine.Rules) []string {
	var out []string
	for other, o := range all {
		if other != id && slices.Contains(o.about, name) && o.holds(r) && !o.holds(alt) {
			out = append(out, other)
		}
	}
	return out
}

// wishByRank: a draw of the rank asked for is a wish: asking for a rank,
// or asking for a card under wish-rank.
func wishByRank(r engine.Rules) bool {
	return r.Wish && (r.Ask == engine.AskForRank || r.WishRank)
}
