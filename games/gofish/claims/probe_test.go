package claims

import (
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/game"
	"github.com/rulecard/rulecard/games/gofish/bot"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// gateWatcher tries, at every decision of a game, each probe where its
// probeWhen says the checker does not call it, and records any that acts.
type gateWatcher struct {
	t      *testing.T
	probes []prop
	tried  int
}

func (w *gateWatcher) Choosing(g *engine.Game, v *engine.View) bool {
	var before State
	before.take(g)
	emptied := before.Pond == 0 || anyEmpty(&before, g.Players())
	// The most a track can remember: every refusal of every rank.
	tr := track{any: true}
	for a := range tr.ref {
		for o := range tr.ref[a] {
			tr.ref[a][o] = cards.PackRanks(g.Pack())
		}
	}
	for _, pr := range w.probes {
		if pr.probeWhen == probeEmptied && emptied {
			continue
		}
		p := probe{g: g, before: &before, track: &tr, n: g.Players(), sampled: pr.probeWhen != probeSampled}
		rec := len(g.Record())
		w.tried++
		if msg := pr.probe(&p); msg != "" || p.played || p.done != [8]uint8{} || len(g.Record()) != rec {
			w.t.Fatalf("a probe (when %d) acted where the checker does not call it: %q, done %v", pr.probeWhen, msg, p.done)
		}
	}
	return true
}

func (w *gateWatcher) Played(*engine.Game, *engine.Move, *engine.Outcome) {}

// TestProbesActOnlyWhereCalled holds every probe to its probeWhen: in an
// unsampled game a sampled probe tries nothing, and where no hand and not
// the pond is empty an emptied probe tries nothing, so the calls the
// checker spares would have found nothing.
func TestProbesActOnlyWhereCalled(t *testing.T) {
	for _, rules := range []engine.Rules{engine.House(), engine.Duel(), engine.WholePack(), engine.Common()} {
		var probes []prop
		for _, d := range catalogue() {
			if p := d.prop(game.Params{}); p.probe != nil {
				if p.probeWhen == 0 {
					t.Errorf("claim %s has a probe and no probeWhen", d.id)
				}
				probes = append(probes, p)
			}
		}
		w := &gateWatcher{t: t, probes: probes}
		for n := rules.Players.Min; n <= min(rules.Players.Max, 4); n++ {
			g, err := engine.Deal(rules, cards.Pack52, n, 1)
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]bot.Bot, n)
			for seed := range uint64(40) {
				g.Redeal(seed)
				for s := range bots {
					bots[s] = bot.NewRandom(seed*8 + uint64(s))
				}
				table := bot.Table{Bots: bots, Watch: w}
				if _, err := table.Play(g); err != nil {
					t.Fatal(err)
				}
			}
		}
		if w.tried == 0 {
			t.Errorf("%s: no probe tried", rules.Name)
		}
	}
}
