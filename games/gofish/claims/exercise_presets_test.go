package claims

import (
	"sync"
	"testing"

	"github.com/rulecard/rulecard/claim"
	"github.com/rulecard/rulecard/content"
	"github.com/rulecard/rulecard/games/gofish/engine"
)

// presetSituations names the situations of a step that the claims of the
// other presets' cards look at.
func presetSituations(st *Step) []string {
	var out []string
	for s := range st.Players {
		if !st.After.Over && st.After.Hands[s] == 0 {
			out = append(out, "a player left with no cards")
			break
		}
	}
	if st.Out.Drew && st.Out.Draw.Rank() == st.Move.Rank && st.Move.Kind == engine.MoveAsk {
		out = append(out, "a draw of the rank asked for")
	}
	for i := range st.Events {
		e := &st.Events[i]
		switch {
		case e.Kind == engine.EvStart && e.Seat != 0:
			out = append(out, "a first player after seat 0")
		case e.Kind == engine.EvBook && e.Why == engine.WhyClaimed:
			out = append(out, "a book claimed")
		case e.Kind == engine.EvBook && e.Why == engine.WhyWaited:
			out = append(out, "a book that waited for its turn")
		case e.Kind == engine.EvBook && e.Why == engine.WhyAtEnd:
			out = append(out, "a waiting book laid at the end")
		case e.Kind == engine.EvDrawOne:
			out = append(out, "a card drawn for an empty hand")
		case e.Kind == engine.EvDraw && e.Why == engine.WhyWish:
			out = append(out, "a wish")
		case e.Kind == engine.EvEnd && e.Why == engine.WhyBookedOut:
			out = append(out, "a player who booked every card")
		case e.Kind == engine.EvEnd && e.Why == engine.WhyStockOut:
			out = append(out, "a game ended by the pond running out")
		case e.Kind == engine.EvEnd && e.Why == engine.WhyPlayerOut:
			out = append(out, "a game ended by a player out of cards")
		}
		if e.Kind == engine.EvEnd && e.Winners.Len() > 1 {
			out = append(out, "a shared win")
		}
	}
	return out
}

// TestPresetCardGamesExerciseTheirRules counts, over the games a check of
// each preset card plays, the situations its own claims look at: a
// property that never meets its situation proves nothing.
func TestPresetCardGamesExerciseTheirRules(t *testing.T) {
	for _, c := range []struct {
		card string
		want []string
	}{
		{"duel", []string{"a book claimed", "a card drawn for an empty hand", "a draw of the rank asked for"}},
		{"whole-pack", []string{"a player left with no cards", "a book that waited for its turn", "a waiting book laid at the end",
			"a player who booked every card", "a game ended by the pond running out", "a draw of the rank asked for"}},
		{"common", []string{"a first player after seat 0", "a wish", "a game ended by the pond running out",
			"a game ended by a player out of cards", "a shared win"}},
	} {
		t.Run(c.card, func(t *testing.T) {
			t.Parallel()
			var mu sync.Mutex
			seen := map[string]int{}
			count := func(st *Step) {
				s := presetSituations(st)
				mu.Lock()
				defer mu.Unlock()
				for _, k := range s {
					seen[k]++
				}
			}
			card, err := content.LoadShipped(c.card)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := claim.Check(card, claim.Options{Seed: 1, Games: 500, Claims: Claims{tamper: count}}); err != nil {
				t.Fatal(err)
			}
			for _, k := range c.want {
				if seen[k] < 20 {
					t.Errorf("%s: seen %d times, want at least 20", k, seen[k])
				}
				t.Logf("%-40s %6d", k, seen[k])
			}
		})
	}
}
