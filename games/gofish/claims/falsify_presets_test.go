package claims

import "github.com/rulecard/rulecard/games/gofish/engine"

// presetFalsifiers lists, for the claims of the other presets' cards, how
// to make each fail against the house rules: most are variants, which the
// house rules contradict as they are.
var presetFalsifiers = map[string]wrong{
	"book.claimed":                {why: "the house rules lay books by themselves"},
	"book.shown":                  {why: "the record hides the book's rank", tamper: tamperBookRank},
	"book.draw-waits":             {why: "the house rules lay a book completed by a draw at once"},
	"turn.first-random":           {why: "the house rules start with the seat after the dealer"},
	"gofish.no-wish":              {why: "the house rules have wishes"},
	"deadask.none":                {why: "the house rules have dead asks"},
	"runout.draw-one":             {why: "the house rules draw a new hand"},
	"runout.nobody-claims":        {why: "the others' hands look empty", tamper: tamperOthersEmpty},
	"runout.sit-out":              {why: "the house rules draw a new hand"},
	"end.hands-empty":             {why: "the game ends when the pond is empty", rules: func(r *engine.Rules) { r.End = engine.EndStockOut }},
	"end.stock-out":               {why: "the house rules play on until every rank is booked"},
	"end.player-out":              {why: "the house rules play on until every rank is booked"},
	"end.booked-out":              {why: "the house rules draw a new hand"},
	"winner.most-books-otherwise": {why: "a player out of cards wins", rules: outWins},
	"wish.lucky-draw":             {why: "the house rules have no lucky draws: a draw that completes a book ends the turn"},
	"gofish.turn-ends-unless-lucky": {why: "the turn passes to the player who said go fish",
		rules: func(r *engine.Rules) { r.AfterMiss = engine.MissAsked }},
	"ask.one-player-one-card": {why: "the house rules ask for a rank"},
	"ask.not-own-card":        {why: "the house rules ask for a rank"},
	"ask.bluff":               {why: "the house rules ask for a rank"},
	"gofish.play-on":          {why: "the house rules say go fish with the pond empty"},
	"wish.card-go-again": {why: "asking for cards with no wishes",
		rules: func(r *engine.Rules) { r.Ask, r.Wish = engine.AskForCard, false }},
	"wish.card-shown": {why: "asking for cards, a wish is any card of the rank (wish-rank)",
		rules: func(r *engine.Rules) { r.Ask, r.WishRank = engine.AskForCard, true }},
	"book.draw-waits-unless-again": {why: "the house rules lay a book completed by a draw at once"},
	"deal.whole-pack":              {why: "the house rules deal seven or five"},
	"deal.pretend-hand":            {why: "the house rules deal seven or five"},
	"runout.passed-over":           {why: "the house rules draw a new hand"},
	"end.booked-last-card":         {why: "the house rules play on until every rank is booked"},
	"winner.out-wins":              {why: "a player out of cards does not win", rules: func(r *engine.Rules) { r.End = engine.EndPlayerOut }},
}

// holdsUnder lists, for a variant, the rules it holds for, and for other
// claims the presets besides the house rules to check them against.
var holdsUnder = map[string][]func() engine.Rules{
	"ask.hit-gives-one": {func() engine.Rules {
		r, _ := engine.WholePack().With("give-one")
		return r
	}},
	"gofish.turn-to-asked":          {engine.WholePack, engine.Common},
	"wish.lucky-draw":               {houseLucky},
	"gofish.turn-ends-unless-lucky": {houseLucky},
	"book.claimed":                  {engine.Duel},
	"book.shown":                    {engine.Common},
	"book.draw-waits":               {engine.WholePack},
	"turn.first-random":             {engine.Common},
	"gofish.no-wish":                {engine.Duel, engine.WholePack},
	"deadask.none":                  {engine.Duel, engine.WholePack},
	"runout.draw-one":               {engine.Duel},
	"runout.nobody-claims":          {engine.Duel},
	"runout.sit-out":                {engine.WholePack},
	"end.hands-empty":               {engine.Duel},
	"end.stock-out":                 {engine.WholePack, engine.Common},
	"end.player-out":                {engine.Common},
	"end.booked-out":                {engine.WholePack},
	"winner.most-books-otherwise":   {engine.WholePack, engine.Common, engine.Duel},
	"ask.one-player-one-card":       {houseWith("ask", "card")},
	"ask.not-own-card":              {houseWith("ask", "card")},
	"ask.bluff":                     {houseWith("ask", "card", "bluff", "yes")},
	"wish.card-go-again":            {houseWith("ask", "card"), houseWith("ask", "card", "wish-rank", "yes"), houseWith("ask", "card", "lucky-draw", "yes")},
	"wish.card-shown":               {houseWith("ask", "card"), houseWith("ask", "card", "lucky-draw", "yes")},
	"wish.go-again":                 {houseWith("ask", "card", "wish-rank", "yes")},
	"wish.shown":                    {houseWith("ask", "card", "wish-rank", "yes")},
	"gofish.on-miss":                {houseWith("ask", "card")},
	"gofish.play-on":                {houseWith("play-on", "yes"), houseWith("play-on", "yes", "ask", "card")},
	"book.draw-waits-unless-again":  {houseWith("books", "next-turn"), engine.WholePack, houseWith("books", "next-turn", "lucky-draw", "yes")},
	"deal.whole-pack":               {houseWith("deal", "whole-pack")},
	"deal.pretend-hand":             {houseWith("deal", "pretend-hand"), engine.WholePack},
	"runout.passed-over":            {houseWith("empty-hand", "skip")},
	"end.booked-last-card":          {houseWith("end", "booked-out"), engine.WholePack},
	"winner.out-wins":               {houseWith("end", "player-out", "out-wins", "yes"), houseWith("end", "booked-out", "out-wins", "yes")},
}

// houseWith returns the house rules with settings changed, name then value.
func houseWith(changes ...string) func() engine.Rules {
	return func() engine.Rules {
		v := engine.Variant{Preset: "house"}
		for i := 0; i+1 < len(changes); i += 2 {
			v.Changes = append(v.Changes, engine.Change{Name: changes[i], Value: changes[i+1]})
		}
		r, err := v.Rules()
		if err != nil {
			panic(err)
		}
		return r
	}
}

// presetParams are the parameters the other presets' cards give their
// claims, where the house card gives none.
var presetParams = map[string]any{
	"runout.draw-one":         1,
	"ask.one-player-one-card": 1,
}

// paramsFor returns the parameters to check claim id with against rules.
func paramsFor(id string, _ engine.Rules) any {
	if p, ok := houseParams[id]; ok {
		return p
	}
	return presetParams[id]
}

// houseLucky are the house rules with lucky draws.
func houseLucky() engine.Rules {
	r, _ := engine.House().With("lucky-draw")
	return r
}
