package bot

import (
	"slices"
	"testing"

	"github.com/rulecard/rulecard/cards"
	"github.com/rulecard/rulecard/games/crazyeights/engine"
)

// presets are the rules the bots are tried under.
func presets() map[string]engine.Rules {
	r := engine.CrazyEights()
	twos, _ := r.Set("draw-two", "twos")
	twos, _ = twos.Set("stack", "yes")
	twos, _ = twos.Set("announce", "yes")
	return map[string]engine.Rules{"crazy-eights": r, "mau-mau": engine.MauMau(), "stacking": twos}
}

func pack(r engine.Rules) cards.Pack {
	if r.Packs.Has(cards.Pack52) {
		return cards.Pack52
	}
	return cards.Pack32
}

func TestBotsPlayOnlyLegalMovesToTheEnd(t *testing.T) {
	for name, r := range presets() {
		for _, k := range Kinds() {
			for n := r.Players.Min; n <= r.Players.Max; n++ {
				g, err := engine.Deal(r, pack(r), n, 1)
				if err != nil {
					t.Fatal(err)
				}
				tb := Table{Bots: make([]Bot, n)}
				for s := range tb.Bots {
					tb.Bots[s], _ = New(k, uint64(s))
				}
				for seed := uint64(1); seed <= 100; seed++ {
					g.Redeal(seed)
					if _, err := tb.Play(g); err != nil {
						t.Fatalf("%s, %s bots, %d players, seed %d: %v", name, k, n, seed, err)
					}
				}
			}
		}
	}
}

// TestABotChoosesFromItsViewAlone: a bot given the views of two games that
// differ only in the cards its seat cannot see chooses the same move.
func TestABotChoosesFromItsViewAlone(t *testing.T) {
	checked := 0
	for name, r := range presets() {
		for _, k := range Kinds() {
			for seed := uint64(1); seed <= 40; seed++ {
				g, err := engine.Deal(r, pack(r), 3, seed)
				if err != nil {
					t.Fatal(err)
				}
				play := make([]Bot, 3)
				for s := range play {
					play[s], _ = New(k, seed+uint64(s))
				}
				for i := 0; !g.Over(); i++ {
					s := g.Turn()
					if i%3 == 0 {
						h := g.Resample(s, seed*1000+uint64(i))
						a, _ := New(k, seed*7+uint64(i))
						b, _ := New(k, seed*7+uint64(i))
						va, vb := g.View(s), h.View(s)
						if ma, mb := a.Choose(&va), b.Choose(&vb); ma != mb {
							t.Fatalf("%s, %s bot, seed %d, move %d: %v with the hidden cards dealt one way, %v another", name, k, seed, i, ma, mb)
						}
						checked++
					}
					v := g.View(s)
					if err := g.Play(play[s].Choose(&v)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d choices checked", checked)
	}
}

func TestTheSensibleBotKeepsItsWildCardsAndNamesItsLongestSuit(t *testing.T) {
	r := engine.CrazyEights()
	for seed := uint64(1); seed <= 300; seed++ {
		g, _ := engine.Deal(r, cards.Pack52, 2, seed)
		var b SensibleBot
		for !g.Over() {
			v := g.View(g.Turn())
			m := b.Choose(&v)
			pl := v.Playable()
			wild := cards.RankCards(cards.Eight)
			if m.Kind == engine.MovePlay && m.Named && pl&^wild != 0 {
				t.Fatalf("seed %d: played %v holding %v that fit", seed, m, pl&^wild)
			}
			if m.Named {
				rest := v.Hand() &^ wild
				for s := cards.Spades; s <= cards.Clubs; s++ {
					if (rest & engine.SuitCards(s)).Len() > (rest & engine.SuitCards(m.Suit)).Len() {
						t.Fatalf("seed %d: named %s holding more %s (%v)", seed, m.Suit.Word(), s.Word(), v.Hand())
					}
				}
			}
			if m.Kind == engine.MovePlay && !m.Named {
				for x := pl &^ wild; x != 0; x &= x - 1 {
					if r.Penalty(cards.CardsOf(x.First())) > r.Penalty(cards.CardsOf(m.Card)) {
						t.Fatalf("seed %d: played %v, keeping costlier %v that fit", seed, m, x.First())
					}
				}
			}
			if m.Kind == engine.MoveDraw && pl != 0 {
				t.Fatalf("seed %d: drew holding %v that fit", seed, pl)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestTheSensibleBotBeatsTheRandomOne(t *testing.T) {
	for name, r := range presets() {
		g, _ := engine.Deal(r, pack(r), 2, 1)
		wins := 0
		const games = 4000
		for seed := uint64(1); seed <= games; seed++ {
			// Each bot takes each seat in turn.
			sens := cards.Seat(seed % 2)
			tb := Table{Bots: make([]Bot, 2)}
			tb.Bots[sens] = &SensibleBot{}
			tb.Bots[1-sens] = NewRandom(seed)
			g.Redeal(seed)
			res, err := tb.Play(g)
			if err != nil {
				t.Fatal(err)
			}
			if res.Winners.Has(sens) {
				wins++
			}
		}
		if wins < games*55/100 {
			t.Errorf("%s: the sensible bot won %d of %d games against the random one", name, wins, games)
		}
		t.Logf("%s: sensible won %d of %d", name, wins, games)
	}
}

func TestTheSameSeedPlaysTheSameGame(t *testing.T) {
	r := engine.MauMau()
	var recs [2][]engine.Event
	for i := range recs {
		g, _ := engine.Deal(r, cards.Pack32, 4, 5)
		tb := Table{Bots: []Bot{NewRandom(1), NewRandom(2), &SensibleBot{}, NewRandom(3)}}
		if _, err := tb.Play(g); err != nil {
			t.Fatal(err)
		}
		recs[i] = slices.Clone(g.Record())
	}
	if !slices.Equal(recs[0], recs[1]) {
		t.Fatal("the same deal and bots played two games")
	}
}
