package claims

import (
	"sync"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// situations names the situations of a step that the properties look at.
func situations(st *Step) []string {
	var out []string
	for _, a := range st.Asks {
		if st.HasAsks && a.Dead {
			out = append(out, "a dead ask listed")
			break
		}
	}
	for i := range st.Events {
		e := &st.Events[i]
		switch {
		case e.Kind == engine.EvBook && e.Why == engine.WhyFromDeal:
			out = append(out, "a book from the deal")
		case e.Kind == engine.EvBook && st.Out.Drew && !st.Out.Wish && e.Rank == st.Out.Draw.Rank():
			out = append(out, "a book completed by a go-fish draw")
		case e.Kind == engine.EvDraw && e.Why == engine.WhyWish:
			out = append(out, "a wish")
		case e.Kind == engine.EvDraw && e.Why == engine.WhyPondEmpty:
			out = append(out, "a go fish with the pond empty")
		case e.Kind == engine.EvNewHand && int(e.Count) < st.Game.Rules().HandSize(st.Pack, st.Players):
			out = append(out, "a short new hand")
		case e.Kind == engine.EvNewHand:
			out = append(out, "a new hand")
		case e.Kind == engine.EvSkip && e.Why == engine.WhyNoCards:
			out = append(out, "a player skipped with no cards")
		case e.Kind == engine.EvSkip && e.Why == engine.WhyNobodyToAsk:
			out = append(out, "a player with nobody to ask")
		case e.Kind == engine.EvEnd && e.Winners.Len() > 1:
			out = append(out, "a shared win")
		case e.Kind == engine.EvAsk && e.Cards.Len() > 1:
			out = append(out, "a hit of several cards")
		}
	}
	return out
}

// TestDefaultGamesExerciseEveryRule counts, over the games a default check
// of the shipped card plays, the situations the properties look at: a
// property that never meets its situation proves nothing.
func TestDefaultGamesExerciseEveryRule(t *testing.T) {
	if testing.Short() {
		t.Skip("plays the default number of games")
	}
	var mu sync.Mutex
	seen := map[string]int{}
	count := func(st *Step) {
		s := situations(st)
		mu.Lock()
		defer mu.Unlock()
		for _, k := range s {
			seen[k]++
		}
	}
	card, err := content.LoadShipped("gofish")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := claim.Check(card, claim.Options{Seed: 1, Claims: Claims{tamper: count}}); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"a dead ask listed", "a book from the deal", "a book completed by a go-fish draw", "a wish",
		"a go fish with the pond empty", "a short new hand", "a new hand", "a player skipped with no cards",
		"a player with nobody to ask", "a shared win", "a hit of several cards"} {
		if seen[k] < 20 {
			t.Errorf("%s: seen %d times, want at least 20", k, seen[k])
		}
		t.Logf("%-36s %6d", k, seen[k])
	}
}
