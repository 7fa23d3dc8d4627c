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
		b.Params.N = 2
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
		{"draw-two.next-draws", []engine.Event{{Kind: engine.EvPlay, Card: c("2H")}, {Kind: engine.EvPass, Seat: 1}}, "2H was played and then came pass"},
		{"draw-two.next-draws", []engine.Event{{Kind: engine.EvOwe, Count: 2}, {Kind: engine.EvPlay, Card: c("2S")}, {Kind: engine.EvOwe, Count: 2}}, "played on 2 owed and the next player owes 2"},
		{"skip.next-misses", []engine.Event{{Kind: engine.EvPlay, Card: c("QH")}, {Kind: engine.EvPlay, Card: c("QS")}}, "QH was played and then came play"},
		{"wild.eights", []engine.Event{{Kind: engine.EvPlay, Card: c("8H")}}, "without naming a suit"},
		{"last-card.penalty", []engine.Event{{Kind: engine.EvDraw, Why: engine.WhyPenalty, Count: 1, Stock: 9}}, "drew 1 cards as a penalty, not 2"},
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
	for id, want := range map[string]bool{"wild.eights": false, "wild.jacks": true, "draw-two.next-draws": true, "play.match": false, "end.out-wins": false} {
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
