package claims

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/engine"
	"github.com/rulecard/rulecard/games/gofish/preset"
)

// houseParams are the parameters the house card gives its claims.
var houseParams = map[string]any{
	"players.range":           map[string]any{"min": 2, "max": 4},
	"pack.sizes":              []any{32, 52},
	"deal.size":               map[string]any{"2": 7, "3": 5, "4": 5},
	"book.size":               4,
	"book.ranks":              1,
	"ask.one-player-one-rank": 1,
	"gofish.draw":             1,
}

// verdict is what checking one claim found: the worked examples that
// failed and why the property failed ("" when it held).
type verdict struct {
	examples []string
	property string
}

func (v verdict) failed() bool { return len(v.examples) > 0 || v.property != "" }

func (v verdict) String() string {
	return "examples " + strings.Join(v.examples, "; ") + " | property " + v.property
}

// verify checks one claim with raw parameters against rules, with an
// optional tamper, as Check does for a card for every player count and
// pack the rules play (the house rules: 2 to 4 players, both packs).
// A card's players (cardPlayers, min and max) other than the rules' are
// those the parameters are read for.
func verify(t *testing.T, id string, raw any, rules engine.Rules, tamper tamperFunc, games int, cardPlayers ...int) verdict {
	t.Helper()
	d := lookup(catalogue(), id)
	if d == nil {
		t.Fatalf("no claim %q", id)
	}
	players := [2]int{rules.Players.Min, rules.Players.Max}
	if len(cardPlayers) == 2 {
		players = [2]int{cardPlayers[0], cardPlayers[1]}
	}
	p, err := game.DecodeParams(d.shape, raw, players)
	if err != nil {
		t.Fatalf("%s %v: %v", id, raw, err)
	}
	packs := []cards.Pack{cards.Pack52, cards.Pack32}
	lo, hi := rules.Players.Min, rules.Players.Max
	packs = slices.DeleteFunc(packs, func(p cards.Pack) bool { return !rules.Packs.Has(p) })
	tr := game.Trial{Rules: rules, Players: [2]int{lo, hi}, Packs: packs, Games: games, Seed: 1}
	for n := lo; n <= hi; n++ {
		for _, pk := range packs {
			tr.Configs = append(tr.Configs, game.Config{Players: n, Pack: pk})
		}
	}
	proof := Claims{tamper: tamper}.Prove(tr, []game.Bound{{Claim: d.id, Raw: raw, Params: p}})
	got := proof.Verdicts[0]
	var v verdict
	for _, e := range got.Examples {
		if !e.OK {
			v.examples = append(v.examples, e.Path+": "+strings.Join(e.Failures, "; "))
		}
	}
	v.property = got.Fail
	return v
}

// wrong is one way to make a claim fail: a deliberately wrong engine (the
// house rules with one choice changed), wrong parameters (a wrong text),
// or a tampered record or view (for what no rules value expresses).
type wrong struct {
	why    string
	rules  func(r *engine.Rules)
	params any
	tamper tamperFunc
}

// falsifiers lists, for every claim of the catalogue, how to make it fail.
var falsifiers = map[string]wrong{
	"players.range":            {why: "the engine seats 2 to 3", rules: func(r *engine.Rules) { r.Players.Max = 3 }},
	"pack.sizes":               {why: "no short pack", rules: func(r *engine.Rules) { r.Packs = engine.WithPack52 }},
	"deal.size":                {why: "three players get six", rules: func(r *engine.Rules) { r.DealSizes[3] = 6 }},
	"pond.is-rest":             {why: "the record's pond is off by one", tamper: tamperStartPond},
	"book.from-deal":           {why: "books are claimed", rules: func(r *engine.Rules) { r.Books = engine.BookClaim }},
	"turn.first-after-dealer":  {why: "a random seat starts", rules: func(r *engine.Rules) { r.First = engine.FirstRandom }},
	"ask.one-player-one-rank":  {why: "ask for a card", rules: func(r *engine.Rules) { r.Ask = engine.AskForCard }},
	"ask.must-hold-rank":       {why: "the record shows an ask for a rank not held", tamper: tamperAskRank},
	"ask.target-has-cards":     {why: "the asked player's hand was empty", tamper: tamperAskedEmpty},
	"ask.hit-gives-all":        {why: "give one", rules: func(r *engine.Rules) { r.Give = engine.GiveOne }},
	"ask.hit-go-again":         {why: "the turn passes after a hit", tamper: tamperHitPasses},
	"gofish.on-miss":           {why: "play-on", rules: withOption("play-on")},
	"gofish.draw":              {why: "the card says two", params: 2},
	"gofish.turn-ends":         {why: "the turn goes to the asked player", rules: func(r *engine.Rules) { r.AfterMiss = engine.MissAsked }},
	"gofish.empty-pond":        {why: "play-on", rules: withOption("play-on")},
	"wish.go-again":            {why: "no wishes", rules: func(r *engine.Rules) { r.Wish = false }},
	"wish.shown":               {why: "no wishes", rules: func(r *engine.Rules) { r.Wish = false }},
	"book.size":                {why: "the card says three", params: 3},
	"book.ranks":               {why: "the card says two", params: 2},
	"book.at-once":             {why: "books at the next turn", rules: func(r *engine.Rules) { r.Books = engine.BookNextTurn }},
	"book.face-up":             {why: "the record hides the book's rank", tamper: tamperBookRank},
	"deadask.pond-empty":       {why: "dead asks off", rules: func(r *engine.Rules) { r.DeadAsks = false }},
	"deadask.cleared-by-move":  {why: "every ask listed dead", tamper: tamperAllDead},
	"deadask.listed":           {why: "dead asks off", rules: func(r *engine.Rules) { r.DeadAsks = false }},
	"runout.new-hand":          {why: "a new hand of one card", rules: func(r *engine.Rules) { r.EmptyHand = engine.EmptyDrawOne }},
	"runout.skip":              {why: "a player with no cards is out", rules: func(r *engine.Rules) { r.EmptyHand = engine.EmptyOut }},
	"runout.nobody-to-ask":     {why: "the others' hands look empty", tamper: tamperOthersEmpty},
	"end.all-booked":           {why: "the game ends when the pond is empty", rules: func(r *engine.Rules) { r.End = engine.EndStockOut }},
	"winner.most-books":        {why: "a player out of cards wins", rules: outWins},
	"winner.tie-shared":        {why: "a player out of cards wins", rules: outWins},
	"record.no-unseen-card":    {why: "the record shows a hidden draw", tamper: tamperShowDraw},
	"view.own-hand-and-record": {why: "the mover is shown another seat's view", tamper: tamperOtherView},
	"ask.hit-gives-one":        {why: "the house rules hand over every card"},
	"gofish.turn-to-asked":     {why: "the house rules pass the turn to the next seat"},
}

func withOption(o preset.Option) func(*engine.Rules) {
	return func(r *engine.Rules) { *r, _ = r.With(o) }
}

func outWins(r *engine.Rules) { r.End, r.OutWins = engine.EndPlayerOut, true }

func TestEveryClaimCanFail(t *testing.T) {
	for _, d := range catalogue() {
		w, ok := falsifiers[d.id]
		if !ok {
			w, ok = presetFalsifiers[d.id]
		}
		if !ok {
			t.Errorf("claim %s: no way to make it fail in the table", d.id)
			continue
		}
		t.Run(d.id, func(t *testing.T) {
			t.Parallel()
			rules := engine.House()
			if w.rules != nil {
				w.rules(&rules)
			}
			raw := paramsFor(d.id, rules)
			if w.params != nil {
				raw = w.params
			}
			v := verify(t, d.id, raw, rules, w.tamper, 400)
			if !v.failed() {
				t.Fatalf("claim %s holds against a wrong engine (%s)", d.id, w.why)
			}
			t.Logf("%s fails (%s): %s", d.id, w.why, v)
		})
	}
}

// TestEveryClaimHoldsWhereItShould checks every claim against the house
// rules, a variant's against the rules it holds for, and each against the
// other presets listed for it in holdsUnder.
func TestEveryClaimHoldsWhereItShould(t *testing.T) {
	for _, d := range catalogue() {
		t.Run(d.id, func(t *testing.T) {
			t.Parallel()
			var all []engine.Rules
			if !d.variant {
				all = append(all, engine.House())
			}
			for _, f := range holdsUnder[d.id] {
				all = append(all, f())
			}
			if len(all) == 0 {
				t.Fatalf("claim %s is a variant and holdsUnder lists no rules it holds for", d.id)
			}
			for _, rules := range all {
				if v := verify(t, d.id, paramsFor(d.id, rules), rules, nil, 200); v.failed() {
					t.Fatalf("claim %s fails for the %s rules, where it holds: %s", d.id, rules.Name, v)
				}
			}
		})
	}
}

// The tampers stand for engines that break a rule no Rules field governs.

func tamperStartPond(st *Step) {
	if i := eventIndex(st, engine.EvStart); st.Deal && i >= 0 {
		st.Events[i].Pond++
	}
}

func tamperAskRank(st *Step) {
	if e, _ := theAsk(st); e != nil {
		if free := cards.PackRanks(st.Pack) &^ st.Before.Hands[e.Seat].Ranks(); free != 0 {
			e.Rank = free.First()
		}
	}
}

func tamperAskedEmpty(st *Step) {
	if e, _ := theAsk(st); e != nil {
		st.Before.Hands[e.Other] = 0
	}
}

func tamperHitPasses(st *Step) {
	if e, _ := theAsk(st); e != nil && e.Cards != 0 && !st.After.Over {
		st.After.Turn = next(st.After.Turn, st.Players)
	}
}

func tamperBookRank(st *Step) {
	for i := range st.Events {
		if st.Events[i].Kind == engine.EvBook {
			st.Events[i].Rank = 0
		}
	}
}

func tamperAllDead(st *Step) {
	for i := range st.Asks {
		st.Asks[i].Dead = true
	}
}

func tamperOthersEmpty(st *Step) {
	for s := range st.Players {
		if cards.Seat(s) != st.After.Turn {
			st.After.Hands[s] = 0
		}
	}
}

func tamperShowDraw(st *Step) {
	for i := range st.Events {
		if e := &st.Events[i]; e.Kind == engine.EvDraw && e.Why == engine.WhyHidden {
			e.Card = st.Out.Draw
		}
	}
}

func tamperOtherView(st *Step) {
	if !st.Deal {
		v := st.Game.View(next(st.Before.Turn, st.Players))
		st.View = &v
	}
}
