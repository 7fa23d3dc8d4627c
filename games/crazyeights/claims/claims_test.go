package claims

import (
	"strings"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
	"github.com/rulecard/rulecard/games/crazyeights/preset"
)

// trial is a proof of 60 games of r with its fewest and most players and
// its first pack.
func trial(r engine.Rules) game.Trial {
	pack := cards.Pack52
	if !r.Packs.Has(pack) {
		pack = cards.Pack32
	}
	return game.Trial{Rules: r, Players: [2]int{r.Players.Min, r.Players.Max}, Packs: []cards.Pack{pack},
		Configs: []game.Config{{Players: r.Players.Min, Pack: pack}, {Players: r.Players.Max, Pack: pack}}, Games: 60, Seed: 11}
}

// paramsFor binds claim id with the parameters r makes true.
func paramsFor(id string, r engine.Rules) game.Bound {
	b := game.Bound{Claim: id}
	switch id {
	case "players.range":
		b.Params = game.Params{Min: r.Players.Min, Max: r.Players.Max}
	case "pack.sizes":
		for _, p := range []cards.Pack{cards.Pack32, cards.Pack52} {
			if r.Packs.Has(p) {
				b.Params.List = append(b.Params.List, p.Size())
			}
		}
	case "deal.size":
		b.Params.Per = make([]int, engine.MaxPlayers+1)
		for n := range b.Params.Per {
			b.Params.Per[n] = r.HandSize(n)
		}
	case "last-card.penalty":
		b.Params.N = r.AnnouncePenalty
	case "end.target":
		b.Params.N = r.Target
	case "end.turn-limit":
		b.Params.N = r.TurnLimit
	case "penalty.values":
		b.Params.List = []int{1, 10, 50}
	}
	return b
}

func rulesWith(t *testing.T, base engine.Rules, opts ...preset.Option) engine.Rules {
	t.Helper()
	r, err := base.With(opts...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestEachClaimHoldsExactlyWhereItsRulesSaySo: under each rule set, every
// claim bound with the parameters the rules make true is proven by the
// games where the rules hold it, and fails where they do not.
func TestEachClaimHoldsExactlyWhereItsRulesSaySo(t *testing.T) {
	target, _ := engine.CrazyEights().Set("scoring", "target")
	for _, r := range []engine.Rules{
		engine.CrazyEights(), engine.MauMau(), target,
		rulesWith(t, engine.CrazyEights(), preset.TwosDrawTwo, preset.Stacking, preset.QueensSkip, preset.AcesReverse, preset.LastCard),
		rulesWith(t, engine.CrazyEights(), preset.JacksWild),
	} {
		var bound []game.Bound
		for _, c := range New().Catalogue() {
			bound = append(bound, paramsFor(c.ID, r))
		}
		proof := New().Prove(trial(r), bound)
		if proof.Broke != nil {
			t.Fatalf("%s: the engine broke: %s", r, proof.Broke.Message)
		}
		for i, b := range bound {
			d := lookup(b.Claim)
			want := d.holds == nil || d.holds(r, b.Params)
			if got := proof.Verdicts[i].Fail == ""; got != want {
				t.Errorf("%s: %s: proven %v (%s), want %v", r, b.Claim, got, proof.Verdicts[i].Fail, want)
			}
		}
	}
}

// TestTheGamesCatchAWrongParameter: deal.size with the wrong hand size
// is refuted by the first deal, with a counterexample.
func TestTheGamesCatchAWrongParameter(t *testing.T) {
	b := paramsFor("deal.size", engine.CrazyEights())
	b.Params.Per[2] = 6
	proof := New().Prove(trial(engine.CrazyEights()), []game.Bound{b})
	v := proof.Verdicts[0]
	if !strings.Contains(v.Fail, "was dealt 7 cards, not 6") || v.Counterexample == nil || v.Counterexample.Players != 2 {
		t.Errorf("deal.size 2: 6: %q, %+v", v.Fail, v.Counterexample)
	}
}

// TestEachWatcherRefusesWhatContradictsIt: events no engine would make
// are refused by the watcher of the claim they contradict.
func TestEachWatcherRefusesWhatContradictsIt(t *testing.T) {
	r := rulesWith(t, engine.CrazyEights(), preset.TwosDrawTwo, preset.QueensSkip)
	g, err := engine.Deal(r, cards.Pack52, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := func(s string) cards.Card {
		x, err := cards.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	for _, x := range []struct {
		id     string
		events []engine.Event
		want   string
	}{
		{"play.match", []engine.Event{{Kind: engine.EvTurnUp, Card: c("5H")}, {Kind: engine.EvPlay, Card: c("7S")}}, "played 7S on 5H"},
		{"twos.draw-two", []engine.Event{{Kind: engine.EvPlay, Card: c("2H")}, {Kind: engine.EvPass, Seat: 1}}, "2H was played and then came pass"},
		{"twos.draw-two", []engine.Event{{Kind: engine.EvOwe, Count: 2}, {Kind: engine.EvPlay, Card: c("2S")}, {Kind: engine.EvOwe, Count: 2}}, "played on 2 owed and the next player owes 2"},
		{"twos.draw-two", []engine.Event{{Kind: engine.EvDraw, Why: engine.WhyDrawTwo, Seat: 1, Count: 2}, {Kind: engine.EvPlay, Seat: 1, Card: c("5H")}}, "drew what they owed and moved again"},
		{"sevens.draw-two", []engine.Event{{Kind: engine.EvPlay, Card: c("7H")}, {Kind: engine.EvPlay, Seat: 1, Card: c("7S")}}, "7H was played and then came play"},
		{"queens.skip", []engine.Event{{Kind: engine.EvPlay, Card: c("QH")}, {Kind: engine.EvPlay, Card: c("QS")}}, "QH was played and then came play"},
		{"aces.reverse", []engine.Event{{Kind: engine.EvReverse, Seat: 0, Count: 0}, {Kind: engine.EvPlay, Seat: 1, Card: c("5H")}}, "after the reverse seat 1 moved, not seat 2"},
		{"specials.none", []engine.Event{{Kind: engine.EvSkip, Seat: 1}}, "a card had a power"},
		{"start.turn-up", []engine.Event{{Kind: engine.EvDeal, Count: 5, Stock: 30}, {Kind: engine.EvPlay, Card: c("5H")}}, "after the deal came play"},
		{"stock.is-rest", []engine.Event{{Kind: engine.EvHand}, {Kind: engine.EvDeal, Count: 5}, {Kind: engine.EvTurnUp, Card: c("5H"), Stock: 40}}, "the stock holds 40, not 46"},
		{"first-wild.buried", []engine.Event{{Kind: engine.EvTurnUp, Card: c("8H")}, {Kind: engine.EvPlay, Card: c("5H")}}, "8H was turned up first and not buried"},
		{"first-wild.stands", []engine.Event{{Kind: engine.EvTurnUp, Card: c("8H")}, {Kind: engine.EvBury, Card: c("8H")}}, "8H was turned up first and buried"},
		{"first-special.applies", []engine.Event{{Kind: engine.EvTurnUp, Card: c("QH")}, {Kind: engine.EvPlay, Card: c("5H")}}, "its power did not act"},
		{"first-special.ignored", []engine.Event{{Kind: engine.EvTurnUp, Card: c("QH")}, {Kind: engine.EvSkip, Seat: 0}}, "its power acted"},
		{"stock-out.pass", []engine.Event{{Kind: engine.EvReshuffle, Count: 9}}, "the discards were shuffled into a new stock"},
		{"stock-out.reshuffle", []engine.Event{{Kind: engine.EvHandEnd, Why: engine.WhyStockEnd}}, "the hand ended when the stock was empty"},
		{"pass.nothing-to-draw", []engine.Event{{Kind: engine.EvHandEnd, Why: engine.WhyStockEnd}}, "the hand ended instead of a pass"},
		{"end.blocked-fewest", []engine.Event{{Kind: engine.EvPass}, {Kind: engine.EvHandEnd, Why: engine.WhyBlocked}}, "blocked after 1 passes in turn, with 3 players"},
		{"end.blocked-fewest", []engine.Event{{Kind: engine.EvHandEnd, Why: engine.WhyTurnLimit}, {Kind: engine.EvScore, Seat: 0, Points: 9},
			{Kind: engine.EvScore, Seat: 1, Points: 3}, {Kind: engine.EvEnd, Winners: cards.Seats(0).Add(0)}}, "not [1] with the fewest"},
		{"end.target", []engine.Event{{Kind: engine.EvHand, Count: 1}, {Kind: engine.EvScore, Seat: 0, Total: 120}, {Kind: engine.EvHand, Count: 2}}, "hand 2 was dealt after a total reached 100"},
		{"end.target", []engine.Event{{Kind: engine.EvHand, Count: 1}, {Kind: engine.EvScore, Seat: 0, Total: 20}, {Kind: engine.EvEnd}}, "the game ended with no total at 100"},
		{"last-card.free", []engine.Event{{Kind: engine.EvAnnounce}}, "a last card counted"},
		{"penalty.values", []engine.Event{{Kind: engine.EvScore}}, ""},
		{"wild.eights", []engine.Event{{Kind: engine.EvPlay, Card: c("8H")}}, "without naming a suit"},
		{"last-card.penalty", []engine.Event{{Kind: engine.EvDeal, Count: 2}, {Kind: engine.EvPlay, Card: c("5H")},
			{Kind: engine.EvDraw, Why: engine.WhyPenalty, Count: 1, Stock: 9}}, "drew 1 cards as a penalty, not 2"},
		{"last-card.penalty", []engine.Event{{Kind: engine.EvDeal, Count: 2}, {Kind: engine.EvPlay, Card: c("5H")},
			{Kind: engine.EvOwe, Seat: 1, Count: 2}}, "seat 0 played down to one card without announcing it"},
		{"last-card.penalty", []engine.Event{{Kind: engine.EvDraw, Why: engine.WhyPenalty, Count: 2, Stock: 9}}, "drew a penalty they did not owe"},
		{"end.out-wins", []engine.Event{{Kind: engine.EvHand, Count: 2}}, "the game was not one hand"},
	} {
		w := lookup(x.id).watch(paramsFor(x.id, r).Params)
		got := ""
		for _, e := range x.events {
			if msg := w.event(g, e); msg != "" {
				got = msg
			}
		}
		if !strings.Contains(got, x.want) {
			t.Errorf("%s: %q, want %q", x.id, got, x.want)
		}
	}
}

func TestTheCatalogueMarksVariantsAndSaysWhyAClaimIsFalse(t *testing.T) {
	variants := map[string]bool{}
	for _, c := range New().Catalogue() {
		variants[c.ID] = c.Variant
	}
	for id, want := range map[string]bool{"wild.eights": false, "wild.jacks": true, "twos.draw-two": true, "specials.none": false,
		"draw.until-play": false, "draw.one": true, "play.match": false, "end.out-wins": false} {
		if variants[id] != want {
			t.Errorf("%s: variant %v, want %v", id, variants[id], want)
		}
	}
	if got := New().FalseUnder("wild.eights", engine.MauMau()); got != "wild.eights is false under wild: jacks" {
		t.Errorf("FalseUnder %q", got)
	}
	if got := New().FalseUnder("wild.eights", engine.CrazyEights()); got != "" {
		t.Errorf("FalseUnder under the common rules %q", got)
	}
}
